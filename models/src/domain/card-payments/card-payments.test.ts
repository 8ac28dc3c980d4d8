import { Op } from 'sequelize';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertOrderAmountsAddUp, buildCartLines, buildCustomer, caught, openTestWorld, PAYPAL_KEYS, startCardProviders, STRIPE_KEYS, stripeSignature, TEST_APP_URL, type CardProviders, type LocalPaypal, type LocalStripe, type TestWorld, type User } from '../../testing/index';
import { resetConfigCache } from '../../config/env';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../constants/index';
import { Application } from '../../models/application';
import { Configuration } from '../../models/configuration';
import { Order } from '../../models/order';
import { Payment } from '../../models/payment';
import { createOrder, fulfilOrder } from '../orders/index';
import { updatePaymentConfiguration } from '../settings/index';
import { executePaypalPayment, paypalOptions } from './paypal';
import { fromSen, toSen } from './provider';
import {
  completePaypalReturn,
  completeSandboxPayment,
  completeStripeReturn,
  getSandboxPayment,
  handlePaypalWebhook,
  handleStripeWebhook,
  reconcileCardPayments,
  resolveCardProvider,
  startCardPayment,
} from './index';
import { type Actor, SYSTEM } from '../kernel/index';

/**
 * Card payments (G-25, ORD-36, ORD-37, ORD-43..46) with the real `stripe` and `paypal-rest-sdk`
 * against the local servers that speak their wire protocols, real orders (createOrder) and the real
 * fulfilment (fulfilOrder) on a file database where concurrent transactions have their own connection.
 */

let cards: CardProviders;
let world: TestWorld;
let customer: User;
let otherCustomer: User;
let superAdmin: Actor;
let stripe: LocalStripe;
let paypal: LocalPaypal;
const savedEnv = { ...process.env };

beforeAll(async () => {
  world = await openTestWorld({ sqlite: 'file' });
  customer = await buildCustomer();
  otherCustomer = await buildCustomer();
  cards = await startCardProviders();
  ({ superAdmin, stripe, paypal } = cards);
}, 180_000);
afterAll(async () => {
  await cards?.close();
  await world?.close();
});

// Issue 11: after every test, each order it created adds up (items − discount = to pay = charged).
afterEach(() => assertOrderAmountsAddUp());

const useStripe = () => cards.useStripe();
const usePaypal = () => cards.usePaypal();
const useNoKeys = () => Configuration.writeValue('payment_inputs', {}, { isSecret: true });

async function newOrder(actor: Actor = customer, lines = 1) {
  const items = await buildCartLines(actor, lines);
  return createOrder({ actor, cartIds: items.map((i) => i.id) });
}

const orderOf = async (reference: string) => Order.findOne({ where: { reference }, rejectOnEmpty: true });
const paymentOf = async (reference: string) => Payment.findOne({ where: { reference }, rejectOnEmpty: true });

const appsOf = (reference: string) => Application.count({ where: { reference: { [Op.like]: `${reference}-%` } } });

/** A Stripe event signed with `secret` (default the configured one) at `timestamp`. */
function signed(type: string, object: unknown, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object } });
  return { payload, signature: stripeSignature(payload, options.secret ?? STRIPE_KEYS.webhook_secret, options.timestamp) };
}

describe('amounts', () => {
  it('converts decimal strings to sen and back without floats, and refuses what cannot be charged', async () => {
    expect(toSen('12.50')).toBe(1250);
    expect(toSen('0.29')).toBe(29);
    expect(toSen('1234567.89')).toBe(123456789);
    expect(fromSen(1250)).toBe('12.50');
    expect(fromSen(29)).toBe('0.29');
    for (const bad of ['0', '-1.00', '1.005', 'abc', '']) expect((await caught(Promise.resolve().then(() => toSen(bad)))).messageKey).toBe('orders:checkout.fail');
  });
});

