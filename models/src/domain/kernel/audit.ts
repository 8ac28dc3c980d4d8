import type { Model, Transaction } from 'sequelize';
import { AuditLog } from '../../models/audit-log';
import { type Actor, isSystemActor, type SystemActor } from './actor';
import type { AuditAction } from '../../constants/audit-actions';

/** One audit_logs row (G-65): actor, impersonator, action, target, before/after, the actor's address. SYSTEM (a job) is recorded without an actor. */
export async function writeAudit(
  who: Actor | SystemActor,
  entry: { action: AuditAction; targetType: string; targetId: number | string | null; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
  transaction: Transaction,
): Promise<AuditLog> {
  const actor: Partial<Actor> = isSystemActor(who) ? {} : who;
  return AuditLog.create(
    {
      actor_id: actor.id ?? null,
      impersonator_id: actor.impersonator_id ?? null,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId === null ? null : String(entry.targetId),
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip_address: actor.ip ? actor.ip.slice(0, 45) : null,
    },
    { transaction },
  );
}

/** The fields that changed between two snapshots, as {before, after}. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (String(from) !== String(to)) {
      b[key] = from instanceof Date ? from.toISOString() : from;
      a[key] = to instanceof Date ? to.toISOString() : to;
    }
  }
  return { before: b, after: a };
}

/** A snapshot of the fields an audit row keeps (list only fields that may be logged: never a password). */
export function snapshot(row: Model, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = row.get(field) as unknown;
    out[field] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return out;
}
