import Decimal from 'decimal.js';
import { ORDER_STATUS, PAYMENT_STATUS, SLIP_STATUS } from '../../constants/index';
import { AWAITING_PAYMENT_STATUS } from '../applications/index';

/**
 * The order's rules (issue 12 §2, ADR 027): what an order in a given state allows. Every operation
 * that changes an order and every screen that offers a button asks here — screens through the
 * `can_*` flags of the operation that loads them — so "is this order still open?" has one answer.
 * Pure functions over the row fields they read; no I/O.
 */

/** What the rules read of an order (an Order row, its JSON or a test literal). */
export interface OrderState {
  status: number | string;
  payment_method?: string | null;
}

/** What the rules read of a payment row. */
export interface PaymentState {
  status: number | string;
}

/** What the rules read of a slip. */
export interface SlipState {
  status: number | string;
}

/** ORD-39/G-25: no charge under RM 2.00 (a provider minimum), compared as money, never as a float. */
export const MINIMUM_CHARGE = new Decimal('2.00');
export const isBelowMinimumCharge = (total: Decimal.Value): boolean => new Decimal(total).lessThan(MINIMUM_CHARGE);

/** Orders not yet paid, cancelled or expired: Pending (also pay later) and Failed (a card attempt failed). */
export const UNPAID_ORDER_STATUSES: number[] = [ORDER_STATUS.PENDING, ORDER_STATUS.FAILED];
export const isUnpaid = (order: OrderState): boolean => UNPAID_ORDER_STATUSES.includes(Number(order.status));
export const isPaid = (order: OrderState): boolean => Number(order.status) === ORDER_STATUS.PAID;

/** A pay-later order still waiting for its bank transfer (G-23, G-64). */
export const isPayLaterOpen = (order: OrderState): boolean => Number(order.status) === ORDER_STATUS.PENDING && order.payment_method === 'paylater';

/** G-64: Pay Now (checkout again for the same reference) while unpaid and no slip waits for review. */
export const canPayNow = (order: OrderState, hasPendingSlip: boolean): boolean => isUnpaid(order) && !hasPendingSlip;

/** ORD-53..58: a slip may be uploaded while the pay-later order is open and none waits for review. */
export const canUploadSlip = (order: OrderState, hasPendingSlip: boolean): boolean => isPayLaterOpen(order) && !hasPendingSlip;

/** ORD-52: the expiry date is shown while the customer can still pay by bank transfer. */
export const showsPayLaterExpiry = canUploadSlip;

/**
 * ORD-65: the owner may cancel a pay-later order still open while every application of it is Renewal
 * Ordered (not once a slip waits for verification, never a paid order).
 */
export function canCancel(order: OrderState, hasPendingSlip: boolean, applicationStatuses: readonly (number | null)[]): boolean {
  return canUploadSlip(order, hasPendingSlip) && applicationStatuses.length > 0 && applicationStatuses.every((s) => Number(s) === AWAITING_PAYMENT_STATUS.ordered);
}

/** ORD-61: a slip can be reviewed while it is submitted and the order still waits for payment. */
export const isReviewable = (payment: PaymentState, order: OrderState, slip: SlipState | null | undefined): boolean =>
  Boolean(slip && Number(slip.status) === SLIP_STATUS.SUBMITTED) && Number(payment.status) === PAYMENT_STATUS.PENDING && Number(order.status) === ORDER_STATUS.PENDING;

/** G-14: Update To Success repairs a failed payment of an order still waiting for it (not a cancelled or expired one). */
export const canUpdateToSuccess = (payment: PaymentState, order: OrderState): boolean => Number(payment.status) === PAYMENT_STATUS.FAIL && isUnpaid(order);

/** G-48: the invoice exists once the order is paid. */
export const canDownloadInvoice = isPaid;

/** The payment row's status name as customers see it (ORD-59) plus the states around it. */
export type PaymentDisplayStatus = 'pending_paylater' | 'pending_verification' | 'validated' | 'cancelled' | 'expired' | 'failed' | 'pending';

export function paymentDisplayStatus(order: OrderState, payment: PaymentState | null, hasPendingSlip: boolean): PaymentDisplayStatus {
  const status = Number(order.status);
  if (status === ORDER_STATUS.PAID || Number(payment?.status) === PAYMENT_STATUS.SUCCESS) return 'validated';
  if (status === ORDER_STATUS.CANCELLED) return 'cancelled';
  if (status === ORDER_STATUS.EXPIRED) return 'expired';
  if (hasPendingSlip) return 'pending_verification';
  if (order.payment_method === 'paylater') return 'pending_paylater';
  if (status === ORDER_STATUS.FAILED || Number(payment?.status) === PAYMENT_STATUS.FAIL) return 'failed';
  return 'pending';
}
