import { AppError, isAppError } from '../../errors/index';
import { ORDER_STATUS } from '../../constants/index';
import { getPaymentSettings } from '../settings/get-payment-settings';
import { applyCardOutcome } from './apply-card-outcome';
import type { ReturnStatus } from './complete-paypal-return';
import { describeProviderError } from './provider';
import { findOrder } from './shared';
import { retrieveStripeSession } from './stripe';
import { type Actor } from '../kernel/index';

/**
 * The customer is back from Stripe's hosted page (success_url → the Payment Response page): reads
 * the order's Checkout Session from Stripe (checkout.sessions.retrieve) and, when it is paid,
 * fulfils the order — so the receipt does not wait for the webhook. Webhook and return together
 * fulfil once (fulfilOrder is idempotent). → { status } ('success' | 'pending' | 'fail').
 */
export async function completeStripeReturn(input: { reference: string; actor: Actor }): Promise<{ status: ReturnStatus; reference: string }> {
  const order = await findOrder(input.reference, input.actor);
  if (order.status === ORDER_STATUS.PAID) return { status: 'success', reference: order.reference };
  if (order.payment_method !== 'stripe' || !order.provider_session_id?.startsWith('cs_')) return { status: order.status === ORDER_STATUS.FAILED ? 'fail' : 'pending', reference: order.reference };
  const settings = await getPaymentSettings();
  if (!settings.stripe) throw new AppError('CONFLICT', 'orders:card.not_configured');
  let outcome;
  try {
    outcome = await retrieveStripeSession(settings.stripe, order.provider_session_id);
  } catch (error) {
    if (isAppError(error)) throw error;
    console.error(`[card-payments] stripe session ${order.provider_session_id} of order ${order.reference} could not be read: ${describeProviderError(error)}`);
    throw new AppError('INTERNAL', 'orders:checkout.payment_failure', { cause: error });
  }
  const { result } = await applyCardOutcome(outcome, 'stripe', { source: `stripe return ${order.provider_session_id}`, fallbackReference: order.reference });
  if (result === 'fulfilled' || result === 'already_paid') return { status: 'success', reference: order.reference };
  if (result === 'pending') return { status: 'pending', reference: order.reference };
  return { status: 'fail', reference: order.reference };
}