describe('Stripe Checkout against the local Stripe server', () => {
  beforeAll(async () => {
    await useStripe();
  });

  it('needs an actor: without one nothing is started, returned or fulfilled; someone else’s order is not found (issue 12)', async () => {
    const order = await newOrder();
    for (const attempt of [
      () => startCardPayment({ order: order.reference, appUrl: TEST_APP_URL } as never),
      () => completeStripeReturn({ reference: order.reference } as never),
      () => completePaypalReturn({ reference: order.reference, paymentId: 'PAY-1', payerId: 'P1' } as never),
      () => fulfilOrder({ reference: order.reference, method: 'stripe', providerRef: 'pi_no_actor' } as never),
    ]) {
      expect((await caught(attempt())).status).toBe(403);
    }
    expect((await caught(startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: otherCustomer }))).status).toBe(404);
    expect((await caught(completeStripeReturn({ reference: order.reference, actor: otherCustomer }))).status).toBe(404);
    expect(await Order.findOne({ where: { reference: order.reference }, rejectOnEmpty: true })).toMatchObject({ status: ORDER_STATUS.PENDING, provider_session_id: null });
    // A provider's confirmation is the SYSTEM actor's.
    expect((await fulfilOrder({ reference: order.reference, method: 'stripe', providerRef: 'pi_system', actor: SYSTEM })).fulfilled).toBe(true);
  });

  it('is the configured provider, and starting a payment opens a Checkout Session for the order total in MYR', async () => {
    expect(await resolveCardProvider()).toBe('stripe');
    const order = await newOrder();
    const started = await startCardPayment({ order: order.reference, appUrl: `${TEST_APP_URL}/`, actor: customer });
    expect(started.provider).toBe('stripe');
    expect(started.redirectUrl).toBe(`${stripe.url}/c/pay/${started.providerSessionId}`);
    const session = stripe.sessions.get(started.providerSessionId)!;
    expect(session).toMatchObject({
      mode: 'payment',
      currency: 'myr',
      amount_total: toSen(order.total),
      client_reference_id: order.reference,
      metadata: { reference: order.reference },
      success_url: `${TEST_APP_URL}/dashboard/cart/payment/response?refNo=${order.reference}&status=success`,
      cancel_url: `${TEST_APP_URL}/dashboard/cart/payment/response?refNo=${order.reference}&status=cancel`,
    });
    const stored = await orderOf(order.reference);
    expect(stored).toMatchObject({ provider_session_id: started.providerSessionId, redirect_url: started.redirectUrl, payment_method: 'stripe', status: ORDER_STATUS.PENDING });
    expect((await paymentOf(order.reference)).provider).toBe('stripe');
  });

  it('refuses another customer’s order (not found) and an order already paid', async () => {
    const order = await newOrder();
    expect((await caught(startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: otherCustomer }))).status).toBe(404);
    const { providerSessionId } = await startCardPayment({ order: { reference: order.reference }, appUrl: TEST_APP_URL, actor: customer });
    await stripe.pay(providerSessionId);
    expect((await orderOf(order.reference)).status).toBe(ORDER_STATUS.PAID);
    const refused = await caught(startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: customer }));
    expect([refused.status, refused.messageKey]).toEqual([409, 'orders:card.not_payable']);
  });

  it('fulfils the order from the signed checkout.session.completed webhook the hosted page sends, once', async () => {
    const order = await newOrder(customer, 2);
    const { providerSessionId } = await startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: customer });
    const before = stripe.delivered.length;
    const event = await stripe.pay(providerSessionId);
    expect(stripe.delivered.slice(before)).toEqual([expect.objectContaining({ type: 'checkout.session.completed', status: 200 })]);
    expect(JSON.parse(stripe.delivered.at(-1)!.body)).toMatchObject({ result: 'fulfilled', reference: order.reference });
    const paid = await orderOf(order.reference);
    expect(paid).toMatchObject({ status: ORDER_STATUS.PAID, payment_method: 'stripe', paid_amount: order.total });
    const payment = await paymentOf(order.reference);
    expect(payment).toMatchObject({ status: PAYMENT_STATUS.SUCCESS, provider: 'stripe', paid_amount: order.total, is_verify: true });
    expect(payment.paypal_ref).toBe(stripe.sessions.get(providerSessionId)!.payment_intent);
    expect(payment.paypal_ref).toMatch(/^pi_/);
    expect(await appsOf(order.reference)).toBe(2);

    // The same event delivered again: acknowledged, nothing changes.
    const again = await handleStripeWebhook({ payload: event.payload, signature: event.signature });
    expect(again.result).toBe('already_paid');
    expect(await appsOf(order.reference)).toBe(2);
    expect((await paymentOf(order.reference)).updated_at).toEqual(payment.updated_at);
    // The customer lands on the Payment Response page: the return confirmation sees it paid.
    expect(await completeStripeReturn({ reference: order.reference, actor: customer })).toEqual({ status: 'success', reference: order.reference });
  });

  it('refuses forged, tampered, stale and unsigned events with a 400 and changes nothing', async () => {
    const order = await newOrder();
    const { providerSessionId } = await startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: customer });
    const session = { ...stripe.sessions.get(providerSessionId)!, status: 'complete', payment_status: 'paid', payment_intent: 'pi_forged' };
    const forged = signed('checkout.session.completed', session, { secret: 'whsec_not_the_secret' });
    const genuine = signed('checkout.session.completed', session);
    const stale = signed('checkout.session.completed', session, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const attempts = [
      forged,
      { payload: genuine.payload.replace('"paid"', '"paid" '), signature: genuine.signature },
      stale,
      { payload: genuine.payload, signature: null },
      { payload: genuine.payload, signature: 't=1,v1=abc' },
    ];
    for (const attempt of attempts) {
      const error = await caught(handleStripeWebhook(attempt));
      expect([error.status, error.messageKey]).toEqual([400, 'orders:card.webhook_refused']);
    }
    expect(await orderOf(order.reference)).toMatchObject({ status: ORDER_STATUS.PENDING });
    expect((await paymentOf(order.reference)).status).toBe(PAYMENT_STATUS.PENDING);
    // A signature just inside the tolerance is accepted.
    const recent = signed('checkout.session.completed', session, { timestamp: Math.floor(Date.now() / 1000) - 250 });
    expect((await handleStripeWebhook(recent)).result).toBe('fulfilled');
  });

  it('acknowledges an event for an unknown reference, a wrong amount and other event types without change', async () => {
    const unknown = signed('checkout.session.completed', { id: 'cs_test_unknown', client_reference_id: 'ZZZZZZZZZZZZ', payment_status: 'paid', payment_intent: 'pi_x', amount_total: 5000, currency: 'myr' });
    expect(await handleStripeWebhook(unknown)).toMatchObject({ result: 'unknown_order', type: 'checkout.session.completed' });

    const order = await newOrder();
    const { providerSessionId } = await startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: customer });
    const short = signed('checkout.session.completed', { id: providerSessionId, client_reference_id: order.reference, payment_status: 'paid', payment_intent: 'pi_short', amount_total: toSen(order.total) - 100, currency: 'myr' });
    expect((await handleStripeWebhook(short)).result).toBe('amount_mismatch');
    const unpaid = signed('checkout.session.completed', { id: providerSessionId, client_reference_id: order.reference, payment_status: 'unpaid', amount_total: toSen(order.total), currency: 'myr' });
    expect((await handleStripeWebhook(unpaid)).result).toBe('pending');
    expect((await handleStripeWebhook(signed('customer.created', { id: 'cus_1' }))).result).toBe('ignored');
    expect((await orderOf(order.reference)).status).toBe(ORDER_STATUS.PENDING);
  });

  it('fulfils once when the webhook and the return confirmation arrive together', async () => {
    const order = await newOrder(customer, 2);
    const { providerSessionId } = await startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: customer });
    stripe.setWebhookUrl(null);
    const event = await stripe.pay(providerSessionId);
    stripe.setWebhookUrl(`${cards.receiverUrl}/webhooks/stripe`);
    const [webhook, returned, duplicate] = await Promise.all([
      handleStripeWebhook({ payload: event.payload, signature: event.signature }),
      completeStripeReturn({ reference: order.reference, actor: customer }),
      handleStripeWebhook({ payload: event.payload, signature: event.signature }),
    ]);
    expect(returned.status).toBe('success');
    expect([webhook.result, duplicate.result].filter((r) => r === 'fulfilled').length).toBeLessThanOrEqual(1);
    expect(await appsOf(order.reference)).toBe(2);
    expect(await Payment.count({ where: { order_id: order.id } })).toBe(1);
    expect(await orderOf(order.reference)).toMatchObject({ status: ORDER_STATUS.PAID, paid_amount: order.total });
  });

  it('confirms on return by reading the session when no webhook came', async () => {
    const order = await newOrder();
    const { providerSessionId } = await startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: customer });
    expect(await completeStripeReturn({ reference: order.reference, actor: customer })).toEqual({ status: 'pending', reference: order.reference });
    stripe.setWebhookUrl(null);
    await stripe.pay(providerSessionId);
    stripe.setWebhookUrl(`${cards.receiverUrl}/webhooks/stripe`);
    expect((await orderOf(order.reference)).status).toBe(ORDER_STATUS.PENDING);
    expect(await completeStripeReturn({ reference: order.reference, actor: customer })).toEqual({ status: 'success', reference: order.reference });
    expect((await paymentOf(order.reference)).paypal_ref).toBe(stripe.sessions.get(providerSessionId)!.payment_intent);
    expect((await caught(completeStripeReturn({ reference: order.reference, actor: otherCustomer }))).status).toBe(404);
  });

  it('fails the order on a declined card and on expiry of its current session, then accepts a new attempt', async () => {
    const order = await newOrder();
    const first = await startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: customer });
    // The hosted page's Decline: payment_intent.payment_failed.
    const declined = await fetch(first.redirectUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=decline' });
    expect(await declined.text()).toContain('Your card was declined.');
    expect(JSON.parse(stripe.delivered.at(-1)!.body)).toMatchObject({ type: 'payment_intent.payment_failed', result: 'failed' });
    expect(await orderOf(order.reference)).toMatchObject({ status: ORDER_STATUS.FAILED });
    expect(await paymentOf(order.reference)).toMatchObject({ status: PAYMENT_STATUS.FAIL, failure_reason: 'Your card was declined.' });

    // A new attempt expires the first session (ADR 016: one open page per order); that expiry does
    // not fail the order; the new session pays it.
    const second = await startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: customer });
    expect(second.providerSessionId).not.toBe(first.providerSessionId);
    expect(stripe.sessions.get(first.providerSessionId)!.status).toBe('expired');
    expect(JSON.parse(stripe.delivered.at(-1)!.body)).toMatchObject({ type: 'checkout.session.expired', result: 'stale_session' });
    const client = new Stripe(STRIPE_KEYS.secret_key, { host: '127.0.0.1', port: stripe.port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
    await stripe.pay(second.providerSessionId);
    expect(await orderOf(order.reference)).toMatchObject({ status: ORDER_STATUS.PAID });
    expect((await paymentOf(order.reference)).status).toBe(PAYMENT_STATUS.SUCCESS);

    // The current session expiring fails an unpaid order.
    const other = await newOrder();
    const session = await startCardPayment({ order: other.reference, appUrl: TEST_APP_URL, actor: customer });
    await client.checkout.sessions.expire(session.providerSessionId);
    expect(await orderOf(other.reference)).toMatchObject({ status: ORDER_STATUS.FAILED });
    expect((await paymentOf(other.reference)).failure_reason).toBe('expired');
  });

  it('reports a provider that refuses as Fail to checkout and leaves the order as it was', async () => {
    await updatePaymentConfiguration({ actor: superAdmin, payment_type: 'Stripe', input: { ...STRIPE_KEYS, secret_key: 'sk_test_wrong_key' } });
    try {
      const order = await newOrder();
      const error = await caught(startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: customer }));
      expect([error.status, error.messageKey]).toEqual([500, 'orders:checkout.fail']);
      expect((await orderOf(order.reference)).provider_session_id).toBeNull();
    } finally {
      await useStripe();
    }
  });
});

