import { createHmac, timingSafeEqual } from 'node:crypto';
import { escapeHtml, isMain, json, listen, page, postWebhook, randomId, redirect, runStandalone, type Delivery, type LocalAnswer, type LocalRequest } from './http';

/**
 * A local Stripe: enough of Stripe's REST wire protocol for the real `stripe` SDK (pointed at it
 * with STRIPE_API_URL), and a hosted checkout page. Never used in production.
 *
 * API (Bearer secret key; form-encoded bodies with Stripe's bracket notation; Stripe-style error JSON):
 *   POST /v1/checkout/sessions              create (mode payment, line_items with price_data, success_url, cancel_url)
 *   GET  /v1/checkout/sessions/:id          retrieve
 *   POST /v1/checkout/sessions/:id/expire   expire (sends checkout.session.expired)
 * Hosted checkout at the session's `url` (/c/pay/:id): Pay marks the session paid, POSTs a signed
 * `checkout.session.completed` event to the webhook URL (Stripe-Signature: t=…,v1=HMAC-SHA256 of
 * `${t}.${payload}` with the webhook secret), then sends the browser to success_url; Decline sends a
 * signed `payment_intent.payment_failed` and stays on the page; Cancel goes to cancel_url.
 * GET /_local/deliveries lists the webhooks sent and the app's answers (for end-to-end tests).
 *
 * Standalone: npx tsx models/src/domain/card-payments/testing/stripe-server.ts --port 3199
 *   [--secret-key sk_…] [--webhook-secret whsec_…] [--webhook-url http://127.0.0.1:3100/webhooks/stripe]
 */

export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_iprenew_local_0000000000000000';
export const LOCAL_STRIPE_PUBLISHABLE_KEY = 'pk_test_iprenew_local_0000000000000000';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_iprenew_local_0000000000000000';
const API_VERSION = '2026-10-28.endive';
/** Stripe's minimum charge in MYR is RM 2.00 (the reason for ORD-41). */
const MINIMUM_SEN = 200;

export interface LocalStripeSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string;
  client_reference_id: string | null;
  created: number;
  currency: string;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
  line_items: { name: string; unit_amount: number; quantity: number }[];
  payment_intent_data: { metadata: Record<string, string> };
}

export type DeliveredEvent = Delivery;

export interface LocalStripeOptions {
  port?: number;
  secretKey?: string;
  webhookSecret?: string;
  webhookUrl?: string | null;
}

export interface LocalStripe {
  url: string;
  port: number;
  sessions: Map<string, LocalStripeSession>;
  /** Every webhook POSTed, with the app's answer. */
  delivered: DeliveredEvent[];
  setWebhookUrl(url: string | null): void;
  /** Marks a session paid as the hosted page's Pay does (webhook included); returns the event sent. */
  pay(sessionId: string): Promise<StripeEvent>;
  /** Builds a signed event without sending it (tests deliver it themselves). */
  event(type: string, object: unknown): StripeEvent;
  close(): Promise<void>;
}

export interface StripeEvent {
  id: string;
  payload: string;
  signature: string;
}

/** The Stripe-Signature header of `payload` at `timestamp` (seconds). */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** Decodes Stripe's form encoding: a[b][0][c]=v → { a: { b: [ { c: 'v' } ] } }. */
export function decodeStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
      } else {
        const next = node[part];
        if (next === undefined || typeof next === 'string') node[part] = /^\d+$/.test(parts[index + 1]!) ? [] : {};
        node = node[part] as unknown as Record<string, FormValue>;
      }
    });
  }
  return root;
}

const stripeError = (status: number, message: string, extra: Record<string, string> = {}): LocalAnswer =>
  json(status, { error: { type: 'invalid_request_error', message, ...extra } }, { 'Request-Id': randomId('req_', 7) });

const isRecord = (value: unknown): value is Record<string, FormValue> => typeof value === 'object' && value !== null && !Array.isArray(value);
const toList = (value: FormValue | undefined): FormValue[] => (Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : []);
const isUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value);
const ringgit = (sen: number, currency: string) => `${currency.toUpperCase() === 'MYR' ? 'RM' : currency.toUpperCase()} ${(sen / 100).toFixed(2)}`;

