import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { escapeHtml, isMain, json, listen, page, postWebhook, redirect, runStandalone, type Delivery, type LocalAnswer, type LocalRequest } from './http';
import { localPayouts, type LocalPayouts } from './paypal-payouts';

/**
 * A local PayPal: enough of the v1 REST API for the real `paypal-rest-sdk` (pointed at it with
 * PAYPAL_API_URL), and the buyer's approval page. Never used in production.
 *
 *   POST /v1/oauth2/token                             client credentials (Basic client_id:secret) → Bearer token
 *   POST /v1/payments/payment                         create (intent sale, payer paypal, one transaction, redirect_urls)
 *   GET  /v1/payments/payment/:id                     get
 *   POST /v1/payments/payment/:id/execute             execute {payer_id} after approval → a completed sale
 *   POST /v1/notifications/verify-webhook-signature   SUCCESS only for a well-formed request with the right
 *                                                     webhook_id and a transmission this server signed for that event
 *   GET  /checkoutnow?token=…                         approval page: Pay → return_url?paymentId&token&PayerID,
 *                                                     Cancel → cancel_url?token
 *   POST /v1/payments/payouts, GET /v1/payments/payouts/:id, GET /v1/payments/payouts-item/:id
 *                                                     the Payouts API (./paypal-payouts.ts)
 * Webhooks (PAYMENT.SALE.COMPLETED, PAYMENT.SALE.DENIED) are POSTed with PAYPAL-TRANSMISSION-* headers
 * to the webhook URL when a payment is executed (and by `sendSaleEvent` in tests).
 *
 * Standalone: npx tsx models/src/domain/card-payments/testing/paypal-server.ts --port 3198
 *   [--client-id …] [--client-secret …] [--webhook-id …] [--webhook-url http://127.0.0.1:3100/webhooks/paypal]
 */

export const LOCAL_PAYPAL_CLIENT_ID = 'AQkquBDf1zctJOWGKWUEtKXm6qVhueUEMvXO_-MCI4DQQ4-LWvkDLIN2fGsd';
export const LOCAL_PAYPAL_CLIENT_SECRET = 'EL1tVxAjhT7cJimnz5-Nsx9k2reTKSVfErNQF-CmrwJgxRtylkGTKlU4RvrX';
export const LOCAL_PAYPAL_WEBHOOK_ID = '1JE4291016473214C';

export interface LocalPaypalPayment {
  id: string;
  intent: 'sale';
  state: 'created' | 'approved' | 'failed';
  cart: string;
  payer: { payment_method: 'paypal'; status?: string; payer_info?: Record<string, unknown> };
  transactions: Record<string, unknown>[];
  redirect_urls: { return_url: string; cancel_url: string };
  create_time: string;
  update_time?: string;
  links: { href: string; rel: string; method: string }[];
  /** Not in PayPal's answer: the approval this server recorded. */
  approvedPayerId?: string;
}

export interface PaypalWebhookDelivery {
  headers: Record<string, string>;
  body: string;
}

export interface LocalPaypalOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  webhookUrl?: string | null;
  /** POST PAYMENT.SALE.COMPLETED to the webhook URL after each execute (default true). */
  webhookOnExecute?: boolean;
}

export interface LocalPaypal {
  url: string;
  port: number;
  payments: Map<string, LocalPaypalPayment>;
  /** The Payouts API's batches, and hold / release of a batch. */
  payouts: Omit<LocalPayouts, 'routes'>;
  delivered: Delivery[];
  setWebhookUrl(url: string | null): void;
  /** Approves a payment as the buyer's Pay button does; returns the return_url the browser is sent to. */
  approve(paymentId: string): string;
  /** A signed webhook for the payment's sale (not sent): the headers and body PayPal would POST. */
  saleEvent(paymentId: string, type: 'PAYMENT.SALE.COMPLETED' | 'PAYMENT.SALE.DENIED'): PaypalWebhookDelivery;
  close(): Promise<void>;
}

