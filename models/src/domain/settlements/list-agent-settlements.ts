import { Op } from 'sequelize';
import { DEFAULT_PAGE_SIZE, ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { Order } from '../../models/order';
import { Settlement } from '../../models/settlement';
import { isSystemActor, type Actor, type ListResult, type OperationOptions, iso } from '../kernel/index';
import { jobHref } from '../applications/job-lists';
import { proofStatus, proofStatusKey } from './proof-status';

export const AGENT_PAYMENTS_FAIL = 'settlements:agent.list_fail';

/** One of the agent's settlements on payment/pending or payment/settled (AGT-37..39, SET-1/2, SET-6/7). */
export interface AgentSettlementRow {
  id: number;
  application_id: number;
  reference: string;
  /** The job's page (AGT-12: Upload Proof lives there). */
  job_href: string;
  proof_status_key: string;
  processing_fee: string;
  service_fee: string;
  total: string;
  paypal_cost: string;
  net_total: string;
  route: string | null;
  created_at: string | null;
  paid_at: string | null;
}

/**
 * ACL-42, G-71: the agent's own settlements — 'pending' (not yet paid: waiting for the proof, its
 * validation, the customer's payment or the payout; newest first) or 'settled' (paid; latest payment
 * first) — paged, sorted and counted in SQL on (agent_id, is_settled, created_at | paid_at)
 * (migration 0049). Agents only; anyone else 403.
 */
export async function listAgentSettlements(
  input: { actor: Actor; state: 'pending' | 'settled'; offset?: number; limit?: number },
  options: OperationOptions = {},
): Promise<ListResult<AgentSettlementRow>> {
  const { actor } = input;
  if (!actor || isSystemActor(actor) || Number(actor.role_id) !== ROLE.AGENT) throw new AppError('FORBIDDEN', AGENT_PAYMENTS_FAIL);
  if (input.state !== 'pending' && input.state !== 'settled') throw new AppError('BAD_REQUEST', AGENT_PAYMENTS_FAIL);
  const settled = input.state === 'settled';
  const where = { agent_id: actor.id, is_settled: settled };
  const offset = Math.max(0, Math.trunc(input.offset ?? 0));
  const limit = Math.min(50, Math.max(1, Math.trunc(input.limit ?? DEFAULT_PAGE_SIZE)));
  const { transaction } = options;
  const [total, rows] = await Promise.all([
    Settlement.count({ where, transaction }),
    Settlement.findAll({
      where,
      include: [{ model: Application, as: 'application', attributes: ['id', 'reference', 'type_id', 'status_id', 'service_id'] }],
      order: settled ? [['paid_at', 'DESC'], ['id', 'DESC']] : [['created_at', 'DESC'], ['id', 'DESC']],
      offset,
      limit,
      transaction,
    }),
  ]);
  // SET-7 reads whether each order is paid later: one query for the page's orders.
  const payLater = new Set<number>();
  const orderIds = [...new Set(rows.map((row) => row.order_id).filter((id): id is number => id !== null))];
  if (orderIds.length) {
    for (const order of await Order.findAll({ where: { id: { [Op.in]: orderIds }, payment_method: 'paylater' }, attributes: ['id'], transaction })) payLater.add(order.id);
  }
  return {
    rows: rows.map((row) => ({
      id: row.id,
      application_id: row.application_id,
      reference: row.application?.reference ?? '',
      job_href: row.application ? jobHref(row.application) : `/dashboard/application/${row.application_id}`,
      proof_status_key: proofStatusKey(proofStatus(row, { payLater: row.order_id !== null && payLater.has(row.order_id) })),
      processing_fee: String(row.processing_fee),
      service_fee: String(row.service_fee),
      total: String(row.total),
      paypal_cost: String(row.paypal_cost),
      net_total: String(row.net_total),
      route: row.route ?? null,
      created_at: iso(row.created_at),
      paid_at: iso(row.paid_at),
    })),
    total,
    offset,
    limit,
  };
}
