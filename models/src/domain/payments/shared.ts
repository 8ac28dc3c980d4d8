import { Op, type Transaction } from 'sequelize';
import { ORDER_STATUS, PAYMENT_STATUS, SLIP_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { type Actor, iso } from '../kernel/index';
import { canUseResource } from '../../policies/resources';
import { Order } from '../../models/order';
import { Payment } from '../../models/payment';
import { PaymentSlip } from '../../models/payment-slip';
import { User } from '../../models/user';
import { slipUrlOf, type PaymentRowJson, type PaymentSlipJson } from '../../schemas/payments';
import { canUpdateToSuccess, isReviewable, paymentDisplayStatus } from '../orders/rules';

/**
 * What the console's payment operations share: permission, transaction and audit helpers (the
 * user-management ones), finding a payment by reference or id, and the row JSON (ORD-61, ORD-64,
 * ORD-71, ORD-72) built for a page of payments in a fixed number of queries.
 */

export const NOT_ALLOWED = 'payments:not_allowed';
export const RETRIEVE_FAIL = 'payments:retrieve_fail';

/**
 * The admin's slip queue (ORD-61): a pending payment of a pending order with a submitted slip — as
 * a where and joins on payments, shared by the payment list's `pending_verification` queue and the
 * staff overview's card (G-47), so both count the same rows.
 */
export const pendingVerificationQuery = () => ({
  where: { status: PAYMENT_STATUS.PENDING },
  include: [
    { model: PaymentSlip, as: 'slips', attributes: [], where: { status: SLIP_STATUS.SUBMITTED }, required: true },
    { model: Order, as: 'order', attributes: [], where: { status: ORDER_STATUS.PENDING }, required: true },
  ],
});


export interface PaymentTarget {
  /** The order reference (contract). */
  reference?: unknown;
  /** Or the payment's id (the console's row id). */
  paymentId?: unknown;
}

/** The payment (latest for a reference) and its order; NOT_FOUND 'Fail to retrieve data' otherwise. */
export async function findPayment(target: PaymentTarget, transaction?: Transaction): Promise<{ payment: Payment; order: Order }> {
  let payment: Payment | null = null;
  if (typeof target.paymentId === 'number' && Number.isInteger(target.paymentId) && target.paymentId > 0) {
    payment = await Payment.findByPk(target.paymentId, { transaction });
  } else if (typeof target.reference === 'string' && /^[A-Z0-9-]{1,32}$/.test(target.reference.trim().toUpperCase())) {
    payment = await Payment.findOne({ where: { reference: target.reference.trim().toUpperCase() }, order: [['id', 'DESC']], transaction });
  }
  const order = payment ? await Order.findByPk(payment.order_id, { transaction }) : null;
  if (!payment || !order) throw new AppError('NOT_FOUND', RETRIEVE_FAIL);
  return { payment, order };
}

/** Who reads a console row: its actions and the receipt link follow what their role may do (ACL-57, G-06). */
export type PaymentViewer = Pick<Actor, 'role_id'>;
const may = (viewer: PaymentViewer, action: string) => canUseResource('payments', action, Number(viewer.role_id));

/** A slip as the viewer may see it: the receipt's link only for those who may open it (ACL-57: SA, AD). */
export function slipJson(slip: PaymentSlip, viewer: PaymentViewer): PaymentSlipJson {
  return {
    id: slip.id,
    ref_no: slip.ref_no,
    amount_paid: String(slip.amount_paid),
    status: Number(slip.status),
    mime: slip.mime ?? null,
    reject_reason: slip.reject_reason ?? null,
    reviewed_at: iso(slip.reviewed_at),
    created_at: iso(slip.created_at),
    url: may(viewer, 'slip') ? slipUrlOf(slip.payment_id, slip.id) : null,
  };
}

/**
 * The console rows of `payments` (orders, customers and latest slips in three queries), with the
 * actions the payment's state AND the viewer's role allow (an accountant reads them, G-06).
 */
export async function paymentRows(payments: Payment[], viewer: PaymentViewer, transaction?: Transaction): Promise<PaymentRowJson[]> {
  if (payments.length === 0) return [];
  const orderIds = [...new Set(payments.map((p) => p.order_id))];
  const orders = await Order.findAll({ where: { id: { [Op.in]: orderIds } }, include: [{ model: User, as: 'user', attributes: ['id', 'email', 'name'] }], transaction });
  const slips = await PaymentSlip.findAll({ where: { payment_id: { [Op.in]: payments.map((p) => p.id) } }, order: [['id', 'DESC']], transaction });
  const orderById = new Map(orders.map((o) => [o.id, o]));
  const latestSlip = new Map<number, PaymentSlip>();
  for (const slip of slips) if (!latestSlip.has(slip.payment_id)) latestSlip.set(slip.payment_id, slip);
  return payments.map((payment) => {
    const order = orderById.get(payment.order_id)!;
    const slip = latestSlip.get(payment.id) ?? null;
    const pendingSlip = slip !== null && Number(slip.status) === SLIP_STATUS.SUBMITTED;
    const status = Number(payment.status);
    return {
      id: payment.id,
      reference: payment.reference,
      order_id: payment.order_id,
      status,
      display_status: paymentDisplayStatus(order, payment, pendingSlip),
      order_status: Number(order.status),
      email: order.user?.email ?? null,
      customer_name: order.user?.name ?? null,
      total: String(order.total),
      paid_amount: String(payment.paid_amount),
      method: payment.provider ?? order.payment_method ?? null,
      paypal_ref: payment.paypal_ref ?? null,
      invoice_no: payment.invoice_no ?? null,
      failure_reason: payment.failure_reason ?? null,
      slip: slip ? slipJson(slip, viewer) : null,
      can_review: may(viewer, 'verify') && isReviewable(payment, order, slip),
      can_update_to_success: may(viewer, 'update-to-success') && canUpdateToSuccess(payment, order),
      can_regenerate_invoice: may(viewer, 'regenerate-invoice') && status === PAYMENT_STATUS.SUCCESS,
      refund: payment.refund_status
        ? {
            status: payment.refund_status,
            amount: payment.refund_amount ?? null,
            provider_ref: payment.refund_ref ?? null,
            reason: payment.refund_reason ?? null,
            due_at: iso(payment.refund_due_at),
            refunded_at: iso(payment.refunded_at),
          }
        : null,
      can_mark_refunded: may(viewer, 'mark-refunded') && payment.refund_status === 'due',
      created_at: iso(payment.created_at),
      updated_at: iso(payment.updated_at),
    };
  });
}

export async function paymentRow(payment: Payment, viewer: PaymentViewer, transaction?: Transaction): Promise<PaymentRowJson> {
  return (await paymentRows([payment], viewer, transaction))[0]!;
}


