import { z } from 'zod';
import { blank, numeric } from './preprocess';

/**
 * Broadcast e-mails (ADM.h: ADM-56..62, ⚑AMB-35, G-09, ADR 062): the console form, the list filter
 * and the JSON the console reads. Browser-safe. Messages are keys of the `broadcasts` namespace.
 */

export const broadcastsMessage = (key: string): string => `broadcasts:validation.${key}`;

/** The list filter's "all" (ADM-56: 2 all, 1 Active, 0 Inactive — PUBLISH_STATUS). */
export const BROADCAST_STATUS_FILTER_ALL = 2;

/**
 * Who receives it: the selected users (ADM-58, `receiver` = [{id, email}]), or every active customer
 * or every active agent at the time the job sends it.
 */
export const BROADCAST_AUDIENCES = ['users', 'customers', 'agents'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

export const BROADCAST_TITLE_MIN = 4;
export const BROADCAST_TITLE_MAX = 191;
/** The selected users: at most this many (an audience covers more). */
export const BROADCAST_RECEIVERS_MAX = 1000;
/** The message HTML, before sanitising (the column is MEDIUMTEXT). */
export const BROADCAST_MESSAGE_MAX = 100_000;
/** The optional HTML file that fills the message (ADM-59: the html extension). */
export const BROADCAST_HTML_FILE_MAX_BYTES = 512 * 1024;
/** Attachments (ADM-59: jpeg, jpg, png by content), each within the configured upload size. */
export const BROADCAST_ATTACHMENTS_MAX = 5;
/** The new attachments of one save together: a mail stays within what mail servers accept. */
export const BROADCAST_ATTACHMENTS_TOTAL_MAX_BYTES = 20 * 1024 * 1024;

/** ADM-62: publish_date is 'yyyy-MM-dd HH:mm', a Kuala Lumpur wall time (G-57). */
const PUBLISH_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

/** The instant of a 'yyyy-MM-dd HH:mm' Kuala Lumpur wall time (UTC+8, no daylight saving), or null. */
export function publishDateInstant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = PUBLISH_DATE.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi] = m;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:00+08:00`);
  if (Number.isNaN(date.getTime())) return null;
  // A real calendar day and time (no 2026-02-30, no 25:00).
  return publishDateText(date) === `${y}-${mo}-${d} ${h}:${mi}` ? date : null;
}

/** An instant as the form's 'yyyy-MM-dd HH:mm' in Kuala Lumpur. */
export function publishDateText(instant: Date | string): string {
  const date = new Date(new Date(instant).getTime() + 8 * 3_600_000);
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

/** The receiver ids from ids, {id} objects (ADM-62's [{id, email}]) or their JSON text; anything else stays and fails. */
export function receiverIds(value: unknown): unknown {
  let v = blank(value);
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return v;
    }
  }
  if (!Array.isArray(v)) return v;
  return v.map((entry: unknown) => (entry && typeof entry === 'object' && 'id' in entry ? numeric((entry as { id: unknown }).id) : numeric(entry)));
}

const text = (v: unknown) => (typeof blank(v) === 'string' ? (v as string).trim() : blank(v));

/**
 * ADM-59 (⚑AMB-35): title required, min 4; status required; publish date required ('Date is required')
 * as yyyy-MM-dd HH:mm; recipients required — selected users or an audience; message required. The
 * HTML file and the attachments are files: the domain checks them (extension, size, type by content).
 */
export const broadcastInputSchema = z
  .object({
    title: z.preprocess(
      text,
      z
        .string({ error: broadcastsMessage('title_required') })
        .min(BROADCAST_TITLE_MIN, broadcastsMessage('title_min'))
        .max(BROADCAST_TITLE_MAX, broadcastsMessage('title_max')),
    ),
    status: z.preprocess(numeric, z.union([z.literal(0), z.literal(1)], { error: broadcastsMessage('status_required') })),
    publish_date: z.preprocess(
      text,
      z.string({ error: broadcastsMessage('date_required') }).max(32, broadcastsMessage('date_invalid')).refine((v) => publishDateInstant(v) !== null, broadcastsMessage('date_invalid')),
    ),
    audience: z.preprocess((v) => blank(v) ?? 'users', z.enum(BROADCAST_AUDIENCES, { error: broadcastsMessage('receiver_required') })),
    receiver: z.preprocess(
      receiverIds,
      z
        .array(z.number().int().positive().max(2_147_483_647), { error: broadcastsMessage('receiver_required') })
        .max(BROADCAST_RECEIVERS_MAX, broadcastsMessage('receiver_max'))
        .optional(),
    ),
    message: z.preprocess(
      (v) => blank(v),
      z.string({ error: broadcastsMessage('message_required') }).max(BROADCAST_MESSAGE_MAX, broadcastsMessage('message_max')).optional(),
    ),
  })
  // Checked even when other fields fail (Zod skips an object's refinements otherwise: every field's error at once).
  .refine((input) => input.audience !== 'users' || (input.receiver?.length ?? 0) > 0, {
    path: ['receiver'],
    error: broadcastsMessage('receiver_required'),
    when(payload: { value: unknown }): boolean {
      const value = payload.value as Record<string, unknown> | null;
      if (typeof value !== 'object' || value === null) return false;
      const audience = blank(value.audience) ?? 'users';
      const ids = receiverIds(value.receiver);
      return audience === 'users' && (ids === undefined || (Array.isArray(ids) && ids.every((id) => typeof id === 'number')));
    },
  });
export type BroadcastInput = z.infer<typeof broadcastInputSchema>;

/**
 * Whether a message's HTML holds any text (tags, spaces and &nbsp; aside): ADM-59's "message
 * required", checked by the console's form and again on save (unless an HTML file replaces it).
 */
export const htmlHasText = (html: string): boolean => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';

/** ADM-56: status 2 all (or absent), 1 Active, 0 Inactive; `q` searches the title. */
export const broadcastListFilterSchema = z.object({
  status: z.preprocess(numeric, z.union([z.literal(0), z.literal(1), z.literal(2)]).optional()),
  q: z.preprocess(blank, z.string().trim().max(100).optional()),
});
export const BROADCAST_SORT_FIELDS = ['id', 'title', 'publish_date', 'created_at', 'status'] as const;
export type BroadcastSortField = (typeof BROADCAST_SORT_FIELDS)[number];

/** The per-recipient delivery states (ADR 062). */
export const BROADCAST_DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed', 'unknown'] as const;
export type BroadcastDeliveryState = (typeof BROADCAST_DELIVERY_STATES)[number];

export interface BroadcastProgress {
  sent: number;
  failed: number;
  /** pending or being sent. */
  remaining: number;
  /** A run stopped while sending to them: maybe sent, never resent (ADR 062). */
  unknown: number;
}

export interface BroadcastAttachmentJson {
  id: string;
  name: string;
  mime: string;
  url: string;
}

/** The console's broadcast record (list rows and the form). */
export interface BroadcastJson {
  id: number;
  title: string;
  status: 0 | 1;
  /** 'yyyy-MM-dd HH:mm', Kuala Lumpur. */
  publish_date: string;
  audience: BroadcastAudience;
  /** The selected users (audience 'users'): [{id, email}]. */
  receiver: { id: number; email: string }[];
  html_file: string | null;
  attachments: BroadcastAttachmentJson[];
  sent_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  progress: BroadcastProgress;
  /** G-09: sent (or sending) → read-only, only duplicated. */
  sent: boolean;
  can_edit: boolean;
  can_delete: boolean;
  can_duplicate: boolean;
}

/** The full record (edit form and show) adds the message. */
export interface BroadcastDetailJson extends BroadcastJson {
  message: string;
}

/** One choice of the recipients' multi-select. */
export interface BroadcastRecipientJson {
  id: number;
  name: string;
  email: string;
  role_id: number;
}
