import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertOrderAmountsAddUp, buildAgent, buildCustomer, buildPayment, buildSettlementJob, buildStaff, caught, lastAudit, openTestWorld, type TestWorld, type User } from '../../testing/index';
import { APPLICATION_STATUS, ORDER_STATUS, PAYMENT_STATUS, ROLE, SLIP_STATUS } from '../../constants/index';
import { Application } from '../../models/application';
import { ApplicationHistory } from '../../models/application-history';
import { Order } from '../../models/order';
import { Payment } from '../../models/payment';
import { PaymentSlip } from '../../models/payment-slip';
import { completeApplication } from '../applications/complete-application';
import { getOrder, getPayment, listInvoices, listOrders, listPayments, readPaymentSlip, regenerateInvoice, rejectSlip, updateToSuccess, verifySlip } from './index';

let world: TestWorld;
let superAdmin: User;
let admin: User;
let accountant: User;
let customer: User;
let agent: User;
beforeAll(async () => {
  world = await openTestWorld();
  superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
  admin = await buildStaff(ROLE.ADMIN);
  accountant = await buildStaff(ROLE.ACCOUNTANT);
  customer = await buildCustomer();
  agent = await buildAgent();
}, 120_000);
afterAll(async () => world?.close());
// Issue 11: after every test, each order it created adds up (items − discount = to pay = charged).
afterEach(() => assertOrderAmountsAddUp());

describe('listPayments (ORD-61, ORD-64, ORD-71, ORD-72)', () => {
  it('shows each payment with the customer, amount, method, display status, latest slip and the actions that apply', async () => {
    const slip = await buildPayment({ user: customer, state: 'slip' });
    const paylater = await buildPayment({ user: customer, state: 'paylater' });
    const failed = await buildPayment({ user: customer, state: 'failed' });
    const paid = await buildPayment({ user: customer, state: 'paid' });
    const cancelled = await buildPayment({ user: customer, state: 'cancelled' });
    await Order.update({ status: ORDER_STATUS.CANCELLED }, { where: { id: cancelled.order.id } });
    await Payment.update({ status: PAYMENT_STATUS.FAIL }, { where: { id: cancelled.payment.id } });

    const { rows, total } = await listPayments({ actor: admin, limit: 50 });
    expect(total).toBe(5);
    const row = (id: number) => rows.find((r) => r.id === id)!;
    expect(row(slip.payment.id)).toMatchObject({
      reference: slip.order.reference,
      display_status: 'pending_verification',
      total: '1450.00',
      method: 'paylater',
      can_review: true,
      can_update_to_success: false,
      can_regenerate_invoice: false,
      slip: { ref_no: slip.slip!.ref_no, status: SLIP_STATUS.SUBMITTED, url: `/api/admin/payments/${slip.payment.id}/slip?slip=${slip.slip!.id}` },
    });
    expect(row(slip.payment.id).email).toMatch(/@example\.test$/);
    expect(row(paylater.payment.id)).toMatchObject({ display_status: 'pending_paylater', can_review: false, slip: null });
    expect(row(failed.payment.id)).toMatchObject({ display_status: 'failed', status: PAYMENT_STATUS.FAIL, can_update_to_success: true, can_review: false });
    expect(row(paid.payment.id)).toMatchObject({ display_status: 'validated', can_regenerate_invoice: true, can_update_to_success: false });
    expect(row(cancelled.payment.id)).toMatchObject({ display_status: 'cancelled', can_update_to_success: false });
  });

  it('filters on the status and the reference, and refuses bad filters and other roles', async () => {
    const fails = await listPayments({ actor: admin, filter: { status: PAYMENT_STATUS.FAIL } });
    expect(fails.rows.every((r) => r.status === PAYMENT_STATUS.FAIL)).toBe(true);
    expect(fails.total).toBe(2);
    const one = fails.rows[0]!;
    const byRef = await listPayments({ actor: superAdmin, filter: { q: one.reference.toLowerCase() } });
    expect(byRef.rows.map((r) => r.id)).toEqual([one.id]);
    expect((await caught(listPayments({ actor: admin, filter: { status: 9 } }))).status).toBe(400);
    for (const actor of [customer, agent]) expect((await caught(listPayments({ actor }))).status).toBe(403);
    expect((await getPayment({ actor: admin, id: one.id })).reference).toBe(one.reference);
    expect((await caught(getPayment({ actor: admin, id: 999_999 }))).status).toBe(404);
  });
});