describe('PayPal through paypal-rest-sdk against the local PayPal server', () => {
  beforeAll(async () => {
    await usePaypal();
  });

  const payerOf = (returnUrl: string) => {
    const url = new URL(returnUrl);
    return { paymentId: url.searchParams.get('paymentId')!, payerId: url.searchParams.get('PayerID')!, refNo: url.searchParams.get('refNo')! };
  };

  it('creates a payment, the buyer approves, the return executes it and fulfils once; the webhook after it changes nothing', async () => {
    expect(await resolveCardProvider()).toBe('paypal');
    const order = await newOrder(customer, 2);
    const started = await startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: customer });
    expect(started.provider).toBe('paypal');
    expect(started.redirectUrl).toMatch(new RegExp(`^${paypal.url}/checkoutnow\\?token=EC-`));
    const created = paypal.payments.get(started.providerSessionId)!;
    expect(created.transactions[0]).toMatchObject({ amount: { currency: 'MYR', total: order.total }, invoice_number: order.reference });
    expect(created.redirect_urls).toEqual({ return_url: `${TEST_APP_URL}/dashboard/cart/paypal/return?refNo=${order.reference}`, cancel_url: `${TEST_APP_URL}/dashboard/cart/paypal/cancel?refNo=${order.reference}` });
    expect(await orderOf(order.reference)).toMatchObject({ payment_method: 'paypal', paypal_status: 'created', provider_session_id: started.providerSessionId });

    // The approval page's Pay sends the browser back with paymentId and PayerID.
    const approval = await fetch(started.redirectUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `token=${created.cart}&action=pay`, redirect: 'manual' });
    const back = payerOf(approval.headers.get('location')!);
    expect(back.refNo).toBe(order.reference);
    const before = paypal.delivered.length;
    expect(await completePaypalReturn({ reference: back.refNo, paymentId: back.paymentId, payerId: back.payerId, actor: customer })).toEqual({ status: 'success', reference: order.reference });
    const sale = (created.transactions[0]!.related_resources as { sale: { id: string } }[])[0]!.sale;
    expect(await orderOf(order.reference)).toMatchObject({ status: ORDER_STATUS.PAID, paypal_status: 'completed', paid_amount: order.total });
    expect(await paymentOf(order.reference)).toMatchObject({ status: PAYMENT_STATUS.SUCCESS, provider: 'paypal', paypal_ref: sale.id });
    expect(await appsOf(order.reference)).toBe(2);

    await expect.poll(() => paypal.delivered.length, { timeout: 5_000 }).toBe(before + 1);
    expect(paypal.delivered.at(-1)).toMatchObject({ type: 'PAYMENT.SALE.COMPLETED', status: 200 });
    expect(JSON.parse(paypal.delivered.at(-1)!.body)).toMatchObject({ result: 'already_paid' });
    // The return opened again: already paid.
    expect((await completePaypalReturn({ reference: order.reference, paymentId: back.paymentId, payerId: back.payerId, actor: customer })).status).toBe('success');
    expect(await appsOf(order.reference)).toBe(2);
  });

  it('fulfils from the webhook when it comes first; the late return reads the executed payment and changes nothing', async () => {
    const order = await newOrder();
    const { providerSessionId } = await startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: customer });
    const back = payerOf(paypal.approve(providerSessionId));
    const { getPaymentSettings } = await import('../settings/index');
    const settings = (await getPaymentSettings()).paypal!;
    paypal.setWebhookUrl(null);
    await executePaypalPayment(settings, { paymentId: back.paymentId, payerId: back.payerId, useSandbox: false });
    const delivery = paypal.saleEvent(providerSessionId, 'PAYMENT.SALE.COMPLETED');
    const [first, second] = await Promise.all([
      handlePaypalWebhook({ headers: delivery.headers, payload: delivery.body }),
      handlePaypalWebhook({ headers: new Headers(delivery.headers), payload: Buffer.from(delivery.body) }),
    ]);
    expect([first.result, second.result].sort()).toEqual(['already_paid', 'fulfilled']);
    expect(await completePaypalReturn({ reference: order.reference, paymentId: back.paymentId, payerId: back.payerId, actor: customer })).toEqual({ status: 'success', reference: order.reference });
    expect(await Payment.count({ where: { order_id: order.id, status: PAYMENT_STATUS.SUCCESS } })).toBe(1);
    expect(await appsOf(order.reference)).toBe(1);
  });

  it('refuses forged and malformed webhooks with a 400 and fails the order on PAYMENT.SALE.DENIED', async () => {
    const order = await newOrder();
    const { providerSessionId } = await startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: customer });
    const back = payerOf(paypal.approve(providerSessionId));
    const settings = (await (await import('../settings/index')).getPaymentSettings()).paypal!;
    await executePaypalPayment(settings, { paymentId: back.paymentId, payerId: back.payerId, useSandbox: false });
    const genuine = paypal.saleEvent(providerSessionId, 'PAYMENT.SALE.COMPLETED');
    const other = paypal.saleEvent(providerSessionId, 'PAYMENT.SALE.COMPLETED');
    const attempts = [
      { headers: genuine.headers, payload: genuine.body.replace(order.total, '0.01') },
      { headers: { ...genuine.headers, 'PAYPAL-TRANSMISSION-SIG': other.headers['PAYPAL-TRANSMISSION-SIG']! }, payload: genuine.body },
      { headers: { 'Content-Type': 'application/json' }, payload: genuine.body },
      { headers: genuine.headers, payload: 'not json' },
    ];
    for (const attempt of attempts) {
      const error = await caught(handlePaypalWebhook(attempt));
      expect([error.status, error.messageKey]).toEqual([400, 'orders:card.webhook_refused']);
    }
    expect((await orderOf(order.reference)).status).toBe(ORDER_STATUS.PENDING);

    const denied = paypal.saleEvent(providerSessionId, 'PAYMENT.SALE.DENIED');
    expect((await handlePaypalWebhook({ headers: denied.headers, payload: denied.body })).result).toBe('failed');
    expect(await orderOf(order.reference)).toMatchObject({ status: ORDER_STATUS.FAILED });
    expect((await paymentOf(order.reference)).failure_reason).toBe('sale_denied');
  });

  it('refuses a return for another order’s payment, and an approval that was never given', async () => {
    const mine = await newOrder();
    const theirs = await newOrder(otherCustomer);
    const a = await startCardPayment({ order: mine.reference, appUrl: TEST_APP_URL, actor: customer });
    const b = await startCardPayment({ order: theirs.reference, appUrl: TEST_APP_URL, actor: otherCustomer });
    const approvedB = payerOf(paypal.approve(b.providerSessionId));
    const wrong = await caught(completePaypalReturn({ reference: mine.reference, paymentId: approvedB.paymentId, payerId: approvedB.payerId, actor: customer }));
    expect([wrong.status, wrong.messageKey]).toEqual([400, 'orders:checkout.payment_failure']);
    expect((await caught(completePaypalReturn({ reference: theirs.reference, paymentId: approvedB.paymentId, payerId: approvedB.payerId, actor: customer }))).status).toBe(404);
    // Not approved: PayPal refuses the execution → the attempt failed.
    expect(await completePaypalReturn({ reference: mine.reference, paymentId: a.providerSessionId, payerId: 'NOTAPPROVED1', actor: customer })).toEqual({ status: 'fail', reference: mine.reference });
    expect((await orderOf(mine.reference)).status).toBe(ORDER_STATUS.FAILED);
    expect((await orderOf(theirs.reference)).status).toBe(ORDER_STATUS.PENDING);
  });

  it('uses PayPal’s own host for the mode when PAYPAL_API_URL is unset, and sandbox mode for a use_sandbox order (ORD-43)', () => {
    delete process.env.PAYPAL_API_URL;
    resetConfigCache();
    try {
      const settings = { mode: 'live' as const, client_id: 'id', client_secret: 'secret', webhook_id: 'WH' };
      expect(paypalOptions(settings)).toMatchObject({ mode: 'live', host: 'api.paypal.com', schema: 'https' });
      expect(paypalOptions(settings, 'sandbox')).toMatchObject({ mode: 'sandbox', host: 'api.sandbox.paypal.com' });
    } finally {
      process.env.PAYPAL_API_URL = paypal.url;
      resetConfigCache();
    }
  });
});

