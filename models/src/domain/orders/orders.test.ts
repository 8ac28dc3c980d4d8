import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assertOrderAmountsAddUp, buildAgent, buildCartLines, buildCartSearch, buildCustomer, buildStaff, buildVoucher, caught, countryId, DOCX, JPG, openTestWorld, PDF, PNG, queriesOf, type TestWorld, type User } from '../../testing/index';
import { APPLICATION_STATUS, ORDER_STATUS, PAYMENT_STATUS, ROLE, SERVICE, SLIP_STATUS } from '../../constants/index';
import { Application } from '../../models/application';
import { ApplicationHistory } from '../../models/application-history';
import { AuditMail, AUDIT_MAIL_STATUS } from '../../models/audit-mail';
import { CartItem } from '../../models/cart-item';
import { Classification } from '../../models/classification';
import { Configuration } from '../../models/configuration';
import { IpRecord } from '../../models/ip-record';
import { Order } from '../../models/order';
import { OrderItem } from '../../models/order-item';
import { Payment } from '../../models/payment';
import { PaymentSlip } from '../../models/payment-slip';
import { Product } from '../../models/product';
import { ProductService } from '../../models/product-service';
import { VoucherRedemption } from '../../models/voucher-redemption';
import { Whitelist } from '../../models/whitelist';
import { getStorage } from '../../storage/index';
import {
  cancelOrder,
  checkApplication,
  checkPaymentFile,
  choosePayLater,
  createOrder,
  expirePayLaterOrders,
  failOrder,
  fulfilOrder,
  getOrderReceipt,
  listMyOrders,
  canPayBypass,
  payBypass,
  payLaterReminders,
  submitSlip,
} from './index';
import { reminderMailType } from '../invoices/index';
import { SYSTEM } from '../kernel/index';

let world: TestWorld;
let customer: User;
let otherCustomer: User;
let admin: User;
let agent: User;
let MY: number;
beforeAll(async () => {
  world = await openTestWorld();
  customer = await buildCustomer();
  otherCustomer = await buildCustomer();
  admin = await buildStaff(ROLE.ADMIN);
  agent = await buildAgent();
  MY = await countryId('MY');
}, 180_000);
afterAll(async () => world?.close());
// Issue 11: after every test, each order it created adds up (items − discount = to pay = charged).
afterEach(() => assertOrderAmountsAddUp());

const DAY = 86_400_000;
const voucherOf = (voucher: { id: number; code: string }) => ({ voucherCode: voucher.code, voucherId: voucher.id });
const slipInput = (reference: string, over: Record<string, unknown> = {}) => ({
  actor: customer,
  reference,
  ref_no: 'MBB123456',
  amount_paid: '50.00',
  file: { buffer: PNG, filename: 'slip.png', mime: 'image/png' },
  ...over,
});
const appsOf = async (orderId: number) => {
  const items = await OrderItem.findAll({ where: { order_id: orderId }, order: [['id', 'ASC']] });
  return Application.findAll({ where: { id: items.map((i) => i.application_id!).filter(Boolean) }, order: [['id', 'ASC']] });
};

