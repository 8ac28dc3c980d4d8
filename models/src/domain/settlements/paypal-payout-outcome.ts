import { Application } from '../../models/application';
import { Payout } from '../../models/payout';
import { Settlement } from '../../models/settlement';
import { User } from '../../models/user';
import { createPaypalPayout, fetchPaypalPayout, PayoutAlreadySent, type PayoutBatchState, type PayoutCredentials, type PayoutItemState } from '../payouts/paypal-payouts';
import { type Actor, type SystemActor, afterCommitLogged, inTransaction, SYSTEM, toMoney, writeAudit } from '../kernel/index';
import { sendSettlementPaidEmail } from './settlement-mail';
import { moveSettlement } from './shared';

/**
 * What Send via PayPal and its status check share (ADR 055): the batch sent for one settlement, and
 * what PayPal's answer does to it. Every change is a conditional move of the settlement's state
 * machine (rules.ts) tied to the send's own `paypal_sender_batch_id`, so two checkers (the console's
 * Check status and the job) apply one outcome once: the loser changes nothing.
 */

/** The outcome of one send or check, as the console reports it. */
export type PaypalCheckOutcome = 'paid' | 'returned' | 'pending' | 'unreachable';

/** Our id of the single item of a settlement's batch. */
export const senderItemIdOf = (settlementId: number) => `S${settlementId}`;

/** The agent's PayPal address: their PayPal e-mail, else the login e-mail (ADR 055). */
export const paypalReceiverOf = (agent: Pick<User, 'email' | 'paypal_email'>): string => agent.paypal_email?.trim() || agent.email;

/** PayPal refused the request outright (a 4xx other than a repeated sender_batch_id): nothing was sent. */
export function paypalRefusal(error: unknown): string | null {
  const e = error as { httpStatusCode?: number; response?: { name?: string; message?: string; details?: { field?: string; issue?: string }[] } } | null;
  const status = e?.httpStatusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  const detail = (e?.response?.details ?? []).map((d) => [d.field, d.issue].filter(Boolean).join(': ')).join('; ');
  return [e?.response?.name, e?.response?.message, detail].filter(Boolean).join(' — ') || `HTTP ${status}`;
}

/** The application reference a settlement pays for (the item's note and the mail subject). */
export async function referenceOf(settlement: Pick<Settlement, 'application_id'>): Promise<string> {
  const application = await Application.findByPk(settlement.application_id, { attributes: ['id', 'reference'] });
  return application?.reference ?? String(settlement.application_id);
}

/** Creates the settlement's batch with its sender_batch_id (PayPal refuses a second one with it). */
export async function sendBatchFor(settlement: Settlement, receiver: string, reference: string, credentials: PayoutCredentials): Promise<PayoutBatchState> {
  return createPaypalPayout(credentials, {
    senderBatchId: settlement.paypal_sender_batch_id!,
    emailSubject: `IPRenew settlement ${reference}`,
    items: [{ senderItemId: senderItemIdOf(settlement.id), receiver, value: toMoney(settlement.net_total), currency: 'MYR', note: `Settlement for ${reference}` }],
  });
}

/** PayPal's batch id, recorded on the settlement of that send (and only of that send). */
export async function recordBatchId(settlement: Settlement, batchId: string): Promise<void> {
  await Settlement.update({ paypal_batch_id: batchId }, { where: { id: settlement.id, paypal_sender_batch_id: settlement.paypal_sender_batch_id, paypal_in_flight: true } });
  settlement.paypal_batch_id = batchId;
}

/**
 * The item paid: ONE payout row (channel paypal, the batch id, amount = net total, paid_by = who
 * sent it) and the settlement settled — in one transaction, only if this send is still in flight
 * (else nothing is kept). The settlement_paid mail follows the commit.
 */
