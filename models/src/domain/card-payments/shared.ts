import { Op, type Transaction } from 'sequelize';
import { PAYMENT_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Order } from '../../models/order';
import { Payment } from '../../models/payment';
import { isUnpaid } from '../orders/rules';
import { findOwnOrder, paymentOf, pendingSlipOf } from '../orders/shared';
import { type Actor, isSystemActor, type OperationOptions, type SystemActor } from '../kernel/index';

export { type Actor, type OperationOptions, type SystemActor };

export const NOT_FOUND_KEY = 'orders:receipt.not_found';

/**
 * An order by reference: the customer's own (someone else's is NOT_FOUND), or any order for the
 * SYSTEM actor (a provider's confirmation). No actor is refused, never read as "anyone's".
 */
export async function findOrder(reference: unknown, actor: Actor | SystemActor, transaction?: Transaction): Promise<Order> {
  if (!actor) throw new AppError('FORBIDDEN', 'orders:checkout.payment_failure');
  if (!isSystemActor(actor)) return findOwnOrder(actor, reference, NOT_FOUND_KEY, transaction);
  const normalised = typeof reference === 'string' ? reference.trim().toUpperCase() : '';
  const order = normalised ? await Order.findOne({ where: { reference: normalised }, transaction }) : null;
  if (!order) throw new AppError('NOT_FOUND', NOT_FOUND_KEY);
  return order;
}


/** The payment row follows the provider the customer is paying with (unless it already succeeded). */
export async function setPaymentProvider(orderId: number, provider: Payment['provider'], transaction?: Transaction): Promise<void> {
  await Payment.update({ provider }, { where: { order_id: orderId, status: { [Op.ne]: PAYMENT_STATUS.SUCCESS } }, transaction });
}

/**
 * ADR 016: an order can be paid by card only while it is unpaid and no bank-in slip waits for review
 * (G-64 Pay Now applies only before a slip exists). A superseded order says so, so the old page
 * tells the customer why it refuses.
 */
export async function assertCardPayable(order: Order, transaction?: Transaction): Promise<void> {
  const payment = await paymentOf(order.id, transaction);
  if (!isUnpaid(order)) throw new AppError('CONFLICT', payment?.failure_reason === 'superseded' ? 'orders:card.superseded' : 'orders:card.not_payable');
  if (await pendingSlipOf(payment?.id, transaction)) throw new AppError('CONFLICT', 'orders:card.slip_pending');
}
