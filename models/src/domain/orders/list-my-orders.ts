import { Op } from 'sequelize';
import { Order } from '../../models/order';
import { ORDER_PAGE_SIZES } from '../../schemas/orders';
import { ordersJson, type OrderJson } from './order-json';
import { assertCustomer } from './shared';
import { type Actor, type OperationOptions, orFail } from '../kernel/index';

export interface MyOrdersPage {
  rows: OrderJson[];
  total: number;
  page: number;
  perPage: number;
}

function pageSize(perPage: unknown): number {
  const raw = Number(perPage);
  return (ORDER_PAGE_SIZES as readonly number[]).includes(raw) ? raw : 10;
}

/** The page shown when the list cannot be read (SYS-7: the list emptied, the total 0). */
export function emptyOrdersPage(perPage: unknown): MyOrdersPage {
  return { rows: [], total: 0, page: 1, perPage: pageSize(perPage) };
}

/**
 * My orders: the customer's own orders, newest first, paged 5/10/25/50 (default 10). Only orders
 * for which a way to pay was chosen (card, pay later, bypass): a Pay now left at checkout is not an
 * order the customer placed, leaves no "Pending Payment" row and expires silently (ADR 016).
 */
export async function listMyOrders(input: { actor: Actor; page?: unknown; perPage?: unknown }, options: OperationOptions = {}): Promise<MyOrdersPage> {
  assertCustomer(input.actor, 'orders:myOrders.load_fail');
  const perPage = pageSize(input.perPage);
  const pageRaw = Math.trunc(Number(input.page));
  return orFail('orders:myOrders.load_fail', async () => {
    const where = { user_id: input.actor.id, payment_method: { [Op.ne]: null } };
    const total = await Order.count({ where, transaction: options.transaction });
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const page = Number.isFinite(pageRaw) && pageRaw >= 1 ? Math.min(pageRaw, lastPage) : 1;
    const orders = await Order.findAll({
      where,
      order: [['created_at', 'DESC'], ['id', 'DESC']],
      offset: (page - 1) * perPage,
      limit: perPage,
      transaction: options.transaction,
    });
    return { rows: await ordersJson(orders, options.transaction), total, page, perPage };
  });
}
