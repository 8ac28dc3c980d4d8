/**
 * The process the crash-safety test and bench/crash.mjs kill (issue 17): a customer's checkout and
 * payment, taken one step at a time as the customer and an admin would, from wherever the database
 * says the order stands — so the same run starts a fresh checkout or resumes an interrupted one:
 *   no open order with a payment method  → Pay in the cart (createOrder with the voucher; an open
 *                                           order the customer never took to checkout is superseded)
 *   pay later chosen, no slip             → submitSlip
 *   slip waiting                          → the admin's verifySlip (fulfilOrder in its transaction)
 *   paid                                  → done
 * Run with tsx. Environment: APP_ENV=test, DATABASE_URL, STORAGE_DIR, MAIL_OUTBOX_DIR,
 * CRASH_CUSTOMERS (`<customer id>:<voucher code>` pairs, comma-separated: whose checkout, with
 * which voucher), CRASH_ADMIN (the verifying admin's id) and CRASH_AT (a crash point, crashPoint() in the kernel). Every
 * customer but the last is taken to the end first with the crash point disarmed (resuming the
 * previous run's); the last runs with it armed. Prints 'ready' once connected (bench/crash.mjs times
 * its random kills from there), then one JSON line of the steps each customer took.
 */
import { ORDER_STATUS, SLIP_STATUS } from '../constants/index';
import { getSequelize } from '../db/database';
import { createOrder, choosePayLater, submitSlip } from '../domain/orders/index';
import { verifySlip } from '../domain/payments/index';
import { AuditMail } from '../models/audit-mail';
import { CartItem } from '../models/cart-item';
import { Order } from '../models/order';
import { Payment } from '../models/payment';
import { PaymentSlip } from '../models/payment-slip';
import { User } from '../models/user';
import { Voucher } from '../models/voucher';
import { PNG } from './checks';

type Step = 'pay' | 'paylater' | 'slip' | 'verify' | 'paid';

async function nextStep(customerId: number): Promise<{ step: Step; reference: string | null; total: string | null }> {
  const order = await Order.findOne({ where: { user_id: customerId, status: [ORDER_STATUS.PENDING, ORDER_STATUS.PAID] }, order: [['id', 'DESC']] });
  if (!order || order.payment_method === null) {
    const cart = await CartItem.count({ where: { user_id: customerId } });
    // Nothing open and an empty cart: only a paid order can have taken the lines.
    if (!order && cart === 0) return { step: 'paid', reference: null, total: null };
    return { step: 'pay', reference: null, total: null };
  }
  if (order.status === ORDER_STATUS.PAID) return { step: 'paid', reference: order.reference, total: order.total };
  const payment = await Payment.findOne({ where: { order_id: order.id }, rejectOnEmpty: true });
  const slip = await PaymentSlip.findOne({ where: { payment_id: payment.id, status: SLIP_STATUS.SUBMITTED } });
  if (slip) return { step: 'verify', reference: order.reference, total: order.total };
  return { step: 'slip', reference: order.reference, total: order.total };
}

async function waitFor(done: () => Promise<boolean>): Promise<void> {
  for (let n = 0; n < 600 && !(await done()); n += 1) await new Promise((resolve) => setTimeout(resolve, 100));
}

async function takeToPaid(customerId: number, adminId: number, voucherCode: string): Promise<Step[]> {
  const customer = await User.findByPk(customerId, { rejectOnEmpty: true });
  const admin = await User.findByPk(adminId, { rejectOnEmpty: true });
  const taken: Step[] = [];
  for (let n = 0; n < 8; n += 1) {
    const { step, reference, total } = await nextStep(customer.id);
    taken.push(step);
    if (step === 'paid') return taken;
    if (step === 'pay') {
      const cartIds = (await CartItem.findAll({ where: { user_id: customer.id }, attributes: ['id'] })).map((line) => line.id);
      const voucher = await Voucher.findOne({ where: { code: voucherCode }, rejectOnEmpty: true });
      const order = await createOrder({ actor: customer, cartIds, voucherCode, voucherId: voucher.id });
      await choosePayLater({ actor: customer, reference: order.reference });
    } else if (step === 'slip') {
      await submitSlip({ actor: customer, reference, ref_no: `CRASH${customer.id}`, amount_paid: total, file: { buffer: PNG } });
    } else {
      const payment = await Payment.findOne({ where: { reference: reference! }, rejectOnEmpty: true });
      const paymentMails = () => AuditMail.count({ where: { mailable_type: 'payment_success', user_email: customer.email } });
      const mails = await paymentMails();
      await verifySlip({ actor: admin, paymentId: payment.id });
      // The invoice and the payment e-mail follow the commit, unawaited: let them finish.
      await waitFor(async () => (await paymentMails()) > mails);
    }
  }
  throw new Error(`customer ${customerId}: not paid after ${taken.join(' → ')}`);
}

async function main(): Promise<void> {
  const customers = (process.env.CRASH_CUSTOMERS ?? '').split(',').filter(Boolean).map((pair) => pair.split(':') as [string, string]);
  const adminId = Number(process.env.CRASH_ADMIN);
  if (customers.length === 0 || !adminId) throw new Error('CRASH_CUSTOMERS and CRASH_ADMIN are required');
  getSequelize(); // opens DATABASE_URL and registers the models
  console.log('ready');
  const armed = process.env.CRASH_AT;
  delete process.env.CRASH_AT;
  const ended: Record<number, Step[]> = {};
  for (const [n, [customerId, voucherCode]] of customers.entries()) {
    if (n === customers.length - 1 && armed) process.env.CRASH_AT = armed;
    ended[Number(customerId)] = await takeToPaid(Number(customerId), adminId, voucherCode);
  }
  await getSequelize().close();
  console.log(JSON.stringify(ended));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
