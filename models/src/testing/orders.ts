import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import { APPLICATION_STATUS, IP_TYPE, ORDER_STATUS, PAYMENT_STATUS, SERVICE, SLIP_STATUS, type PaymentMethod } from '../constants/index';
import { addCartBundle } from '../domain/cart/index';
import { Application } from '../models/application';
import { CartItem } from '../models/cart-item';
import { IpRecord } from '../models/ip-record';
import { Order } from '../models/order';
import { OrderItem } from '../models/order-item';
import { Payment } from '../models/payment';
import { PaymentSlip } from '../models/payment-slip';
import { Voucher } from '../models/voucher';
import { calendarDateInKualaLumpur } from '../schemas/dates';
import { getStorage } from '../storage/index';
import type { Actor } from '../domain/kernel/index';
import { countryId } from './users';

/** The Kuala Lumpur calendar day `days` from today ('YYYY-MM-DD'). */
export const dayFromToday = (days: number): string => calendarDateInKualaLumpur(new Date(Date.now() + days * 86_400_000));

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A random order reference in the checkout's format (12 characters, no 0/O/1/I). */
export function newReference(): string {
  return Array.from(randomBytes(12), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

let codes = 0;
/** A stored voucher: Value RM 10.00, 5 uses, none used, due in 30 days; any column overridden. */
export function buildVoucher(overrides: Partial<{ code: string; type: string; value: string; due_date: string; quantity: number | null; amount_used: number }> = {}): Promise<Voucher> {
  codes += 1;
  return Voucher.create({
    code: `TV${String(codes).padStart(4, '0')}${Math.random().toString(36).slice(2, 4).toUpperCase().replace(/[^A-Z0-9]/g, 'X')}`.slice(0, 8),
    type: 'Value',
    value: '10.00',
    due_date: dayFromToday(30),
    quantity: 5,
    amount_used: 0,
    ...overrides,
  } as never);
}

let filing = 0;
/**
 * Malaysian trademark renewal lines (not expired, class 1) in the user's cart, added and priced by
 * the cart operation itself (`addCartBundle`), as the renewal form adds them.
 */
export async function buildCartLines(user: Actor, count = 1, overrides: Record<string, unknown> = {}): Promise<CartItem[]> {
  const country_id = await countryId('MY');
  const lines = Array.from({ length: count }, () => {
    filing += 1;
    return { filing_no: `TMO${Date.now().toString(36).toUpperCase()}${filing}`, country_id, application_name: 'Senja Coffee Enterprise', expiry_date: dayFromToday(200), multiclass_no: 1, multiclass_name: 'Coffee', ...overrides };
  });
  const { items } = await addCartBundle({ actor: user, service_id: SERVICE.RENEWAL, type_id: IP_TYPE.TRADEMARK, lines });
  return CartItem.findAll({ where: { id: items.map((i) => i.id) }, order: [['id', 'ASC']] });
}

/** A trademark search request (service 1, two classes) in the user's cart, through `addCartBundle`. */
export async function buildCartSearch(user: Actor): Promise<CartItem> {
  const { items } = await addCartBundle({
    actor: user,
    service_id: SERVICE.SEARCH,
    request: { country_id: await countryId('MY'), description: 'Word mark KOPI SENJA', classifications: [{ term: '30', goods: 'Coffee' }, { term: '43', goods: 'Cafés' }] },
  });
  return CartItem.findByPk(items[0]!.id, { rejectOnEmpty: true });
}

export interface OrderOptions {
  /** Whose order. */
  user: { id: number };
  /** How it is paid. Default 'stripe' (a card). */
  method?: PaymentMethod;
  /** ORDER_STATUS. Default PENDING for 'paylater', else PAID. */
  status?: number;
  /** PAYMENT_STATUS of its payment row. Default SUCCESS when paid, else PENDING. */
  paymentStatus?: number;
  /** A voucher applied: a stored one, or a new Value voucher with this code and discount. */
  voucher?: Voucher | { code: string; discount: string } | null;
  /** The provider's payment reference. Default `pi_test_…` for a paid Stripe order, else none. */
  providerRef?: string | null;
  createdAt?: Date;
  expiresAt?: Date | null;
  paidAt?: Date | null;
}

/**
 * An order with its one payment row, as checkout and fulfilOrder leave them: two renewal lines (a
 * Malaysian trademark, class 9, 600.00, and a Chinese patent, years 6 and 7, 900.00; fee 1500.00),
 * less the voucher's discount. Inserted with the models directly. Paid by card unless told otherwise:
 * `buildOrder({ user, method: 'paylater' })` is a pay-later order awaiting its transfer.
 */
export async function buildOrder(options: OrderOptions): Promise<{ order: Order; payment: Payment }> {
  const method = options.method ?? 'stripe';
  const status = options.status ?? (method === 'paylater' ? ORDER_STATUS.PENDING : ORDER_STATUS.PAID);
  const paid = status === ORDER_STATUS.PAID;
  const fee = '1500.00';
  let voucherId: number | null = null;
  let discount = '0.00';
  if (options.voucher instanceof Voucher) {
    voucherId = options.voucher.id;
    discount = options.voucher.type === 'Value' ? new Decimal(options.voucher.value).toFixed(2) : new Decimal(fee).times(options.voucher.value).div(100).toFixed(2);
  } else if (options.voucher) {
    discount = options.voucher.discount;
    const voucher = await Voucher.create({ code: options.voucher.code, type: 'Value', value: discount, due_date: '2099-12-31', quantity: 10 } as never);
    voucherId = voucher.id;
  }
  const totalText = new Decimal(fee).minus(discount).toFixed(2);
  const reference = newReference();
  const createdAt = options.createdAt ?? new Date();
  const paidAt = paid ? (options.paidAt ?? new Date()) : null;
  const order = await Order.create({
    reference,
    user_id: options.user.id,
    fee,
    discount_amount: discount,
    total: totalText,
    paid_amount: paid && method !== 'bypass' ? totalText : '0.00',
    status,
    payment_method: method,
    voucher_id: voucherId,
    service_id: SERVICE.RENEWAL,
    type_id: null,
    expires_at: options.expiresAt ?? null,
    paid_at: paidAt,
    fulfilled_at: paidAt,
    created_at: createdAt,
    updated_at: createdAt,
  } as never);
  await OrderItem.create({
    order_id: order.id,
    service_id: SERVICE.RENEWAL,
    type_id: IP_TYPE.TRADEMARK,
    country_id: await countryId('MY'),
    filing_no: 'TM2015001234',
    application_name: 'MAJU JAYA',
    multiclass_no: 9,
    expiry_date: '2026-05-01',
    fee_type: 'tm_not_expired',
    fee: '600.00',
  } as never);
  await OrderItem.create({
    order_id: order.id,
    service_id: SERVICE.RENEWAL,
    type_id: IP_TYPE.PATENT,
    country_id: await countryId('CN'),
    application_no: 'CN201810012345',
    grant_no: 'ZL201810012345',
    selected_years: [{ year_granted: '6th_year_granted' }, { year_granted: '7th_year_granted' }],
    fee_type: 'pt_not_due',
    fee: '900.00',
  } as never);
  const payment = await Payment.create({
    order_id: order.id,
    reference,
    status: options.paymentStatus ?? (paid ? PAYMENT_STATUS.SUCCESS : PAYMENT_STATUS.PENDING),
    provider: method,
    paypal_ref: options.providerRef ?? (paid && method === 'stripe' ? `pi_test_${reference.toLowerCase()}` : null),
    paid_amount: paid && method !== 'bypass' ? totalText : '0.00',
    is_verify: paid,
    created_at: createdAt,
  } as never);
  return { order, payment };
}

/** Where a payment stands on the console's payments page. */
export type PaymentState = 'paylater' | 'slip' | 'failed' | 'paid' | 'cancelled';

let payments = 0;
/**
 * A payment as the console reviews it, with its order of one Malaysian trademark renewal (`total`,
 * default 1450.00) and that line's IP record and application:
 * - 'paylater': pay later awaiting a transfer (application Renewal Ordered);
 * - 'slip': pay later with a submitted slip (`slipAmount`, default the total) whose PNG is in storage
 *   (application Pending Verification);
 * - 'failed': a declined card payment; 'paid': a card payment with its invoice number;
 *   'cancelled': an order cancelled before payment (applications In Progress for these three).
 */
export async function buildPayment(options: { user: { id: number }; state: PaymentState; total?: string; slipAmount?: string }): Promise<{ order: Order; payment: Payment; slip: PaymentSlip | null; application: Application }> {
  payments += 1;
  const { state } = options;
  const userId = options.user.id;
  const total = options.total ?? '1450.00';
  const my = await countryId('MY');
  const ref = newReference();
  const status = { paylater: ORDER_STATUS.PENDING, slip: ORDER_STATUS.PENDING, failed: ORDER_STATUS.FAILED, paid: ORDER_STATUS.PAID, cancelled: ORDER_STATUS.CANCELLED }[state];
  const method = state === 'failed' || state === 'paid' ? 'stripe' : 'paylater';
  const order = await Order.create({ reference: ref, user_id: userId, payment_method: method, fee: total, total, status, paid_amount: state === 'paid' ? total : '0.00' } as never);
  const ip = await IpRecord.create({ user_id: userId, type_id: IP_TYPE.TRADEMARK, country_id: my, filing_no: `TM${ref}` } as never);
  const applicationStatus = state === 'slip' ? APPLICATION_STATUS.PENDING_VERIFICATION : state === 'paylater' ? APPLICATION_STATUS.RENEWAL_ORDERED : APPLICATION_STATUS.IN_PROGRESS;
  const application = await Application.create({
    reference: `${ref}-1`,
    application_date: '2026-01-05',
    service_id: SERVICE.RENEWAL,
    type_id: IP_TYPE.TRADEMARK,
    user_id: userId,
    ip_id: ip.id,
    status_id: applicationStatus,
  } as never);
  await OrderItem.create({ order_id: order.id, service_id: SERVICE.RENEWAL, type_id: IP_TYPE.TRADEMARK, country_id: my, filing_no: `TM${ref}`, fee: total, ip_id: ip.id, application_id: application.id } as never);
  const paymentStatus = { paylater: PAYMENT_STATUS.PENDING, slip: PAYMENT_STATUS.PENDING, failed: PAYMENT_STATUS.FAIL, paid: PAYMENT_STATUS.SUCCESS, cancelled: PAYMENT_STATUS.PENDING }[state];
  const payment = await Payment.create({
    order_id: order.id,
    reference: ref,
    status: paymentStatus,
    provider: method,
    paid_amount: state === 'paid' ? total : '0.00',
    paypal_ref: state === 'paid' ? `pi_${ref.toLowerCase()}` : null,
    failure_reason: state === 'failed' ? 'card_declined' : state === 'cancelled' ? 'cancelled' : null,
    invoice_no: state === 'paid' ? `INV-2026-${String(payments).padStart(6, '0')}` : null,
  } as never);
  let slip: PaymentSlip | null = null;
  if (state === 'slip') {
    const key = `slips/${ref}/slip${payments}.png`;
    await getStorage().putFile(key, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]));
    slip = await PaymentSlip.create({ payment_id: payment.id, ref_no: `DN${ref.slice(0, 6)}`, amount_paid: options.slipAmount ?? total, file: key, mime: 'image/png', status: SLIP_STATUS.SUBMITTED } as never);
  }
  return { order, payment, slip, application };
}
