import { randomInt } from 'node:crypto';
import type { Transaction } from 'sequelize';
import { ROLE, SLIP_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Configuration } from '../../models/configuration';
import { Order } from '../../models/order';
import { OrderItem } from '../../models/order-item';
import { Payment } from '../../models/payment';
import { PaymentSlip } from '../../models/payment-slip';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { assertRole, type Actor } from '../kernel/index';


/** Money helpers (MYR strings with two decimals, decimal.js). */

/** G-38: 12 upper-case alphanumerics without the ambiguous 0/O/1/I. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ORDER_REFERENCE = /^[A-HJ-NP-Z2-9]{12}$/;

export function newOrderReference(): string {
  let out = '';
  for (let i = 0; i < 12; i += 1) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

/** Only customers (role 4) order, pay, upload slips and cancel (D1 access rules). */
export function assertCustomer(actor: Actor | null | undefined, messageKey: string): asserts actor is Actor {
  assertRole(actor, [ROLE.MEMBER], messageKey);
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

/** configuration paylater_expiry_days (G-23), default 7, at least 1. */
export async function payLaterExpiryDays(transaction?: Transaction): Promise<number> {
  const value = Number(await Configuration.readValue<unknown>('paylater_expiry_days', 7, { transaction }));
  return Number.isInteger(value) && value >= 1 ? value : 7;
}

export const DAY_MS = 86_400_000;
