import { Op } from 'sequelize';
import { AppError } from '../../errors/index';
import { Payout } from '../../models/payout';
import { User } from '../../models/user';
import { type Actor, iso, type OperationOptions } from '../kernel/index';
import { getSettlement, type SettlementRowJson } from './list-settlements';

/** SET-23: the settlement detail — the row, the agent's payout details and the payout that settled it. */
export interface SettlementDetailJson extends SettlementRowJson {
  agent_bank: { bank_name: string | null; bank_acc: string | null; meps_code: string | null } | null;
  payout: { id: number; created_at: string | null; channel: string; amount: string; message: string | null; file_href: string | null; paid_by: string | null } | null;
}

/**
 * SET-23, G-71 (`settlement/view/:id`; SA/AD/AC): one settlement in any state with its application
 * and agent (their bank details, which decide the route — G-05) and, once paid, its payout: date,
 * channel, amount, message and the payout file's authorised link. 404 for a missing one.
 */
export async function getSettlementDetail(input: { actor: Actor; id: unknown }, options: OperationOptions = {}): Promise<SettlementDetailJson> {
  const row = await getSettlement(input, options);
  const { transaction } = options;
  const [agent, payout] = await Promise.all([
    User.findByPk(row.agent_id, { attributes: ['id', 'bank_name', 'bank_acc', 'meps_code'], transaction }),
    row.payout_id ? Payout.findOne({ where: { id: { [Op.eq]: row.payout_id } }, include: [{ model: User, as: 'payer', attributes: ['id', 'name'], required: false }], transaction }) : null,
  ]);
  if (!agent) throw new AppError('NOT_FOUND', 'settlements:not_found');
  return {
    ...row,
    agent_bank: { bank_name: agent.bank_name ?? null, bank_acc: agent.bank_acc ?? null, meps_code: agent.meps_code ?? null },
    payout: payout
      ? {
          id: payout.id,
          created_at: iso(payout.created_at),
          channel: payout.channel,
          amount: String(payout.amount),
          message: payout.message ?? null,
          file_href: payout.file ? `/dashboard/payment/payouts/${payout.id}/file` : null,
          paid_by: payout.payer?.name ?? null,
        }
      : null,
  };
}