describe('createOrder and the pre-check (ORD-35..38, ORD-41, G-38)', () => {
  it('snapshots the selected lines into a pending order with a random reference and a pending payment; the cart keeps them', async () => {
    const lines = await buildCartLines(customer, 2);
    const order = await createOrder({ actor: customer, cartIds: lines.map((l) => l.id) });
    expect(order.reference).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    expect(order).toMatchObject({ status: ORDER_STATUS.PENDING, discount_amount: '0.00', paid_amount: '0.00', service: { id: SERVICE.RENEWAL }, type: { id: 1 } });
    const fee = (Number(lines[0]!.fee) + Number(lines[1]!.fee)).toFixed(2);
    expect(order.fee).toBe(fee);
    expect(order.total).toBe(fee);
    expect(order.items.map((i) => i.cart_item_id)).toEqual(lines.map((l) => l.id));
    expect(order.items[0]).toMatchObject({ filing_no: lines[0]!.filing_no, fee: lines[0]!.fee, country_name: expect.any(String) });
    const payment = await Payment.findOne({ where: { order_id: order.id } });
    expect(payment).toMatchObject({ status: PAYMENT_STATUS.PENDING, reference: order.reference });
    expect(await CartItem.count({ where: { id: lines.map((l) => l.id) } })).toBe(2);
    const second = await createOrder({ actor: customer, cartIds: lines.map((l) => l.id) });
    expect(second.reference).not.toBe(order.reference);
  });

  it('takes the voucher discount, and refuses a charge under RM 2.00 after it with nothing kept (⚑AMB-34)', async () => {
    const lines = await buildCartLines(customer);
    const voucher = await buildVoucher({ value: '10.00' });
    const order = await createOrder({ actor: customer, cartIds: [lines[0]!.id], voucherCode: voucher.code, voucherId: voucher.id });
    expect(order.discount_amount).toBe('10.00');
    expect(order.total).toBe((Number(lines[0]!.fee) - 10).toFixed(2));
    expect(order.voucher).toMatchObject({ id: voucher.id });
    expect(await VoucherRedemption.count({ where: { order_id: order.id } })).toBe(1);

    const near = await buildVoucher({ value: (Number(lines[0]!.fee) - 1).toFixed(2) });
    const before = await Order.count();
    const error = await caught(createOrder({ actor: customer, cartIds: [lines[0]!.id], voucherCode: near.code, voucherId: near.id }));
    expect(error.messageKey).toBe('orders:checkout.minimum_total');
    expect(await Order.count()).toBe(before);
    expect((await near.reload()).amount_used).toBe(0);
  });

  it('redeems a voucher only by its code: an id alone or with another code is refused as an unknown code, nothing kept', async () => {
    const [line] = await buildCartLines(customer);
    const theirs = await buildVoucher({ value: '10.00' });
    const mine = await buildVoucher({ value: '10.00' });
    const before = await Order.count();
    for (const input of [{ voucherId: theirs.id }, { voucherId: theirs.id, voucherCode: mine.code }, { voucherId: 999_999, voucherCode: mine.code }, { voucherCode: 'NOPE9999' }]) {
      const error = await caught(createOrder({ actor: customer, cartIds: [line!.id], ...input }));
      expect([error.status, error.messageKey], JSON.stringify(input)).toEqual([404, 'vouchers:apply.not_found']);
    }
    expect(await Order.count()).toBe(before);
    expect([(await theirs.reload()).amount_used, (await mine.reload()).amount_used]).toEqual([0, 0]);
    // The code alone, or with its own id, works: the voucher is resolved from the code.
    const order = await createOrder({ actor: customer, cartIds: [line!.id], voucherCode: ` ${mine.code.toLowerCase()} ` });
    expect(order.voucher).toMatchObject({ id: mine.id });
    expect(order.discount_amount).toBe('10.00');
  });

  it('refuses another customer’s lines, an empty selection and non-customers', async () => {
    const lines = await buildCartLines(customer);
    expect((await caught(createOrder({ actor: otherCustomer, cartIds: [lines[0]!.id] }))).status).toBe(404);
    expect((await caught(createOrder({ actor: customer, cartIds: [] }))).messageKey).toBe('orders:checkout.select_item');
    expect((await caught(createOrder({ actor: admin, cartIds: [lines[0]!.id] }))).status).toBe(403);
    expect((await caught(createOrder({ actor: customer, cartIds: ['x'] }))).messageKey).toBe('orders:checkout.fail');
  });

  it('re-prices every line: a changed price is written to the cart and the check fails (ORD-35)', async () => {
    const [line] = await buildCartLines(customer);
    const right = line!.fee;
    await line!.update({ fee: '1.00' });
    const error = await caught(checkApplication({ actor: customer, cartIds: [line!.id] }));
    expect(error.messageKey).toBe('orders:checkout.price_changed');
    expect((await line!.reload()).fee).toBe(right);
    expect((await checkApplication({ actor: customer, cartIds: [line!.id] })).lines).toHaveLength(1);
  });
});

