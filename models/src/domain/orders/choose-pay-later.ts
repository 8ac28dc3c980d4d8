import { Op } from 'sequelize';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { CartItem } from '../../models/cart-item';
import { Order } from '../../models/order';
import { Payment } from '../../models/payment';
import { materialiseLines } from './materialise-lines';
import { orderJson, type OrderJson } from './order-json';
import { sendPayLaterPlacedEmail } from '../invoices/index';
import { assertCustomer, DAY_MS, findOwnOrder, orderItems, payLaterExpiryDays } from './shared';
import { UNPAID_ORDER_STATUSES } from './rules';
import { type Actor, afterCommitLogged, inTransaction, type OperationOptions, orFail, SYSTEM } from '../kernel/index';

/**
 * ORD-47, ORD-50, G-23: the customer pays later by bank transfer. The order stays Pending with
 * payment_method 'paylater' and expires after paylater_expiry_days (kept when already set, so Pay
 * Now and back does not extend it); each line gets its IP record and an application in Renewal
 * Ordered ('Pending Payment'); the lines leave the cart; the customer is mailed the bank details
 * (once). Calling it again changes nothing more.
 */
export async function choosePayLater(input: { actor: Actor; reference: unknown }, options: OperationOptions = {}): Promise<OrderJson> {
  assertCustomer(input.actor, 'orders:paylater.fail');
  const placed = await orFail('orders:paylater.fail', () =>
    inTransaction(options, async (transaction) => {
      const order = await findOwnOrder(input.actor, input.reference, 'orders:paylater.fail', transaction);
      const now = new Date();
      const expiresAt = order.expires_at ?? new Date(now.getTime() + (await payLaterExpiryDays(transaction)) * DAY_MS);
      const [changed] = await Order.update(
        { status: ORDER_STATUS.PENDING, payment_method: 'paylater', expires_at: expiresAt },
        { where: { id: order.id, status: { [Op.in]: UNPAID_ORDER_STATUSES } }, transaction },
      );
      // MariaDB counts only rows whose values changed: a repeat (same values) is still unpaid.
      if (!changed && !UNPAID_ORDER_STATUSES.includes(Number((await order.reload({ transaction })).status))) throw new AppError('CONFLICT', 'orders:paylater.fail');
      await Payment.update(
        { status: PAYMENT_STATUS.PENDING, provider: 'paylater' },
        { where: { order_id: order.id, status: { [Op.ne]: PAYMENT_STATUS.SUCCESS } }, transaction },
      );
      await order.reload({ transaction });
      await materialiseLines(order, { paid: false, actorId: input.actor.id, transaction });
      const cartIds = (await orderItems(order.id, transaction)).map((i) => i.cart_item_id).filter((id): id is number => Boolean(id));
      if (cartIds.length) await CartItem.destroy({ where: { id: { [Op.in]: cartIds }, user_id: order.user_id }, transaction });
      return orderJson(order, transaction);
    }),
  );
  // The bank details and the reference to transfer with, by e-mail (once per order; after commit).
  await afterCommitLogged(options, `sendPayLaterPlacedEmail ${placed.reference}`, () => sendPayLaterPlacedEmail({ actor: SYSTEM, orderId: placed.id }));
  return placed;
}
