import { AppError } from '../../errors/index';
import { getPaymentSettings } from '../settings/get-payment-settings';
import { applyCardOutcome, type AppliedResult } from './apply-card-outcome';
import { stripeProvider } from './stripe';

export interface WebhookResult {
  eventId: string;
  type: string;
  result: AppliedResult;
  reference: string | null;
}

/**
 * POST /webhooks/stripe (G-25). The raw body is verified with the stored webhook secret
 * (Stripe-Signature, 300 s tolerance); a forged, stale or unsigned event is a 400
 * 'orders:card.webhook_refused' and changes nothing. checkout.session.completed (paid) and
 * async_payment_succeeded → fulfilOrder; checkout.session.expired, async_payment_failed and
 * payment_intent.payment_failed → failOrder. The same event twice, or the event after the return
 * page confirmed the payment, fulfils once (fulfilOrder is idempotent). Other event types and
 * unknown references are acknowledged without change, so Stripe stops resending them.
 */
export async function handleStripeWebhook(input: { payload: string | Buffer; signature: string | null | undefined }): Promise<WebhookResult> {
  const settings = await getPaymentSettings();
  if (!settings.stripe) throw new AppError('BAD_REQUEST', 'orders:card.webhook_refused');
  const payload = typeof input.payload === 'string' ? input.payload : input.payload.toString('utf8');
  const event = await stripeProvider(settings.stripe).verifyWebhook({ headers: { 'stripe-signature': input.signature ?? '' }, payload });
  const applied = await applyCardOutcome(event.outcome, 'stripe', { source: `stripe ${event.type} ${event.id}` });
  return { eventId: event.id, type: event.type, ...applied };
}