describe('pay later, slip, verification (ORD-47..58, G-23, G-32)', () => {
  let reference: string;
  let orderId: number;
  let cartIds: number[];

  it('keeps the order pending on pay later, creates the IP records and Renewal Ordered applications and empties the cart', async () => {
    const lines = await buildCartLines(customer, 2);
    cartIds = lines.map((l) => l.id);
    const created = await createOrder({ actor: customer, cartIds });
    reference = created.reference;
    orderId = created.id;
    const before = Date.now();
    const order = await choosePayLater({ actor: customer, reference });
    expect(order).toMatchObject({ status: ORDER_STATUS.PENDING, payment_method: 'paylater', payment_status: 'pending_paylater' });
    const expires = new Date(order.expires_at!).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY + 1000);
    const apps = await appsOf(orderId);
    expect(apps.map((a) => a.reference)).toEqual([`${reference}-1`, `${reference}-2`]);
    expect(apps.every((a) => a.status_id === APPLICATION_STATUS.RENEWAL_ORDERED && a.agent_id === null)).toBe(true);
    expect(order.items[0]!.application).toMatchObject({ status_label: 'Pending Payment' });
    const ip = await IpRecord.findByPk(apps[0]!.ip_id);
    expect(ip).toMatchObject({ user_id: customer.id, filing_no: lines[0]!.filing_no, fee: lines[0]!.fee, model_type: 'ip' });
    expect(apps[0]!.extra).toMatchObject({ cost_type: lines[0]!.fee_type });
    expect(await ApplicationHistory.count({ where: { application_id: apps[0]!.id } })).toBe(1);
    expect(await CartItem.count({ where: { id: cartIds } })).toBe(0);
    // Again: nothing more happens.
    await choosePayLater({ actor: customer, reference });
    expect(await appsOf(orderId)).toHaveLength(2);
    expect((await caught(choosePayLater({ actor: otherCustomer, reference }))).messageKey).toBe('orders:paylater.fail');
  });

  it('shows the bank-transfer details, Upload Slip, Pay Now and Cancel on the receipt', async () => {
    const receipt = await getOrderReceipt({ actor: customer, reference });
    expect(receipt.bank_transfer).toMatchObject({ bank_name: expect.any(String), account_no: expect.any(String) });
    expect(receipt).toMatchObject({ can_upload_slip: true, can_cancel: true, can_pay_now: true });
    expect((await caught(getOrderReceipt({ actor: otherCustomer, reference }))).status).toBe(404);
    expect(await checkPaymentFile({ actor: customer, reference })).toEqual({ exists: false });
  });

  it('validates the slip with the spec’s messages and changes nothing (ORD-53..55)', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ ref_no: '' }, { ref_no: ['orders:slip.ref_no_required'] }],
      [{ amount_paid: 'abc' }, { amount_paid: ['orders:slip.amount_numeric'] }],
      [{ amount_paid: '-50' }, { amount_paid: ['orders:slip.amount_positive'] }],
      [{ amount_paid: '0' }, { amount_paid: ['orders:slip.amount_positive'] }],
      [{ amount_paid: '' }, { amount_paid: ['orders:slip.amount_required'] }],
      [{ file: null }, { file: ['orders:slip.file_required'] }],
      [{ file: { buffer: Buffer.from('GIF89a....'), filename: 'slip.png' } }, { file: ['orders:slip.file_type'] }],
      [{ file: { buffer: DOCX, filename: 'slip.pdf' } }, { file: ['orders:slip.file_type'] }],
      [{ file: { buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), filename: 'big.png' } }, { file: ['orders:slip.file_size'] }],
    ];
    for (const [over, fieldErrors] of cases) {
      const error = await caught(submitSlip(slipInput(reference, over)));
      expect(error.messageKey, JSON.stringify(over)).toBe('orders:slip.submit_fail');
      expect(error.fieldErrors).toMatchObject(fieldErrors);
    }
    expect(await PaymentSlip.count()).toBe(0);
  });

  it('stores the slip by content under slips/{reference}/, moves the applications to Pending Verification and takes no second slip', async () => {
    const result = await submitSlip(slipInput(reference, { file: { buffer: PDF, filename: 'slip.png', mime: 'image/png' } }));
    expect(result.message).toBe('orders:slip.submit_success');
    expect(result.order).toMatchObject({ payment_status: 'pending_verification', has_pending_slip: true });
    const slip = await PaymentSlip.findOne({ order: [['id', 'DESC']] });
    expect(slip).toMatchObject({ ref_no: 'MBB123456', amount_paid: '50.00', status: SLIP_STATUS.SUBMITTED, mime: 'application/pdf' });
    expect(slip!.file).toMatch(new RegExp(`^slips/${reference}/[0-9a-f]{32}\\.pdf$`));
    expect(await getStorage().exists(slip!.file)).toBe(true);
    expect((await appsOf(orderId)).every((a) => a.status_id === APPLICATION_STATUS.PENDING_VERIFICATION)).toBe(true);
    expect(await checkPaymentFile({ actor: customer, reference })).toEqual({ exists: true });
    expect(await checkPaymentFile({ actor: admin, reference })).toEqual({ exists: true });
    expect((await caught(checkPaymentFile({ actor: otherCustomer, reference }))).status).toBe(404);

    const again = await caught(submitSlip(slipInput(reference, { file: { buffer: JPG, filename: 'x.jpg' } })));
    expect(again.messageKey).toBe('orders:slip.submit_fail');
    expect(await PaymentSlip.count()).toBe(1);
    const other = await caught(submitSlip({ ...slipInput(reference), actor: otherCustomer }));
    expect(other.messageKey).toBe('orders:slip.submit_fail');
    const receipt = await getOrderReceipt({ actor: customer, reference });
    expect(receipt).toMatchObject({ can_upload_slip: false, can_cancel: false });
  });

  it('cannot be cancelled once a slip waits (ORD-65): Failed to cancel order #{id}', async () => {
    const error = await caught(cancelOrder({ actor: customer, orderId }));
    expect(error.messageKey).toBe('orders:cancel.fail');
    expect(error.params).toEqual({ id: orderId });
    expect((await Order.findByPk(orderId))!.status).toBe(ORDER_STATUS.PENDING);
  });

  it('fulfils on verification: payment Success, default agent → In Progress, else Pending Assign; a second call changes nothing', async () => {
    const renewalTm = await ProductService.findOne({ where: { service_id: SERVICE.RENEWAL, type_id: 1 }, include: [{ model: Product, as: 'product', where: { country_id: MY } }] });
    await renewalTm!.update({ default_agent_id: agent.id });
    const result = await fulfilOrder({ reference, method: 'paylater', providerRef: 'MBB123456', actor: admin });
    expect(result.fulfilled).toBe(true);
    expect(result.order).toMatchObject({ status: ORDER_STATUS.PAID, payment_method: 'paylater' });
    expect(result.order.paid_amount).toBe(result.order.total);
    expect(result.order.paid_at).toBeInstanceOf(Date);
    const payment = await Payment.findOne({ where: { order_id: orderId } });
    expect(payment).toMatchObject({ status: PAYMENT_STATUS.SUCCESS, paypal_ref: 'MBB123456', is_verify: true, paid_amount: result.order.total });
    const apps = await appsOf(orderId);
    expect(apps.map((a) => [a.status_id, a.agent_id])).toEqual([
      [APPLICATION_STATUS.IN_PROGRESS, agent.id],
      [APPLICATION_STATUS.IN_PROGRESS, agent.id],
    ]);
    expect(await ApplicationHistory.count({ where: { application_id: apps[0]!.id } })).toBe(3);
    // G-30: the default agent is told of each job, once.
    const jobMails = async () => (await AuditMail.findAll({ where: { mailable_type: 'job_assigned' } })).filter((m) => apps.some((a) => a.reference === m.reference));
    expect((await jobMails()).map((m) => m.reference).sort()).toEqual(apps.map((a) => a.reference).sort());
    const again = await fulfilOrder({ reference, method: 'stripe', providerRef: 'pi_other', actor: SYSTEM });
    expect(await jobMails()).toHaveLength(apps.length);
    expect(again.fulfilled).toBe(false);
    expect((await Payment.findOne({ where: { order_id: orderId } }))!.paypal_ref).toBe('MBB123456');
    expect(await ApplicationHistory.count({ where: { application_id: apps[0]!.id } })).toBe(3);
    const receipt = await getOrderReceipt({ actor: customer, reference });
    expect(receipt.order.payment_status).toBe('validated');
    expect(receipt).toMatchObject({ bank_transfer: null, can_upload_slip: false, can_cancel: false, can_pay_now: false });
    expect((await caught(cancelOrder({ actor: customer, orderId }))).messageKey).toBe('orders:cancel.fail');
    await renewalTm!.update({ default_agent_id: null });
  });
});

