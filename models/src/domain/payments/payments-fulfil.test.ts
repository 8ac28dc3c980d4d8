import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertOrderAmountsAddUp, buildCustomer, buildPayment, buildStaff, caught, lastAudit, openTestWorld, type TestWorld, type User } from '../../testing/index';
import { APPLICATION_STATUS, ORDER_STATUS, PAYMENT_STATUS, ROLE, SLIP_STATUS } from '../../constants/index';
import { Application } from '../../models/application';
import { Order } from '../../models/order';
import { Payment } from '../../models/payment';
import { PaymentSlip } from '../../models/payment-slip';
import { regenerateInvoice, updateToSuccess, verifySlip } from './index';

/** The console actions that go through fulfilOrder (slice C) and issueInvoice (slice E). */
let world: TestWorld;
let superAdmin: User;
let admin: User;
let customer: User;
beforeAll(async () => {
  world = await openTestWorld();
  superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
  admin = await buildStaff(ROLE.ADMIN);
  customer = await buildCustomer();
}, 120_000);
afterAll(async () => world?.close());
// Issue 11: after every test, each order it created adds up (items − discount = to pay = charged).
afterEach(() => assertOrderAmountsAddUp());

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('verifySlip (ORD-61..63, G-25)', () => {
  it('verifies the slip and fulfils the order with the slip amount, once', async () => {
    const { order, payment, slip, application } = await buildPayment({ user: customer, state: 'slip', total: '1450.00', slipAmount: '1450.00' });
    const result = await verifySlip({ actor: admin, reference: order.reference });
    expect(result.message).toBe('payments:verify_success');
    expect(result.payment).toMatchObject({ status: PAYMENT_STATUS.SUCCESS, display_status: 'validated', can_review: false, can_regenerate_invoice: true });
    expect(await PaymentSlip.findByPk(slip!.id)).toMatchObject({ status: SLIP_STATUS.VERIFIED, reviewed_by: admin.id });
    expect(await Order.findByPk(order.id)).toMatchObject({ status: ORDER_STATUS.PAID, paid_amount: '1450.00', payment_method: 'paylater' });
    expect([APPLICATION_STATUS.IN_PROGRESS, APPLICATION_STATUS.PENDING_ASSIGN]).toContain((await Application.findByPk(application.id))!.status_id);
    expect(await lastAudit('payment.verify')).toMatchObject({ actor_id: admin.id, target_id: String(payment.id) });
    const again = await caught(verifySlip({ actor: superAdmin, reference: order.reference }));
    expect([again.status, again.messageKey]).toEqual([409, 'payments:review.not_pending']);
    await settle();
  });
});

describe('updateToSuccess (G-14)', () => {
  it('fulfils a failed card payment with the provider reference', async () => {
    const { order, payment } = await buildPayment({ user: customer, state: 'failed' });
    const result = await updateToSuccess({ actor: admin, paymentId: payment.id, providerRef: 'pi_3Nmanual42' });
    expect(result.message).toBe('payments:update_to_success_success');
    expect(await Payment.findByPk(payment.id)).toMatchObject({ status: PAYMENT_STATUS.SUCCESS, paypal_ref: 'pi_3Nmanual42' });
    expect((await Order.findByPk(order.id))!.status).toBe(ORDER_STATUS.PAID);
    expect((await lastAudit('payment.update_to_success'))?.after).toMatchObject({ paypal_ref: 'pi_3Nmanual42' });
    expect((await caught(updateToSuccess({ actor: admin, paymentId: payment.id, providerRef: 'pi_again' }))).messageKey).toBe('payments:update_to_success_not_failed');
    await settle();
  });
});

describe('regenerateInvoice (G-14, G-26)', () => {
  it('renders the invoice again with the same number', async () => {
    const { order, payment } = await buildPayment({ user: customer, state: 'paid' });
    const result = await regenerateInvoice({ actor: admin, reference: order.reference });
    expect(result.message).toBe('payments:regenerate_success');
    expect(result.invoice_no).toBe(payment.invoice_no);
    expect(result.payment.invoice_no).toBe(payment.invoice_no);
    expect((await lastAudit('payment.regenerate_invoice'))?.after).toMatchObject({ invoice_no: payment.invoice_no });
  });
});