describe('rejectSlip (G-24, ORD-61..63)', () => {
  it('needs a reason and changes nothing without one', async () => {
    const { payment, slip } = await buildPayment({ user: customer, state: 'slip' });
    const error = await caught(rejectSlip({ actor: admin, reference: payment.reference, reason: '  ' }));
    expect([error.status, error.messageKey, error.fieldErrors.reason]).toEqual([422, 'payments:reject_fail', ['payments:validation.reason_required']]);
    expect((await PaymentSlip.findByPk(slip!.id))!.status).toBe(SLIP_STATUS.SUBMITTED);
  });

  it('rejects the slip with the reason: payment Pending PayLater again, applications back to Renewal Ordered with history, audited', async () => {
    const { order, payment, slip, application } = await buildPayment({ user: customer, state: 'slip' });
    const before = Date.now();
    const result = await rejectSlip({ actor: admin, reference: order.reference.toLowerCase(), reason: 'The amount does not match the order total.' });
    expect(result.message).toBe('payments:reject_success');
    expect(result.payment).toMatchObject({ display_status: 'pending_paylater', can_review: false, status: PAYMENT_STATUS.PENDING });
    const stored = (await PaymentSlip.findByPk(slip!.id))!;
    expect(stored).toMatchObject({ status: SLIP_STATUS.REJECTED, reject_reason: 'The amount does not match the order total.', reviewed_by: admin.id });
    expect((await Application.findByPk(application.id))!.status_id).toBe(APPLICATION_STATUS.RENEWAL_ORDERED);
    const history = await ApplicationHistory.findOne({ where: { application_id: application.id }, order: [['id', 'DESC']] });
    expect(history).toMatchObject({ user_id: admin.id, message: 'Slip rejected: The amount does not match the order total.' });
    const reopened = (await Order.findByPk(order.id))!;
    expect(reopened.status).toBe(ORDER_STATUS.PENDING);
    expect(new Date(reopened.expires_at!).getTime()).toBeGreaterThan(before + 6 * 86_400_000);
    expect((await lastAudit('payment.reject'))).toMatchObject({ actor_id: admin.id, target_id: String(payment.id) });

    const again = await caught(rejectSlip({ actor: admin, reference: order.reference, reason: 'Twice' }));
    expect([again.status, again.messageKey]).toEqual([409, 'payments:review.not_pending']);
  });

  it('is never offered for Pending PayLater (no slip) and is for SA and AD only', async () => {
    const { order } = await buildPayment({ user: customer, state: 'paylater' });
    expect((await caught(rejectSlip({ actor: admin, reference: order.reference, reason: 'No slip here' }))).messageKey).toBe('payments:review.not_pending');
    expect((await caught(verifySlip({ actor: admin, reference: order.reference }))).messageKey).toBe('payments:review.not_pending');
    expect((await caught(rejectSlip({ actor: accountant, reference: order.reference, reason: 'No rights' }))).status).toBe(403);
    expect((await caught(verifySlip({ actor: accountant, reference: order.reference }))).status).toBe(403);
    expect((await caught(rejectSlip({ actor: admin, reference: 'NOSUCHREF234', reason: 'Unknown order' }))).status).toBe(404);
  });
});

describe('updateToSuccess and regenerateInvoice: their own rules (G-14)', () => {
  it('updateToSuccess needs the provider reference and a failed payment', async () => {
    const failed = await buildPayment({ user: customer, state: 'failed' });
    const paid = await buildPayment({ user: customer, state: 'paid' });
    const missing = await caught(updateToSuccess({ actor: admin, reference: failed.order.reference, providerRef: '' }));
    expect([missing.status, missing.fieldErrors.provider_ref]).toEqual([422, ['payments:validation.provider_ref_required']]);
    const bad = await caught(updateToSuccess({ actor: admin, reference: failed.order.reference, providerRef: 'pi 123; drop' }));
    expect(bad.fieldErrors.provider_ref).toEqual(['payments:validation.provider_ref_invalid']);
    const notFailed = await caught(updateToSuccess({ actor: admin, reference: paid.order.reference, providerRef: 'pi_123' }));
    expect([notFailed.status, notFailed.messageKey]).toEqual([409, 'payments:update_to_success_not_failed']);
    const cancelled = await buildPayment({ user: customer, state: 'cancelled' });
    await Order.update({ status: ORDER_STATUS.CANCELLED }, { where: { id: cancelled.order.id } });
    await Payment.update({ status: PAYMENT_STATUS.FAIL }, { where: { id: cancelled.payment.id } });
    expect((await caught(updateToSuccess({ actor: admin, reference: cancelled.order.reference, providerRef: 'pi_123' }))).messageKey).toBe('payments:update_to_success_not_failed');
    expect((await caught(updateToSuccess({ actor: accountant, reference: failed.order.reference, providerRef: 'pi_123' }))).status).toBe(403);
    expect((await Payment.findByPk(failed.payment.id))!.status).toBe(PAYMENT_STATUS.FAIL);
  });

  it('regenerateInvoice is for successful payments only', async () => {
    const failed = await buildPayment({ user: customer, state: 'failed' });
    const error = await caught(regenerateInvoice({ actor: admin, reference: failed.order.reference }));
    expect([error.status, error.messageKey]).toEqual([409, 'payments:regenerate_not_paid']);
    // G-06 (ADR 048): accountants may regenerate, under the same rule.
    expect((await caught(regenerateInvoice({ actor: accountant, reference: failed.order.reference }))).status).toBe(409);
  });
});

