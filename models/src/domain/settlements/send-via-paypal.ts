import { randomBytes } from 'node:crypto';
import { AppError } from '../../errors/index';
import { Settlement } from '../../models/settlement';
import { User } from '../../models/user';
import { getPayoutCredentials } from '../payouts/payout-configuration';
import { PayoutAlreadySent } from '../payouts/paypal-payouts';
import { type Actor, assertAllowed, inTransaction, orFail, writeAudit } from '../kernel/index';
import { applyBatch, type PaypalCheckOutcome, paypalReceiverOf, paypalRefusal, recordBatchId, referenceOf, returnToPending, sendBatchFor } from './paypal-payout-outcome';
import { findSettlementFor, moveSettlement, SETTLEMENT_MESSAGE, settlementJson, type SettlementJson } from './shared';

export interface PaypalActionResult {
  message: string;
  params: Record<string, string>;
  outcome: PaypalCheckOutcome;
  settlement: SettlementJson;
}

/** The console's answer for an outcome (the reason, when PayPal gave one). */
export const PAYPAL_OUTCOME_MESSAGE: Record<PaypalCheckOutcome, string> = {
  paid: SETTLEMENT_MESSAGE.paypalPaid,
  returned: SETTLEMENT_MESSAGE.paypalReturned,
  pending: SETTLEMENT_MESSAGE.paypalPending,
  unreachable: SETTLEMENT_MESSAGE.paypalUnreachable,
};

export async function paypalActionResult(settlementId: number, outcome: PaypalCheckOutcome, message = PAYPAL_OUTCOME_MESSAGE[outcome]): Promise<PaypalActionResult> {
  const settlement = await Settlement.findByPk(settlementId);
  if (!settlement) throw new AppError('NOT_FOUND', SETTLEMENT_MESSAGE.notFound);
  return { message, params: { reason: settlement.paypal_return_reason ?? '' }, outcome, settlement: await settlementJson(settlement) };
}

/**
 * Send via PayPal (issue 15, ADR 055; SA/AD/AC, the Set To Paid rights): pays one validated Pending
 * PayPal settlement through PayPal's Payouts API to the agent's PayPal e-mail (else the login e-mail),
 * its net total in MYR.
 *  1. The claim, committed BEFORE PayPal is called: the conditional move `paypal_send` (validated, not
 *     settled, route paypal, nothing in flight) sets `paypal_in_flight` and a new sender_batch_id.
 *     A second press, another tab or the manual Set To Paid meanwhile find it in flight: 409.
 *  2. The batch is created with that sender_batch_id (PayPal refuses a second one with it) and its
 *     batch id recorded. PayPal's answer is applied: SUCCESS settles it (one payout row with the batch
 *     id), FAILED / UNCLAIMED / a refusal return it to Pending PayPal with the reason, anything else
 *     stays in flight for Check status and the every-10-minutes job.
 *  3. PayPal unreachable: it stays in flight without a batch id; the check sends the same batch again.
 * 409 'PayPal payouts are not configured' while the payout credentials are missing.
 */
export async function sendViaPaypal(input: { actor: Actor; settlementId: unknown }): Promise<PaypalActionResult> {
  const { actor } = input;
  assertAllowed(actor, 'settlements', 'set-paid', SETTLEMENT_MESSAGE.payFail);
  const credentials = await getPayoutCredentials();
  if (!credentials) throw new AppError('CONFLICT', SETTLEMENT_MESSAGE.paypalNotConfigured);

  const claimed = await orFail(SETTLEMENT_MESSAGE.payFail, () =>
    inTransaction({}, async (transaction) => {
      const settlement = await findSettlementFor(actor, input.settlementId, 'staff', SETTLEMENT_MESSAGE.payFail, transaction);
      const agent = await User.findByPk(settlement.agent_id, { attributes: ['id', 'email', 'paypal_email'], transaction });
      if (!agent) throw new AppError('NOT_FOUND', SETTLEMENT_MESSAGE.notFound);
      const senderBatchId = `IPR-S${settlement.id}-${randomBytes(6).toString('hex')}`;
      const moved = await moveSettlement(settlement.id, 'paypal_send', { paypal_in_flight: true, paypal_sender_batch_id: senderBatchId, paypal_batch_id: null, paypal_return_reason: null, paypal_sent_by: actor.id }, transaction);
      if (!moved) throw new AppError('CONFLICT', SETTLEMENT_MESSAGE.payFail);
      const receiver = paypalReceiverOf(agent);
      await writeAudit(actor, { action: 'settlement.paypal_send', targetType: 'settlement', targetId: settlement.id, after: { sender_batch_id: senderBatchId, receiver, amount: String(settlement.net_total) } }, transaction);
      await settlement.reload({ transaction });
      return { settlement, receiver };
    }),
  );

  const { settlement, receiver } = claimed;
  let outcome: PaypalCheckOutcome;
  try {
    const batch = await sendBatchFor(settlement, receiver, await referenceOf(settlement), credentials);
    await recordBatchId(settlement, batch.batchId);
    outcome = await applyBatch(settlement, batch, actor);
  } catch (error) {
    const refusal = error instanceof PayoutAlreadySent ? null : paypalRefusal(error);
    if (refusal) {
      await returnToPending(settlement, refusal, actor);
      return paypalActionResult(settlement.id, 'returned', SETTLEMENT_MESSAGE.paypalSendFail);
    }
    outcome = 'unreachable';
  }
  return paypalActionResult(settlement.id, outcome, outcome === 'pending' ? SETTLEMENT_MESSAGE.paypalSent : PAYPAL_OUTCOME_MESSAGE[outcome]);
}
