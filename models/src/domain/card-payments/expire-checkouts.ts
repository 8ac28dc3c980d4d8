import { getPaymentSettings } from '../settings/get-payment-settings';
import { describeProviderError } from './provider';
import { stripeClient } from './stripe';

/** The provider checkout an order had open (ADR 016). */
export interface OpenCheckout {
  reference: string;
  payment_method: string | null;
  provider_session_id: string | null;
}

/**
 * ADR 016: closes the hosted checkout pages an order can no longer be paid through (the order was
 * superseded, a slip now waits for review, or a newer session replaced this one), so the old page
 * cannot charge. Stripe: POST /v1/checkout/sessions/:id/expire. PayPal payments (v1) cannot be
 * cancelled at PayPal; the server refuses to execute them instead (completePaypalReturn). The local
 * sandbox checks the order itself. Never throws: a session that could not be expired (Stripe
 * unreachable, or already paid in the same instant) is logged, and a charge that still lands is
 * recorded as refund due (applyCardOutcome).
 */
export async function expireCheckouts(checkouts: OpenCheckout[]): Promise<{ expired: string[] }> {
  const stripeSessions = checkouts.filter((c) => c.provider_session_id?.startsWith('cs_'));
  const expired: string[] = [];
  if (!stripeSessions.length) return { expired };
  let client;
  try {
    const settings = await getPaymentSettings();
    if (!settings.stripe) return { expired };
    client = stripeClient(settings.stripe.secret_key);
  } catch (error) {
    console.error(`[card-payments] could not read the Stripe keys to expire sessions: ${describeProviderError(error)}`);
    return { expired };
  }
  for (const checkout of stripeSessions) {
    const id = checkout.provider_session_id!;
    try {
      await client.checkout.sessions.expire(id);
      expired.push(id);
    } catch (error) {
      console.warn(`[card-payments] stripe session ${id} of order ${checkout.reference} was not expired: ${describeProviderError(error)}`);
    }
  }
  return { expired };
}