describe('card orders, IP matching and requests (G-25, G-30, G-32, G-33)', () => {
  it('links a line to the customer’s own IP with the same number, creates the rest, Pending Assign without a default agent', async () => {
    const [line] = await buildCartLines(customer);
    const mine = await IpRecord.create({ user_id: customer.id, type_id: 1, country_id: MY, filing_no: line!.filing_no });
    const theirs = await IpRecord.create({ user_id: otherCustomer.id, type_id: 1, country_id: MY, filing_no: line!.filing_no });
    const search = await buildCartSearch(customer);
    const order = await createOrder({ actor: customer, cartIds: [line!.id, search.id] });
    expect(order.service).toBeNull();
    const result = await fulfilOrder({ reference: order.reference, method: 'stripe', providerRef: 'pi_123', paidAmount: order.total, actor: SYSTEM });
    expect(result.fulfilled).toBe(true);
    const apps = await appsOf(order.id);
    expect(apps).toHaveLength(2);
    expect(apps[0]).toMatchObject({ ip_id: mine.id, status_id: APPLICATION_STATUS.PENDING_ASSIGN, agent_id: null, reference: `${order.reference}-1`, service_id: SERVICE.RENEWAL });
    expect(apps[0]!.ip_id).not.toBe(theirs.id);
    expect((await mine.reload()).fee).toBe(line!.fee);
    const searchIp = await IpRecord.findByPk(apps[1]!.ip_id);
    expect(searchIp).toMatchObject({ model_type: 'search', description: 'Word mark KOPI SENJA' });
    expect(apps[1]).toMatchObject({ model_type: 'search', service_id: SERVICE.SEARCH });
    expect(await Classification.count({ where: { application_id: apps[1]!.id, ip_id: searchIp!.id } })).toBe(2);
    expect(await CartItem.count({ where: { id: [line!.id, search.id] } })).toBe(0);
  });

  it('fails a card payment (Failed, payment Fail) and still accepts a later success', async () => {
    const [line] = await buildCartLines(customer);
    const order = await createOrder({ actor: customer, cartIds: [line!.id] });
    const failed = await failOrder({ actor: SYSTEM, reference: order.reference, reason: 'card_declined' });
    expect(failed.failed).toBe(true);
    expect(failed.order.status).toBe(ORDER_STATUS.FAILED);
    expect(await Payment.findOne({ where: { order_id: order.id } })).toMatchObject({ status: PAYMENT_STATUS.FAIL, failure_reason: 'card_declined' });
    expect(await CartItem.count({ where: { id: line!.id } })).toBe(1);
    expect((await fulfilOrder({ reference: order.reference, method: 'stripe', providerRef: 'pi_late', actor: SYSTEM })).fulfilled).toBe(true);
    expect((await failOrder({ actor: SYSTEM, reference: order.reference, reason: 'late' })).failed).toBe(false);
    expect(await Payment.findOne({ where: { order_id: order.id } })).toMatchObject({ status: PAYMENT_STATUS.SUCCESS, failure_reason: null });
  });

  it('lets only the system fail an order: a customer cannot fail their own order (issue 12 §1)', async () => {
    const [line] = await buildCartLines(customer);
    const order = await createOrder({ actor: customer, cartIds: [line!.id] });
    const error = await caught(failOrder({ actor: customer as unknown as typeof SYSTEM, reference: order.reference, reason: 'mine' }));
    expect(error.code).toBe('FORBIDDEN');
    expect((await Order.findByPk(order.id))!.status).toBe(order.status);
  });

  it('keeps a pay-later order on pay later when its card attempt fails (G-64)', async () => {
    const [line] = await buildCartLines(customer);
    const order = await createOrder({ actor: customer, cartIds: [line!.id] });
    await choosePayLater({ actor: customer, reference: order.reference });
    await Order.update({ payment_method: 'stripe' }, { where: { id: order.id } });
    await failOrder({ actor: SYSTEM, reference: order.reference, reason: 'expired_session' });
    const receipt = await getOrderReceipt({ actor: customer, reference: order.reference });
    expect(receipt.order).toMatchObject({ status: ORDER_STATUS.PENDING, payment_method: 'paylater', payment_status: 'pending_paylater' });
    expect(receipt.can_upload_slip).toBe(true);
  });
});

