import { randomInt } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import { APPLICATION_STATUS, ORDER_STATUS, PAYMENT_STATUS, ROLE, SLIP_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { ApplicationHistory } from '../../models/application-history';
import { Configuration } from '../../models/configuration';
import { Order } from '../../models/order';
import { OrderItem } from '../../models/order-item';
import { Payment } from '../../models/payment';
import { PaymentSlip } from '../../models/payment-slip';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { afterCommit, inTransaction, type Actor, type OperationOptions } from '../users/shared';

export { afterCommit, inTransaction, type Actor, type OperationOptions };

/** Money helpers (MYR strings with two decimals, decimal.js). */
export { orFail, toMoney } from '../kernel/index';
export const MINIMUM_CHARGE = '2.00';

/** G-38: 12 upper-case alphanumerics without the ambiguous 0/O/1/I. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ORDER_REFERENCE = /^[A-HJ-NP-Z2-9]{12}$/;

export function newOrderReference(): string {
  let out = '';
  for (let i = 0; i < 12; i += 1) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

/** Only customers (role 4) order, pay, upload slips and cancel (D1 access rules). */
export function assertCustomer(actor: Actor | null | undefined, messageKey: string): asserts actor is Actor {
  if (!actor || Number(actor.role_id) !== ROLE.MEMBER) throw new AppError('FORBIDDEN', messageKey);
}

export const todayInKualaLumpur = (now: Date = new Date()) => calendarDateInKualaLumpur(now);

/** The actor's order by reference (NOT_FOUND with `messageKey` when it is someone else's or unknown). */
export async function findOwnOrder(actor: Actor, reference: unknown, messageKey: string, transaction?: Transaction): Promise<Order> {
  if (typeof reference !== 'string' || !ORDER_REFERENCE.test(reference.trim().toUpperCase())) throw new AppError('NOT_FOUND', messageKey);
  const order = await Order.findOne({ where: { reference: reference.trim().toUpperCase(), user_id: actor.id }, transaction });
  if (!order) throw new AppError('NOT_FOUND', messageKey);
  return order;
}

export async function orderItems(orderId: number, transaction?: Transaction): Promise<OrderItem[]> {
  return OrderItem.findAll({ where: { order_id: orderId }, order: [['id', 'ASC']], transaction });
}

export async function paymentOf(orderId: number, transaction?: Transaction): Promise<Payment | null> {
  return Payment.findOne({ where: { order_id: orderId }, order: [['id', 'DESC']], transaction });
}

/** The slip waiting for review (ORD-57/58), if any. */
export async function pendingSlipOf(paymentId: number | undefined | null, transaction?: Transaction): Promise<PaymentSlip | null> {
  if (!paymentId) return null;
  return PaymentSlip.findOne({ where: { payment_id: paymentId, status: SLIP_STATUS.SUBMITTED }, order: [['id', 'DESC']], transaction });
}

/** One application_histories row (every status change writes one). */
export async function addHistory(applicationId: number, message: string, userId: number | null, transaction: Transaction): Promise<void> {
  await ApplicationHistory.create({ application_id: applicationId, message, user_id: userId }, { transaction });
}

/** The applications of an order's lines (via order_items.application_id), optionally only those in `statuses`. */
export async function applicationsOf(orderId: number, transaction: Transaction, statuses?: number[]): Promise<Application[]> {
  const items = await OrderItem.findAll({ where: { order_id: orderId, application_id: { [Op.ne]: null } }, attributes: ['application_id'], transaction });
  const ids = [...new Set(items.map((i) => i.application_id!))];
  if (!ids.length) return [];
  return Application.findAll({
    where: { id: { [Op.in]: ids }, ...(statuses ? { status_id: { [Op.in]: statuses } } : {}) },
    order: [['id', 'ASC']],
    transaction,
  });
}

/**
 * Moves the given applications of an order to `statusId` (conditional on their current status) and
 * writes one history row each. Returns how many moved.
 */
export async function moveApplications(
  orderId: number,
  from: number[],
  statusId: number,
  message: string,
  userId: number | null,
  transaction: Transaction,
): Promise<number> {
  const apps = await applicationsOf(orderId, transaction, from);
  let moved = 0;
  for (const app of apps) {
    const [count] = await Application.update({ status_id: statusId }, { where: { id: app.id, status_id: { [Op.in]: from } }, transaction });
    if (count) {
      moved += 1;
      await addHistory(app.id, message, userId, transaction);
    }
  }
  return moved;
}

export const PAY_LATER_OPEN_STATUSES: number[] = [APPLICATION_STATUS.RENEWAL_ORDERED];
export const UNPAID_ORDER_STATUSES: number[] = [ORDER_STATUS.PENDING, ORDER_STATUS.FAILED];

/** configuration paylater_expiry_days (G-23), default 7, at least 1. */
export async function payLaterExpiryDays(transaction?: Transaction): Promise<number> {
  const value = Number(await Configuration.readValue<unknown>('paylater_expiry_days', 7, { transaction }));
  return Number.isInteger(value) && value >= 1 ? value : 7;
}

export const DAY_MS = 86_400_000;

/** The payment row's status name as customers see it (ORD-59) plus the states around it. */
export type PaymentDisplayStatus = 'pending_paylater' | 'pending_verification' | 'validated' | 'cancelled' | 'expired' | 'failed' | 'pending';

export function paymentDisplayStatus(order: Pick<Order, 'status' | 'payment_method'>, payment: Pick<Payment, 'status'> | null, hasPendingSlip: boolean): PaymentDisplayStatus {
  const status = Number(order.status);
  if (status === ORDER_STATUS.PAID || Number(payment?.status) === PAYMENT_STATUS.SUCCESS) return 'validated';
  if (status === ORDER_STATUS.CANCELLED) return 'cancelled';
  if (status === ORDER_STATUS.EXPIRED) return 'expired';
  if (hasPendingSlip) return 'pending_verification';
  if (order.payment_method === 'paylater') return 'pending_paylater';
  if (status === ORDER_STATUS.FAILED || Number(payment?.status) === PAYMENT_STATUS.FAIL) return 'failed';
  return 'pending';
}

/** Runs `fn` in its own transaction or the caller's; never swallows. */
export const withTransaction = inTransaction;

/** Logs a failure of an after-commit step (invoice, e-mail): the payment stays confirmed. */
export function logStepFailure(step: string, reference: string, error: unknown): void {
  console.error(`[orders] ${step} failed for order ${reference}:`, error instanceof Error ? error.message : error);
}
