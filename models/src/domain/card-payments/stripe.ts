import Stripe from 'stripe';
import { getConfig } from '../../config/env';
import { AppError } from '../../errors/index';
import type { StripeSettings } from '../settings/get-payment-settings';
import { CURRENCY, fromSen, paymentResponseUrl, toSen, type CardOutcome, type CheckoutOrder, type VerifiedEvent, type WebhookProvider } from './provider';

/**
 * Stripe Checkout Sessions (G-25). The SDK is pointed at STRIPE_API_URL when it is set (the local
 * Stripe server in tests; STACK.md). Webhooks are verified with `stripe.webhooks.constructEvent`
 * and the stored webhook secret; a signature older than 300 s is refused.
 */

export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

export function stripeClient(secretKey: string): Stripe {
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 1, telemetry: false, timeout: 20_000 };
  const api = getConfig().stripeApiUrl;
  if (api) {
    const url = new URL(api);
    options.host = url.hostname;
    options.port = url.port || (url.protocol === 'https:' ? 443 : 80);
    options.protocol = url.protocol === 'http:' ? 'http' : 'https';
  }
  return new Stripe(secretKey, options);
}

interface SessionLike {
  id: string;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
  payment_status?: string;
  status?: string | null;
  payment_intent?: string | { id: string } | null;
  amount_total?: number | null;
  currency?: string | null;
}

const referenceOf = (session: SessionLike): string | null => session.client_reference_id ?? session.metadata?.reference ?? null;

/** What a Checkout Session says about its order: paid, expired, or still waiting. */
export function stripeSessionOutcome(session: SessionLike): CardOutcome {
  const reference = referenceOf(session);
  if (session.payment_status !== 'paid') {
    if (session.status === 'expired') return { kind: 'failed', reference, sessionId: session.id, providerRef: null, reason: 'expired' };
    return { kind: 'pending', reference, sessionId: session.id };
  }
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  return {
    kind: 'paid',
    reference,
    sessionId: session.id,
    providerRef: intent ?? session.id,
    paidAmount: fromSen(session.amount_total ?? 0),
    currency: (session.currency ?? '').toUpperCase(),
  };
}

function eventOutcome(type: string, object: Record<string, unknown>): CardOutcome {
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return stripeSessionOutcome(object as unknown as SessionLike);
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = object as unknown as SessionLike;
      return { kind: 'failed', reference: referenceOf(session), sessionId: session.id, providerRef: null, reason: type === 'checkout.session.expired' ? 'expired' : 'async_payment_failed' };
    }
    case 'payment_intent.payment_failed': {
      const intent = object as { id: string; metadata?: Record<string, string>; last_payment_error?: { message?: string; code?: string } | null };
      const error = intent.last_payment_error;
      return { kind: 'failed', reference: intent.metadata?.reference ?? null, sessionId: null, providerRef: intent.id, reason: error?.message ?? error?.code ?? 'payment_failed' };
    }
    default:
      return { kind: 'ignored' };
  }
}

export function stripeProvider(settings: StripeSettings): WebhookProvider {
  const stripe = stripeClient(settings.secret_key);
  return {
    name: 'stripe',
    method: 'stripe',
    async createCheckout(order: CheckoutOrder, appUrl: string) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: order.reference,
        metadata: { reference: order.reference },
        payment_intent_data: { metadata: { reference: order.reference }, description: `IPRenew order ${order.reference}` },
        line_items: [
          {
            quantity: 1,
            price_data: { currency: CURRENCY.toLowerCase(), unit_amount: toSen(order.total), product_data: { name: `IPRenew order ${order.reference}` } },
          },
        ],
        success_url: paymentResponseUrl(appUrl, order.reference, 'success'),
        cancel_url: paymentResponseUrl(appUrl, order.reference, 'cancel'),
      });
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a url`);
      return { redirectUrl: session.url, providerSessionId: session.id, providerStatus: null };
    },
    async verifyWebhook({ headers, payload }): Promise<VerifiedEvent> {
      const signature = headers['stripe-signature'] ?? '';
      let event: { id: string; type: string; data: { object: unknown } };
      try {
        event = stripe.webhooks.constructEvent(payload, signature, settings.webhook_secret, STRIPE_SIGNATURE_TOLERANCE_SECONDS) as unknown as typeof event;
      } catch (error) {
        throw new AppError('BAD_REQUEST', 'orders:card.webhook_refused', { cause: error });
      }
      return { id: event.id, type: event.type, outcome: eventOutcome(event.type, event.data.object as Record<string, unknown>) };
    },
  };
}

/** The Checkout Session, read back from Stripe (the return confirmation). */
export async function retrieveStripeSession(settings: StripeSettings, sessionId: string): Promise<CardOutcome> {
  const session = await stripeClient(settings.secret_key).checkout.sessions.retrieve(sessionId);
  return stripeSessionOutcome(session as unknown as SessionLike);
}
