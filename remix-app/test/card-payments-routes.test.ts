import { Configuration, createOrder, Order, resetConfigCache, ROLE, updatePaymentConfiguration, User, USER_STATUS } from '@iprenew/models';
import { buildCartLines, buildCustomer, buildStaff, openTestWorld, startLocalPaypal, startLocalStripe, stripeSignature, type Actor, type LocalPaypal, type LocalStripe, type TestWorld } from '@iprenew/models/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, signedInCookie, thrown } from './requests';
import * as paypalCancel from '~/routes/dashboard+/_customer+/cart_.paypal.cancel';
import * as paypalReturn from '~/routes/dashboard+/_customer+/cart_.paypal.return';
import * as sandboxPage from '~/routes/dashboard+/_customer+/cart_.sandbox';
import * as paypalHook from '~/routes/webhooks+/paypal';
import * as stripeHook from '~/routes/webhooks+/stripe';

/**
 * The card-payment routes (G-25) as Remix calls them: the webhooks answer 200 / 400 / 405 with JSON,
 * PayPal's return executes and redirects to the Payment Response page, its cancel page redirects
 * with status=cancel, and the sandbox page's Pay fulfils — against the local provider servers.
 */
const STRIPE_KEYS = { publishable_key: 'pk_test_routes', secret_key: 'sk_test_routes_secret', webhook_secret: 'whsec_routes_secret' };
const PAYPAL_KEYS = { mode: 'sandbox', client_id: 'AroutesClientId00001', client_secret: 'EroutesClientSecret1', webhook_id: '8WH98765ZYXWV' };

let world: TestWorld;
let customer: User;
let otherCustomer: User;
let superAdmin: Actor;
let customerCookie: string;
let stripe: LocalStripe;
let paypal: LocalPaypal;
const savedEnv = { ...process.env };

beforeAll(async () => {
  world = await openTestWorld();
  customer = await buildCustomer();
  otherCustomer = await buildCustomer();
  superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
  customerCookie = await signedInCookie(customer);
  stripe = await startLocalStripe({ secretKey: STRIPE_KEYS.secret_key, webhookSecret: STRIPE_KEYS.webhook_secret });
  paypal = await startLocalPaypal({ clientId: PAYPAL_KEYS.client_id, clientSecret: PAYPAL_KEYS.client_secret, webhookId: PAYPAL_KEYS.webhook_id, webhookOnExecute: false });
  process.env.STRIPE_API_URL = stripe.url;
  process.env.PAYPAL_API_URL = paypal.url;
  resetConfigCache();
}, 180_000);

afterAll(async () => {
  process.env = { ...savedEnv };
  resetConfigCache();
  await stripe?.close();
  await paypal?.close();
  await world?.close();
});

async function newOrder() {
  const lines = await buildCartLines(customer, 1);
  return createOrder({ actor: customer, cartIds: lines.map((l) => l.id) });
}

const args = (req: Request) => ({ request: req, params: {}, context: {} }) as never;
const post = (path: string, body: string, headers: Record<string, string>) => request(path, { method: 'POST', body, headers });
const statusOf = async (reference: string) => (await Order.findOne({ where: { reference }, rejectOnEmpty: true })).status;

describe('POST /webhooks/stripe', () => {
  beforeAll(async () => {
    await updatePaymentConfiguration({ actor: superAdmin, payment_type: 'Stripe', input: STRIPE_KEYS });
  });

  it('answers 200 with what was done for a signed event, 400 for a forged one, 405 for a GET', async () => {
    const order = await newOrder();
    const { startCardPayment } = await import('@iprenew/models');
    const { providerSessionId } = await startCardPayment({ order: order.reference, appUrl: 'http://portal.test', actor: customer });
    const event = await stripe.pay(providerSessionId);

    const forged = await stripeHook.action(args(post('/webhooks/stripe', event.payload, { 'Stripe-Signature': stripeSignature(event.payload, 'whsec_wrong') })));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ message: 'orders:card.webhook_refused' });
    expect(await statusOf(order.reference)).toBe(0);

    const genuine = await stripeHook.action(args(post('/webhooks/stripe', event.payload, { 'Stripe-Signature': event.signature, 'Content-Type': 'application/json' })));
    expect(genuine.status).toBe(200);
    expect(await genuine.json()).toMatchObject({ received: true, type: 'checkout.session.completed', result: 'fulfilled', reference: order.reference });
    expect(await statusOf(order.reference)).toBe(1);

    const again = await stripeHook.action(args(post('/webhooks/stripe', event.payload, { 'Stripe-Signature': event.signature })));
    expect(await again.json()).toMatchObject({ result: 'already_paid' });
    expect(stripeHook.loader().status).toBe(405);
  });
});

