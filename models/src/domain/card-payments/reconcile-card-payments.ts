import { Op } from 'sequelize';
import { assertSystemActor, type SystemActor } from '../kernel/index';
import { Order } from '../../models/order';
import { getPaymentSettings } from '../settings/get-payment-settings';
import { applyCardOutcome, type AppliedResult } from './apply-card-outcome';
import { fetchPaypalPayment } from './paypal';
import { describeProviderError, type CardOutcome } from './provider';
import { isSandboxSession } from './sandbox';
import { UNPAID_ORDER_STATUSES } from '../orders/rules';
import { retrieveStripeSession } from './stripe';

export interface ReconcileResult {
  checked: number;
  results: { reference: string; result: AppliedResult | 'error' }[];
}

/**
 * The `payment-reconcile` job (G-25, every 15 min): catches a missed webhook. Unpaid card orders
 * whose checkout started between `maxAgeHours` and `minAgeMinutes` ago are read back from their
 * provider (Stripe: the Checkout Session; PayPal: the payment) and the answer goes through the same
 * fulfilOrder / failOrder as a webhook — so a payment confirmed twice is still confirmed once. A
 * provider that cannot be reached is logged and retried on the next run.
 */
export async function reconcileCardPayments(input: { actor: SystemActor; now?: Date; minAgeMinutes?: number; maxAgeHours?: number }): Promise<ReconcileResult> {
  assertSystemActor(input.actor);
  const now = input.now ?? new Date();
  const settings = await getPaymentSettings();
  const orders = await Order.findAll({
    where: {
      status: { [Op.in]: UNPAID_ORDER_STATUSES },
      payment_method: { [Op.in]: ['stripe', 'paypal'] },
      provider_session_id: { [Op.ne]: null },
      updated_at: {
        [Op.lte]: new Date(now.getTime() - (input.minAgeMinutes ?? 15) * 60_000),
        [Op.gte]: new Date(now.getTime() - (input.maxAgeHours ?? 48) * 3_600_000),
      },
    },
    order: [['id', 'ASC']],
    limit: 200,
  });
  const results: ReconcileResult['results'] = [];
  for (const order of orders) {
    const sessionId = order.provider_session_id!;
    if (isSandboxSession(sessionId)) continue;
    let outcome: CardOutcome;
    try {
      if (order.payment_method === 'stripe' && settings.stripe && sessionId.startsWith('cs_')) {
        outcome = await retrieveStripeSession(settings.stripe, sessionId);
      } else if (order.payment_method === 'paypal' && settings.paypal && sessionId.startsWith('PAY')) {
        outcome = await fetchPaypalPayment(settings.paypal, { paymentId: sessionId, useSandbox: order.use_sandbox });
      } else {
        continue;
      }
    } catch (error) {
      console.error(`[card-payments] reconcile ${order.reference}: ${describeProviderError(error)}`);
      results.push({ reference: order.reference, result: 'error' });
      continue;
    }
    const { result } = await applyCardOutcome(outcome, order.payment_method as 'stripe' | 'paypal', { source: `reconcile ${sessionId}`, fallbackReference: order.reference });
    results.push({ reference: order.reference, result });
  }
  return { checked: results.length, results };
}
