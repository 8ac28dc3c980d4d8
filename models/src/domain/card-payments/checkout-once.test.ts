import Decimal from 'decimal.js';
import { Op } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_STATUS, ROLE } from '../../constants/index';
import { Application } from '../../models/application';
import { AuditLog } from '../../models/audit-log';
import { Order } from '../../models/order';
import { Payment } from '../../models/payment';
import { RefundCharge } from '../../models/refund-charge';
import { Voucher } from '../../models/voucher';
import { choosePayLater, createOrder, submitSlip } from '../orders/index';
import { recordRefundDue } from '../orders/record-refund-due';
import { buildCartLines, buildCustomer, buildStaff, buildVoucher, caught, openTestWorld, PNG, startCardProviders, STRIPE_KEYS, stripeSignature, TEST_APP_URL, type CardProviders, type LocalPaypal, type LocalStripe, type TestWorld, type User } from '../../testing/index';
import { listPayments, markRefunded } from '../payments/index';
import { completePaypalReturn, handleStripeWebhook, startCardPayment } from './index';

/**
 * Issue 11, ADR 016 — one cart selection is paid once: a second Pay now supersedes the first order
 * (its Stripe session expired, its PayPal payment never executed, no slip or pay later on it); a
 * charge that still lands on it is recorded as refund due and never fulfilled; an admin marks it
 * refunded (audited); card payment is refused while a slip waits; Pay now alone sets no method.
 * Real `stripe` / `paypal-rest-sdk` against the local servers, real database (SQLite file / MariaDB).
 */
let cards: CardProviders;
let world: TestWorld;
let customerUser: User;
let admin: User;
let stripe: LocalStripe;
let paypal: LocalPaypal;

beforeAll(async () => {
  world = await openTestWorld({ sqlite: 'file' });
  customerUser = await buildCustomer();
  admin = await buildStaff(ROLE.ADMIN);
  cards = await startCardProviders();
  ({ stripe, paypal } = cards);
}, 180_000);
afterAll(async () => {
  await cards?.close();
  await world?.close();
});

const useStripe = () => cards.useStripe();
const usePaypal = () => cards.usePaypal();
const orderOf = (reference: string) => Order.findOne({ where: { reference }, rejectOnEmpty: true });
const paymentOf = (reference: string) => Payment.findOne({ where: { reference }, rejectOnEmpty: true });
const appsOf = (references: string[]) => Application.count({ where: { [Op.or]: references.map((r) => ({ reference: { [Op.like]: `${r}-%` } })) } });
const openOrdersOf = (userId: number) => Order.count({ where: { user_id: userId, status: { [Op.in]: [ORDER_STATUS.PENDING, ORDER_STATUS.FAILED] } } });
const charges = () => [...stripe.sessions.values()].filter((s) => s.payment_status === 'paid').length;