describe('an accountant reads payments (G-06, ADR 048)', () => {
  it('gets the rows with no review, update-to-success or refund action and no receipt link; regenerate stays theirs', async () => {
    const { order: slipOrder } = await buildPayment({ user: customer, state: 'slip' });
    const failed = await buildPayment({ user: customer, state: 'failed' });
    const paid = await buildPayment({ user: customer, state: 'paid' });
    const byRef = async (actor: User, reference: string) => (await listPayments({ actor, filter: { q: reference } })).rows[0]!;
    const asAdmin = await byRef(admin, slipOrder.reference);
    const asAccountant = await byRef(accountant, slipOrder.reference);
    expect([asAdmin.can_review, asAdmin.slip?.url !== null]).toEqual([true, true]);
    expect([asAccountant.can_review, asAccountant.slip?.url, asAccountant.slip?.ref_no]).toEqual([false, null, asAdmin.slip?.ref_no]);
    expect([(await byRef(admin, failed.order.reference)).can_update_to_success, (await byRef(accountant, failed.order.reference)).can_update_to_success]).toEqual([true, false]);
    expect((await byRef(accountant, paid.order.reference)).can_regenerate_invoice).toBe(true);
    expect((await getPayment({ actor: accountant, id: asAdmin.id })).can_review).toBe(false);
    const regenerated = await regenerateInvoice({ actor: accountant, reference: paid.order.reference });
    expect(regenerated.message).toBe('payments:regenerate_success');
    expect(regenerated.payment.can_review).toBe(false);
  });
});

