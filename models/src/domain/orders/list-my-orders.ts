import { literal, Op } from 'sequelize';
import { SLIP_STATUS } from '../../constants/index';
import { bound, preparedPage } from '../../db/prepared-read';
import { Order } from '../../models/order';
import { ORDER_PAGE_SIZES } from '../../schemas/orders';
import { displayStatusOf, type OrderJson } from './order-json';
import { paymentDisplayStatus, type PaymentDisplayStatus } from './rules';
import { assertCustomer } from './shared';
import { iso, type Actor, type OperationOptions, orFail } from '../kernel/index';

/** A row of My orders: the table's columns (ORD-51, ORD-59), no more (an order's lines, addresses and payment stay on its receipt). */
export interface MyOrderRow {
  id: number;
  reference: string;
  created_at: string | null;
  total: string;
  payment_method: string | null;
  display_status: OrderJson['display_status'];
  payment_status: PaymentDisplayStatus;
  item_count: number;
}

export interface MyOrdersPage {
  rows: MyOrderRow[];
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

// Per order of the page, in the same statement (issue 17): its number of lines, the status of its
// payment (its newest, as paymentOf) and whether that payment has a slip waiting for review — what
// orderJson reads from the lines, payments and slips for the same two statuses.
const LATEST_PAYMENT = '(SELECT p.id FROM payments AS p WHERE p.order_id = `Order`.`id` ORDER BY p.id DESC LIMIT 1)';
const ROW_FACTS: [ReturnType<typeof literal>, string][] = [
  [literal('(SELECT count(*) FROM order_items AS oi WHERE oi.order_id = `Order`.`id`)'), 'item_count'],
  [literal(`(SELECT p.status FROM payments AS p WHERE p.id = ${LATEST_PAYMENT})`), 'latest_payment_status'],
  [literal(`(SELECT count(*) FROM payment_slips AS s WHERE s.payment_id = ${LATEST_PAYMENT} AND s.status = ${SLIP_STATUS.SUBMITTED})`), 'pending_slips'],
];

/**
 * My orders: the customer's own orders, newest first, paged 5/10/25/50 (default 10). Only orders
 * for which a way to pay was chosen (card, pay later, bypass): a Pay now left at checkout is not an
 * order the customer placed, leaves no "Pending Payment" row and expires silently (ADR 016).
 * Two statements whatever the page's length: the count, and the page's rows with their facts.
 */
export async function listMyOrders(input: { actor: Actor; page?: unknown; perPage?: unknown }, options: OperationOptions = {}): Promise<MyOrdersPage> {
  assertCustomer(input.actor, 'orders:myOrders.load_fail');
  const perPage = pageSize(input.perPage);
  const pageRaw = Math.trunc(Number(input.page));
  return orFail('orders:myOrders.load_fail', async () => {
    // The user bound ($1): the count and each page size's first page are statements made once (ADR 084).
    const where = { user_id: bound(1), payment_method: { [Op.ne]: null } };
    const { rows: orders, total, page } = await preparedPage({
      model: Order,
      countKey: 'orders.mine.count',
      pageKey: 'orders.mine.firstPage',
      values: [input.actor.id],
      transaction: options.transaction,
      where,
      requested: pageRaw,
      perPage,
      find: (window, call) =>
        Order.findAll({ where, attributes: ['id', 'reference', 'created_at', 'total', 'payment_method', 'status', ...ROW_FACTS], order: [['created_at', 'DESC'], ['id', 'DESC']], ...window, ...call }),
    });
    const rows = orders.map((order): MyOrderRow => {
      const paymentStatus = order.get('latest_payment_status') as number | string | null;
      const pendingSlip = Number(order.get('pending_slips')) > 0;
      return {
        id: order.id,
        reference: order.reference,
        created_at: iso(order.created_at),
        total: order.total,
        payment_method: order.payment_method ?? null,
        display_status: displayStatusOf(order, pendingSlip),
        payment_status: paymentDisplayStatus(order, paymentStatus === null ? null : { status: paymentStatus }, pendingSlip),
        item_count: Number(order.get('item_count')),
      };
    });
    return { rows, total, page, perPage };
  });
}
