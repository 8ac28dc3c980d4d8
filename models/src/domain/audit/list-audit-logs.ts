import { Op, type Order as SortOrder, type WhereOptions } from 'sequelize';
import { z } from 'zod';
import { AUDIT_ACTIONS, auditActionLabelKey, STAFF_ROLES } from '../../constants/index';
import { AppError } from '../../errors/index';
import { AuditLog } from '../../models/audit-log';
import { User } from '../../models/user';
import type { AuditLogRowJson } from '../../schemas/audit';
import { type Actor, assertAllowed, iso, klDay, klDayEnd, klDayStart, type ListResult, type OperationOptions, pageWindow, stableOrder } from '../kernel/index';

export const AUDIT_LOG_SORT_FIELDS = ['id', 'created_at'] as const;
export type AuditLogSortField = (typeof AUDIT_LOG_SORT_FIELDS)[number];

const RETRIEVE_FAIL = 'admin:audit.retrieve_fail';


const filterSchema = z
  .object({
    /** A user id, or 0 for the system. */
    actor_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    target_type: z.string().trim().min(1).max(64).optional(),
    target_id: z.coerce.string().trim().min(1).max(64).optional(),
    from: z.string().refine((v) => klDay(v) !== null).optional(),
    to: z.string().refine((v) => klDay(v) !== null).optional(),
  })
  .strip()
  .refine((f) => !(f.from && f.to && f.to < f.from));

export interface ListAuditLogsInput {
  actor: Actor;
  /** {actor_id, action, target_type, target_id, from, to (Kuala Lumpur days, inclusive)} */
  filter?: Record<string, unknown>;
  sort?: { field: AuditLogSortField; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
}

const people = [
  { model: User, as: 'actor', attributes: ['id', 'name', 'email', 'role_id'], required: false },
  { model: User, as: 'impersonator', attributes: ['id', 'name', 'email'], required: false },
];

function toRow(log: AuditLog): AuditLogRowJson {
  return {
    id: log.id,
    created_at: iso(log.created_at),
    action: log.action,
    action_label_key: auditActionLabelKey(log.action),
    actor: log.actor ? { id: log.actor.id, name: log.actor.name, email: log.actor.email, role_id: Number(log.actor.role_id) } : null,
    impersonator: log.impersonator ? { id: log.impersonator.id, name: log.impersonator.name, email: log.impersonator.email } : null,
    target_type: log.target_type ?? null,
    target_id: log.target_id ?? null,
    before: log.before ?? null,
    after: log.after ?? null,
    ip_address: log.ip_address ?? null,
  };
}

/**
 * G-65 (ADR 053): the staff audit log, newest first — read only, for super admins and admins (the
 * access matrix's `audit-logs`). Filtered by actor (0 = the system), action, target and a date range
 * (Kuala Lumpur days), sorted, paged and counted in SQL on (actor_id, created_at), (action,
 * created_at) and (target_type, target_id) (migration 0053): two statements whatever the page.
 * A filter it cannot read: 'Fail to retrieve list'.
 */
export async function listAuditLogs(input: ListAuditLogsInput, options: OperationOptions = {}): Promise<ListResult<AuditLogRowJson>> {
  assertAllowed(input.actor, 'audit-logs', 'list', RETRIEVE_FAIL);
  const parsed = filterSchema.safeParse(input.filter ?? {});
  const sort = input.sort ?? { field: 'created_at', order: 'DESC' };
  if (!parsed.success || !(AUDIT_LOG_SORT_FIELDS as readonly string[]).includes(sort.field) || !['ASC', 'DESC'].includes(sort.order)) {
    throw new AppError('BAD_REQUEST', RETRIEVE_FAIL);
  }
  const f = parsed.data;
  const conditions: WhereOptions<AuditLog>[] = [];
  if (f.actor_id !== undefined) conditions.push({ actor_id: f.actor_id === 0 ? null : f.actor_id });
  if (f.action) conditions.push({ action: f.action });
  if (f.target_type) conditions.push({ target_type: f.target_type });
  if (f.target_id) conditions.push({ target_id: f.target_id });
  if (f.from) conditions.push({ created_at: { [Op.gte]: klDayStart(f.from) } });
  if (f.to) conditions.push({ created_at: { [Op.lt]: klDayEnd(f.to) } });
  const where = { [Op.and]: conditions } as WhereOptions<AuditLog>;
  const order: SortOrder = stableOrder(sort);
  const { offset, limit } = pageWindow(input);
  const { transaction } = options;
  const [total, rows] = await Promise.all([AuditLog.count({ where, transaction }), AuditLog.findAll({ where, include: people, order, offset, limit, transaction })]);
  return { rows: rows.map(toRow), total, offset, limit };
}

/** One audit row (GET /api/admin/audit-logs/:id); 404 'Fail to retrieve data'. */
export async function getAuditLog(input: { actor: Actor; id: unknown }, options: OperationOptions = {}): Promise<AuditLogRowJson> {
  assertAllowed(input.actor, 'audit-logs', 'read', RETRIEVE_FAIL);
  const id = typeof input.id === 'number' && Number.isInteger(input.id) && input.id > 0 ? input.id : 0;
  const log = id ? await AuditLog.findByPk(id, { include: people, transaction: options.transaction }) : null;
  if (!log) throw new AppError('NOT_FOUND', 'admin:audit.not_found');
  return toRow(log);
}

/** The actor filter's choices: the staff accounts (super admins, admins, accountants), by name. Agents and customers are found by target. */
export async function listAuditActors(input: { actor: Actor }, options: OperationOptions = {}): Promise<{ id: number; name: string; email: string; role_id: number }[]> {
  assertAllowed(input.actor, 'audit-logs', 'list', RETRIEVE_FAIL);
  const staff = await User.findAll({
    where: { role_id: { [Op.in]: [...STAFF_ROLES] } },
    attributes: ['id', 'name', 'email', 'role_id'],
    order: [['name', 'ASC'], ['id', 'ASC']],
    limit: 500,
    transaction: options.transaction,
  });
  return staff.map((u) => ({ id: u.id, name: u.name, email: u.email, role_id: Number(u.role_id) }));
}
