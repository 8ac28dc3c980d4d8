import { Op, type WhereOptions } from 'sequelize';
import { DEFAULT_PAGE_SIZE, ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { Payout } from '../../models/payout';
import { Settlement } from '../../models/settlement';
import { isSystemActor, type Actor, type ListResult, type OperationOptions, iso, klDay, klDayEnd, klDayStart } from '../kernel/index';
import { AGENT_PAYMENTS_FAIL } from './list-agent-settlements';

/** One payout of the agent's settlement history (AGT-37/38): when, how much, the file and message, and its settlements. */
export interface AgentPayoutRow {
  id: number;
  paid_at: string | null;
  amount: string;
  channel: string;
  message: string | null;
  /** AGT-38 View file: the payout proof, downloaded through payment/payouts/:id/file. */
  file_href: string | null;
  settlements: { id: number; reference: string; processing_fee: string; service_fee: string; total: string; paypal_cost: string; net_total: string }[];
}

/**
 * AGT-37..39, G-71: the agent's own payouts, newest first, within an optional date range (from / to,
 * Kuala Lumpur days, inclusive), each with its settlements (reference, processing cost, service cost,
 * total). Paged and counted in SQL on payouts(agent_id, created_at) (migration 0049): two queries
 * for the page whatever its size. A bad date or a range ending before it starts: 'Fail to retrieve list'.
 */
export async function listAgentPayouts(
  input: { actor: Actor; from?: string | null; to?: string | null; offset?: number; limit?: number },
  options: OperationOptions = {},
): Promise<ListResult<AgentPayoutRow>> {
  const { actor } = input;
  if (!actor || isSystemActor(actor) || Number(actor.role_id) !== ROLE.AGENT) throw new AppError('FORBIDDEN', AGENT_PAYMENTS_FAIL);
  const day = (value: string | null | undefined) => {
    if (value === undefined || value === null || value === '') return null;
    const valid = klDay(value);
    if (!valid) throw new AppError('BAD_REQUEST', AGENT_PAYMENTS_FAIL);
    return valid;
  };
  const from = day(input.from);
  const to = day(input.to);
  if (from && to && to < from) throw new AppError('BAD_REQUEST', AGENT_PAYMENTS_FAIL);
  const created: Record<symbol, Date> = {};
  if (from) created[Op.gte] = klDayStart(from);
  if (to) created[Op.lt] = klDayEnd(to);
  const where: WhereOptions = { agent_id: actor.id, ...(from || to ? { created_at: created } : {}) };
  const offset = Math.max(0, Math.trunc(input.offset ?? 0));
  const limit = Math.min(50, Math.max(1, Math.trunc(input.limit ?? DEFAULT_PAGE_SIZE)));
  const { transaction } = options;
  const [total, payouts] = await Promise.all([
    Payout.count({ where, transaction }),
    Payout.findAll({ where, order: [['created_at', 'DESC'], ['id', 'DESC']], offset, limit, transaction }),
  ]);
  const settlements = payouts.length
    ? await Settlement.findAll({
        where: { payout_id: { [Op.in]: payouts.map((p) => p.id) }, agent_id: actor.id },
        include: [{ model: Application, as: 'application', attributes: ['id', 'reference'] }],
        order: [['id', 'ASC']],
        transaction,
      })
    : [];
  return {
    rows: payouts.map((payout) => ({
      id: payout.id,
      paid_at: iso(payout.created_at),
      amount: String(payout.amount),
      channel: payout.channel,
      message: payout.message ?? null,
      file_href: payout.file ? `/dashboard/payment/payouts/${payout.id}/file` : null,
      settlements: settlements
        .filter((s) => s.payout_id === payout.id)
        .map((s) => ({
          id: s.id,
          reference: s.application?.reference ?? '',
          processing_fee: String(s.processing_fee),
          service_fee: String(s.service_fee),
          total: String(s.total),
          paypal_cost: String(s.paypal_cost),
          net_total: String(s.net_total),
        })),
    })),
    total,
    offset,
    limit,
  };
}