async function settle(settlement: Settlement, batch: PayoutBatchState, item: PayoutItemState, actor: Actor | SystemActor): Promise<boolean> {
  let payoutId: number | null = null;
  await inTransaction({}, async (transaction) => {
    const payout = await Payout.create(
      { agent_id: settlement.agent_id, channel: 'paypal', amount: toMoney(settlement.net_total), paid_by: settlement.paypal_sent_by ?? null, paypal_batch_id: batch.batchId, file: null, message: null },
      { transaction },
    );
    const moved = await moveSettlement(settlement.id, 'paypal_paid', { is_settled: true, payout_id: payout.id, paid_at: new Date(), paypal_in_flight: false, paypal_return_reason: null }, transaction, {
      where: { paypal_sender_batch_id: settlement.paypal_sender_batch_id },
    });
    if (!moved) {
      await payout.destroy({ transaction });
      return;
    }
    payoutId = payout.id;
    await writeAudit(
      actor,
      { action: 'settlement.paypal_paid', targetType: 'settlement', targetId: settlement.id, after: { payout_id: payout.id, paypal_batch_id: batch.batchId, transaction_id: item.transactionId, amount: toMoney(settlement.net_total) } },
      transaction,
    );
  });
  if (payoutId === null) return false;
  await afterCommitLogged({}, `settlement_paid mail ${payoutId}`, () => sendSettlementPaidEmail({ actor: SYSTEM, payoutId: payoutId! }));
  return true;
}

/** The send did not pay (failed, unclaimed, refused): back to Pending PayPal with the reason shown. */
export async function returnToPending(settlement: Settlement, reason: string, actor: Actor | SystemActor): Promise<boolean> {
  return inTransaction({}, async (transaction) => {
    const moved = await moveSettlement(settlement.id, 'paypal_returned', { paypal_in_flight: false, paypal_return_reason: reason.slice(0, 500) }, transaction, {
      where: { paypal_sender_batch_id: settlement.paypal_sender_batch_id },
    });
    if (moved) {
      await writeAudit(actor, { action: 'settlement.paypal_returned', targetType: 'settlement', targetId: settlement.id, after: { paypal_batch_id: settlement.paypal_batch_id, reason } }, transaction);
    }
    return moved;
  });
}

/** Applies PayPal's answer for the settlement's item (SUCCESS → paid; FAILED, UNCLAIMED, … → returned; else pending). */
export async function applyBatch(settlement: Settlement, batch: PayoutBatchState, actor: Actor | SystemActor): Promise<PaypalCheckOutcome> {
  const item = batch.items.find((candidate) => candidate.senderItemId === senderItemIdOf(settlement.id)) ?? (batch.items.length === 1 ? batch.items[0] : undefined);
  if (!item || item.outcome === 'pending') return 'pending';
  if (item.outcome === 'paid') return (await settle(settlement, batch, item, actor)) ? 'paid' : 'pending';
  return (await returnToPending(settlement, item.reason ?? item.status, actor)) ? 'returned' : 'pending';
}

/**
 * Asks PayPal where a send in flight stands and applies it. A send whose batch PayPal never confirmed
 * (the network failed) is sent again with the SAME sender_batch_id — PayPal pays it at most once.
 */
export async function checkInFlight(settlement: Settlement, credentials: PayoutCredentials, actor: Actor | SystemActor): Promise<PaypalCheckOutcome> {
  if (!settlement.paypal_batch_id) {
    const agent = await User.findByPk(settlement.agent_id, { attributes: ['id', 'email', 'paypal_email'] });
    try {
      const batch = await sendBatchFor(settlement, paypalReceiverOf(agent!), await referenceOf(settlement), credentials);
      await recordBatchId(settlement, batch.batchId);
      return applyBatch(settlement, batch, actor);
    } catch (error) {
      // PayPal has the batch but we never learnt its id (v1 cannot look it up by sender_batch_id): it stays
      // in flight, so nothing pays it twice, with the reason shown for a look-up in PayPal's dashboard.
      if (error instanceof PayoutAlreadySent) {
        await Settlement.update(
          { paypal_return_reason: `PayPal already has batch ${settlement.paypal_sender_batch_id}; look it up in PayPal before paying again.` },
          { where: { id: settlement.id, paypal_sender_batch_id: settlement.paypal_sender_batch_id, paypal_in_flight: true } },
        );
        return 'pending';
      }
      const refusal = paypalRefusal(error);
      if (refusal) return (await returnToPending(settlement, refusal, actor)) ? 'returned' : 'pending';
      return 'unreachable';
    }
  }
  try {
    return await applyBatch(settlement, await fetchPaypalPayout(credentials, settlement.paypal_batch_id), actor);
  } catch {
    return 'unreachable';
  }
}
