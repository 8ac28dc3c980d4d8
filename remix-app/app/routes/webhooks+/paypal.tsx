import { handlePaypalWebhook } from '@iprenew/models';
import type { ActionFunctionArgs } from '@remix-run/node';
import { webhookAnswer } from '~/routes/webhooks+/webhook.server';

/**
 * POST /webhooks/paypal (G-25): PayPal's webhook events, verified through PayPal's
 * verify-webhook-signature API with the stored webhook id (handlePaypalWebhook). Refused → 400,
 * unexpected failure → 500 (PayPal resends), otherwise 200.
 */
export async function action({ request }: ActionFunctionArgs) {
  return webhookAnswer(request, async (payload) => handlePaypalWebhook({ headers: request.headers, payload }));
}

export const loader = () => new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
