import type { Transaction } from 'sequelize';
import { ORDER_STATUS, SLIP_STATUS } from '../../constants/index';
import { Application } from '../../models/application';
import { ApplicationStatus } from '../../models/application-status';
import { Country } from '../../models/country';
import { Order } from '../../models/order';
import { OrderItem } from '../../models/order-item';
import { cartLineJson, type CartLineJson } from '../cart/shared';
import { Voucher } from '../../models/voucher';
import { iso } from '../kernel/index';
import { paymentDisplayStatus, type PaymentDisplayStatus } from './rules';
import { PaymentSlip } from '../../models/payment-slip';
import { Payment } from '../../models/payment';

export type OrderStatusName = 'pending' | 'paid' | 'cancelled' | 'failed' | 'expired';
const STATUS_NAME: Record<number, OrderStatusName> = {
  [ORDER_STATUS.PENDING]: 'pending',
  [ORDER_STATUS.PAID]: 'paid',
  [ORDER_STATUS.CANCELLED]: 'cancelled',
  [ORDER_STATUS.FAILED]: 'failed',
  [ORDER_STATUS.EXPIRED]: 'expired',
};

/** An order line: the same shape as a cart line (A's cartLineJson), plus its cart line and the application it became. */
export type OrderItemJson = CartLineJson & {
  cart_item_id: number | null;
  application: { id: number; reference: string; status_id: number | null; status_label: string | null } | null;
};

export interface OrderJson {
  id: number;
  reference: string;
  status: number;
  status_name: OrderStatusName;
  /** The order's status as My orders names it (a pending order whose slip waits: pending verification). */
  display_status: OrderStatusName | 'pending_verification';
  total: string;
  discount_amount: string;
  paid_amount: string;
  fee: string;
  paypal_status: string | null;
  redirectUrl: string | null;
  /** Null until the customer chooses how to pay (ADR 016). */
  payment_method: string | null;
  use_sandbox: boolean;
  voucher: { id: number; code: string } | null;
  expires_at: string | null;
  paid_at: string | null;
  cancelled_at: string | null;
  created_at: string | null;
  service: { id: number } | null;
  type: { id: number } | null;
  items: OrderItemJson[];
  payment: {
    id: number;
    status: number;
    paypal_ref: string | null;
    paid_amount: string;
    is_verify: boolean;
    invoice_no: string | null;
    has_invoice: boolean;
    updated_at: string | null;
  } | null;
  /** The latest slip (pending, verified or rejected). */
  slip: { id: number; status: number; ref_no: string; amount_paid: string; reject_reason: string | null; created_at: string | null } | null;
  has_pending_slip: boolean;
  /** ORD-59: Pending PayLater, Pending Verification, Validated, Cancelled (+ expired, failed, pending card). */
  payment_status: PaymentDisplayStatus;
}


function itemJson(item: OrderItem): OrderItemJson {
  const app = item.application ?? null;
  return {
    ...cartLineJson(item),
    cart_item_id: item.cart_item_id ?? null,
    application: app ? { id: app.id, reference: app.reference, status_id: app.status_id ?? null, status_label: app.status?.label ?? null } : null,
  };
}

/** The order as every caller sees it (ORD-38 fields plus the payment, slip and display status). */
export async function orderJson(order: Order, transaction?: Transaction): Promise<OrderJson> {
  const [json] = await ordersJson([order], transaction);
  return json!;
}

/**
 * Orders as every caller sees them, read together: five statements for a page whatever its length —
 * the lines (with their countries and applications), the payments, the vouchers and the slips of all
 * the orders at once (My orders issued five per order before).
 */
