import { AppError, isAppError } from '../../errors/index';
import { Order } from '../../models/order';
import { getPaymentSettings } from '../settings/get-payment-settings';
import { applyCardOutcome } from './apply-card-outcome';
import { executePaypalPayment } from './paypal';
import { describeProviderError } from './provider';
import { assertCardPayable, findOrder } from './shared';
import { ORDER_STATUS } from '../../constants/index';
import { type Actor } from '../kernel/index';

export type ReturnStatus = 'success' | 'pending' | 'fail';

export interface CompletePaypalReturnInput {
  reference: string;
  paymentId: string;
  payerId: string;
  /** The customer back from PayPal; the order must be theirs. */
  actor: Actor;
}

/**
 * The buyer approved on PayPal and came back (return_url with paymentId and PayerID): executes the
 * payment (payment.execute) and fulfils the order with the sale id — or fails it when PayPal refuses
 * the execution. The webhook that follows (or came first) finds the order paid and changes nothing.
 * Only the order's own current PayPal payment is executed. → { status, reference } for the Payment
 * Response page.
 */
export async function completePaypalReturn(input: CompletePaypalReturnInput): Promise<{ status: ReturnStatus; reference: string }> {
  const order = await findOrder(input.reference, input.actor);
  if (order.status === ORDER_STATUS.PAID) return { status: 'success', reference: order.reference };
  const paymentId = typeof input.paymentId === 'string' ? input.paymentId.trim() : '';
  const payerId = typeof input.payerId === 'string' ? input.payerId.trim() : '';
  if (!paymentId || !payerId || paymentId !== order.provider_session_id) throw new AppError('BAD_REQUEST', 'orders:checkout.payment_failure');

  // ADR 016: a superseded order (or one whose slip waits for review) is never charged.
  await assertCardPayable(order);
  const settings = await getPaymentSettings();
  if (!settings.paypal) throw new AppError('CONFLICT', 'orders:card.not_configured');
  let outcome;
  try {
    outcome = await executePaypalPayment(settings.paypal, { paymentId, payerId, useSandbox: order.use_sandbox });
  } catch (error) {
    if (isAppError(error)) throw error;
    console.error(`[card-payments] paypal execute for order ${order.reference} failed: ${describeProviderError(error)}`);
    throw new AppError('INTERNAL', 'orders:checkout.payment_failure', { cause: error });
  }
  if (outcome.kind !== 'ignored' && outcome.reference && outcome.reference !== order.reference) {
    console.warn(`[card-payments] paypal payment ${paymentId} belongs to order ${outcome.reference}, not ${order.reference}`);
    throw new AppError('BAD_REQUEST', 'orders:checkout.payment_failure');
  }
  if (outcome.kind === 'pending' || outcome.kind === 'paid' || outcome.kind === 'failed') {
    await Order.update({ paypal_status: outcome.kind === 'paid' ? 'completed' : outcome.kind === 'failed' ? 'failed' : 'pending' }, { where: { id: order.id } });
  }
  const { result } = await applyCardOutcome(outcome, 'paypal', { source: `paypal return ${paymentId}`, fallbackReference: order.reference });
  if (result === 'fulfilled' || result === 'already_paid') return { status: 'success', reference: order.reference };
  if (result === 'pending') return { status: 'pending', reference: order.reference };
  return { status: 'fail', reference: order.reference };
}
