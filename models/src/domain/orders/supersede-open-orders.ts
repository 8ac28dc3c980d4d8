import { Op, type Transaction } from 'sequelize';
import { ORDER_STATUS } from '../../constants/index';
import { Order } from '../../models/order';
import { OrderItem } from '../../models/order-item';
import type { OpenCheckout } from '../card-payments/expire-checkouts';
import { closeUnpaidOrder } from './cancel-order';
import { UNPAID_ORDER_STATUSES } from './rules';

/**
 * ADR 016: a cart line belongs to at most one open order. Pay now on a selection cancels, as
 * 'superseded', every open order of the customer that holds any of these cart lines — an unpaid card
 * order or an order whose method was never chosen. A pay-later order is never superseded: its lines
 * left the cart when it was placed. The caller holds the cart lines' row locks, so a concurrent Pay
 * now on them waits and then sees the order the first one committed. Returns the checkouts the
 * superseded orders had open, to expire after the commit.
 */
export async function supersedeOpenOrders(input: { userId: number; cartIds: number[]; actorId: number }, transaction: Transaction): Promise<OpenCheckout[]> {
  const items = await OrderItem.findAll({
    where: { cart_item_id: { [Op.in]: input.cartIds } },
    attributes: ['order_id'],
    transaction,
    // No row lock here: a locking read that finds nothing takes a gap lock on the index, and other
    // customers' checkouts inserting order lines into that gap would deadlock (MariaDB). The caller
    // has locked the cart lines already, and its first plain read comes after that wait, so this
    // read's snapshot holds the order a concurrent Pay now on the same lines committed.
  });
  const orderIds = [...new Set(items.map((i) => i.order_id))];
  if (!orderIds.length) return [];
  const open = await Order.findAll({
    where: {
      id: { [Op.in]: orderIds },
      user_id: input.userId,
      status: { [Op.in]: UNPAID_ORDER_STATUSES },
      [Op.or]: [{ payment_method: null }, { payment_method: { [Op.ne]: 'paylater' } }],
      expires_at: null,
    },
    order: [['id', 'ASC']],
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  const checkouts: OpenCheckout[] = [];
  for (const order of open) {
    const closed = await closeUnpaidOrder(order, ORDER_STATUS.CANCELLED, input.actorId, transaction, 'superseded');
    if (closed) checkouts.push({ reference: order.reference, payment_method: order.payment_method, provider_session_id: order.provider_session_id });
  }
  return checkouts;
}