describe('PayPal return, cancel and webhook routes', () => {
  beforeAll(async () => {
    await updatePaymentConfiguration({ actor: superAdmin, payment_type: 'Paypal', input: PAYPAL_KEYS });
  });

  it('executes on return and redirects to the Payment Response page; the webhook then changes nothing', async () => {
    const order = await newOrder();
    const { startCardPayment } = await import('@iprenew/models');
    const { providerSessionId } = await startCardPayment({ order: order.reference, appUrl: 'http://portal.test', actor: customer });
    const back = new URL(paypal.approve(providerSessionId));
    expect(back.pathname).toBe('/dashboard/cart/paypal/return');

    const response = await thrown(paypalReturn.loader(args(request(`${back.pathname}${back.search}`, { cookie: customerCookie }))) as Promise<unknown>);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`/dashboard/cart/payment/response?refNo=${order.reference}&status=success`);
    expect(await statusOf(order.reference)).toBe(1);

    const delivery = paypal.saleEvent(providerSessionId, 'PAYMENT.SALE.COMPLETED');
    const hook = await paypalHook.action(args(post('/webhooks/paypal', delivery.body, delivery.headers)));
    expect(hook.status).toBe(200);
    expect(await hook.json()).toMatchObject({ type: 'PAYMENT.SALE.COMPLETED', result: 'already_paid' });

    const unsigned = await paypalHook.action(args(post('/webhooks/paypal', delivery.body, { 'Content-Type': 'application/json' })));
    expect(unsigned.status).toBe(400);
  });

  it('sends a cancelled buyer to the Payment Response page with status=cancel, and shows a message without a reference', async () => {
    const order = await newOrder();
    const cancelled = await thrown(paypalCancel.loader(args(request(`/dashboard/cart/paypal/cancel?refNo=${order.reference}&token=EC-1`, { cookie: customerCookie }))) as Promise<unknown>);
    expect(cancelled.headers.get('Location')).toBe(`/dashboard/cart/payment/response?refNo=${order.reference}&status=cancel`);
    expect(await statusOf(order.reference)).toBe(0);
    expect(await paypalCancel.loader(args(request('/dashboard/cart/paypal/cancel', { cookie: customerCookie })))).toBeNull();
    expect(await paypalReturn.loader(args(request('/dashboard/cart/paypal/return', { cookie: customerCookie })))).toBeNull();
    // Someone else's order is not revealed: the same message.
    const other = await buildCartLines(otherCustomer, 1);
    const theirs = await createOrder({ actor: otherCustomer, cartIds: other.map((l) => l.id) });
    expect(await paypalReturn.loader(args(request(`/dashboard/cart/paypal/return?refNo=${theirs.reference}&paymentId=PAYID-X&PayerID=Y`, { cookie: customerCookie })))).toBeNull();
  });
});

describe('the sandbox page', () => {
  beforeAll(async () => {
    await Configuration.writeValue('payment_inputs', {}, { isSecret: true });
  });

  it('shows the order to its owner and its Pay fulfils and redirects; someone else sees nothing to pay', async () => {
    const order = await newOrder();
    const { startCardPayment } = await import('@iprenew/models');
    const started = await startCardPayment({ order: order.reference, appUrl: 'http://portal.test', actor: customer });
    expect(started.provider).toBe('sandbox');
    const path = `/dashboard/cart/sandbox?ref=${order.reference}`;
    expect(await sandboxPage.loader(args(request(path, { cookie: customerCookie })))).toEqual({ payment: { reference: order.reference, total: order.total, payable: true, paid: false } });
    const otherCookie = await signedInCookie(otherCustomer);
    expect(await sandboxPage.loader(args(request(path, { cookie: otherCookie })))).toEqual({ payment: null });
    const refused = await thrown(sandboxPage.action(args(post(path, 'outcome=pay', { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: otherCookie }))) as Promise<unknown>);
    expect(refused.headers.get('Location')).toBe(`/dashboard/cart/payment/response?refNo=${order.reference}&status=fail`);
    expect(await statusOf(order.reference)).toBe(0);

    const bogus = await thrown(sandboxPage.action(args(post(path, 'outcome=free', { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: customerCookie }))) as Promise<unknown>);
    expect(bogus.headers.get('Location')).toBe(`/dashboard/cart/payment/response?refNo=${order.reference}&status=fail`);
    expect(await statusOf(order.reference)).toBe(0);

    const paid = await thrown(sandboxPage.action(args(post(path, 'outcome=pay', { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: customerCookie }))) as Promise<unknown>);
    expect(paid.headers.get('Location')).toBe(`/dashboard/cart/payment/response?refNo=${order.reference}&status=success`);
    expect(await statusOf(order.reference)).toBe(1);
  });
});