describe('the local sandbox (no keys configured)', () => {
  beforeAll(async () => {
    await useNoKeys();
  });

  it('sends the customer to the sandbox page, whose Decline fails and Pay fulfils the order once', async () => {
    expect(await resolveCardProvider()).toBe('sandbox');
    const order = await newOrder();
    const started = await startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: customer });
    expect(started).toMatchObject({ provider: 'sandbox', redirectUrl: `${TEST_APP_URL}/dashboard/cart/sandbox?ref=${order.reference}` });
    expect(started.providerSessionId).toMatch(/^sandbox_/);
    expect(await getSandboxPayment({ actor: customer, reference: order.reference })).toEqual({ reference: order.reference, total: order.total, payable: true, paid: false });
    expect((await caught(getSandboxPayment({ actor: otherCustomer, reference: order.reference }))).status).toBe(404);
    expect((await caught(completeSandboxPayment({ actor: otherCustomer, reference: order.reference, outcome: 'pay' }))).status).toBe(404);

    expect(await completeSandboxPayment({ actor: customer, reference: order.reference, outcome: 'decline' })).toEqual({ status: 'fail', reference: order.reference });
    expect(await orderOf(order.reference)).toMatchObject({ status: ORDER_STATUS.FAILED });
    expect((await paymentOf(order.reference)).failure_reason).toBe('sandbox_declined');

    const results = await Promise.all([
      completeSandboxPayment({ actor: customer, reference: order.reference, outcome: 'pay' }),
      completeSandboxPayment({ actor: customer, reference: order.reference, outcome: 'pay' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['success', 'success']);
    // The sandbox stands in for the configured option (PayPal here), which the order records.
    expect(await orderOf(order.reference)).toMatchObject({ status: ORDER_STATUS.PAID, payment_method: 'paypal', paid_amount: order.total });
    expect((await paymentOf(order.reference)).paypal_ref).toMatch(/^sandbox_/);
    expect(await appsOf(order.reference)).toBe(1);
    expect(await getSandboxPayment({ actor: customer, reference: order.reference })).toMatchObject({ payable: false, paid: true });
  });

  it('never completes an order whose checkout went to a real provider', async () => {
    await useStripe();
    const order = await newOrder();
    await startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: customer });
    await useNoKeys();
    const error = await caught(completeSandboxPayment({ actor: customer, reference: order.reference, outcome: 'pay' }));
    expect([error.status, error.messageKey]).toEqual([409, 'orders:card.not_payable']);
    expect((await orderOf(order.reference)).status).toBe(ORDER_STATUS.PENDING);
  });

  it('is refused in production: no sandbox, and checkout without keys fails with a clear message', async () => {
    const order = await newOrder();
    await startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: customer });
    process.env.APP_ENV = 'production';
    process.env.SESSION_SECRET = 'development-only-session-secret-change-me-0123456789';
    resetConfigCache();
    try {
      const refused = await caught(resolveCardProvider());
      expect([refused.status, refused.messageKey]).toEqual([409, 'orders:card.not_configured']);
      expect((await caught(startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: customer }))).messageKey).toBe('orders:card.not_configured');
      expect((await caught(getSandboxPayment({ actor: customer, reference: order.reference }))).status).toBe(404);
      expect((await caught(completeSandboxPayment({ actor: customer, reference: order.reference, outcome: 'pay' }))).status).toBe(404);
      expect((await orderOf(order.reference)).status).toBe(ORDER_STATUS.PENDING);
    } finally {
      process.env.APP_ENV = savedEnv.APP_ENV;
      if (savedEnv.APP_ENV === undefined) delete process.env.APP_ENV;
      if (savedEnv.SESSION_SECRET === undefined) delete process.env.SESSION_SECRET;
      resetConfigCache();
    }
  });
});

