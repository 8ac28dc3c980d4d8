import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MAIL_STATUS, AuditMail } from '../../models/audit-mail';
import { User } from '../../models/user';
import { buildCartLines, buildCustomer, openTestWorld, PNG, type TestWorld } from '../../testing/index';
import { choosePayLater, createOrder, submitSlip } from './index';

/**
 * The pay-later e-mails (issue 11): placing a pay-later order mails the bank-transfer details with
 * the order reference as the transfer reference (once per order); a received slip is confirmed by
 * e-mail. Both in the customer's language, after commit, each with its audit_mails row.
 */
let world: TestWorld;
beforeAll(async () => {
  world = await openTestWorld({ appUrl: 'https://portal.example' });
}, 180_000);
afterAll(async () => {
  await world?.close();
});

const mailsTo = (email: string) => world.mailsTo(email);

async function payLaterOrder(label: string, language: 'en' | 'bm' | 'cn') {
  const customer = await buildCustomer();
  await User.update({ language, name: `Customer ${label}` }, { where: { id: customer.id } });
  const lines = await buildCartLines(customer, 1);
  const order = await createOrder({ actor: customer, cartIds: lines.map((line) => line.id) });
  return { customer, order };
}

describe('pay-later e-mails', () => {
  it('placing a pay-later order mails the bank details and the reference to transfer with, once', async () => {
    const { customer, order } = await payLaterOrder('placed', 'en');
    expect(mailsTo(customer.email)).toHaveLength(0);
    await choosePayLater({ actor: customer, reference: order.reference });
    const [mail] = mailsTo(customer.email);
    expect(mail!.subject).toBe(`Order ${order.reference}: bank transfer details`);
    for (const expected of ['Malayan Banking Berhad (Maybank)', '507012345678', 'IPRenew Sdn. Bhd.', 'Payment reference', order.reference, `Please use your order reference ${order.reference} as the payment reference.`]) {
      expect(mail!.text).toContain(expected);
    }
    expect(mail!.text).toContain(`https://portal.example/dashboard/cart/payment/response?refNo=${order.reference}`);
    const audit = await AuditMail.findAll({ where: { reference: order.reference, mailable_type: 'paylater_placed' } });
    expect(audit.map((row) => [row.template, row.status])).toEqual([['paylater-placed', AUDIT_MAIL_STATUS.DELIVERED]]);

    // Pay Later again (Pay Now and back): nothing more is sent.
    await choosePayLater({ actor: customer, reference: order.reference });
    expect(mailsTo(customer.email)).toHaveLength(1);
  });

  it('in the customer’s language (Malay)', async () => {
    const { customer, order } = await payLaterOrder('placedbm', 'bm');
    await choosePayLater({ actor: customer, reference: order.reference });
    const [mail] = mailsTo(customer.email);
    expect(mail!.subject).toBe(`Pesanan ${order.reference}: butiran pindahan bank`);
    expect(mail!.text).toContain('Rujukan pembayaran');
  });

  it('a received slip is confirmed by e-mail (Chinese), with its bank reference and amount', async () => {
    const { customer, order } = await payLaterOrder('slip', 'cn');
    await choosePayLater({ actor: customer, reference: order.reference });
    await submitSlip({ actor: customer, reference: order.reference, ref_no: 'MBB-778812', amount_paid: '1500.00', file: { buffer: PNG, filename: 'slip.png', mime: 'image/png' } });
    const received = mailsTo(customer.email);
    expect(received).toHaveLength(2);
    const mail = received[1]!;
    expect(mail.subject).toBe(`我们已收到您订单 ${order.reference} 的付款凭证`);
    expect(mail.text).toContain('MBB-778812');
    expect(mail.text).toContain('RM 1,500.00');
    expect(mail.text).toContain(`https://portal.example/dashboard/cart/payment/response?refNo=${order.reference}`);
    expect(await AuditMail.count({ where: { reference: order.reference, mailable_type: 'payment_slip_received', status: AUDIT_MAIL_STATUS.DELIVERED } })).toBe(1);
  });

  it('a refused slip sends nothing', async () => {
    const { customer, order } = await payLaterOrder('refused', 'en');
    await choosePayLater({ actor: customer, reference: order.reference });
    await expect(submitSlip({ actor: customer, reference: order.reference, ref_no: 'X1', amount_paid: '10.00', file: null })).rejects.toThrow();
    expect(mailsTo(customer.email)).toHaveLength(1);
  });
});
