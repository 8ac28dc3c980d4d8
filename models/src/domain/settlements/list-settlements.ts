import path from 'node:path';
import { Op, type Order as SortOrder, type WhereOptions } from 'sequelize';
import { z } from 'zod';
import { ROLE, STAFF_ROLES } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { ApplicationStatus } from '../../models/application-status';
import { Order } from '../../models/order';
import { Settlement } from '../../models/settlement';
import { User } from '../../models/user';
import { getStorage } from '../../storage/index';
import { placeId } from '../places/index';
import { type Actor, assertAllowed, isSystemActor, klDay, klDayEnd, klDayStart, likeAny, type ListResult, type OperationOptions, pageWindow, stableOrder } from '../kernel/index';
import { payoutsConfigured } from '../payouts/payout-configuration';
import { paypalReceiverOf } from './paypal-payout-outcome';
import { MOVE_FROM, payOn, PENDING_PAYPAL_LIST } from './rules';
import { SETTLEMENT_MESSAGE, toSettlementJson, type SettlementJson } from './shared';

/** The console's settlement lists (SET-14, SET-21, SET-25, SET-31, ACL-46..48) and their policy resources. */
export const SETTLEMENT_SCOPES = {
  'pending-validation': 'settlements-pending-validation',
  'pending-settle': 'settlements-pending-settle',
  'pending-paypal': 'settlements-pending-paypal',
  history: 'settlement-history',
} as const;
export type SettlementScope = keyof typeof SETTLEMENT_SCOPES;

export const SETTLEMENT_SORT_FIELDS = ['id', 'created_at', 'validation_uploaded_at', 'paid_at', 'net_total'] as const;
export type SettlementSortField = (typeof SETTLEMENT_SORT_FIELDS)[number];

const RETRIEVE_FAIL = 'settlements:retrieve_fail';

/** A settlement row of the console: the settlement with its application's reference and status and its agent. */
export interface SettlementRowJson extends SettlementJson {
  reference: string | null;
  /** SET-15: null when the application has no status (View is disabled then). */
  application_status: string | null;
  application_status_label: string | null;
  /** The application's status id (its human label: enums:applicationStatusLabel.<id>). */
  application_status_id: number | null;
  agent_name: string | null;
  agent_email: string | null;
  /** ADR 055: where Send via PayPal pays — the agent's PayPal e-mail, else the login e-mail. */
  paypal_receiver: string | null;
}

const dateText = z.string().refine((value) => klDay(value) !== null);
const filterSchema = z
  .object({
    agent_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    q: z.string().trim().max(100).optional(),
    from: dateText.optional(),
    to: dateText.optional(),
  })
  .strip();

