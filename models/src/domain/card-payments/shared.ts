import { Op, type Transaction } from 'sequelize';
import { PAYMENT_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Order } from '../../models/order';
import { Payment } from '../../models/payment';
import { findOwnOrder, UNPAID_ORDER_STATUSES } from '../orders/shared';
import type { Actor, OperationOptions } from '../users/shared';

export { UNPAID_ORDER_STATUSES, type Actor, type OperationOptions };

export const NOT_FOUND_KEY = 'orders:receipt.not_found';

/** An order by reference: the actor's own when an actor is given (someone else's is NOT_FOUND). */
export async function findOrder(reference: unknown, actor: Actor | null | undefined, transaction?: Transaction): Promise<Order> {
  if (actor) return findOwnOrder(actor, reference, NOT_FOUND_KEY, transaction);
  const normalised = typeof reference === 'string' ? reference.trim().toUpperCase() : '';
  const order = normalised ? await Order.findOne({ where: { reference: normalised }, transaction }) : null;
  if (!order) throw new AppError('NOT_FOUND', NOT_FOUND_KEY);
  return order;
}

export const isUnpaid = (order: Order): boolean => UNPAID_ORDER_STATUSES.includes(order.status);

/** The payment row follows the provider the customer is paying with (unless it already succeeded). */
export async function setPaymentProvider(orderId: number, provider: Payment['provider'], transaction?: Transaction): Promise<void> {
  await Payment.update({ provider }, { where: { order_id: orderId, status: { [Op.ne]: PAYMENT_STATUS.SUCCESS } }, transaction });
}
