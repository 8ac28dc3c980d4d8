import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_TYPE, ORDER_STATUS, PAYMENT_STATUS, ROLE, SLIP_STATUS } from '../../constants/index';
import { AUDIT_MAIL_STATUS, AuditMail } from '../../models/audit-mail';
import { Configuration } from '../../models/configuration';
import { Payment } from '../../models/payment';
import { OrderItem } from '../../models/order-item';
import { PaymentSlip } from '../../models/payment-slip';
import { resendAuditMail } from '../../mail/index';
import { fulfilOrder } from '../orders/index';
import { buildAgent, buildCustomer, buildOrder, buildStaff, caught, countryId, openTestWorld, type TestWorld, type User } from '../../testing/index';
import { issueInvoice, readInvoice, sendOrderCancelledEmail, sendPayLaterExpiredEmail, sendPaymentEmail, sendPayLaterReminderEmail, sendSlipRejectedEmail } from './index';
import { SYSTEM } from '../kernel/index';

let world: TestWorld;
let customer: User;
let otherCustomer: User;
let superAdmin: User;
let admin: User;
let accountant: User;
let agent: User;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'iprenew-invoice-domain-'));

beforeAll(async () => {
  world = await openTestWorld({ appUrl: 'https://portal.example' });
  customer = await buildCustomer({ name: 'Tan Ah Kow', company: 'Syarikat Maju Jaya Sdn. Bhd.', address_1: '12 Jalan Ampang', poscode: '50450', city: 'Kuala Lumpur', country_id: await countryId('MY') });
  otherCustomer = await buildCustomer();
  superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
  admin = await buildStaff(ROLE.ADMIN);
  accountant = await buildStaff(ROLE.ACCOUNTANT);
  agent = await buildAgent();
});
afterAll(async () => {
  await world.close();
  rmSync(tmp, { recursive: true, force: true });
});

const pdfText = (buffer: Buffer): string => {
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, buffer);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};
const lastMail = () => world.mails().at(-1)!;
const mailCount = () => world.mails().length;

