import { handleStripeWebhook } from '@iprenew/models';
import type { ActionFunctionArgs } from '@remix-run/node';
import { webhookAnswer } from '~/routes/webhooks+/webhook.server';

/**
 * POST /webhooks/stripe (G-25): Stripe's signed events. The raw body and the Stripe-Signature header
 * go to handleStripeWebhook, which verifies them with the stored webhook secret; a refused event is a
 * 400, an unexpected failure a 500 (Stripe resends), anything else a 200. No session, no origin check
 * (server/origin.ts): the signature is the authentication.
 */
export async function action({ request }: ActionFunctionArgs) {
  return webhookAnswer(request, async (payload) => handleStripeWebhook({ payload, signature: request.headers.get('stripe-signature') }));
}

export const loader = () => new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
