import { Op } from 'sequelize';
import { AppError, isAppError } from '../../errors/index';
import { Order } from '../../models/order';
import { getPaymentSettings } from '../settings/get-payment-settings';
import { describeProviderError, type CardProviderName } from './provider';
import { cardProvider, pickProvider } from './resolve-card-provider';
import { expireCheckouts } from './expire-checkouts';
import { assertCardPayable, findOrder, setPaymentProvider } from './shared';
import { UNPAID_ORDER_STATUSES } from '../orders/rules';
import { type Actor, inTransaction, type OperationOptions } from '../kernel/index';

export interface StartCardPaymentInput {
  /** The order, by reference (or the order / its JSON). */
  order: string | { reference: string };
  /** APP_URL: where the provider sends the customer back. */
  appUrl: string;
  /** The customer paying: the order must be theirs. */
  actor: Actor;
}

export interface StartedCardPayment {
  redirectUrl: string;
  providerSessionId: string;
  provider: CardProviderName;
}

/**
 * ORD-37, ORD-45, G-25: opens the configured provider's hosted checkout for an unpaid order (a
 * Stripe Checkout Session, a PayPal payment awaiting approval, or the local sandbox page) and stores
 * the session on the order (provider_session_id, redirect_url, payment_method = the provider,
 * paypal_status for PayPal). The provider is called outside any transaction; the order is updated
 * only if it is still unpaid; the session it replaces is expired (ADR 016). Failures:
 * 'orders:card.not_payable' (paid, cancelled or expired), 'orders:card.superseded' (a newer Pay now
 * took its lines), 'orders:card.slip_pending' (a slip waits for review),
 * 'orders:card.not_configured' (production without keys), 'orders:checkout.fail' (the provider
 * refused or could not be reached — logged with its answer).
 */
export async function startCardPayment(input: StartCardPaymentInput, options: OperationOptions = {}): Promise<StartedCardPayment> {
  const reference = typeof input.order === 'string' ? input.order : input.order?.reference;
  const order = await findOrder(reference, input.actor, options.transaction);
  await assertCardPayable(order, options.transaction);

  const settings = await getPaymentSettings({ transaction: options.transaction });
  const provider = cardProvider(pickProvider(settings), settings);
  let checkout;
  try {
    checkout = await provider.createCheckout({ reference: order.reference, total: order.total, use_sandbox: order.use_sandbox }, input.appUrl.replace(/\/+$/, ''));
  } catch (error) {
    if (isAppError(error)) throw error;
    console.error(`[card-payments] ${provider.name} checkout for order ${order.reference} failed: ${describeProviderError(error)}`);
    throw new AppError('INTERNAL', 'orders:checkout.fail', { cause: error });
  }

  const stored = inTransaction(options, async (transaction) => {
    const [changed] = await Order.update(
      {
        provider_session_id: checkout.providerSessionId,
        redirect_url: checkout.redirectUrl,
        payment_method: provider.method,
        paypal_status: provider.name === 'paypal' ? checkout.providerStatus : order.paypal_status,
      },
      { where: { id: order.id, status: { [Op.in]: UNPAID_ORDER_STATUSES } }, transaction },
    );
    if (!changed) throw new AppError('CONFLICT', 'orders:card.not_payable');
    await setPaymentProvider(order.id, provider.method, transaction);
  });
  try {
    await stored;
  } catch (error) {
    // Superseded or paid meanwhile: the session just opened must not stay payable either.
    await expireCheckouts([{ reference: order.reference, payment_method: provider.method, provider_session_id: checkout.providerSessionId }]);
    throw error;
  }
  // ADR 016: one open hosted page per order — the session this one replaces can no longer charge.
  if (order.provider_session_id && order.provider_session_id !== checkout.providerSessionId) {
    await expireCheckouts([{ reference: order.reference, payment_method: order.payment_method, provider_session_id: order.provider_session_id }]);
  }
  return { redirectUrl: checkout.redirectUrl, providerSessionId: checkout.providerSessionId, provider: provider.name };
}