describe('payment-reconcile (missed webhooks)', () => {
  beforeAll(async () => {
    await usePaypal();
    await useStripe();
  });

  it('confirms a paid session, fails an expired one and leaves recent checkouts alone', async () => {
    stripe.setWebhookUrl(null);
    paypal.setWebhookUrl(null);
    try {
      const paidOrder = await newOrder();
      const paidSession = await startCardPayment({ order: paidOrder.reference, appUrl: TEST_APP_URL, actor: customer });
      await stripe.pay(paidSession.providerSessionId);
      const expiredOrder = await newOrder();
      const expiredSession = await startCardPayment({ order: expiredOrder.reference, appUrl: TEST_APP_URL, actor: customer });
      const client = new Stripe(STRIPE_KEYS.secret_key, { host: '127.0.0.1', port: stripe.port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
      await client.checkout.sessions.expire(expiredSession.providerSessionId);

      await updatePaymentConfiguration({ actor: superAdmin, payment_type: 'Paypal', input: PAYPAL_KEYS });
      const paypalOrder = await newOrder();
      const paypalStart = await startCardPayment({ order: paypalOrder.reference, appUrl: TEST_APP_URL, actor: customer });
      const back = new URL(paypal.approve(paypalStart.providerSessionId));
      const settings = (await (await import('../settings/index')).getPaymentSettings()).paypal!;
      await executePaypalPayment(settings, { paymentId: back.searchParams.get('paymentId')!, payerId: back.searchParams.get('PayerID')!, useSandbox: false });

      // Too recent: nothing is read back yet.
      const early = await reconcileCardPayments({ actor: SYSTEM, now: new Date(Date.now() + 5 * 60_000) });
      expect(early.results.map((r) => r.reference)).not.toContain(paidOrder.reference);
      expect(await orderOf(paidOrder.reference)).toMatchObject({ status: ORDER_STATUS.PENDING });

      const later = await reconcileCardPayments({ actor: SYSTEM, now: new Date(Date.now() + 20 * 60_000) });
      const byRef = new Map(later.results.map((r) => [r.reference, r.result]));
      expect(byRef.get(paidOrder.reference)).toBe('fulfilled');
      expect(byRef.get(expiredOrder.reference)).toBe('failed');
      expect(byRef.get(paypalOrder.reference)).toBe('fulfilled');
      expect(await orderOf(paidOrder.reference)).toMatchObject({ status: ORDER_STATUS.PAID });
      expect(await orderOf(expiredOrder.reference)).toMatchObject({ status: ORDER_STATUS.FAILED });
      expect(await paymentOf(paypalOrder.reference)).toMatchObject({ status: PAYMENT_STATUS.SUCCESS, provider: 'paypal' });

      // Run again: the paid ones are no longer candidates; nothing is fulfilled twice.
      const again = await reconcileCardPayments({ actor: SYSTEM, now: new Date(Date.now() + 20 * 60_000) });
      expect(again.results.filter((r) => r.result === 'fulfilled').map((r) => r.reference)).not.toContain(paidOrder.reference);
    } finally {
      const receiverUrl = cards.receiverUrl;
      stripe.setWebhookUrl(`${receiverUrl}/webhooks/stripe`);
      paypal.setWebhookUrl(`${receiverUrl}/webhooks/paypal`);
    }
  });
});
