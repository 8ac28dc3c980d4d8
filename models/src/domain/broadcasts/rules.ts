import type { BroadcastProgress } from '../../schemas/broadcasts';

/**
 * The one rule of a broadcast's state (G-09, ADR 062), asked by the operations and by the list's
 * can_* flags: once it is sent — `sent_at` set, or any recipient's delivery started (sending, sent,
 * failed or unknown) — it is read-only: no edit, no delete, only a duplicate.
 */
export const BROADCAST_MAX_ATTEMPTS = 5;
/** The first retry waits this long; each further one twice as long (5, 10, 20, 40 minutes). */
export const BROADCAST_RETRY_BASE_MS = 5 * 60_000;

export interface DeliveryCounts extends BroadcastProgress {
  /** Rows being sent right now (counted in `remaining` too). */
  sending: number;
}

export const NO_DELIVERIES: DeliveryCounts = Object.freeze({ sent: 0, failed: 0, remaining: 0, unknown: 0, sending: 0 });

/** G-09: sent, or sending has started. */
export function isBroadcastSent(broadcast: { sent_at: Date | string | null | undefined }, counts: DeliveryCounts = NO_DELIVERIES): boolean {
  return Boolean(broadcast.sent_at) || counts.sent + counts.failed + counts.unknown + counts.sending > 0;
}

export function broadcastFlags(broadcast: { sent_at: Date | string | null | undefined }, counts: DeliveryCounts = NO_DELIVERIES) {
  const sent = isBroadcastSent(broadcast, counts);
  return { sent, can_edit: !sent, can_delete: !sent, can_duplicate: true };
}

/** When a failed delivery (after `attempts` attempts) is tried again; null once the attempts are used up (it stays failed). */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts >= BROADCAST_MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + BROADCAST_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}
