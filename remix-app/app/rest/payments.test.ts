import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_STATUS, PaymentSlip, ROLE, SLIP_STATUS, type InvoiceRowJson, type OrderDetailJson, type PaymentRowJson, type User } from '@iprenew/models';
import { buildCustomer, buildPayment, buildStaff, openTestWorld, type TestWorld } from '@iprenew/models/testing';
import { call, cookieFor } from './test-calls';
import * as payments from '~/routes/api+/admin.payments';
import * as paymentOne from '~/routes/api+/admin.payments.$id';
import * as paymentAction from '~/routes/api+/admin.payments.$id.$action';
import * as paymentSlip from '~/routes/api+/admin.payments.$id.slip';
import * as orders from '~/routes/api+/admin.orders';
import * as orderOne from '~/routes/api+/admin.orders.$id';
import * as invoices from '~/routes/api+/admin.invoices';
import * as invoiceOne from '~/routes/api+/admin.invoices.$id';

let world: TestWorld;
let customerUser: User;

let admin: string;
let accountant: string;
let customer: string;
beforeAll(async () => {
  world = await openTestWorld();
  customerUser = await buildCustomer();
  admin = await cookieFor((await buildStaff(ROLE.ADMIN)).id);
  accountant = await cookieFor((await buildStaff(ROLE.ACCOUNTANT)).id);
  customer = await cookieFor(customerUser.id);
}, 120_000);
afterAll(async () => world?.close());

const post = (id: number, action: string, body?: unknown, cookie = admin, lang = 'en') =>
  call(paymentAction.action as never, 'POST', `/api/admin/payments/${id}/${action}`, { cookie, params: { id: String(id), action }, body, lang });

describe('/api/admin/payments (ORD-61..64, ORD-71, ORD-72)', () => {
  it('lists with Content-Range and the status filter; reads one row', async () => {
    const slip = await buildPayment({ user: customerUser, state: 'slip' });
    await buildPayment({ user: customerUser, state: 'failed' });
    const list = await call(payments.loader as never, 'GET', `/api/admin/payments?range=[0,9]&filter=${encodeURIComponent('{"status":2}')}`, { cookie: admin });
    expect(list.headers.get('Content-Range')).toBe('payments 0-0/1');
    expect(((await list.json()) as PaymentRowJson[])[0]).toMatchObject({ reference: slip.order.reference, display_status: 'pending_verification', can_review: true });
    const one = await call(paymentOne.loader as never, 'GET', `/api/admin/payments/${slip.payment.id}`, { cookie: admin, params: { id: String(slip.payment.id) } });
    expect(((await one.json()) as PaymentRowJson).id).toBe(slip.payment.id);
  });

  it('streams the slip with its content type', async () => {
    const { payment, slip } = await buildPayment({ user: customerUser, state: 'slip' });
    const file = await call(paymentSlip.loader as never, 'GET', `/api/admin/payments/${payment.id}/slip?slip=${slip!.id}`, { cookie: admin, params: { id: String(payment.id) } });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer()).slice(0, 4)).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    const denied = await call(paymentSlip.loader as never, 'GET', `/api/admin/payments/${payment.id}/slip`, { cookie: accountant, params: { id: String(payment.id) } });
    expect(denied.status).toBe(403);
    const missing = await call(paymentSlip.loader as never, 'GET', `/api/admin/payments/999999/slip`, { cookie: admin, params: { id: '999999' } });
    expect([missing.status, await missing.json()]).toEqual([404, { message: 'The payment slip could not be found.' }]);
  });

  it('rejects with a reason (422 without one), in the reader’s language', async () => {
    const { payment, slip } = await buildPayment({ user: customerUser, state: 'slip' });
    const noReason = await post(payment.id, 'reject', { reason: '' });
    expect([noReason.status, await noReason.json()]).toEqual([422, { message: 'Payment verification failed to reject.', errors: { reason: 'A reason is required' } }]);
    const ok = await post(payment.id, 'reject', { reason: 'Wrong amount transferred' });
    const body = (await ok.json()) as { message: string; data: PaymentRowJson };
    expect([ok.status, body.data.display_status, body.data.slip?.reject_reason]).toEqual([200, 'pending_paylater', 'Wrong amount transferred']);
    expect((await PaymentSlip.findByPk(slip!.id))!.status).toBe(SLIP_STATUS.REJECTED);
    const again = await post(payment.id, 'verify', undefined, admin, 'ms');
    expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([409, 'Pembayaran ini tiada slip yang menunggu pengesahan.']);
  });

  it('verifies, updates a failed payment to Success and regenerates an invoice', async () => {
    const slip = await buildPayment({ user: customerUser, state: 'slip' });
    const verified = await post(slip.payment.id, 'verify');
    expect(await verified.json()).toMatchObject({ message: 'Payment verified. The order is now paid.', data: { status: PAYMENT_STATUS.SUCCESS } });
    const failed = await buildPayment({ user: customerUser, state: 'failed' });
    const noRef = await post(failed.payment.id, 'update-to-success', {});
    expect(await noRef.json()).toEqual({ message: 'Fail to update the payment to Success.', errors: { provider_ref: 'The provider reference is required' } });
    const updated = await post(failed.payment.id, 'update-to-success', { provider_ref: 'pi_manual_1' });
    expect(await updated.json()).toMatchObject({ data: { status: PAYMENT_STATUS.SUCCESS, paypal_ref: 'pi_manual_1' } });
    const paid = await buildPayment({ user: customerUser, state: 'paid' });
    const regenerated = await post(paid.payment.id, 'regenerate-invoice');
    expect(await regenerated.json()).toMatchObject({ message: 'Invoice regenerated.', data: { invoice_no: paid.payment.invoice_no } });
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  it('answers 401, 403 for customers and for the accountants\' refused actions, 404 for unknown actions', async () => {
    expect((await call(payments.loader as never, 'GET', '/api/admin/payments')).status).toBe(401);
    // G-06 (ADR 048): accountants read the list and may regenerate invoices; review and update stay SA/AD.
    expect((await call(payments.loader as never, 'GET', '/api/admin/payments', { cookie: accountant })).status).toBe(200);
    expect((await call(payments.loader as never, 'GET', '/api/admin/payments', { cookie: customer })).status).toBe(403);
    for (const action of ['verify', 'reject', 'update-to-success', 'mark-refunded']) expect((await post(1, action, {}, accountant)).status).toBe(403);
    expect((await post(1, 'refund')).status).toBe(404);
    expect((await call(paymentAction.loader as never, 'GET', '/api/admin/payments/1/verify', { cookie: admin })).status).toBe(405);
  });
});