describe('Pay now twice on one selection (Stripe)', () => {
  beforeAll(async () => {
    await useStripe();
  });

  it('supersedes the first order: its session is expired, its page refuses, one charge and one application', async () => {
    const customer = await buildCustomer();
    const lines = await buildCartLines(customer, 1);
    const ids = lines.map((l) => l.id);
    const first = await createOrder({ actor: customer, cartIds: ids });
    const firstPage = await startCardPayment({ order: first.reference, appUrl: TEST_APP_URL, actor: customer });
    const chargesBefore = charges();

    const second = await createOrder({ actor: customer, cartIds: ids });
    expect(await orderOf(first.reference)).toMatchObject({ status: ORDER_STATUS.CANCELLED });
    expect(await paymentOf(first.reference)).toMatchObject({ status: PAYMENT_STATUS.FAIL, failure_reason: 'superseded' });
    expect(stripe.sessions.get(firstPage.providerSessionId)!.status).toBe('expired');
    expect(await openOrdersOf(customer.id)).toBe(1);

    // The first checkout page: Pay by card is refused with a clear message; its Stripe page cannot charge.
    const refused = await caught(startCardPayment({ order: first.reference, appUrl: TEST_APP_URL, actor: customer }));
    expect([refused.status, refused.messageKey]).toEqual([409, 'orders:card.superseded']);
    await expect(stripe.pay(firstPage.providerSessionId)).rejects.toThrow(/not open/);

    const secondPage = await startCardPayment({ order: second.reference, appUrl: TEST_APP_URL, actor: customer });
    await stripe.pay(secondPage.providerSessionId);
    expect(await orderOf(second.reference)).toMatchObject({ status: ORDER_STATUS.PAID });
    expect(charges() - chargesBefore).toBe(1);
    expect(await appsOf([first.reference, second.reference])).toBe(1);
  });

  it('two Pay now at the same time on one selection leave one open order', async () => {
    const customer = await buildCustomer();
    const ids = (await buildCartLines(customer, 2)).map((l) => l.id);
    const results = await Promise.allSettled([createOrder({ actor: customer, cartIds: ids }), createOrder({ actor: customer, cartIds: ids })]);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    expect(await openOrdersOf(customer.id)).toBe(1);
  });

  it('releases the voucher of the superseded order (the quantity is not hoarded)', async () => {
    const customer = await buildCustomer();
    const voucher = await buildVoucher({ quantity: 1 });
    const ids = (await buildCartLines(customer, 1)).map((l) => l.id);
    await createOrder({ actor: customer, cartIds: ids, voucherCode: voucher.code, voucherId: voucher.id });
    const second = await createOrder({ actor: customer, cartIds: ids, voucherCode: voucher.code, voucherId: voucher.id });
    expect(second.discount_amount).toBe('10.00');
    expect((await Voucher.findByPk(voucher.id, { rejectOnEmpty: true })).amount_used).toBe(1);
  });

  it('records a charge that lands on the superseded order after the other was paid as refund due, fulfils nothing; an admin marks it refunded (audited)', async () => {
    const customer = await buildCustomer();
    const ids = (await buildCartLines(customer, 1)).map((l) => l.id);
    const first = await createOrder({ actor: customer, cartIds: ids });
    const firstPage = await startCardPayment({ order: first.reference, appUrl: TEST_APP_URL, actor: customer });
    const second = await createOrder({ actor: customer, cartIds: ids });
    const secondPage = await startCardPayment({ order: second.reference, appUrl: TEST_APP_URL, actor: customer });
    await stripe.pay(secondPage.providerSessionId);

    // The first page was paid in the instant before its session expired: Stripe's signed webhook arrives.
    const session = { ...stripe.sessions.get(firstPage.providerSessionId)!, status: 'complete', payment_status: 'paid', payment_intent: 'pi_race_first' };
    const payload = JSON.stringify({ id: 'evt_race_first', object: 'event', type: 'checkout.session.completed', data: { object: session } });
    const event = { payload, signature: stripeSignature(payload, STRIPE_KEYS.webhook_secret) };
    expect(await handleStripeWebhook(event)).toMatchObject({ result: 'refund_due', reference: first.reference });
    expect(await handleStripeWebhook(event)).toMatchObject({ result: 'refund_due' });

    expect(await orderOf(first.reference)).toMatchObject({ status: ORDER_STATUS.CANCELLED, paid_amount: '0.00' });
    expect(await paymentOf(first.reference)).toMatchObject({ refund_status: 'due', refund_amount: first.total, refund_ref: 'pi_race_first', refund_reason: 'superseded', status: PAYMENT_STATUS.FAIL });
    expect(await appsOf([first.reference, second.reference])).toBe(1);

    const queue = await listPayments({ actor: admin, filter: { queue: 'refund_due' } });
    const row = queue.rows.find((r) => r.reference === first.reference)!;
    expect(row).toMatchObject({ can_mark_refunded: true, refund: { status: 'due', amount: first.total, provider_ref: 'pi_race_first', reason: 'superseded' } });
    expect(queue.rows.every((r) => r.refund?.status === 'due')).toBe(true);

    expect((await caught(markRefunded({ actor: customerUser, paymentId: row.id }))).status).toBe(403);
    const done = await markRefunded({ actor: admin, paymentId: row.id });
    expect(done).toMatchObject({ message: 'payments:mark_refunded_success', payment: { can_mark_refunded: false, refund: { status: 'refunded' } } });
    expect(await AuditLog.count({ where: { action: 'payment.mark_refunded', target_id: String(row.id), actor_id: admin.id } })).toBe(1);
    expect((await listPayments({ actor: admin, filter: { queue: 'refund_due' } })).rows.some((r) => r.reference === first.reference)).toBe(false);
    const again = await caught(markRefunded({ actor: admin, paymentId: row.id }));
    expect([again.status, again.messageKey]).toEqual([409, 'payments:mark_refunded_not_due']);
  });

  it('keeps every stray charge: a second one while the first is still due adds to the amount to refund; marking refunded clears both; a later one is due on its own (ADR 024)', async () => {
    const customer = await buildCustomer();
    const ids = (await buildCartLines(customer, 1)).map((l) => l.id);
    const first = await createOrder({ actor: customer, cartIds: ids });
    const order = await orderOf(first.reference);
    const total = new Decimal(first.total);

    expect(await recordRefundDue({ orderId: order.id, providerRef: 'pi_stray_one', amount: first.total, reason: 'superseded' })).toEqual({ recorded: true });
    expect(await recordRefundDue({ orderId: order.id, providerRef: 'pi_stray_two', amount: first.total, reason: 'already_paid' })).toEqual({ recorded: true });
    // The same charge reported again changes nothing.
    expect(await recordRefundDue({ orderId: order.id, providerRef: 'pi_stray_two', amount: first.total, reason: 'already_paid' })).toEqual({ recorded: false });
    expect(await paymentOf(first.reference)).toMatchObject({ refund_status: 'due', refund_amount: total.times(2).toFixed(2), refund_ref: 'pi_stray_one, pi_stray_two', refund_reason: 'superseded' });
    const payment = await paymentOf(first.reference);
    expect(await RefundCharge.count({ where: { payment_id: payment.id } })).toBe(2);

    await markRefunded({ actor: admin, paymentId: payment.id });
    expect(await RefundCharge.count({ where: { payment_id: payment.id, refunded_at: null } })).toBe(0);
    expect(await RefundCharge.count({ where: { payment_id: payment.id, refunded_by: admin.id } })).toBe(2);

    expect(await recordRefundDue({ orderId: order.id, providerRef: 'pi_stray_three', amount: first.total, reason: 'already_paid' })).toEqual({ recorded: true });
    expect(await paymentOf(first.reference)).toMatchObject({ refund_status: 'due', refund_amount: total.toFixed(2), refund_ref: 'pi_stray_three', refund_reason: 'already_paid', refunded_at: null });
  });
});

