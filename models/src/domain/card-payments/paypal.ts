import { createRequire } from 'node:module';
import type * as PaypalSdk from 'paypal-rest-sdk';
import { getConfig } from '../../config/env';
import { AppError } from '../../errors/index';
import type { PaypalSettings } from '../settings/get-payment-settings';
import { CURRENCY, fromSen, toSen, type CardOutcome, type CheckoutOrder, type VerifiedEvent, type WebhookProvider } from './provider';

/**
 * PayPal through `paypal-rest-sdk` (G-25): payment.create (intent sale, MYR) → the buyer approves
 * on PayPal → payment.execute on return; webhooks verified by PayPal's verify-webhook-signature API
 * (notification.webhookEvent.verify). The SDK always picks PayPal's host from the mode; STACK.md:
 * overriding `getDefaultApiEndpoint` in paypal-rest-sdk/lib/utils makes it use the host we pass, which
 * is PAYPAL_API_URL when set (the local PayPal server in tests), else PayPal's host for the mode.
 * ORD-43: an order with use_sandbox always runs in PayPal's sandbox mode.
 */

const require = createRequire(import.meta.url);
const sdk = require('paypal-rest-sdk') as typeof PaypalSdk;
const utils = require('paypal-rest-sdk/lib/utils') as { getDefaultApiEndpoint: (mode?: string) => string };

const paypalHostFor = utils.getDefaultApiEndpoint.bind(utils);
utils.getDefaultApiEndpoint = () => '';

export type PaypalMode = 'sandbox' | 'live';

/** The SDK's options for these credentials (checkout's, or the payouts' own — ADR 049). */
export function paypalOptions(settings: Pick<PaypalSettings, 'mode' | 'client_id' | 'client_secret'>, mode: PaypalMode = settings.mode): PaypalSdk.ConfigureOptions {
  const api = getConfig().paypalApiUrl;
  const url = api ? new URL(api) : null;
  return {
    mode,
    client_id: settings.client_id,
    client_secret: settings.client_secret,
    schema: url ? url.protocol.replace(':', '') : 'https',
    host: url ? url.hostname : paypalHostFor(mode),
    port: url ? url.port : '',
  };
}

const call = <T>(run: (callback: (error: unknown, response: T) => void) => void): Promise<T> =>
  new Promise<T>((resolve, reject) => run((error, response) => (error ? reject(error) : resolve(response))));

export const returnUrlOf = (appUrl: string, reference: string, page: 'return' | 'cancel') =>
  `${appUrl}/dashboard/cart/paypal/${page}?refNo=${encodeURIComponent(reference)}`;

interface SaleLike {
  id: string;
  state?: string;
  parent_payment?: string;
  invoice_number?: string;
  custom?: string;
  amount?: { total?: string; currency?: string };
}

function saleOutcome(sale: SaleLike, fallbackReference: string | null): CardOutcome {
  const reference = sale.invoice_number ?? sale.custom ?? fallbackReference;
  const sessionId = sale.parent_payment ?? null;
  if (sale.state === 'completed') {
    return { kind: 'paid', reference, sessionId, providerRef: sale.id, paidAmount: sale.amount?.total ?? '0.00', currency: sale.amount?.currency ?? '' };
  }
  if (sale.state === 'denied' || sale.state === 'failed') return { kind: 'failed', reference, sessionId, providerRef: sale.id, reason: `sale_${sale.state}` };
  return { kind: 'pending', reference, sessionId };
}

/** The sale of an executed (or fetched) payment: what it says about the order. */
export function paymentOutcome(payment: PaypalSdk.PaymentResponse): CardOutcome {
  const transaction = payment.transactions?.[0] as (PaypalSdk.Transaction & { invoice_number?: string; custom?: string }) | undefined;
  const reference = transaction?.invoice_number ?? transaction?.custom ?? null;
  const sale = (transaction?.related_resources?.[0] as { sale?: SaleLike } | undefined)?.sale;
  if (!sale) return { kind: 'pending', reference, sessionId: payment.id ?? null };
  return saleOutcome({ ...sale, parent_payment: sale.parent_payment ?? payment.id }, reference);
}