export interface ListSettlementsInput {
  actor: Actor;
  scope: SettlementScope;
  /** {agent_id, q: application reference, from / to: paid date YYYY-MM-DD (history)} */
  filter?: Record<string, unknown>;
  sort?: { field: SettlementSortField; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
}

/** The state each list shows: the same conditions the moves start from (rules.ts). */
function scopeWhere(scope: SettlementScope): WhereOptions<Settlement> {
  if (scope === 'pending-validation') return { [Op.or]: [...MOVE_FROM.validate] } as WhereOptions<Settlement>;
  if (scope === 'pending-settle') return { [Op.or]: payOn('bank') } as WhereOptions<Settlement>;
  // Pending PayPal also lists the ones whose PayPal payout is in flight (ADR 055: Check status).
  if (scope === 'pending-paypal') return { ...PENDING_PAYPAL_LIST } as WhereOptions<Settlement>;
  return { is_settled: true };
}

const includes = (reference?: string) => [
  {
    model: Application,
    as: 'application',
    attributes: ['id', 'reference', 'status_id'],
    required: Boolean(reference),
    where: reference ? (likeAny(['application.reference'], reference.toUpperCase()) as WhereOptions<Application>) : undefined,
    include: [{ model: ApplicationStatus, as: 'status', attributes: ['id', 'name', 'label'], required: false }],
  },
  { model: User, as: 'agent', attributes: ['id', 'name', 'email', 'paypal_email'], required: false },
  { model: Order, as: 'order', attributes: ['id', 'payment_method'], required: false },
];

/** Send via PayPal and Check status are offered only once the payout credentials are stored (ADR 055). */
function toRow(s: Settlement, paypalConfigured: boolean): SettlementRowJson {
  const status = s.application?.status ?? null;
  const json = toSettlementJson(s, { payLater: s.order?.payment_method === 'paylater' });
  return {
    ...json,
    can_send_paypal: json.can_send_paypal && paypalConfigured,
    can_check_paypal: json.can_check_paypal && paypalConfigured,
    reference: s.application?.reference ?? null,
    application_status: s.application?.status_id ? (status?.name ?? null) : null,
    application_status_label: s.application?.status_id ? (status?.label ?? null) : null,
    application_status_id: s.application?.status_id ? Number(s.application.status_id) : null,
    agent_name: s.agent?.name ?? null,
    agent_email: s.agent?.email ?? null,
    paypal_receiver: s.agent ? paypalReceiverOf(s.agent) : null,
  };
}

/**
 * SET-14, SET-21, SET-25, SET-31, SET-33: one page of a console settlement list, filtered, sorted
 * and counted in SQL. Pending Validation (SA/AD): proofs waiting for validation; Pending Settle
 * (SA/AD/AC): validated bank-routed settlements not paid; Pending PayPal: the same on PayPal;
 * History (SA/AD/AC): settled ones, `from` / `to` on the paid date.
 */
export async function listSettlements(input: ListSettlementsInput, options: OperationOptions = {}): Promise<ListResult<SettlementRowJson>> {
  const resource = SETTLEMENT_SCOPES[input.scope];
  if (!resource) throw new AppError('BAD_REQUEST', RETRIEVE_FAIL);
  assertAllowed(input.actor, resource, 'list', RETRIEVE_FAIL);
  const parsed = filterSchema.safeParse(input.filter ?? {});
  const sort = input.sort ?? { field: input.scope === 'history' ? 'paid_at' : 'validation_uploaded_at', order: input.scope === 'history' ? 'DESC' : 'ASC' };
  if (!parsed.success || !(SETTLEMENT_SORT_FIELDS as readonly string[]).includes(sort.field) || !['ASC', 'DESC'].includes(sort.order)) {
    throw new AppError('BAD_REQUEST', RETRIEVE_FAIL);
  }
  const { offset, limit } = pageWindow(input);
  const { agent_id: agentId, q, from, to } = parsed.data;
  const conditions: WhereOptions<Settlement>[] = [scopeWhere(input.scope)];
  if (agentId !== undefined) conditions.push({ agent_id: agentId });
  // SET-33: the paid date as Kuala Lumpur days, inclusive (G-57).
  if (from && to && to < from) throw new AppError('BAD_REQUEST', RETRIEVE_FAIL);
  if (input.scope === 'history' && from) conditions.push({ paid_at: { [Op.gte]: klDayStart(from) } });
  if (input.scope === 'history' && to) conditions.push({ paid_at: { [Op.lt]: klDayEnd(to) } });
  const where = { [Op.and]: conditions } as WhereOptions<Settlement>;
  const order: SortOrder = stableOrder(sort);
  const { transaction } = options;
  const reference = q || undefined;
  const [total, rows, configured] = await Promise.all([
    Settlement.count({ where, include: reference ? [includes(reference)[0]!] : [], transaction }),
    Settlement.findAll({ where, include: includes(reference), order, offset, limit, transaction }),
    input.scope === 'pending-paypal' ? payoutsConfigured(transaction) : false,
  ]);
  return { rows: rows.map((row) => toRow(row, configured)), total, offset, limit };
}

/** SET-25: the agents with settlements in a list (the Pending Settle agent filter), by name. */
export async function listSettlementAgents(input: { actor: Actor; scope: SettlementScope }, options: OperationOptions = {}): Promise<{ id: number; name: string; email: string }[]> {
  const resource = SETTLEMENT_SCOPES[input.scope];
  if (!resource) throw new AppError('BAD_REQUEST', RETRIEVE_FAIL);
  assertAllowed(input.actor, resource, 'list', RETRIEVE_FAIL);
  const { transaction } = options;
  const rows = await Settlement.findAll({ where: scopeWhere(input.scope), attributes: ['agent_id'], group: ['agent_id'], transaction });
  if (!rows.length) return [];
  const agents = await User.findAll({ where: { id: { [Op.in]: rows.map((r) => r.agent_id) } }, attributes: ['id', 'name', 'email'], order: [['name', 'ASC'], ['id', 'ASC']], transaction });
  return agents.map((a) => ({ id: a.id, name: a.name, email: a.email }));
}

/**
 * One settlement row for the console. With `scope`: a row of that list (its policy; a settlement
 * not in that list is 404); without: any settlement, for the staff who see the settlement lists.
 */
export async function getSettlement(input: { actor: Actor; id: unknown; scope?: SettlementScope }, options: OperationOptions = {}): Promise<SettlementRowJson> {
  const resource = input.scope ? SETTLEMENT_SCOPES[input.scope] : SETTLEMENT_SCOPES.history;
  if (!resource) throw new AppError('BAD_REQUEST', RETRIEVE_FAIL);
  assertAllowed(input.actor, resource, 'read', RETRIEVE_FAIL);
  const id = placeId(input.id);
  const where = input.scope ? ({ [Op.and]: [{ id }, scopeWhere(input.scope)] } as WhereOptions<Settlement>) : { id: id ?? 0 };
  const settlement = id === null ? null : await Settlement.findOne({ where, include: includes(), transaction: options.transaction });
  if (!settlement) throw new AppError('NOT_FOUND', SETTLEMENT_MESSAGE.notFound);
  return toRow(settlement, settlement.route === 'paypal' && (await payoutsConfigured(options.transaction)));
}

const MIME_BY_EXT: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * SET-20, G-15, G-45: a settlement's proof (the receipt) or proof2 (the company invoice), read from
 * storage — never a public folder — for the settlement's own agent and SA/AD/AC. Anyone else, a
 * missing settlement or a missing file: 404 (nothing tells whether it exists).
 */
export async function readSettlementFile(
  input: { actor: Actor; settlementId: unknown; which: unknown },
  options: OperationOptions = {},
): Promise<{ buffer: Buffer; mime: string; filename: string }> {
  const notFound = () => new AppError('NOT_FOUND', SETTLEMENT_MESSAGE.notFound);
  const { actor } = input;
  if (!actor || isSystemActor(actor) || (input.which !== 'proof' && input.which !== 'proof2')) throw notFound();
  const id = placeId(input.settlementId);
  if (id === null) throw notFound();
  const role = Number(actor.role_id);
  const isStaff = (STAFF_ROLES as readonly number[]).includes(role);
  if (!isStaff && role !== ROLE.AGENT) throw notFound();
  const settlement = await Settlement.findOne({
    where: isStaff ? { id } : { id, agent_id: actor.id },
    include: [{ model: Application, as: 'application', attributes: ['id', 'reference'], required: false }],
    transaction: options.transaction,
  });
  const key = settlement?.[input.which];
  if (!settlement || !key) throw notFound();
  let buffer: Buffer;
  try {
    buffer = await getStorage().getFile(key);
  } catch {
    throw notFound();
  }
  const ext = path.extname(key).toLowerCase();
  const base = (settlement.application?.reference ?? `settlement-${settlement.id}`).replace(/[^A-Za-z0-9._-]/g, '_');
  return { buffer, mime: MIME_BY_EXT[ext] ?? 'application/octet-stream', filename: `${base}-${input.which}${ext}` };
}
