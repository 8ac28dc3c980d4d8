import { Op, fn, col, type Order as SortOrder, type WhereOptions } from 'sequelize';
import { SLIP_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { Country } from '../../models/country';
import { Order } from '../../models/order';
import { OrderItem } from '../../models/order-item';
import { Payment } from '../../models/payment';
import { PaymentSlip } from '../../models/payment-slip';
import { User } from '../../models/user';
import { Voucher } from '../../models/voucher';
import { ORDER_SORT_FIELDS, orderListFilterSchema, type OrderDetailJson, type OrderRowJson, type OrderSortField } from '../../schemas/payments';
import { paymentDisplayStatus } from '../orders/rules';
import { NOT_ALLOWED, paymentRow, RETRIEVE_FAIL, slipJson } from './shared';
import { Settlement } from '../../models/settlement';
import { proofStatus, proofStatusKey } from '../settlements/proof-status';
import { type Actor, assertAllowed, iso, type ListResult, type OperationOptions, pageWindow, startsWithAny, userEmailStartsWith } from '../kernel/index';

export interface ListOrdersInput {
  actor: Actor;
  /** {q: reference or customer e-mail, status: ORDER_STATUS, payment_method} */
  filter?: Record<string, unknown>;
  sort?: { field: OrderSortField; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
}

const include = () => [
  { model: User, as: 'user', attributes: ['id', 'email', 'name'] },
  { model: Voucher, as: 'voucher', attributes: ['id', 'code'] },
];

/** The rows of `orders`: line counts, latest payments and pending slips in three more queries. */
async function orderRows(orders: Order[], options: OperationOptions): Promise<OrderRowJson[]> {
  if (orders.length === 0) return [];
  const { transaction } = options;
  const ids = orders.map((o) => o.id);
  const [counts, payments] = await Promise.all([
    OrderItem.findAll({ where: { order_id: ids }, attributes: ['order_id', [fn('COUNT', col('id')), 'lines']], group: ['order_id'], raw: true, transaction }) as unknown as Promise<{ order_id: number; lines: number | string }[]>,
    Payment.findAll({ where: { order_id: ids }, order: [['id', 'DESC']], transaction }),
  ]);
  const pending = payments.length
    ? await PaymentSlip.findAll({ where: { payment_id: payments.map((p) => p.id), status: SLIP_STATUS.SUBMITTED }, attributes: ['payment_id'], transaction })
    : [];
  const linesOf = new Map(counts.map((c) => [Number(c.order_id), Number(c.lines)]));
  const paymentOf = new Map<number, Payment>();
  for (const p of payments) if (!paymentOf.has(p.order_id)) paymentOf.set(p.order_id, p);
  const pendingPayments = new Set(pending.map((s) => s.payment_id));
  return orders.map((order) => {
    const payment = paymentOf.get(order.id) ?? null;
    return {
      id: order.id,
      reference: order.reference,
      email: order.user?.email ?? null,
      customer_name: order.user?.name ?? null,
      lines: linesOf.get(order.id) ?? 0,
      fee: String(order.fee),
      discount_amount: String(order.discount_amount),
      total: String(order.total),
      paid_amount: String(order.paid_amount),
      payment_method: order.payment_method,
      status: Number(order.status),
      payment_status: paymentDisplayStatus(order, payment, payment ? pendingPayments.has(payment.id) : false),
      voucher_code: order.voucher?.code ?? null,
      created_at: iso(order.created_at),
    };
  });
}

/**
 * The page sorted by the customer's e-mail, in two statements (issue 17, ADR 067): the page's ids from
 * the indexes alone — an inner join read from users_email_uq, each customer's orders from
 * orders_user_id_idx, already in (email, id) order, so no sort of every order — then those orders.
 */
async function ordersByEmail(where: WhereOptions<Order>, order: SortOrder, offset: number, limit: number, { transaction }: OperationOptions): Promise<Order[]> {
  const page = await Order.findAll({ where, attributes: ['id'], include: [{ model: User, as: 'user', attributes: [], required: true }], order, offset, limit, subQuery: false, raw: true, transaction });
  const ids = page.map((row) => row.id);
  if (ids.length === 0) return [];
  const byId = new Map((await Order.findAll({ where: { id: ids }, include: include(), transaction })).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * ORD-73, G-46: one page of orders (newest first by default) — reference, customer e-mail, created
 * at, number of lines, fee, discount, total, method, order status and payment status — searched on
 * the reference or the customer's e-mail, filtered on status and method.
 */
export async function listOrders(input: ListOrdersInput, options: OperationOptions = {}): Promise<ListResult<OrderRowJson>> {
  assertAllowed(input.actor, 'orders', 'list', NOT_ALLOWED);
  const parsed = orderListFilterSchema.safeParse(input.filter ?? {});
  const sort = input.sort ?? { field: 'created_at', order: 'DESC' };
  if (!parsed.success || !(ORDER_SORT_FIELDS as readonly string[]).includes(sort.field) || !['ASC', 'DESC'].includes(sort.order)) {
    throw new AppError('BAD_REQUEST', RETRIEVE_FAIL);
  }
  const { offset, limit } = pageWindow(input);
  const { q, status, payment_method } = parsed.data;
  const conditions: WhereOptions<Order>[] = [];
  if (status !== undefined) conditions.push({ status });
  if (payment_method) conditions.push({ payment_method });
  // ADR 066: the reference or the customer's e-mail starts with the text — both on orders' own indexes.
  if (q) conditions.push({ [Op.or]: [startsWithAny(['Order.reference'], q.toUpperCase()), userEmailStartsWith('Order.user_id', q)] } as WhereOptions<Order>);
  const where = { [Op.and]: conditions } as WhereOptions<Order>;
  const byEmail = sort.field === 'user.email';
  const order: SortOrder = byEmail ? [[{ model: User, as: 'user' }, 'email', sort.order]] : [[sort.field, sort.order]];
  if (sort.field !== 'id') order.push(['id', sort.order]);
  const { transaction } = options;
  // Every order has its customer (a NOT NULL foreign key) and the search asks users in a subquery: the count reads orders alone.
  const [total, orders] = await Promise.all([
    Order.count({ where, transaction }),
    byEmail ? ordersByEmail(where, order, offset, limit, options) : Order.findAll({ where, include: include(), order, offset, limit, subQuery: false, transaction }),
  ]);
  return { rows: await orderRows(orders, options), total, offset, limit };
}

/** ORD-73: one order with its lines (service, type, country, numbers, fee), its payment and slips. */
export async function getOrder(input: { actor: Actor; id: number }, options: OperationOptions = {}): Promise<OrderDetailJson> {
  assertAllowed(input.actor, 'orders', 'read', NOT_ALLOWED);
  const { transaction } = options;
  const order = Number.isInteger(input.id) && input.id > 0 ? await Order.findByPk(input.id, { include: include(), transaction }) : null;
  if (!order) throw new AppError('NOT_FOUND', RETRIEVE_FAIL);
  const [row] = await orderRows([order], options);
  const items = await OrderItem.findAll({
    where: { order_id: order.id },
    include: [
      { model: Country, as: 'country', attributes: ['id', 'name', 'iso2'] },
      { model: Application, as: 'application', attributes: ['id', 'reference'] },
    ],
    order: [['id', 'ASC']],
    transaction,
  });
  const payment = await Payment.findOne({ where: { order_id: order.id }, order: [['id', 'DESC']], transaction });
  const slips = payment ? await PaymentSlip.findAll({ where: { payment_id: payment.id }, order: [['id', 'DESC']], transaction }) : [];
  // SET-3: the order's settlements, with their application and agent, in one query.
  const settlements = await Settlement.findAll({
    where: { order_id: order.id },
    include: [
      { model: Application, as: 'application', attributes: ['id', 'reference'] },
      { model: User, as: 'agent', attributes: ['id', 'name'] },
    ],
    order: [['id', 'ASC']],
    transaction,
  });
  const payLater = order.payment_method === 'paylater';
  return {
    ...row!,
    items: items.map((item) => ({
      id: item.id,
      service_id: item.service_id,
      type_id: item.type_id,
      country: item.country?.name ?? null,
      country_iso2: item.country?.iso2 ?? null,
      filing_no: item.filing_no ?? null,
      application_no: item.application_no ?? null,
      grant_no: item.grant_no ?? null,
      application_name: item.application_name ?? null,
      fee: String(item.fee),
      additional_fee: String(item.additional_fee),
      application_reference: item.application?.reference ?? null,
    })),
    payment: payment ? await paymentRow(payment, input.actor, transaction) : null,
    slips: slips.map((slip) => slipJson(slip, input.actor)),
    settlements: settlements.map((s) => ({
      id: s.id,
      reference: s.application?.reference ?? '',
      agent_name: s.agent?.name ?? null,
      proof_status_key: proofStatusKey(proofStatus(s, { payLater })),
      total: String(s.total),
      net_total: String(s.net_total),
      is_settled: Boolean(s.is_settled),
      paid_at: iso(s.paid_at),
    })),
  };
}