function eventOutcome(type: string, resource: unknown): CardOutcome {
  if (type !== 'PAYMENT.SALE.COMPLETED' && type !== 'PAYMENT.SALE.DENIED') return { kind: 'ignored' };
  const sale = resource as SaleLike;
  return saleOutcome({ ...sale, state: type === 'PAYMENT.SALE.COMPLETED' ? 'completed' : 'denied' }, null);
}

export function paypalProvider(settings: PaypalSettings): WebhookProvider {
  return {
    name: 'paypal',
    method: 'paypal',
    async createCheckout(order: CheckoutOrder, appUrl: string) {
      const total = fromSen(toSen(order.total));
      const payment = await call<PaypalSdk.PaymentResponse>((cb) =>
        sdk.payment.create(
          {
            intent: 'sale',
            payer: { payment_method: 'paypal' },
            redirect_urls: { return_url: returnUrlOf(appUrl, order.reference, 'return'), cancel_url: returnUrlOf(appUrl, order.reference, 'cancel') },
            transactions: [
              { amount: { currency: CURRENCY, total }, description: `IPRenew order ${order.reference}`, invoice_number: order.reference, custom: order.reference } as PaypalSdk.Transaction,
            ],
          },
          paypalOptions(settings, order.use_sandbox ? 'sandbox' : settings.mode),
          cb,
        ),
      );
      const approval = payment.links?.find((link) => link.rel === 'approval_url')?.href;
      if (!payment.id || !approval) throw new Error('PayPal answered a payment without an approval_url');
      return { redirectUrl: approval, providerSessionId: payment.id, providerStatus: payment.state ?? 'created' };
    },
    async verifyWebhook({ headers, payload }): Promise<VerifiedEvent> {
      let event: { id?: unknown; event_type?: unknown; resource?: unknown };
      try {
        event = JSON.parse(payload) as typeof event;
      } catch (error) {
        throw new AppError('BAD_REQUEST', 'orders:card.webhook_refused', { cause: error });
      }
      if (typeof event?.id !== 'string' || typeof event.event_type !== 'string') throw new AppError('BAD_REQUEST', 'orders:card.webhook_refused');
      sdk.configure(paypalOptions(settings));
      let answer: { verification_status?: string };
      try {
        answer = await call((cb) => sdk.notification.webhookEvent.verify({ ...headers }, payload as never, settings.webhook_id, cb));
      } catch (error) {
        // PayPal refuses a malformed verification request (missing transmission headers) with a 400.
        if ((error as { httpStatusCode?: number }).httpStatusCode === 400) throw new AppError('BAD_REQUEST', 'orders:card.webhook_refused', { cause: error });
        throw error;
      }
      if (answer.verification_status !== 'SUCCESS') throw new AppError('BAD_REQUEST', 'orders:card.webhook_refused');
      return { id: event.id, type: event.event_type, outcome: eventOutcome(event.event_type, event.resource) };
    },
  };
}

/** The payment as PayPal has it now (reconciliation of a missed webhook). */
export async function fetchPaypalPayment(settings: PaypalSettings, input: { paymentId: string; useSandbox: boolean }): Promise<CardOutcome> {
  const options = paypalOptions(settings, input.useSandbox ? 'sandbox' : settings.mode);
  return paymentOutcome(await call<PaypalSdk.PaymentResponse>((cb) => sdk.payment.get(input.paymentId, options, cb)));
}

/**
 * Executes an approved payment (the buyer came back with paymentId and PayerID). A payment already
 * executed (the return opened twice, or after the webhook) is read back instead.
 */
export async function executePaypalPayment(settings: PaypalSettings, input: { paymentId: string; payerId: string; useSandbox: boolean }): Promise<CardOutcome> {
  const options = paypalOptions(settings, input.useSandbox ? 'sandbox' : settings.mode);
  try {
    const payment = await call<PaypalSdk.PaymentResponse>((cb) => sdk.payment.execute(input.paymentId, { payer_id: input.payerId }, options, cb));
    return paymentOutcome(payment);
  } catch (error) {
    const name = (error as { response?: { name?: string } }).response?.name;
    if (name === 'PAYMENT_ALREADY_DONE') return fetchPaypalPayment(settings, input);
    if (name && (error as { httpStatusCode?: number }).httpStatusCode === 400) {
      return { kind: 'failed', reference: null, sessionId: input.paymentId, providerRef: null, reason: name };
    }
    throw error;
  }
}
