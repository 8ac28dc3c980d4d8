import { reconcileCardPayments, SYSTEM } from '@iprenew/models';
import { runJob } from '../run-job';

/**
 * Every 15 minutes (G-25, G-57): reads back unpaid card orders from their provider (Stripe Checkout
 * Session, PayPal payment) so a missed webhook still confirms the payment — through the same
 * idempotent fulfilOrder / failOrder as the webhook itself.
 */
export default async function paymentReconcileJob() {
  return runJob('payment-reconcile', 10 * 60, () => reconcileCardPayments({ actor: SYSTEM, now: new Date() }));
}