function parseLineItems(form: Record<string, FormValue>): LocalStripeSession['line_items'] | string {
  const items = toList(form.line_items);
  if (items.length === 0) return 'line_items';
  const out: LocalStripeSession['line_items'] = [];
  for (const [index, item] of items.entries()) {
    if (!isRecord(item) || !isRecord(item.price_data)) return `line_items[${index}][price_data]`;
    const price = item.price_data;
    const amount = String(price.unit_amount ?? '');
    const quantity = String(item.quantity ?? '');
    if (!/^\d+$/.test(amount)) return `line_items[${index}][price_data][unit_amount]`;
    if (!/^[1-9]\d*$/.test(quantity)) return `line_items[${index}][quantity]`;
    if (typeof price.currency !== 'string' || !/^[a-z]{3}$/.test(price.currency)) return `line_items[${index}][price_data][currency]`;
    const name = isRecord(price.product_data) ? price.product_data.name : undefined;
    if (typeof name !== 'string' || name === '') return `line_items[${index}][price_data][product_data][name]`;
    out.push({ name, unit_amount: Number(amount), quantity: Number(quantity) });
  }
  return out;
}

const strings = (value: FormValue | undefined): Record<string, string> =>
  isRecord(value) ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};

export async function startLocalStripe(options: LocalStripeOptions = {}): Promise<LocalStripe> {
  const secretKey = options.secretKey ?? LOCAL_STRIPE_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? LOCAL_STRIPE_WEBHOOK_SECRET;
  let webhookUrl = options.webhookUrl ?? null;
  const sessions = new Map<string, LocalStripeSession>();
  const delivered: DeliveredEvent[] = [];
  const idempotent = new Map<string, LocalAnswer>();
  let base = '';

  const authorised = (request: LocalRequest): boolean => {
    const given = Buffer.from(request.headers.authorization ?? '');
    const wanted = Buffer.from(`Bearer ${secretKey}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  };

  const event = (type: string, object: unknown): StripeEvent => {
    const id = randomId('evt_', 12);
    const payload = JSON.stringify(
      { id, object: 'event', api_version: API_VERSION, created: Math.floor(Date.now() / 1000), data: { object }, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type },
      null,
      2,
    );
    return { id, payload, signature: stripeSignature(payload, webhookSecret) };
  };

  const send = async (type: string, object: unknown): Promise<StripeEvent> => {
    const built = event(type, object);
    if (webhookUrl) {
      const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': built.signature, 'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' };
      await postWebhook(webhookUrl, type, headers, built.payload, delivered);
    }
    return built;
  };

  const publicSession = (session: LocalStripeSession) => {
    const { line_items: _items, payment_intent_data: _pi, ...rest } = session;
    return rest;
  };

  const pay = async (sessionId: string): Promise<StripeEvent> => {
    const session = sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent ??= randomId('pi_', 12);
    session.url = null;
    return send('checkout.session.completed', publicSession(session));
  };

  const decline = async (session: LocalStripeSession): Promise<void> => {
    session.payment_intent ??= randomId('pi_', 12);
    await send('payment_intent.payment_failed', {
      id: session.payment_intent,
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      status: 'requires_payment_method',
      metadata: session.payment_intent_data.metadata,
      last_payment_error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', type: 'card_error' },
    });
  };

  const createSession = (request: LocalRequest): LocalAnswer => {
    const form = decodeStripeForm(request.body);
    if (form.mode !== 'payment') return stripeError(400, 'Missing required param: mode.', { param: 'mode' });
    if (!isUrl(form.success_url)) return stripeError(400, 'Not a valid URL', { param: 'success_url' });
    if (!isUrl(form.cancel_url)) return stripeError(400, 'Not a valid URL', { param: 'cancel_url' });
    const items = parseLineItems(form);
    if (typeof items === 'string') return stripeError(400, `Invalid value for ${items}.`, { param: items });
    const currencies = new Set(toList(form.line_items).map((item) => String(((item as Record<string, FormValue>).price_data as Record<string, FormValue>).currency)));
    if (currencies.size !== 1) return stripeError(400, 'All line items must use the same currency.', { param: 'line_items' });
    const [currency] = [...currencies] as [string];
    const total = items.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0);
    if (currency === 'myr' && total < MINIMUM_SEN) {
      return stripeError(400, 'The Checkout Session\'s total amount due must add up to at least RM 2.00 myr', { code: 'amount_too_small', param: 'line_items' });
    }
    const id = randomId('cs_test_', 24);
    const now = Math.floor(Date.now() / 1000);
    const session: LocalStripeSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: form.cancel_url,
      client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
      created: now,
      currency,
      expires_at: now + 24 * 3600,
      livemode: false,
      metadata: strings(form.metadata),
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: form.success_url,
      url: `${base}/c/pay/${id}`,
      line_items: items,
      payment_intent_data: { metadata: strings(isRecord(form.payment_intent_data) ? form.payment_intent_data.metadata : undefined) },
    };
    sessions.set(id, session);
    return json(200, publicSession(session), { 'Request-Id': randomId('req_', 7) });
  };

  const missing = (id: string) => stripeError(404, `No such checkout.session: '${id}'`, { code: 'resource_missing', param: 'session' });

  const hostedPage = (session: LocalStripeSession, error?: string): LocalAnswer => {
    if (session.status !== 'open') {
      return page('Checkout', `<p class="brand">stripe · local</p><h1>This Checkout Session is no longer available.</h1>`, '#635bff');
    }
    const lines = session.line_items.map((l) => `<li>${escapeHtml(l.name)} × ${l.quantity}</li>`).join('');
    return page(
      'Checkout',
      `<p class="brand">stripe · local test server</p>
<h1>Pay IPRenew</h1>
<ul>${lines}</ul>
<p class="amount" data-testid="stripe-amount">${escapeHtml(ringgit(session.amount_total, session.currency))}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post"><input type="hidden" name="action" value="pay"><button type="submit">Pay</button></form>
<form method="post"><input type="hidden" name="action" value="decline"><button type="submit" class="secondary">Decline (test card declined)</button></form>
<form method="post"><input type="hidden" name="action" value="cancel"><button type="submit" class="secondary">Cancel and return</button></form>
<p class="note">Local Stripe test server — no card is charged.</p>`,
      '#635bff',
    );
  };

  const listening = await listen(
    [
      { method: 'GET', pattern: /^\/$/, handler: () => page('Local Stripe', '<h1>Local Stripe test server</h1>', '#635bff') },
      // Not Stripe's: what this server POSTed to the webhook URL and the app's answers (e2e checks).
      { method: 'GET', pattern: /^\/_local\/deliveries$/, handler: () => json(200, delivered) },
      {
        method: 'POST',
        pattern: /^\/v1\/checkout\/sessions$/,
        handler: (request) => {
          const key = request.headers['idempotency-key'];
          const known = typeof key === 'string' ? idempotent.get(key) : undefined;
          if (known) return known;
          const answer = createSession(request);
          if (typeof key === 'string' && answer.status === 200) idempotent.set(key, answer);
          return answer;
        },
      },
      {
        method: 'GET',
        pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
        handler: (_request, [id]) => {
          const session = sessions.get(id!);
          return session ? json(200, publicSession(session)) : missing(id!);
        },
      },
      {
        method: 'POST',
        pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
        handler: async (_request, [id]) => {
          const session = sessions.get(id!);
          if (!session) return missing(id!);
          if (session.status !== 'open') return stripeError(400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
          session.status = 'expired';
          session.url = null;
          await send('checkout.session.expired', publicSession(session));
          return json(200, publicSession(session));
        },
      },
      {
        method: 'GET',
        pattern: /^\/c\/pay\/([^/]+)$/,
        handler: (_request, [id]) => {
          const session = sessions.get(id!);
          return session ? hostedPage(session) : { status: 404, body: 'Not found' };
        },
      },
      {
        method: 'POST',
        pattern: /^\/c\/pay\/([^/]+)$/,
        handler: async (request, [id]) => {
          const session = sessions.get(id!);
          if (!session) return { status: 404, body: 'Not found' };
          if (session.status !== 'open') return hostedPage(session);
          const action = new URLSearchParams(request.body).get('action');
          if (action === 'cancel') return redirect(session.cancel_url);
          if (action === 'decline') {
            await decline(session);
            return hostedPage(session, 'Your card was declined.');
          }
          await pay(session.id);
          return redirect(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
        },
      },
    ],
    options.port ?? 0,
    (request) => (request.path.startsWith('/v1/') ? stripeError(404, `Unrecognized request URL (${request.method}: ${request.path}).`) : { status: 404, body: 'Not found' }),
    // Every /v1 call needs the secret key, as on Stripe.
    (request) => (request.path.startsWith('/v1/') && !authorised(request) ? stripeError(401, 'Invalid API Key provided.') : null),
  );
  base = listening.url;

  return {
    url: listening.url,
    port: listening.port,
    sessions,
    delivered,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    pay,
    event,
    close: listening.close,
  };
}

if (isMain(import.meta.url)) {
  await runStandalone('Stripe', 3199, (cli, port) =>
    startLocalStripe({ port, secretKey: cli['secret-key'], webhookSecret: cli['webhook-secret'], webhookUrl: cli['webhook-url'] ?? null }),
  );
}