describe('cancel, expiry and reminders (ORD-65..68, G-23, G-49)', () => {
  it('cancels the owner’s Renewal Ordered order: applications Cancelled, voucher released; others cannot', async () => {
    const [line] = await buildCartLines(customer);
    const voucher = await buildVoucher();
    const order = await createOrder({ actor: customer, cartIds: [line!.id], voucherCode: voucher.code, voucherId: voucher.id });
    await choosePayLater({ actor: customer, reference: order.reference });
    const denied = await caught(cancelOrder({ actor: otherCustomer, orderId: order.id }));
    expect(denied.messageKey).toBe('orders:cancel.fail');
    expect(denied.params).toEqual({ id: order.id });
    const result = await cancelOrder({ actor: customer, orderId: order.id });
    expect(result.message).toBe('orders:cancel.success');
    expect(result.order).toMatchObject({ status: ORDER_STATUS.CANCELLED, payment_status: 'cancelled' });
    expect((await appsOf(order.id)).map((a) => a.status_id)).toEqual([APPLICATION_STATUS.CANCELLED]);
    expect(await VoucherRedemption.count({ where: { order_id: order.id } })).toBe(0);
    // ORD-71: the payment of a cancelled order no longer waits (Fail, not Pending).
    expect(await Payment.findOne({ where: { order_id: order.id } })).toMatchObject({ status: PAYMENT_STATUS.FAIL, failure_reason: 'cancelled' });
    expect((await caught(cancelOrder({ actor: customer, orderId: order.id }))).messageKey).toBe('orders:cancel.fail');
    expect((await fulfilOrder({ reference: order.reference, method: 'stripe', actor: SYSTEM })).fulfilled).toBe(false);
  });

  it('gives a cancelled or expired order’s voucher use back, so another customer can take the last one (G-23, G-29)', async () => {
    const last = await buildVoucher({ quantity: 1 });
    const [mine] = await buildCartLines(customer);
    const [theirs] = await buildCartLines(otherCustomer);
    const held = await createOrder({ actor: customer, cartIds: [mine!.id], voucherCode: last.code, voucherId: last.id });
    await choosePayLater({ actor: customer, reference: held.reference });
    expect((await caught(createOrder({ actor: otherCustomer, cartIds: [theirs!.id], voucherCode: last.code }))).messageKey).toBe('vouchers:apply.fully_claimed');
    await cancelOrder({ actor: customer, orderId: held.id });
    expect((await last.reload()).amount_used).toBe(0);
    const taken = await createOrder({ actor: otherCustomer, cartIds: [theirs!.id], voucherCode: last.code });
    expect((await last.reload()).amount_used).toBe(1);
    await choosePayLater({ actor: otherCustomer, reference: taken.reference });
    await expirePayLaterOrders({ actor: SYSTEM, now: new Date(Date.now() + 30 * DAY) });
    expect((await Order.findByPk(taken.id))!.status).toBe(ORDER_STATUS.EXPIRED);
    expect((await last.reload()).amount_used).toBe(0);
    expect(await VoucherRedemption.count({ where: { voucher_id: last.id } })).toBe(0);
  });

  it('does not cancel a card order that never went to pay later', async () => {
    const [line] = await buildCartLines(customer);
    const order = await createOrder({ actor: customer, cartIds: [line!.id] });
    expect((await caught(cancelOrder({ actor: customer, orderId: order.id }))).status).toBe(409);
  });

  it('expires unpaid pay-later orders past expiry (not with a slip waiting) and day-old card orders, releasing vouchers', async () => {
    const payLater = async (withSlip: boolean) => {
      const [line] = await buildCartLines(customer);
      const voucher = await buildVoucher();
      const order = await createOrder({ actor: customer, cartIds: [line!.id], voucherCode: voucher.code, voucherId: voucher.id });
      await choosePayLater({ actor: customer, reference: order.reference });
      if (withSlip) await submitSlip(slipInput(order.reference));
      return order;
    };
    const lapsed = await payLater(false);
    const waiting = await payLater(true);
    // G-64: put on pay later, then Pay Now by card, abandoned on the provider's page.
    const triedCard = await payLater(false);
    await Order.update({ payment_method: 'stripe', provider_session_id: 'cs_test_abandoned' }, { where: { id: triedCard.id } });
    const [cardLine] = await buildCartLines(customer);
    const card = await createOrder({ actor: customer, cartIds: [cardLine!.id], ...voucherOf(await buildVoucher()) });
    const [freshLine] = await buildCartLines(customer);
    const fresh = await createOrder({ actor: customer, cartIds: [freshLine!.id] });
    const now = new Date(Date.now() + 8 * DAY);
    await Order.update({ created_at: new Date(Date.now() - 2 * DAY) }, { where: { id: card.id } });
    await Order.update({ created_at: new Date() }, { where: { id: fresh.id } });

    // Batches of 2 (the job's are 500): the orders found after the first batch are expired too.
    const { expired } = await expirePayLaterOrders({ actor: SYSTEM, now: new Date(Date.now() + 8 * DAY), batchSize: 2 });
    expect(expired).toContain(lapsed.id);
    expect(expired).toContain(card.id);
    expect(expired).toContain(triedCard.id);
    expect((await appsOf(triedCard.id)).map((a) => a.status_id)).toEqual([APPLICATION_STATUS.CANCELLED]);
    expect(expired).not.toContain(waiting.id);
    expect((await Order.findByPk(lapsed.id))!.status).toBe(ORDER_STATUS.EXPIRED);
    expect((await appsOf(lapsed.id)).map((a) => a.status_id)).toEqual([APPLICATION_STATUS.CANCELLED]);
    expect(await VoucherRedemption.count({ where: { order_id: [lapsed.id, card.id] } })).toBe(0);
    expect(await VoucherRedemption.count({ where: { order_id: waiting.id } })).toBe(1);
    expect((await Order.findByPk(waiting.id))!.status).toBe(ORDER_STATUS.PENDING);
    expect(now.getTime()).toBeGreaterThan(0);
    expect((await expirePayLaterOrders({ actor: SYSTEM, now: new Date(Date.now() + 8 * DAY) })).expired.filter((id) => [lapsed.id, card.id].includes(id))).toEqual([]);
  });

  it('lists day-3 and day-6 reminders once (an audit_mails row marks one as sent)', async () => {
    const [line] = await buildCartLines(customer);
    const order = await createOrder({ actor: customer, cartIds: [line!.id] });
    await choosePayLater({ actor: customer, reference: order.reference });
    const mine = async (now: Date) => (await payLaterReminders({ actor: SYSTEM, now, batchSize: 1 })).filter((r) => r.orderId === order.id);
    expect(await mine(new Date(Date.now() + 1 * DAY))).toEqual([]);
    expect(await mine(new Date(Date.now() + 3.2 * DAY))).toEqual([{ orderId: order.id, reference: order.reference, day: 3 }]);
    await AuditMail.create({ reference: order.reference, user_email: 'x@example.test', template: 'paylater-reminder', mailable_type: reminderMailType(3), status: AUDIT_MAIL_STATUS.DELIVERED });
    expect(await mine(new Date(Date.now() + 3.5 * DAY))).toEqual([]);
    expect(await mine(new Date(Date.now() + 6.1 * DAY))).toEqual([{ orderId: order.id, reference: order.reference, day: 6 }]);
    expect(await mine(new Date(Date.now() + 7.5 * DAY))).toEqual([]);
  });
});

