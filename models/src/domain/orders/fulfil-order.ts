import { Op } from 'sequelize';
import { ORDER_STATUS, PAYMENT_METHODS, PAYMENT_STATUS, type PaymentMethod } from '../../constants/index';
import { AppError } from '../../errors/index';
import { CartItem } from '../../models/cart-item';
import { Order } from '../../models/order';
import { Payment } from '../../models/payment';
import { sendJobAssignedEmail } from '../applications/send-job-assigned-email';
import { releasePaymentVerification } from '../settlements/release-payment-verification';
import { issueInvoice, sendPaymentEmail } from '../invoices/index';
import { materialiseLines, type AutoAssignment } from './materialise-lines';
import { orderItems, paymentOf } from './shared';
import { UNPAID_ORDER_STATUSES } from './rules';
import { type Actor, afterCommit, crashPoint, inTransaction, isSystemActor, type OperationOptions, runLogged, type SystemActor, toMoney, SYSTEM } from '../kernel/index';

export interface FulfilOrderInput {
  reference: string;
  method: PaymentMethod;
  /** The provider's transaction id (Stripe payment intent, PayPal sale, bank reference, …). */
  providerRef?: string | null;
  /** The amount received; default the order total (bypass: always 0.00). */
  paidAmount?: string | null;
  /** Who confirmed it: the verifying admin, the customer for bypass, or SYSTEM for a provider's confirmation. */
  actor: Actor | SystemActor;
}

/**
 * THE confirmed-payment operation (G-25, G-14, G-30, G-32, ORD-44, ORD-57), whatever confirmed it:
 * Stripe/PayPal webhook or return, the sandbox page, slip verification, bypass, admin Update To
 * Success. Idempotent per order: one conditional UPDATE moves the order from Pending (or Failed) to
 * Paid; when it changes no row the order was already confirmed (or cancelled/expired) and nothing
 * else happens (fulfilled: false). In the same transaction: the payment row becomes Success, the
 * lines become IP records and applications (default agent → In Progress, else Pending Assign), and
 * the order's lines leave the cart, and any settlement of the order stops waiting for payment
 * verification (releasePaymentVerification, ADR 047). After commit: the invoice (issueInvoice) and the payment e-mail
 * (sendPaymentEmail), then job_assigned to each default agent given a job (G-30); their failures are
 * logged and the admin can Regenerate Invoice.
 */
export async function fulfilOrder(input: FulfilOrderInput, options: OperationOptions = {}): Promise<{ order: Order; fulfilled: boolean }> {
  if (!input.actor) throw new AppError('FORBIDDEN', 'orders:checkout.payment_failure');
  if (!PAYMENT_METHODS.includes(input.method)) throw new AppError('VALIDATION', 'orders:checkout.payment_failure');
  const reference = typeof input.reference === 'string' ? input.reference.trim().toUpperCase() : '';
  const result = await inTransaction(options, async (transaction) => {
    const order = await Order.findOne({ where: { reference }, transaction });
    if (!order) throw new AppError('NOT_FOUND', 'orders:receipt.not_found');
    const now = new Date();
    const paid = input.method === 'bypass' ? '0.00' : toMoney(input.paidAmount ?? order.total);
    const [changed] = await Order.update(
      { status: ORDER_STATUS.PAID, payment_method: input.method, paid_amount: paid, paid_at: now, fulfilled_at: now, expires_at: null },
      { where: { id: order.id, status: { [Op.in]: UNPAID_ORDER_STATUSES } }, transaction },
    );
    if (!changed) return { order, fulfilled: false, assigned: [] as AutoAssignment[] };
    crashPoint('payment:order-paid');

    const payment = await paymentOf(order.id, transaction);
    const success = {
      status: PAYMENT_STATUS.SUCCESS,
      provider: input.method,
      paypal_ref: input.providerRef ? String(input.providerRef).slice(0, 128) : (payment?.paypal_ref ?? null),
      paid_amount: paid,
      is_verify: true,
      failure_reason: null,
    };
    if (payment) await payment.update(success, { transaction });
    else await Payment.create({ order_id: order.id, reference: order.reference, ...success }, { transaction });

    const assigned = await materialiseLines(order, { paid: true, actorId: isSystemActor(input.actor) ? null : input.actor.id, transaction });
    crashPoint('payment:lines-materialised');
    // G-04: settlements made before the payment was verified (pay later) stop waiting for it.
    await releasePaymentVerification({ actor: SYSTEM, orderId: order.id }, { transaction });
    const cartIds = (await orderItems(order.id, transaction)).map((i) => i.cart_item_id).filter((id): id is number => Boolean(id));
    if (cartIds.length) await CartItem.destroy({ where: { id: { [Op.in]: cartIds }, user_id: order.user_id }, transaction });
    await order.reload({ transaction });
    return { order, fulfilled: true, assigned };
  });
  if (result.fulfilled) {
    const orderId = result.order.id;
    // One step after the commit, in order: the payment e-mail attaches the invoice.
    await afterCommit(options, async () => {
      crashPoint('payment:committed');
      await runLogged(`issueInvoice ${reference}`, () => issueInvoice({ actor: SYSTEM, orderId }));
      await runLogged(`sendPaymentEmail ${reference}`, () => sendPaymentEmail({ actor: SYSTEM, orderId }));
      for (const { applicationId, agentId } of result.assigned) {
        await runLogged(`sendJobAssignedEmail ${applicationId}`, () => sendJobAssignedEmail({ actor: SYSTEM, applicationId, agentId }));
      }
    });
  }
  return { order: result.order, fulfilled: result.fulfilled };
}
