import Decimal from 'decimal.js';
import { z } from 'zod';
import { VOUCHER_STATUS, VOUCHER_STATUS_FILTER_ALL, VOUCHER_TYPES } from '../constants/index';
import { calendarDateInKualaLumpur } from './dates';
import { blank, numeric } from './preprocess';

/**
 * Vouchers (ADM-40..49, ORD-29..34, G-29, ⚑AMB-08, ⚑AMB-09): the console form, the list filter and
 * the JSON the console reads. Browser-safe. Messages are i18n keys of the `vouchers` namespace.
 */

export const vouchersMessage = (key: string): string => `vouchers:validation.${key}`;

/** ADM-44: codes are 8 upper-case alphanumerics; generated ones avoid 0/O/1/I. */
export const VOUCHER_CODE_LENGTH = 8;
export const VOUCHER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE = /^[A-Z0-9]{8}$/;

/** ⚑AMB-09: legacy 'fixed' is a Value voucher. */
export function normaliseVoucherType(type: unknown): (typeof VOUCHER_TYPES)[number] | undefined {
  if (typeof type !== 'string') return undefined;
  const t = type.trim().toLowerCase();
  if (t === 'value' || t === 'fixed') return 'Value';
  if (t === 'percentage') return 'Percentage';
  return undefined;
}

/**
 * G-29, ORD-32, ORD-33 (browser-safe: the cart recomputes it when the selection changes): the
 * discount of a voucher on `total` (MYR) and what is left to pay. Percentage = total × value / 100,
 * Value = the fixed RM amount (legacy 'fixed' too), both rounded half-up to 2 decimals. Null when
 * the total or the value is not an amount above 0; `exceeds` when nothing would be left to pay.
 */
export function voucherDiscount(voucher: { type: string; value: string | number }, total: string): { discount_amount: string; paid_amount: string; exceeds: boolean } | null {
  let amount: Decimal;
  let value: Decimal;
  try {
    amount = new Decimal(total);
    value = new Decimal(voucher.value);
  } catch {
    return null;
  }
  if (!amount.isFinite() || amount.lte(0) || !value.isFinite() || value.lte(0)) return null;
  const base = normaliseVoucherType(voucher.type) === 'Percentage' ? amount.times(value).dividedBy(100) : value;
  const discount = base.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const paid = amount.minus(discount);
  return { discount_amount: discount.toFixed(2), paid_amount: paid.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2), exceeds: paid.lte(0) };
}

/** ADM-45: the earliest due date the form accepts (the picker blocks days before yesterday), KL calendar. */
export function voucherMinDueDate(now: Date = new Date()): string {
  return calendarDateInKualaLumpur(new Date(now.getTime() - 24 * 60 * 60 * 1000));
}

const MONEY = /^\d{1,8}(\.\d{1,2})?$/;
/** A negative number: refused with the "greater than 0" / range message, not as a malformed amount. */
const NEGATIVE = /^-\d+(\.\d+)?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string): boolean => {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const moneyText = (value: unknown): unknown => {
  const v = blank(value);
  return typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v;
};

/**
 * ADM-43/45/46/47: the voucher form. Every field required ('Date is required' for the date); type
 * Value or Percentage; Value > 0; Percentage 1–100; quantity (voucher limitations) a whole number ≥ 1.
 * The date-not-before-yesterday and quantity-not-below-used rules need the clock and the stored row:
 * the domain checks them.
 */
export const voucherInputSchema = z.object({
  code: z.preprocess(
    (v) => (typeof blank(v) === 'string' ? (v as string).trim().toUpperCase() : blank(v)),
    z.string({ error: vouchersMessage('code_required') }).regex(CODE, vouchersMessage('code_invalid')),
  ),
  type: z.preprocess((v) => (blank(v) === undefined ? undefined : (normaliseVoucherType(v) ?? v)), z.enum(VOUCHER_TYPES, { error: vouchersMessage('type_required') })),
  value: z.preprocess(
    moneyText,
    z.string({ error: vouchersMessage('value_required') }).refine((v) => MONEY.test(v) || NEGATIVE.test(v), vouchersMessage('value_invalid')),
  ),
  due_date: z.preprocess(
    (v) => (typeof blank(v) === 'string' ? (v as string).trim().slice(0, 10) : blank(v)),
    z.string({ error: vouchersMessage('date_required') }).refine(isRealDay, vouchersMessage('date_invalid')),
  ),
  quantity: z.preprocess(
    numeric,
    // min before int: a negative number (-2, -1.5) gets 'must be at least 1', not 'whole number'.
    z
      .number({ error: vouchersMessage('quantity_required') })
      .min(1, { error: vouchersMessage('quantity_min'), abort: true })
      .int(vouchersMessage('quantity_whole'))
      .max(1_000_000, vouchersMessage('quantity_whole')),
  ),
}).superRefine((input, ctx) => {
  if (typeof input.value !== 'string' || !(MONEY.test(input.value) || NEGATIVE.test(input.value))) return;
  const value = Number(input.value);
  if (input.type === 'Percentage' && (value < 1 || value > 100)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: vouchersMessage('percentage_range') });
  } else if (!(value > 0)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: vouchersMessage('value_positive') });
  }
});
export type VoucherInput = z.infer<typeof voucherInputSchema>;

/** ADM-40/41: list filter — status 2 all, 0 Available, 1 Used, 3 Expired; `q` searches the code. */
export const VOUCHER_STATUS_FILTERS = [VOUCHER_STATUS_FILTER_ALL, VOUCHER_STATUS.AVAILABLE, VOUCHER_STATUS.USED, VOUCHER_STATUS.EXPIRED] as const;
export const voucherListFilterSchema = z.object({
  status: z.preprocess(numeric, z.number().refine((s) => (VOUCHER_STATUS_FILTERS as readonly number[]).includes(s)).optional()),
  q: z.preprocess(blank, z.string().trim().max(64).optional()),
});
export const VOUCHER_SORT_FIELDS = ['id', 'code', 'type', 'value', 'due_date', 'quantity', 'amount_used', 'created_at'] as const;
export type VoucherSortField = (typeof VOUCHER_SORT_FIELDS)[number];

export type VoucherStatusId = (typeof VOUCHER_STATUS)[keyof typeof VOUCHER_STATUS];

/** The console's voucher record. `status` is computed on read (G-29); `fully_claimed` drives ADM-42. */
export interface VoucherJson {
  id: number;
  code: string;
  type: (typeof VOUCHER_TYPES)[number];
  value: string;
  due_date: string;
  quantity: number | null;
  amount_used: number;
  status: VoucherStatusId;
  fully_claimed: boolean;
  /** Redeemed by an order: cannot be deleted. */
  in_use: boolean;
  created_at: string | null;
  updated_at: string | null;
}

/** G-29: Used when amount_used ≥ quantity, Expired after the due date (inclusive, KL), else Available. */
export function voucherStatusOf(voucher: { quantity: number | null; amount_used: number; due_date: string }, today: string = calendarDateInKualaLumpur()): VoucherStatusId {
  if (voucher.quantity !== null && voucher.amount_used >= voucher.quantity) return VOUCHER_STATUS.USED;
  if (voucher.due_date < today) return VOUCHER_STATUS.EXPIRED;
  return VOUCHER_STATUS.AVAILABLE;
}