const debugId = () => randomBytes(6).toString('hex');
const upperId = (prefix: string, length: number) =>
  `${prefix}${Array.from(randomBytes(length), (b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[b % 34]).join('')}`;

const validation = (details: { field: string; issue: string }[]): LocalAnswer =>
  json(400, { name: 'VALIDATION_ERROR', details, message: 'Invalid request - see details', information_link: 'https://developer.paypal.com/docs/api/payments/#errors', debug_id: debugId() });
const paypalError = (status: number, name: string, message: string): LocalAnswer =>
  json(status, { name, message, information_link: `https://developer.paypal.com/docs/api/payments/#errors`, debug_id: debugId() });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value);

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function paymentProblems(body: unknown): { field: string; issue: string }[] {
  const problems: { field: string; issue: string }[] = [];
  if (!isRecord(body)) return [{ field: 'body', issue: 'MALFORMED_REQUEST_JSON' }];
  if (body.intent !== 'sale') problems.push({ field: 'intent', issue: 'Must be sale' });
  if (!isRecord(body.payer) || body.payer.payment_method !== 'paypal') problems.push({ field: 'payer.payment_method', issue: 'Must be paypal' });
  const urls = body.redirect_urls;
  if (!isRecord(urls) || !isUrl(urls.return_url)) problems.push({ field: 'redirect_urls.return_url', issue: 'This field required when payment_method is paypal' });
  if (!isRecord(urls) || !isUrl(urls.cancel_url)) problems.push({ field: 'redirect_urls.cancel_url', issue: 'This field required when payment_method is paypal' });
  const transactions = Array.isArray(body.transactions) ? body.transactions : [];
  if (transactions.length !== 1) problems.push({ field: 'transactions', issue: 'Exactly one transaction is supported' });
  const amount = isRecord(transactions[0]) ? transactions[0].amount : undefined;
  if (!isRecord(amount) || typeof amount.total !== 'string' || !/^\d{1,7}(\.\d{2})?$/.test(amount.total) || Number(amount.total) <= 0) {
    problems.push({ field: 'transactions[0].amount.total', issue: 'Currency amount must be non-negative number, may optionally contain exactly 2 decimal places separated by \'.\'' });
  }
  if (!isRecord(amount) || typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency)) {
    problems.push({ field: 'transactions[0].amount.currency', issue: 'Currency code is invalid or is not currently supported' });
  }
  return problems;
}

