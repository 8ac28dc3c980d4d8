import { Op, type Transaction } from 'sequelize';
import { ORDER_STATUS, PAYMENT_STATUS, ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Order } from '../../models/order';
import { Payment } from '../../models/payment';
import { applicationsOfOrder, moveOrderApplications } from '../applications/index';
import { sendOrderCancelledEmail } from '../invoices/index';
import { releaseVoucher } from '../vouchers/index';
import { orderJson, type OrderJson } from './order-json';
import { canCancel, UNPAID_ORDER_STATUSES } from './rules';
import { paymentOf, pendingSlipOf } from './shared';
import { type Actor, afterCommitLogged, inTransaction, type OperationOptions, orFail, SYSTEM } from '../kernel/index';

/** Why an unpaid order ended (payments.failure_reason). */
export type CloseReason = 'cancelled' | 'expired' | 'superseded';

/**
 * The history entry each closing writes on the order's applications (ADR 032): the English text, as
 * it has always been stored in `message`, and the catalogue key the timelines show in the reader's
 * language (jobs:history.order_*, en/bm/cn), with the order reference as its value.
 */
const CLOSE_HISTORY: Record<CloseReason, { key: string; english: (reference: string) => string }> = {
  cancelled: { key: 'jobs:history.order_cancelled', english: (reference) => `Order ${reference} cancelled by the customer.` },
  expired: { key: 'jobs:history.order_expired', english: (reference) => `Order ${reference} expired unpaid.` },
  superseded: { key: 'jobs:history.order_superseded', english: (reference) => `Order ${reference} superseded by a newer checkout of the same items.` },
};

/**
 * Ends an unpaid order (cancel, expiry, or superseded by a newer Pay now on its cart lines, ADR 016):
 * order → `status` only if still unpaid (conditional UPDATE), its Renewal Ordered applications →
 * Cancelled, the payment attempt ends as Fail (ORD-71: it no longer waits) with failure_reason
 * `reason`, the voucher is released; each application's history says why, in the reader's language
 * (CLOSE_HISTORY). False when the order was no longer unpaid.
 */
export async function closeUnpaidOrder(
  order: Order,
  status: number,
  actorId: number | null,
  transaction: Transaction,
  reason: CloseReason = status === ORDER_STATUS.CANCELLED ? 'cancelled' : 'expired',
): Promise<boolean> {
  const now = new Date();
  const [changed] = await Order.update(
    { status, ...(status === ORDER_STATUS.CANCELLED ? { cancelled_at: now } : {}) },
    { where: { id: order.id, status: { [Op.in]: UNPAID_ORDER_STATUSES } }, transaction },
  );
  if (!changed) return false;
  const history = CLOSE_HISTORY[reason];
  await moveOrderApplications(
    order.id,
    { transition: 'order_closed', message: history.english(order.reference), text: { key: history.key, params: { reference: order.reference } }, userId: actorId },
    transaction,
  );
  await Payment.update({ status: PAYMENT_STATUS.FAIL, failure_reason: reason }, { where: { order_id: order.id, status: { [Op.ne]: PAYMENT_STATUS.SUCCESS } }, transaction });
  await releaseVoucher({ orderId: order.id }, { transaction });
  return true;
}

/**
 * ORD-65..68, ORD-74, G-49: the owner cancels an unpaid pay-later order while its applications are
 * Renewal Ordered (not once a slip waits for verification, never a paid order). Applications →
 * Cancelled, order Cancelled, voucher released, e-mail to the customer. Failure: 'Failed to cancel
 * order #{id}'.
 */
export async function cancelOrder(input: { actor: Actor; orderId: unknown }, options: OperationOptions = {}): Promise<{ message: string; order: OrderJson }> {
  const id = Number(input.orderId);
  const params = { id: Number.isInteger(id) && id > 0 ? id : String(input.orderId ?? '') };
  const fail = (code: 'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN') => new AppError(code, 'orders:cancel.fail', { params });
  if (!input.actor || Number(input.actor.role_id) !== ROLE.MEMBER) throw fail('FORBIDDEN');
  if (!Number.isInteger(id) || id <= 0) throw fail('NOT_FOUND');
  const order = await orFail(
    'orders:cancel.fail',
    () =>
      inTransaction(options, async (transaction) => {
        const order = await Order.findOne({ where: { id, user_id: input.actor.id }, transaction, lock: transaction.LOCK.UPDATE });
        if (!order) throw fail('NOT_FOUND');
        const apps = await applicationsOfOrder(order.id, transaction);
        const payment = await paymentOf(order.id, transaction);
        const pendingSlip = await pendingSlipOf(payment?.id, transaction);
        if (!canCancel(order, pendingSlip !== null, apps.map((a) => a.status_id))) throw fail('CONFLICT');
        if (!(await closeUnpaidOrder(order, ORDER_STATUS.CANCELLED, input.actor.id, transaction))) throw fail('CONFLICT');
        await order.reload({ transaction });
        return orderJson(order, transaction);
      }),
    params,
  );
  await afterCommitLogged(options, `sendOrderCancelledEmail ${order.reference}`, () => sendOrderCancelledEmail({ actor: SYSTEM, orderId: order.id, reason: 'customer' }));
  return { message: 'orders:cancel.success', order };
}