describe('readPaymentSlip (ORD-64, G-45)', () => {
  it('streams the slip from storage with its content type, for SA and AD only', async () => {
    const { payment, slip } = await buildPayment({ user: customer, state: 'slip' });
    const file = await readPaymentSlip({ actor: admin, paymentId: payment.id });
    expect(file.mime).toBe('image/png');
    expect(file.buffer.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(file.filename).toBe(`${slip!.ref_no}.png`);
    expect((await readPaymentSlip({ actor: superAdmin, paymentId: payment.id, slipId: slip!.id })).mime).toBe('image/png');
    expect((await caught(readPaymentSlip({ actor: admin, paymentId: payment.id, slipId: slip!.id + 1000 }))).status).toBe(404);
    expect((await caught(readPaymentSlip({ actor: accountant, paymentId: payment.id }))).status).toBe(403);
    await world.storage.remove(slip!.file);
    expect((await caught(readPaymentSlip({ actor: admin, paymentId: payment.id }))).messageKey).toBe('payments:slip_not_found');
  });
});

describe('listOrders / getOrder (ORD-73, G-46)', () => {
  it('lists orders with e-mail, line count, amounts, method and statuses; searches, filters and sorts', async () => {
    const { rows, total } = await listOrders({ actor: admin, limit: 50 });
    expect(total).toBeGreaterThanOrEqual(8);
    expect(rows[0]).toMatchObject({ lines: 1, fee: '1450.00', discount_amount: '0.00', total: '1450.00' });
    expect(rows[0]!.email).toMatch(/@example\.test$/);
    const failed = await listOrders({ actor: admin, filter: { status: ORDER_STATUS.FAILED, payment_method: 'stripe' } });
    expect(failed.rows.every((r) => r.status === ORDER_STATUS.FAILED && r.payment_method === 'stripe' && r.payment_status === 'failed')).toBe(true);
    const target = rows[3]!;
    expect((await listOrders({ actor: admin, filter: { q: target.reference } })).rows.map((r) => r.id)).toEqual([target.id]);
    const byEmail = await listOrders({ actor: admin, filter: { q: target.email!.toUpperCase() } });
    expect(byEmail.total).toBe(total);
    const sorted = await listOrders({ actor: admin, sort: { field: 'user.email', order: 'ASC' } });
    expect(sorted.rows.length).toBeGreaterThan(0);
    expect((await caught(listOrders({ actor: admin, filter: { payment_method: 'cash' } }))).status).toBe(400);
    // G-06 (ADR 048): accountants read the orders.
    expect((await listOrders({ actor: accountant })).total).toBe(total);
  });

  it('shows one order with its lines, payment and slips', async () => {
    const { order, slip } = await buildPayment({ user: customer, state: 'slip' });
    const detail = await getOrder({ actor: admin, id: order.id });
    expect(detail.items).toEqual([expect.objectContaining({ service_id: 3, type_id: 1, country: 'Malaysia', filing_no: `TM${order.reference}`, fee: '1450.00', application_reference: `${order.reference}-1` })]);
    expect(detail.payment?.display_status).toBe('pending_verification');
    expect(detail.slips.map((s) => s.id)).toEqual([slip!.id]);
    expect(detail.settlements).toEqual([]);
    expect((await caught(getOrder({ actor: admin, id: 999_999 }))).status).toBe(404);
  });

  it("lists the order's settlements (SET-3): reference, agent, proof status and amounts", async () => {
    const settlementAgent = await buildAgent({ commission_rate: '30.00' } as never);
    const job = await buildSettlementJob({ user: customer, agent: settlementAgent, method: 'paylater' });
    await completeApplication({ actor: customer, applicationId: job.application.id });
    const detail = await getOrder({ actor: accountant, id: job.order.id });
    expect(detail.settlements).toEqual([
      expect.objectContaining({ reference: job.application.reference, agent_name: settlementAgent.name, proof_status_key: 'settlements:proof_status.pending_upload', total: '2265.00', is_settled: false, paid_at: null }),
    ]);
  });
});

describe('listInvoices (ORD-70)', () => {
  it('lists the successful payments with reference, paypal_ref, e-mail, total and the authorised download, for SA, AD and AC', async () => {
    const result = await listInvoices({ actor: accountant, limit: 50 });
    expect(result.rows.length).toBeGreaterThan(0);
    expect(result.rows.every((r) => r.paypal_ref?.startsWith('pi_') && r.download_url === `/storage/uploads/invoice/${r.reference}-invoice.pdf`)).toBe(true);
    const one = result.rows[0]!;
    expect(one.email).toMatch(/@example\.test$/);
    expect((await listInvoices({ actor: admin, filter: { q: one.paypal_ref! } })).rows.map((r) => r.id)).toEqual([one.id]);
    expect((await listInvoices({ actor: superAdmin, filter: { q: one.email! } })).total).toBe(result.total);
    for (const actor of [customer, agent]) expect((await caught(listInvoices({ actor }))).status).toBe(403);
  });

  it('filters by the payment day in Kuala Lumpur (from / to inclusive; G-47 invoices this month) and refuses bad ranges', async () => {
    const [one] = (await listInvoices({ actor: accountant, limit: 1 })).rows;
    await Payment.update({ created_at: new Date('2026-03-31T16:30:00Z') }, { where: { id: one!.id } }); // 1 April 00:30 in Kuala Lumpur
    expect((await listInvoices({ actor: accountant, filter: { from: '2026-04-01', to: '2026-04-01' } })).rows.map((r) => r.id)).toEqual([one!.id]);
    expect((await listInvoices({ actor: accountant, filter: { from: '2026-03-01', to: '2026-03-31' } })).rows.map((r) => r.id)).not.toContain(one!.id);
    expect((await listInvoices({ actor: accountant, filter: { from: '2026-04-02' } })).rows.map((r) => r.id)).not.toContain(one!.id);
    for (const filter of [{ from: '2026-02-31' }, { from: '2026-04-02', to: '2026-04-01' }, { to: 'today' }]) {
      expect((await caught(listInvoices({ actor: accountant, filter }))).status).toBe(400);
    }
  });
});