describe('/api/admin/orders (ORD-73) and /api/admin/invoices (ORD-70)', () => {
  it('lists and shows orders for SA, AD and — read-only (G-06, ADR 048) — accountants, whose slips carry no receipt link', async () => {
    const { order } = await buildPayment({ user: customerUser, state: 'slip' });
    const list = await call(orders.loader as never, 'GET', `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: order.reference }))}`, { cookie: admin });
    expect(list.headers.get('Content-Range')).toBe('orders 0-0/1');
    const one = await call(orderOne.loader as never, 'GET', `/api/admin/orders/${order.id}`, { cookie: admin, params: { id: String(order.id) } });
    const detail = (await one.json()) as OrderDetailJson;
    expect([detail.items.length, detail.slips.length, detail.payment_status]).toEqual([1, 1, 'pending_verification']);
    expect((await call(orders.loader as never, 'GET', '/api/admin/orders', { cookie: accountant })).status).toBe(200);
    const seen = (await (await call(orderOne.loader as never, 'GET', `/api/admin/orders/${order.id}`, { cookie: accountant, params: { id: String(order.id) } })).json()) as OrderDetailJson;
    expect([detail.slips[0]!.url === null, seen.slips[0]!.url]).toEqual([false, null]);
  });

  it('lists invoices for accountants too, with the download route', async () => {
    const list = await call(invoices.loader as never, 'GET', '/api/admin/invoices?range=[0,49]', { cookie: accountant });
    expect(list.status).toBe(200);
    const rows = (await list.json()) as InvoiceRowJson[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.download_url).toBe(`/storage/uploads/invoice/${rows[0]!.reference}-invoice.pdf`);
    expect((await call(invoices.loader as never, 'GET', '/api/admin/invoices', { cookie: customer })).status).toBe(403);
    const one = await call(invoiceOne.loader as never, 'GET', `/api/admin/invoices/${rows[0]!.id}`, { cookie: accountant, params: { id: String(rows[0]!.id) } });
    expect(((await one.json()) as InvoiceRowJson).reference).toBe(rows[0]!.reference);
    const notPaid = await call(invoiceOne.loader as never, 'GET', '/api/admin/invoices/999999', { cookie: accountant, params: { id: '999999' } });
    expect(notPaid.status).toBe(404);
  });
});
