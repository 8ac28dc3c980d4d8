import { AppError } from '../../errors/index';
import { getPaymentSettings } from '../settings/get-payment-settings';
import { applyCardOutcome } from './apply-card-outcome';
import type { WebhookResult } from './handle-stripe-webhook';
import { paypalProvider } from './paypal';

/**
 * POST /webhooks/paypal (G-25). Verified through PayPal's verify-webhook-signature API with the
 * stored webhook id (paypal-rest-sdk notification.webhookEvent.verify); anything but SUCCESS is a
 * 400 'orders:card.webhook_refused' and changes nothing. PAYMENT.SALE.COMPLETED → fulfilOrder (the
 * sale id as provider reference), PAYMENT.SALE.DENIED → failOrder; idempotent like Stripe's.
 */
export async function handlePaypalWebhook(input: { headers: Record<string, string | string[] | undefined> | Headers; payload: string | Buffer }): Promise<WebhookResult> {
  const settings = await getPaymentSettings();
  if (!settings.paypal) throw new AppError('BAD_REQUEST', 'orders:card.webhook_refused');
  const headers: Record<string, string> = {};
  const entries = input.headers instanceof Headers ? [...input.headers.entries()] : Object.entries(input.headers);
  for (const [name, value] of entries) {
    const lower = name.toLowerCase();
    if (lower.startsWith('paypal-') && value !== undefined) headers[lower] = Array.isArray(value) ? value.join(',') : value;
  }
  const payload = typeof input.payload === 'string' ? input.payload : input.payload.toString('utf8');
  const event = await paypalProvider(settings.paypal).verifyWebhook({ headers, payload });
  const applied = await applyCardOutcome(event.outcome, 'paypal', { source: `paypal ${event.type} ${event.id}` });
  return { eventId: event.id, type: event.type, ...applied };
}