export async function startLocalPaypal(options: LocalPaypalOptions = {}): Promise<LocalPaypal> {
  const clientId = options.clientId ?? LOCAL_PAYPAL_CLIENT_ID;
  const clientSecret = options.clientSecret ?? LOCAL_PAYPAL_CLIENT_SECRET;
  const webhookId = options.webhookId ?? LOCAL_PAYPAL_WEBHOOK_ID;
  const webhookOnExecute = options.webhookOnExecute ?? true;
  let webhookUrl = options.webhookUrl ?? null;
  const signingKey = randomBytes(32);
  const tokens = new Set<string>();
  const payments = new Map<string, LocalPaypalPayment>();
  const byToken = new Map<string, string>();
  /** transmission id → the event id it was signed for. */
  const transmissions = new Map<string, string>();
  const delivered: LocalPaypal['delivered'] = [];
  let base = '';
  const payouts = localPayouts(() => base);

  const sign = (transmissionId: string, time: string, body: string) =>
    createHmac('sha256', signingKey).update(`${transmissionId}|${time}|${webhookId}|${crc32(Buffer.from(body, 'utf8'))}`).digest('base64');

  const saleOf = (payment: LocalPaypalPayment) => {
    const related = (payment.transactions[0]?.related_resources as { sale: Record<string, unknown> }[] | undefined) ?? [];
    return related[0]?.sale;
  };

  const saleEvent = (paymentId: string, type: 'PAYMENT.SALE.COMPLETED' | 'PAYMENT.SALE.DENIED'): PaypalWebhookDelivery => {
    const payment = payments.get(paymentId);
    const sale = payment ? saleOf(payment) : undefined;
    if (!payment || !sale) throw new Error(`payment ${paymentId} has no sale`);
    const resource = { ...sale, state: type === 'PAYMENT.SALE.COMPLETED' ? 'completed' : 'denied' };
    const event = {
      id: upperId('WH-', 17),
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: 'sale',
      event_type: type,
      summary: `Payment ${type === 'PAYMENT.SALE.COMPLETED' ? 'completed' : 'denied'} for ${String((sale.amount as Record<string, unknown>).total)} ${String((sale.amount as Record<string, unknown>).currency)}`,
      resource,
      links: [{ href: `${base}/v1/notifications/webhooks-events/x`, rel: 'self', method: 'GET' }],
    };
    const body = JSON.stringify(event);
    const transmissionId = randomBytes(16).toString('hex');
    const time = new Date().toISOString();
    transmissions.set(transmissionId, event.id);
    return {
      body,
      headers: {
        'Content-Type': 'application/json',
        'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
        'PAYPAL-CERT-URL': `${base}/v1/notifications/certs/CERT-local`,
        'PAYPAL-TRANSMISSION-ID': transmissionId,
        'PAYPAL-TRANSMISSION-SIG': sign(transmissionId, time, body),
        'PAYPAL-TRANSMISSION-TIME': time,
      },
    };
  };

  const deliver = async (type: string, delivery: PaypalWebhookDelivery) => {
    if (webhookUrl) await postWebhook(webhookUrl, type, delivery.headers, delivery.body, delivered);
  };

  const publicPayment = (payment: LocalPaypalPayment) => {
    const { approvedPayerId: _approved, ...rest } = payment;
    return rest;
  };

  const approve = (paymentId: string): string => {
    const payment = payments.get(paymentId);
    if (!payment || payment.state !== 'created') throw new Error(`payment ${paymentId} cannot be approved`);
    payment.approvedPayerId ??= upperId('', 13);
    const url = new URL(payment.redirect_urls.return_url);
    url.searchParams.set('paymentId', payment.id);
    url.searchParams.set('token', payment.cart);
    url.searchParams.set('PayerID', payment.approvedPayerId);
    return url.toString();
  };

  const authorised = (request: LocalRequest): LocalAnswer | null => {
    if (!request.path.startsWith('/v1/') || request.path === '/v1/oauth2/token') return null;
    const header = request.headers.authorization ?? '';
    if (header.startsWith('Bearer ') && tokens.has(header.slice('Bearer '.length))) return null;
    return json(401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.', debug_id: debugId() });
  };

  const token = (request: LocalRequest): LocalAnswer => {
    const given = Buffer.from(request.headers.authorization ?? '');
    const wanted = Buffer.from(`Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
      return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    if (new URLSearchParams(request.body).get('grant_type') !== 'client_credentials') {
      return json(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    const accessToken = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.add(accessToken);
    return json(200, { scope: 'https://uri.paypal.com/services/payments/payment', access_token: accessToken, token_type: 'Bearer', app_id: 'APP-80W284485P519543T', expires_in: 32400, nonce: randomBytes(8).toString('hex') });
  };

  const create = (request: LocalRequest): LocalAnswer => {
    const body = parseJson(request.body);
    const problems = paymentProblems(body);
    if (problems.length > 0) return validation(problems);
    const input = body as Record<string, unknown> & { redirect_urls: { return_url: string; cancel_url: string }; transactions: Record<string, unknown>[] };
    const id = upperId('PAYID-', 24);
    const cart = upperId('EC-', 17);
    const payment: LocalPaypalPayment = {
      id,
      intent: 'sale',
      state: 'created',
      cart,
      payer: { payment_method: 'paypal' },
      transactions: input.transactions.map((t) => ({ ...t, related_resources: [] })),
      redirect_urls: { return_url: input.redirect_urls.return_url, cancel_url: input.redirect_urls.cancel_url },
      create_time: new Date().toISOString(),
      links: [
        { href: `${base}/v1/payments/payment/${id}`, rel: 'self', method: 'GET' },
        { href: `${base}/checkoutnow?token=${cart}`, rel: 'approval_url', method: 'REDIRECT' },
        { href: `${base}/v1/payments/payment/${id}/execute`, rel: 'execute', method: 'POST' },
      ],
    };
    payments.set(id, payment);
    byToken.set(cart, id);
    return json(201, publicPayment(payment));
  };

  const execute = async (request: LocalRequest, id: string): Promise<LocalAnswer> => {
    const payment = payments.get(id);
    if (!payment) return paypalError(404, 'INVALID_RESOURCE_ID', 'Requested resource ID was not found.');
    if (payment.state === 'approved') return paypalError(400, 'PAYMENT_ALREADY_DONE', 'Payment has been done already for this cart.');
    const body = parseJson(request.body);
    if (!isRecord(body) || typeof body.payer_id !== 'string' || body.payer_id === '') return validation([{ field: 'payer_id', issue: 'Payer ID is invalid' }]);
    if (!payment.approvedPayerId) return paypalError(400, 'PAYMENT_NOT_APPROVED_FOR_EXECUTION', 'Payer has not approved payment');
    if (body.payer_id !== payment.approvedPayerId) return paypalError(400, 'INVALID_PAYER_ID', 'Payer ID is invalid');
    const transaction = payment.transactions[0]!;
    const now = new Date().toISOString();
    const sale = {
      id: upperId('', 17),
      state: 'completed',
      amount: transaction.amount,
      payment_mode: 'INSTANT_TRANSFER',
      protection_eligibility: 'ELIGIBLE',
      transaction_fee: { value: '0.00', currency: (transaction.amount as Record<string, unknown>).currency },
      parent_payment: payment.id,
      invoice_number: transaction.invoice_number,
      custom: transaction.custom,
      create_time: now,
      update_time: now,
    };
    transaction.related_resources = [{ sale }];
    payment.state = 'approved';
    payment.update_time = now;
    payment.payer = { payment_method: 'paypal', status: 'VERIFIED', payer_info: { email: 'buyer@example.com', first_name: 'Test', last_name: 'Buyer', payer_id: payment.approvedPayerId, country_code: 'MY' } };
    if (webhookOnExecute) {
      const delivery = saleEvent(payment.id, 'PAYMENT.SALE.COMPLETED');
      setTimeout(() => void deliver('PAYMENT.SALE.COMPLETED', delivery), 50);
    }
    return json(200, publicPayment(payment));
  };

  const verify = (request: LocalRequest): LocalAnswer => {
    const body = parseJson(request.body);
    const fields = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'] as const;
    if (!isRecord(body)) return validation([{ field: 'body', issue: 'MALFORMED_REQUEST_JSON' }]);
    const problems: { field: string; issue: string }[] = fields.filter((f) => typeof body[f] !== 'string' || body[f] === '').map((field) => ({ field, issue: 'Required field is missing' }));
    if (!isRecord(body.webhook_event)) problems.push({ field: 'webhook_event', issue: 'Required field is missing' });
    if (problems.length > 0) return validation(problems);
    const transmissionId = body.transmission_id as string;
    const event = body.webhook_event as Record<string, unknown>;
    const expected = sign(transmissionId, body.transmission_time as string, JSON.stringify(event));
    const ok =
      body.webhook_id === webhookId &&
      body.auth_algo === 'SHA256withRSA' &&
      transmissions.get(transmissionId) === event.id &&
      expected === body.transmission_sig;
    return json(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
  };

  const approvalPage = (request: LocalRequest): LocalAnswer => {
    const id = byToken.get(request.query.get('token') ?? '');
    const payment = id ? payments.get(id) : undefined;
    if (!payment) return { status: 404, body: 'Not found' };
    if (payment.state !== 'created') return page('PayPal Checkout', '<p class="brand">PayPal · local</p><h1>This payment is no longer available.</h1>', '#003087');
    const amount = payment.transactions[0]!.amount as { total: string; currency: string };
    const cart = escapeHtml(payment.cart);
    return page(
      'PayPal Checkout',
      `<p class="brand">PayPal · local test server</p>
<h1>Pay with PayPal</h1>
<p>${escapeHtml(String(payment.transactions[0]!.description ?? ''))}</p>
<p class="amount" data-testid="paypal-amount">${escapeHtml(amount.currency === 'MYR' ? 'RM' : amount.currency)} ${escapeHtml(amount.total)}</p>
<form method="post"><input type="hidden" name="token" value="${cart}"><input type="hidden" name="action" value="pay"><button type="submit">Pay Now</button></form>
<form method="post"><input type="hidden" name="token" value="${cart}"><input type="hidden" name="action" value="cancel"><button type="submit" class="secondary">Cancel and return to merchant</button></form>
<p class="note">Local PayPal test server — no money moves.</p>`,
      '#003087',
    );
  };

  const approvalAction = (request: LocalRequest): LocalAnswer => {
    const form = new URLSearchParams(request.body);
    const id = byToken.get(form.get('token') ?? '');
    const payment = id ? payments.get(id) : undefined;
    if (!payment) return { status: 404, body: 'Not found' };
    if (form.get('action') === 'cancel') {
      const url = new URL(payment.redirect_urls.cancel_url);
      url.searchParams.set('token', payment.cart);
      return redirect(url.toString());
    }
    return redirect(approve(payment.id));
  };

  const listening = await listen(
    [
      { method: 'GET', pattern: /^\/$/, handler: () => page('Local PayPal', '<h1>Local PayPal test server</h1>', '#003087') },
      { method: 'POST', pattern: /^\/v1\/oauth2\/token$/, handler: token },
      { method: 'POST', pattern: /^\/v1\/payments\/payment\/?$/, handler: create },
      {
        method: 'GET',
        pattern: /^\/v1\/payments\/payment\/([^/]+)$/,
        handler: (_request, [id]) => {
          const payment = payments.get(id!);
          return payment ? json(200, publicPayment(payment)) : paypalError(404, 'INVALID_RESOURCE_ID', 'Requested resource ID was not found.');
        },
      },
      { method: 'POST', pattern: /^\/v1\/payments\/payment\/([^/]+)\/execute\/?$/, handler: (request, [id]) => execute(request, id!) },
      { method: 'POST', pattern: /^\/v1\/notifications\/verify-webhook-signature$/, handler: verify },
      { method: 'GET', pattern: /^\/checkoutnow$/, handler: approvalPage },
      { method: 'POST', pattern: /^\/checkoutnow$/, handler: approvalAction },
      ...payouts.routes,
    ],
    options.port ?? 0,
    (request) => (request.path.startsWith('/v1/') ? paypalError(404, 'NOT_FOUND', 'The requested resource was not found.') : { status: 404, body: 'Not found' }),
    authorised,
  );
  base = listening.url;

  return {
    url: listening.url,
    port: listening.port,
    payments,
    payouts: { batches: payouts.batches, hold: payouts.hold, release: payouts.release },
    delivered,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    approve,
    saleEvent,
    close: listening.close,
  };
}

if (isMain(import.meta.url)) {
  await runStandalone('PayPal', 3198, (cli, port) =>
    startLocalPaypal({ port, clientId: cli['client-id'], clientSecret: cli['client-secret'], webhookId: cli['webhook-id'], webhookUrl: cli['webhook-url'] ?? null }),
  );
}