describe('the superseded order cannot be paid another way', () => {
  it('refuses pay later and a slip on it', async () => {
    await useStripe();
    const customer = await buildCustomer();
    const ids = (await buildCartLines(customer, 1)).map((l) => l.id);
    const first = await createOrder({ actor: customer, cartIds: ids });
    await createOrder({ actor: customer, cartIds: ids });
    expect((await caught(choosePayLater({ actor: customer, reference: first.reference }))).status).toBe(409);
    const slip = await caught(submitSlip({ actor: customer, reference: first.reference, ref_no: 'BANK1', amount_paid: first.total, file: { buffer: PNG } }));
    expect([slip.status, slip.messageKey]).toEqual([409, 'orders:slip.submit_fail']);
    expect(await appsOf([first.reference])).toBe(0);
  });

  it('refuses to execute a superseded PayPal payment the buyer approved', async () => {
    await usePaypal();
    const customer = await buildCustomer();
    const ids = (await buildCartLines(customer, 1)).map((l) => l.id);
    const first = await createOrder({ actor: customer, cartIds: ids });
    const started = await startCardPayment({ order: first.reference, appUrl: TEST_APP_URL, actor: customer });
    const back = new URL(paypal.approve(started.providerSessionId));
    await createOrder({ actor: customer, cartIds: ids });
    const refused = await caught(completePaypalReturn({ reference: first.reference, paymentId: back.searchParams.get('paymentId')!, payerId: back.searchParams.get('PayerID')!, actor: customer }));
    expect([refused.status, refused.messageKey]).toEqual([409, 'orders:card.superseded']);
    expect(paypal.payments.get(started.providerSessionId)!.state).not.toBe('approved');
    expect(await orderOf(first.reference)).toMatchObject({ status: ORDER_STATUS.CANCELLED });
  });
});

describe('one way to pay an order, and no ghost method', () => {
  it('refuses card payment while a slip waits for verification', async () => {
    await useStripe();
    const customer = await buildCustomer();
    const ids = (await buildCartLines(customer, 1)).map((l) => l.id);
    const order = await createOrder({ actor: customer, cartIds: ids });
    await choosePayLater({ actor: customer, reference: order.reference });
    await submitSlip({ actor: customer, reference: order.reference, ref_no: 'BANK2', amount_paid: order.total, file: { buffer: PNG } });
    const refused = await caught(startCardPayment({ order: order.reference, appUrl: TEST_APP_URL, actor: customer }));
    expect([refused.status, refused.messageKey]).toEqual([409, 'orders:card.slip_pending']);
    expect(await orderOf(order.reference)).toMatchObject({ payment_method: 'paylater', provider_session_id: null });
  });

  it('an abandoned Pay now leaves an order without a payment method', async () => {
    const customer = await buildCustomer();
    const ids = (await buildCartLines(customer, 1)).map((l) => l.id);
    const order = await createOrder({ actor: customer, cartIds: ids });
    expect(order.payment_method).toBeNull();
    expect(await orderOf(order.reference)).toMatchObject({ payment_method: null });
    expect(await paymentOf(order.reference)).toMatchObject({ provider: null, status: PAYMENT_STATUS.PENDING });
    expect(await Order.count({ where: { user_id: customer.id, payment_method: { [Op.ne]: null } } })).toBe(0);
  });
});
