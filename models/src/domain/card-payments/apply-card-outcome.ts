import Decimal from 'decimal.js';
import { Op } from 'sequelize';
import { ORDER_STATUS } from '../../constants/index';
import { Order } from '../../models/order';
import { failOrder, fulfilOrder } from '../orders/index';
import { recordRefundDue } from '../orders/record-refund-due';
import { paymentOf } from '../orders/shared';
import { CURRENCY, type CardOutcome, type CardProvider } from './provider';
import { SYSTEM } from '../kernel/index';

/**
 * What every confirmation path (Stripe and PayPal webhooks, the returns, the sandbox page) does with
 * a provider's outcome: the one fulfilment operation (fulfilOrder, idempotent per order) or the one
 * failure operation (failOrder). Rules:
 * - the order is found by the reference the provider echoes, else by the provider's session id;
 * - money is fulfilment only when it is the order's currency and total; anything else is logged and
 *   left to staff (Update To Success) rather than guessed;
 * - a failure or expiry of an older session does not fail the order's current attempt;
 * - a charge the order cannot take (superseded, cancelled, expired, or already paid by another
 *   charge) is never fulfilled: it is recorded as refund due on the order's payment (ADR 016).
 */

export type AppliedResult = 'fulfilled' | 'already_paid' | 'failed' | 'not_failed' | 'pending' | 'ignored' | 'unknown_order' | 'amount_mismatch' | 'stale_session' | 'refund_due';

async function orderFor(outcome: Exclude<CardOutcome, { kind: 'ignored' }>, fallbackReference?: string): Promise<Order | null> {
  const reference = (outcome.reference ?? fallbackReference ?? '').trim().toUpperCase();
  if (reference) return Order.findOne({ where: { reference } });
  if (outcome.sessionId) return Order.findOne({ where: { provider_session_id: { [Op.eq]: outcome.sessionId } } });
  return null;
}

function log(message: string): void {
  console.warn(`[card-payments] ${message}`);
}

export async function applyCardOutcome(
  outcome: CardOutcome,
  method: CardProvider['method'],
  context: { source: string; fallbackReference?: string },
): Promise<{ result: AppliedResult; reference: string | null }> {
  if (outcome.kind === 'ignored') return { result: 'ignored', reference: null };
  const order = await orderFor(outcome, context.fallbackReference);
  if (!order) {
    log(`${context.source}: no order for reference ${outcome.reference ?? '-'} / session ${outcome.sessionId ?? '-'}; nothing changed`);
    return { result: 'unknown_order', reference: outcome.reference };
  }
  const reference = order.reference;
  if (outcome.kind === 'pending') return { result: 'pending', reference };

  if (outcome.kind === 'paid') {
    if (outcome.currency.toUpperCase() !== CURRENCY || !new Decimal(outcome.paidAmount).equals(new Decimal(order.total))) {
      log(`${context.source}: order ${reference} received ${outcome.paidAmount} ${outcome.currency} (${outcome.providerRef}) but its total is ${order.total} ${CURRENCY}; not fulfilled — check it in the console`);
      return { result: 'amount_mismatch', reference };
    }
    const { fulfilled } = await fulfilOrder({ reference, method, providerRef: outcome.providerRef, paidAmount: outcome.paidAmount, actor: SYSTEM });
    if (fulfilled) return { result: 'fulfilled', reference };
    // Read again: the order fulfilOrder returns may predate a concurrent confirmation's commit (MySQL).
    const after = await Order.findByPk(order.id, { rejectOnEmpty: true });
    const payment = await paymentOf(order.id);
    if (after.status === ORDER_STATUS.PAID && payment?.paypal_ref === outcome.providerRef) return { result: 'already_paid', reference };
    const reason = after.status === ORDER_STATUS.PAID ? 'already_paid' : payment?.failure_reason === 'superseded' ? 'superseded' : after.status === ORDER_STATUS.CANCELLED ? 'cancelled' : 'expired';
    await recordRefundDue({ orderId: order.id, providerRef: outcome.providerRef, amount: outcome.paidAmount, reason });
    log(`${context.source}: order ${reference} was charged (${outcome.providerRef}) but could not take it (${reason}); recorded as refund due`);
    return { result: 'refund_due', reference };
  }
  if (outcome.sessionId && order.provider_session_id && outcome.sessionId !== order.provider_session_id) {
    return { result: 'stale_session', reference };
  }
  const { failed } = await failOrder({ actor: SYSTEM, reference, reason: outcome.reason, providerRef: outcome.providerRef });
  return { result: failed ? 'failed' : 'not_failed', reference };
}