describe('bypass, my orders (ORD-44, ORD-51, ORD-59)', () => {
  it('lets only a whitelisted customer bypass: paid with method bypass and 0.00 received', async () => {
    const [line] = await buildCartLines(customer);
    const order = await createOrder({ actor: customer, cartIds: [line!.id] });
    expect((await caught(payBypass({ actor: customer, reference: order.reference }))).messageKey).toBe('orders:checkout.bypass_not_allowed');
    expect((await Order.findByPk(order.id))!.status).toBe(ORDER_STATUS.PENDING);
    expect(await canPayBypass(customer)).toBe(false);
    const user = await (await import('../../models/user')).User.findByPk(customer.id);
    await Whitelist.create({ email: user!.email });
    // The page's answer and the operation's rule are one: only a whitelisted customer.
    expect(await canPayBypass(customer)).toBe(true);
    expect(await canPayBypass({ id: customer.id, role_id: 2 })).toBe(false);
    const result = await payBypass({ actor: customer, reference: order.reference });
    expect(result.order).toMatchObject({ status: ORDER_STATUS.PAID, payment_method: 'bypass', paid_amount: '0.00', payment_status: 'validated' });
    expect(await Payment.findOne({ where: { order_id: order.id } })).toMatchObject({ status: PAYMENT_STATUS.SUCCESS, provider: 'bypass', paid_amount: '0.00' });
    expect((await caught(payBypass({ actor: customer, reference: order.reference }))).messageKey).toBe('orders:checkout.payment_failure');
    await Whitelist.destroy({ where: { email: user!.email } });
  });

  it('pages the customer’s own orders, newest first; a Pay now left at checkout is not listed', async () => {
    const someone = await buildCustomer();
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const [line] = await buildCartLines(someone);
      const order = await createOrder({ actor: someone, cartIds: [line!.id] });
      await choosePayLater({ actor: someone, reference: order.reference });
      ids.push(order.id);
    }
    const [abandonedLine] = await buildCartLines(someone);
    await createOrder({ actor: someone, cartIds: [abandonedLine!.id] });
    const first = await listMyOrders({ actor: someone, page: 1, perPage: 5 });
    expect(first).toMatchObject({ total: 6, page: 1, perPage: 5 });
    expect(first.rows).toHaveLength(5);
    const second = await listMyOrders({ actor: someone, page: 2, perPage: 5 });
    expect(second.rows).toHaveLength(1);
    expect([...first.rows, ...second.rows].map((r) => r.id).sort()).toEqual([...ids].sort());
    expect((await listMyOrders({ actor: someone, perPage: 7 })).perPage).toBe(10);
    // A page reads a fixed number of statements whatever its length (no statement per order).
    const pageOfOne = await queriesOf(() => listMyOrders({ actor: someone, page: 2, perPage: 5 }));
    expect(await queriesOf(() => listMyOrders({ actor: someone, page: 1, perPage: 5 }))).toBe(pageOfOne);
    expect(pageOfOne).toBeLessThanOrEqual(7);
    expect((await listMyOrders({ actor: otherCustomer })).rows.every((r) => !ids.includes(r.id))).toBe(true);
  });

  it('uses the configured expiry days', async () => {
    await Configuration.writeValue('paylater_expiry_days', 3);
    const [line] = await buildCartLines(customer);
    const order = await createOrder({ actor: customer, cartIds: [line!.id] });
    const paylater = await choosePayLater({ actor: customer, reference: order.reference });
    expect(new Date(paylater.expires_at!).getTime()).toBeLessThanOrEqual(Date.now() + 3 * DAY + 1000);
    await Configuration.writeValue('paylater_expiry_days', 7);
  });
});