export async function ordersJson(orders: readonly Order[], transaction?: Transaction): Promise<OrderJson[]> {
  if (orders.length === 0) return [];
  const orderIds = orders.map((order) => order.id);
  const voucherIds = [...new Set(orders.map((order) => order.voucher_id).filter((id): id is number => Boolean(id)))];
  const [items, payments, vouchers] = await Promise.all([
    OrderItem.findAll({
      where: { order_id: orderIds },
      include: [
        { model: Country, as: 'country', attributes: ['id', 'name', 'iso2'] },
        { model: Application, as: 'application', attributes: ['id', 'reference', 'status_id'], include: [{ model: ApplicationStatus, as: 'status', attributes: ['id', 'label'] }] },
      ],
      order: [['id', 'ASC']],
      transaction,
    }),
    // An order's payment is its newest (paymentOf).
    Payment.findAll({ where: { order_id: orderIds }, order: [['id', 'DESC']], transaction }),
    voucherIds.length ? Voucher.findAll({ where: { id: voucherIds }, attributes: ['id', 'code'], transaction }) : Promise.resolve([]),
  ]);
  const paymentOfOrder = new Map<number, Payment>();
  for (const payment of payments) if (!paymentOfOrder.has(payment.order_id)) paymentOfOrder.set(payment.order_id, payment);
  const paymentIds = [...paymentOfOrder.values()].map((payment) => payment.id);
  const slips = paymentIds.length ? await PaymentSlip.findAll({ where: { payment_id: paymentIds }, order: [['id', 'DESC']], transaction }) : [];
  // Per payment, newest first: its latest slip, and the newest one waiting for review (pendingSlipOf).
  const latestSlip = new Map<number, PaymentSlip>();
  const pendingSlip = new Map<number, PaymentSlip>();
  for (const slip of slips) {
    if (!latestSlip.has(slip.payment_id)) latestSlip.set(slip.payment_id, slip);
    if (Number(slip.status) === SLIP_STATUS.SUBMITTED && !pendingSlip.has(slip.payment_id)) pendingSlip.set(slip.payment_id, slip);
  }
  const itemsOfOrder = new Map<number, OrderItem[]>();
  for (const item of items) {
    const lines = itemsOfOrder.get(item.order_id);
    if (lines) lines.push(item);
    else itemsOfOrder.set(item.order_id, [item]);
  }
  const voucherById = new Map(vouchers.map((voucher) => [voucher.id, voucher]));
  return orders.map((order) => {
    const payment = paymentOfOrder.get(order.id) ?? null;
    const voucher = order.voucher_id ? (voucherById.get(order.voucher_id) ?? null) : null;
    return buildOrderJson(order, itemsOfOrder.get(order.id) ?? [], payment, voucher, payment ? (pendingSlip.get(payment.id) ?? null) : null, payment ? (latestSlip.get(payment.id) ?? null) : null);
  });
}

/** The order's status as My orders names it: a pending order whose slip waits for review is pending verification. */
export function displayStatusOf(order: { status: number | string }, hasPendingSlip: boolean): OrderJson['display_status'] {
  return hasPendingSlip && Number(order.status) === ORDER_STATUS.PENDING ? 'pending_verification' : (STATUS_NAME[Number(order.status)] ?? 'pending');
}

function buildOrderJson(order: Order, items: OrderItem[], payment: Payment | null, voucher: Voucher | null, pending: PaymentSlip | null, latest: PaymentSlip | null): OrderJson {
  return {
    id: order.id,
    reference: order.reference,
    status: Number(order.status),
    status_name: STATUS_NAME[Number(order.status)] ?? 'pending',
    display_status: displayStatusOf(order, pending !== null),
    total: order.total,
    discount_amount: order.discount_amount,
    paid_amount: order.paid_amount,
    fee: order.fee,
    paypal_status: order.paypal_status ?? null,
    redirectUrl: order.redirect_url ?? null,
    payment_method: order.payment_method,
    use_sandbox: Boolean(order.use_sandbox),
    voucher: voucher ? { id: voucher.id, code: voucher.code } : null,
    expires_at: iso(order.expires_at),
    paid_at: iso(order.paid_at),
    cancelled_at: iso(order.cancelled_at),
    created_at: iso(order.created_at),
    service: order.service_id ? { id: order.service_id } : null,
    type: order.type_id ? { id: order.type_id } : null,
    items: items.map(itemJson),
    payment: payment
      ? {
          id: payment.id,
          status: Number(payment.status),
          paypal_ref: payment.paypal_ref ?? null,
          paid_amount: payment.paid_amount,
          is_verify: Boolean(payment.is_verify),
          invoice_no: payment.invoice_no ?? null,
          has_invoice: Boolean(payment.invoice_path || payment.invoice_no),
          updated_at: iso(payment.updated_at),
        }
      : null,
    slip: latest
      ? { id: latest.id, status: Number(latest.status), ref_no: latest.ref_no, amount_paid: latest.amount_paid, reject_reason: latest.reject_reason ?? null, created_at: iso(latest.created_at) }
      : null,
    has_pending_slip: pending !== null,
    payment_status: paymentDisplayStatus(order, payment, pending !== null),
  };
}

export async function orderJsonById(orderId: number, transaction?: Transaction): Promise<OrderJson> {
  const order = await Order.findByPk(orderId, { transaction, rejectOnEmpty: true });
  return orderJson(order, transaction);
}