describe(`issueInvoice (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('numbers INV-yyyy-NNNNNN once per payment, in sequence, and stores the PDF at invoices/{reference}-invoice.pdf', async () => {
    const paidAt = new Date('2026-03-31T17:30:00Z'); // 1 April 2026 in Kuala Lumpur
    const first = await buildOrder({ user: customer, voucher: { code: 'SAVE50AB', discount: '50.00' }, paidAt });
    const second = await buildOrder({ user: customer, paidAt });

    const a = await issueInvoice({ actor: SYSTEM, orderId: first.order.id });
    const b = await issueInvoice({ actor: SYSTEM, orderId: second.order.id });
    expect(a.invoice_no).toMatch(/^INV-2026-\d{6}$/);
    expect(Number(b.invoice_no.slice(-6))).toBe(Number(a.invoice_no.slice(-6)) + 1);
    expect(a.key).toBe(`invoices/${first.order.reference}-invoice.pdf`);

    const payment = await Payment.findByPk(first.payment.id);
    expect(payment!.invoice_no).toBe(a.invoice_no);
    expect(payment!.invoice_path).toBe(a.key);

    // Issuing again (e.g. a webhook after the return page) changes nothing.
    expect(await issueInvoice({ actor: SYSTEM, orderId: first.order.id })).toEqual(a);

    const text = pdfText(readFileSync(path.join(world.storageDir, a.key)));
    for (const expected of [
      'INVOICE',
      a.invoice_no,
      first.order.reference,
      '01-04-2026',
      'Tan Ah Kow',
      'Syarikat Maju Jaya Sdn. Bhd.',
      '12 Jalan Ampang',
      'Level 8, Menara Boustead Penang',
      'Filing No: TM2015001234',
      'Grant No: ZL201810012345',
      'Class 9',
      '6th year',
      'RM 600.00',
      'RM 1,500.00',
      'Voucher discount (SAVE50AB)',
      '-RM 50.00',
      'RM 1,450.00',
      'Credit / debit card',
      `pi_test_${first.order.reference.toLowerCase()}`,
      'no refund',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Tax /);
    expect(text).not.toContain('_year_granted');
  });

  it('regenerate keeps the number, writes a new versioned file, repoints invoice_path and keeps the old file', async () => {
    const { order } = await buildOrder({ user: customer });
    const issued = await issueInvoice({ actor: SYSTEM, orderId: order.id });
    const original = readFileSync(path.join(world.storageDir, issued.key));

    const again = await issueInvoice({ actor: SYSTEM, orderId: order.id, regenerate: true });
    expect(again.invoice_no).toBe(issued.invoice_no);
    expect(again.key).toBe(`invoices/${order.reference}-invoice-v2.pdf`);
    const third = await issueInvoice({ actor: SYSTEM, orderId: order.id, regenerate: true });
    expect(third.key).toBe(`invoices/${order.reference}-invoice-v3.pdf`);
    expect(third.invoice_no).toBe(issued.invoice_no);

    expect(readFileSync(path.join(world.storageDir, issued.key)).equals(original)).toBe(true);
    expect(existsSync(path.join(world.storageDir, again.key))).toBe(true);
    const payment = await Payment.findOne({ where: { order_id: order.id } });
    expect(payment!.invoice_path).toBe(third.key);
    expect(payment!.invoice_no).toBe(issued.invoice_no);
  });

  it('shows the tax line and tax number only when the configured rate is above 0 (G-48)', async () => {
    await Configuration.writeValue('tax', { rate: 6, registration_no: 'W10-1808-32000001' });
    try {
      const { order } = await buildOrder({ user: customer });
      const issued = await issueInvoice({ actor: SYSTEM, orderId: order.id });
      const text = pdfText(readFileSync(path.join(world.storageDir, issued.key)));
      expect(text).toContain('Tax 6% (included)');
      expect(text).toContain('RM 84.91'); // 1500 × 6 / 106
      expect(text).toContain('Tax Registration No.: W10-1808-32000001');
    } finally {
      await Configuration.writeValue('tax', { rate: 0, registration_no: '' });
    }
  });

  it('renders in the customer’s language: Chinese characters and Malay labels come out of the PDF', async () => {
    await customer.update({ language: 'cn' });
    const cn = await buildOrder({ user: customer });
    const cnText = pdfText(readFileSync(path.join(world.storageDir, (await issueInvoice({ actor: SYSTEM, orderId: cn.order.id })).key)));
    for (const expected of ['发票', '订单编号', '账单寄至', '续展', '商标', '专利', '实付金额', '概不退款']) expect(cnText).toContain(expected);
    // Patent years as the web pages label them, countries in Chinese (issue 11), never internal keys.
    for (const expected of ['第6年', '第7年', '马来西亚', '中国']) expect(cnText).toContain(expected);
    expect(cnText).not.toContain('_year_granted');

    await customer.update({ language: 'bm' });
    const bm = await buildOrder({ user: customer });
    const bmText = pdfText(readFileSync(path.join(world.storageDir, (await issueInvoice({ actor: SYSTEM, orderId: bm.order.id })).key)));
    for (const expected of ['INVOIS', 'Rujukan Pesanan', 'Dibilkan Kepada', 'Pembaharuan', 'Jumlah Dibayar', 'tiada bayaran balik']) expect(bmText).toContain(expected);
    expect(bmText).toContain('Tahun ke-6');
    expect(bmText).not.toContain('_year_granted');
    await customer.update({ language: 'en' });
  });

  it('refuses an order that is not paid', async () => {
    const { order } = await buildOrder({ user: customer, method: 'paylater', status: ORDER_STATUS.PENDING });
    const error = await caught(issueInvoice({ actor: SYSTEM, orderId: order.id }));
    expect(error.code).toBe('CONFLICT');
    expect(error.messageKey).toBe('invoice:errors.not_paid');
    expect((await Payment.findOne({ where: { order_id: order.id } }))!.invoice_no).toBeNull();
  });

  it('regenerate skips every version already on storage (files left by earlier renders) and never replaces one', async () => {
    const { order } = await buildOrder({ user: customer });
    const issued = await issueInvoice({ actor: SYSTEM, orderId: order.id });
    // 30 versions left behind (more than the 20 tries a plain one-by-one search gave up after).
    for (let v = 2; v <= 31; v++) writeFileSync(path.join(world.storageDir, `invoices/${order.reference}-invoice-v${v}.pdf`), `left behind ${v}`);
    const again = await issueInvoice({ actor: SYSTEM, orderId: order.id, regenerate: true });
    expect(again).toEqual({ invoice_no: issued.invoice_no, key: `invoices/${order.reference}-invoice-v32.pdf` });
    expect(readFileSync(path.join(world.storageDir, again.key)).subarray(0, 5).toString()).toBe('%PDF-');
    for (const v of [2, 17, 31]) expect(readFileSync(path.join(world.storageDir, `invoices/${order.reference}-invoice-v${v}.pdf`), 'utf8')).toBe(`left behind ${v}`);
    expect((await Payment.findOne({ where: { order_id: order.id } }))!.invoice_path).toBe(again.key);
  });

  it('takes a required actor: another customer or an agent gets NOT_FOUND, only staff allowed to regenerate may regenerate (issue 12 §1)', async () => {
    const { order } = await buildOrder({ user: customer });
    const stranger = await buildCustomer();
    const agent = await buildAgent();
    for (const actor of [stranger, agent]) {
      const error = await caught(issueInvoice({ actor, orderId: order.id }));
      expect(error.code).toBe('NOT_FOUND');
    }
    expect((await Payment.findOne({ where: { order_id: order.id } }))!.invoice_no).toBeNull();
    const own = await issueInvoice({ actor: customer, orderId: order.id });
    expect((await caught(issueInvoice({ actor: customer, orderId: order.id, regenerate: true }))).code).toBe('FORBIDDEN');
    expect(await issueInvoice({ actor: accountant, orderId: order.id })).toEqual(own);
    expect((await issueInvoice({ actor: superAdmin, orderId: order.id, regenerate: true })).invoice_no).toBe(own.invoice_no);
  });

  it('never gives two payments the same number when issued at the same time', async () => {
    const orders = await Promise.all([1, 2, 3, 4].map(() => buildOrder({ user: customer, paidAt: new Date('2027-02-01T04:00:00Z') })));
    const issued = await Promise.all(orders.map(({ order }) => issueInvoice({ actor: SYSTEM, orderId: order.id })));
    const numbers = issued.map((i) => i.invoice_no);
    expect(new Set(numbers).size).toBe(4);
    for (const no of numbers) expect(no).toMatch(/^INV-2027-00000[1-4]$/);
  });
});

describe('readInvoice (ORD-69, G-45)', () => {
  it('serves the owner and staff 1, 2, 5; another customer and an agent get NOT_FOUND, like a missing reference', async () => {
    const { order } = await buildOrder({ user: customer });
    const issued = await issueInvoice({ actor: SYSTEM, orderId: order.id });
    const stored = readFileSync(path.join(world.storageDir, issued.key));

    const owner = await readInvoice({ actor: { id: customer.id, role_id: 4 }, reference: order.reference });
    expect(owner.filename).toBe(`${order.reference}-invoice.pdf`);
    expect(owner.buffer.equals(stored)).toBe(true);
    for (const staff of [superAdmin, admin, accountant]) {
      expect((await readInvoice({ actor: staff, reference: order.reference })).buffer.equals(stored)).toBe(true);
    }

    const denied = [
      { id: otherCustomer.id, role_id: 4 },
      agent,
      // A member id pretending to be the owner with another role.
      { id: customer.id, role_id: 3 },
    ];
    for (const actor of denied) {
      const error = await caught(readInvoice({ actor, reference: order.reference }));
      expect(error.code).toBe('NOT_FOUND');
      expect(error.messageKey).toBe('invoice:errors.not_found');
    }
    const missing = await caught(readInvoice({ actor: admin, reference: 'NOSUCHREF234' }));
    expect(missing.code).toBe('NOT_FOUND');
    const bad = await caught(readInvoice({ actor: admin, reference: '../secret' }));
    expect(bad.code).toBe('NOT_FOUND');
  });

  it('serves the regenerated file after Regenerate Invoice', async () => {
    const { order } = await buildOrder({ user: customer });
    await issueInvoice({ actor: SYSTEM, orderId: order.id });
    const regenerated = await issueInvoice({ actor: SYSTEM, orderId: order.id, regenerate: true });
    const read = await readInvoice({ actor: admin, reference: order.reference });
    expect(read.buffer.equals(readFileSync(path.join(world.storageDir, regenerated.key)))).toBe(true);
  });

  it('issues the invoice of a paid order on its first read when the file was never written, keeping the number', async () => {
    const { order, payment } = await buildOrder({ user: customer });
    await payment.update({ invoice_no: 'INV-2025-900001' });
    const read = await readInvoice({ actor: { id: customer.id, role_id: 4 }, reference: order.reference });
    const stored = await Payment.findByPk(payment.id);
    expect(stored!.invoice_no).toBe('INV-2025-900001');
    expect(stored!.invoice_path).toBe(`invoices/${order.reference}-invoice.pdf`);
    expect(pdfText(read.buffer)).toContain('INV-2025-900001');
    // Another customer still learns nothing, and nothing is issued for them.
    const other = await buildOrder({ user: customer });
    expect((await caught(readInvoice({ actor: { id: otherCustomer.id, role_id: 4 }, reference: other.order.reference }))).code).toBe('NOT_FOUND');
    expect((await Payment.findByPk(other.payment.id))!.invoice_path).toBeNull();
  });

  it('answers NOT_FOUND for an unpaid order (no invoice yet)', async () => {
    const { order } = await buildOrder({ user: customer, method: 'paylater', status: ORDER_STATUS.PENDING });
    expect((await caught(readInvoice({ actor: { id: customer.id, role_id: 4 }, reference: order.reference }))).code).toBe('NOT_FOUND');
  });
});

describe('payment e-mails (G-03)', () => {
  it('sendPaymentEmail: in the customer’s language, with the summary and the invoice attached, recorded in audit_mails', async () => {
    await customer.update({ language: 'cn' });
    const { order } = await buildOrder({ user: customer, voucher: { code: 'SAVE20CD', discount: '20.00' } });
    // The trademark line's fee includes a 100.00 surcharge: a breakdown row, never added.
    await OrderItem.update({ additional_fee: '100.00' } as never, { where: { order_id: order.id, type_id: IP_TYPE.TRADEMARK } });
    const before = mailCount();
    const result = await sendPaymentEmail({ actor: SYSTEM, orderId: order.id });
    expect(result.delivered).toBe(true);
    expect(mailCount()).toBe(before + 1);
    const mail = lastMail();
    expect(mail.subject).toBe(`已收到订单 ${order.reference} 的付款`);
    expect(mail.text).toContain('感谢您的付款');
    expect(mail.text).toContain('优惠券折扣（SAVE20CD）');
    expect(mail.text).toMatch(/其中附加费\r?\nRM 100\.00/);
    expect(mail.text).toContain('RM 1,480.00');
    expect(mail.text).toContain('信用卡／借记卡');
    expect(mail.text).toContain('马来西亚');
    expect(mail.text).toContain(`https://portal.example/dashboard/cart/payment/response?refNo=${order.reference}`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe(`${order.reference}-invoice.pdf`);
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    const payment = await Payment.findOne({ where: { order_id: order.id } });
    expect(mail.attachments[0]!.content.equals(readFileSync(path.join(world.storageDir, payment!.invoice_path!)))).toBe(true);
    expect(pdfText(mail.attachments[0]!.content)).toContain(payment!.invoice_no!);

    const audit = await AuditMail.findByPk(result.auditMail.id);
    expect(audit).toMatchObject({ reference: order.reference, mailable_type: 'payment_success', template: 'payment-success', language: 'cn', status: AUDIT_MAIL_STATUS.DELIVERED });
    expect(audit!.payload).toMatchObject({ attachments: [{ filename: `${order.reference}-invoice.pdf`, storageKey: payment!.invoice_path }] });

    // A resend from the audit list attaches the invoice again (MSG-11).
    const resent = await resendAuditMail(audit!.id);
    expect(resent.delivered).toBe(true);
    expect(lastMail().attachments[0]!.filename).toBe(`${order.reference}-invoice.pdf`);
    await customer.update({ language: 'en' });
  });

  it('sendSlipRejectedEmail: the reason and the link to the order page, in Malay', async () => {
    await customer.update({ language: 'bm' });
    const { order, payment } = await buildOrder({ user: customer, method: 'paylater', status: ORDER_STATUS.PENDING });
    await PaymentSlip.create({ payment_id: payment.id, ref_no: 'DN123', amount_paid: '100.00', file: 'slips/x/a.png', status: SLIP_STATUS.REJECTED, reject_reason: 'Amount <does not> match' } as never);
    const result = await sendSlipRejectedEmail({ actor: SYSTEM, paymentId: payment.id });
    expect(result.delivered).toBe(true);
    const mail = lastMail();
    expect(mail.subject).toBe(`Slip pembayaran anda bagi pesanan ${order.reference} tidak diterima`);
    expect(mail.text).toContain('Amount <does not> match');
    expect(mail.html).toContain('Amount &lt;does not&gt; match');
    expect(mail.text).toContain(`https://portal.example/dashboard/cart/payment/response?refNo=${order.reference}`);
    expect(mail.text).toContain('RM 1,500.00');
    // No surcharge on this order: no breakdown row.
    expect(mail.text).not.toContain('Termasuk surcaj');
    expect(mail.attachments).toHaveLength(0);
    expect(result.auditMail.mailable_type).toBe('payment_rejected');
    await customer.update({ language: 'en' });

    const { payment: noSlip } = await buildOrder({ user: customer, method: 'paylater', status: ORDER_STATUS.PENDING });
    expect((await caught(sendSlipRejectedEmail({ actor: SYSTEM, paymentId: noSlip.id }))).messageKey).toBe('invoice:errors.no_rejected_slip');
  });

  it('sendOrderCancelledEmail: expired and customer-cancelled wording', async () => {
    const { order } = await buildOrder({ user: customer, method: 'paylater', status: ORDER_STATUS.EXPIRED, voucher: { code: 'FREE10EF', discount: '10.00' } });
    const expired = await sendOrderCancelledEmail({ actor: SYSTEM, orderId: order.id, reason: 'expired' });
    expect(expired.auditMail.mailable_type).toBe('paylater_expired');
    let mail = lastMail();
    expect(mail.subject).toBe(`Your order ${order.reference} has been cancelled`);
    expect(mail.text).toContain('because no payment was received within 7 days');
    expect(mail.text).toContain('The voucher FREE10EF used on this order has been released.');

    await customer.update({ language: 'cn' });
    const cancelled = await sendOrderCancelledEmail({ actor: SYSTEM, orderId: order.id, reason: 'customer' });
    expect(cancelled.auditMail.mailable_type).toBe('order_cancelled');
    mail = lastMail();
    expect(mail.subject).toBe(`您的订单 ${order.reference} 已取消`);
    expect(mail.text).toContain('根据您的要求');
    await customer.update({ language: 'en' });
  });

  it('the e-mail steps are the system’s own work: a user actor is refused and nothing is sent (issue 12 §1)', async () => {
    const { order, payment } = await buildOrder({ user: customer });
    const before = await AuditMail.count();
    const asUser = customer as unknown as typeof SYSTEM;
    for (const attempt of [
      sendPaymentEmail({ actor: asUser, orderId: order.id }),
      sendOrderCancelledEmail({ actor: asUser, orderId: order.id, reason: 'customer' }),
      sendSlipRejectedEmail({ actor: asUser, paymentId: payment.id }),
    ]) {
      expect((await caught(attempt)).code).toBe('FORBIDDEN');
    }
    expect(await AuditMail.count()).toBe(before);
  });

  it('sendPayLaterExpiredEmail: the expiry e-mail once per order; a rerun sends nothing', async () => {
    const { order } = await buildOrder({ user: customer, method: 'paylater', status: ORDER_STATUS.EXPIRED });
    const before = mailCount();
    const first = await sendPayLaterExpiredEmail({ actor: SYSTEM, orderId: order.id });
    expect(first?.delivered).toBe(true);
    expect(first?.auditMail.mailable_type).toBe('paylater_expired');
    expect(lastMail().text).toContain('because no payment was received within 7 days');
    expect(await sendPayLaterExpiredEmail({ actor: SYSTEM, orderId: order.id })).toBeNull();
    expect(mailCount()).toBe(before + 1);
  });

  it('sendPayLaterReminderEmail: bank details and expiry date, once per day, nothing for a paid order or a slip under review', async () => {
    const expiresAt = new Date('2026-06-10T03:00:00Z');
    const { order, payment } = await buildOrder({ user: customer, method: 'paylater', status: ORDER_STATUS.PENDING, expiresAt });
    const first = await sendPayLaterReminderEmail({ actor: SYSTEM, orderId: order.id, day: 3 });
    expect(first?.delivered).toBe(true);
    const mail = lastMail();
    expect(mail.subject).toBe(`Reminder: order ${order.reference} is awaiting payment`);
    for (const expected of ['Malayan Banking Berhad (Maybank)', '507012345678', 'MBBEMYKL', 'IPRenew Sdn. Bhd.', '10-06-2026', 'RM 1,500.00', order.reference]) {
      expect(mail.text).toContain(expected);
    }
    expect(mail.text).toContain(`https://portal.example/dashboard/cart/checkout?ref=${order.reference}`);
    expect(first!.auditMail.mailable_type).toBe('paylater_reminder_3');

    const count = mailCount();
    expect(await sendPayLaterReminderEmail({ actor: SYSTEM, orderId: order.id, day: 3 })).toBeNull();
    expect(mailCount()).toBe(count);
    expect((await sendPayLaterReminderEmail({ actor: SYSTEM, orderId: order.id, day: 6 }))?.delivered).toBe(true);
    expect(mailCount()).toBe(count + 1);

    const withSlip = await buildOrder({ user: customer, method: 'paylater', status: ORDER_STATUS.PENDING, expiresAt });
    await PaymentSlip.create({ payment_id: withSlip.payment.id, ref_no: 'DN1', amount_paid: '1500.00', file: 'slips/y/a.png', status: SLIP_STATUS.SUBMITTED } as never);
    expect(await sendPayLaterReminderEmail({ actor: SYSTEM, orderId: withSlip.order.id, day: 3 })).toBeNull();
    const paid = await buildOrder({ user: customer });
    expect(await sendPayLaterReminderEmail({ actor: SYSTEM, orderId: paid.order.id, day: 3 })).toBeNull();
    expect(mailCount()).toBe(count + 1);
    expect(payment.status).toBe(PAYMENT_STATUS.PENDING);
  });
});

