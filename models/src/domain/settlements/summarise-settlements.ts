import { col, fn, literal, Op, type WhereOptions } from 'sequelize';
import { z } from 'zod';
import { AppError } from '../../errors/index';
import { Settlement } from '../../models/settlement';
import { User } from '../../models/user';
import { getSequelize } from '../../db/database';
import type { AgentSettlementSummaryJson, PaidByMonthJson } from '../../schemas/settlement-summary';
import { type Actor, assertAllowed, klDay, klDayEnd, klDayStart, type ListResult, type OperationOptions, pageWindow, toMoney } from '../kernel/index';

const RETRIEVE_FAIL = 'settlements:retrieve_fail';


const rangeSchema = z
  .object({ from: z.string().refine((v) => klDay(v) !== null).optional(), to: z.string().refine((v) => klDay(v) !== null).optional(), agent_id: z.coerce.number().int().positive().max(2_147_483_647).optional() })
  .strip()
  .refine((r) => !(r.from && r.to && r.to < r.from));

/** Settled settlements paid within the range (Kuala Lumpur days, inclusive). */
function paidWhere(filter: unknown): WhereOptions<Settlement> {
  const parsed = rangeSchema.safeParse(filter ?? {});
  if (!parsed.success) throw new AppError('BAD_REQUEST', RETRIEVE_FAIL);
  const { from, to, agent_id: agentId } = parsed.data;
  const paid: Record<symbol, Date> = {};
  if (from) paid[Op.gte] = klDayStart(from);
  if (to) paid[Op.lt] = klDayEnd(to);
  return { is_settled: true, ...(from || to ? { paid_at: paid } : {}), ...(agentId ? { agent_id: agentId } : {}) } as WhereOptions<Settlement>;
}

const SUMS = ['processing_fee', 'service_fee', 'total', 'paypal_cost', 'net_total'] as const;

/**
 * SET-32 (`settlement/summary`, G-71; SA/AD/AC): per agent, the settlements paid in a date range —
 * count and the sums of processing cost, service cost, total, PayPal cost and net total — grouped,
 * summed, sorted (largest net total first) and paged in SQL; each agent's per-application rows are
 * the settlement history filtered on that agent and range. Sums are the stored two-decimal amounts, so
 * they equal the agent's pages and mails to the cent.
 */
export async function summariseSettlements(
  input: { actor: Actor; filter?: Record<string, unknown>; offset?: number; limit?: number },
  options: OperationOptions = {},
): Promise<ListResult<AgentSettlementSummaryJson>> {
  assertAllowed(input.actor, 'settlement-summary', 'list', RETRIEVE_FAIL);
  const where = paidWhere(input.filter);
  const { offset, limit } = pageWindow(input);
  const { transaction } = options;
  const [totalRow, groups] = await Promise.all([
    Settlement.findOne({ where, attributes: [[fn('COUNT', fn('DISTINCT', col('agent_id'))), 'n']], raw: true, transaction }) as unknown as Promise<{ n: number | string } | null>,
    Settlement.findAll({
      where,
      attributes: ['agent_id', [fn('COUNT', col('id')), 'count'], ...SUMS.map((c) => [fn('SUM', col(c)), c] as [ReturnType<typeof fn>, string])],
      group: ['agent_id'],
      order: [[literal('net_total'), 'DESC'], ['agent_id', 'ASC']],
      offset,
      limit,
      raw: true,
      transaction,
    }) as unknown as Promise<Array<Record<string, string | number | null> & { agent_id: number }>>,
  ]);
  const agents = groups.length ? await User.findAll({ where: { id: groups.map((g) => g.agent_id) }, attributes: ['id', 'name', 'email'], transaction }) : [];
  const byId = new Map(agents.map((a) => [a.id, a]));
  return {
    rows: groups.map((g) => ({
      id: Number(g.agent_id),
      agent_id: Number(g.agent_id),
      agent_name: byId.get(Number(g.agent_id))?.name ?? null,
      agent_email: byId.get(Number(g.agent_id))?.email ?? null,
      count: Number(g.count),
      processing_fee: toMoney(g.processing_fee ?? 0),
      service_fee: toMoney(g.service_fee ?? 0),
      total: toMoney(g.total ?? 0),
      paypal_cost: toMoney(g.paypal_cost ?? 0),
      net_total: toMoney(g.net_total ?? 0),
    })),
    total: Number(totalRow?.n ?? 0),
    offset,
    limit,
  };
}

/** The Kuala Lumpur month of `paid_at` as 'YYYY-MM', in the database's own SQL. */
function klMonthOfPaidAt() {
  return getSequelize().getDialect() === 'sqlite' ? fn('strftime', '%Y-%m', col('paid_at'), '+8 hours') : fn('DATE_FORMAT', fn('DATE_ADD', col('paid_at'), literal('INTERVAL 8 HOUR')), '%Y-%m');
}

/**
 * SET-32's chart: what was paid (Σ net total) per Kuala Lumpur month and per agent in the range, grouped
 * in SQL (at most 24 months × the agents paid — bounded by the range: a range over 24 months is
 * refused).
 */
export async function settlementsPaidByMonth(input: { actor: Actor; filter?: Record<string, unknown> }, options: OperationOptions = {}): Promise<PaidByMonthJson[]> {
  assertAllowed(input.actor, 'settlement-summary', 'list', RETRIEVE_FAIL);
  const where = paidWhere(input.filter);
  const { from, to } = (input.filter ?? {}) as { from?: string; to?: string };
  if (from && to && (Date.parse(to) - Date.parse(from)) / 86_400_000 > 31 * 24) throw new AppError('BAD_REQUEST', RETRIEVE_FAIL);
  const month = klMonthOfPaidAt();
  const groups = (await Settlement.findAll({
    where,
    attributes: [[month, 'month'], 'agent_id', [fn('SUM', col('net_total')), 'net_total']],
    group: [month as never, 'agent_id'],
    order: [[literal('month'), 'ASC'], ['agent_id', 'ASC']],
    limit: 24 * 200,
    raw: true,
    transaction: options.transaction,
  })) as unknown as { month: string; agent_id: number; net_total: string | number }[];
  const agents = groups.length ? await User.findAll({ where: { id: [...new Set(groups.map((g) => g.agent_id))] }, attributes: ['id', 'name'], transaction: options.transaction }) : [];
  const names = new Map(agents.map((a) => [a.id, a.name]));
  return groups.map((g) => ({ month: String(g.month), agent_id: Number(g.agent_id), agent_name: names.get(Number(g.agent_id)) ?? null, net_total: toMoney(g.net_total ?? 0) }));
}