describe('with fulfilOrder (slice C): a confirmed payment issues the invoice and mails it once', () => {
  it('numbers, stores and attaches the invoice; a second confirmation sends nothing more', async () => {
    const { order } = await buildOrder({ user: customer, status: ORDER_STATUS.PENDING, paymentStatus: PAYMENT_STATUS.PENDING });
    const before = mailCount();
    expect((await fulfilOrder({ reference: order.reference, method: 'stripe', providerRef: 'pi_fulfil_1', actor: SYSTEM })).fulfilled).toBe(true);
    const payment = await Payment.findOne({ where: { order_id: order.id } });
    expect(payment!.invoice_no).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(payment!.invoice_path).toBe(`invoices/${order.reference}-invoice.pdf`);
    expect(mailCount()).toBe(before + 1);
    const mail = lastMail();
    expect(mail.subject).toBe(`Payment received for order ${order.reference}`);
    expect(mail.text).toContain('pi_fulfil_1');
    expect(mail.attachments.map((a) => a.filename)).toEqual([`${order.reference}-invoice.pdf`]);
    expect(pdfText(mail.attachments[0]!.content)).toContain(payment!.invoice_no!);

    expect((await fulfilOrder({ reference: order.reference, method: 'stripe', providerRef: 'pi_fulfil_1', actor: SYSTEM })).fulfilled).toBe(false);
    expect(mailCount()).toBe(before + 1);
    expect((await Payment.findOne({ where: { order_id: order.id } }))!.invoice_no).toBe(payment!.invoice_no);
  });
});
