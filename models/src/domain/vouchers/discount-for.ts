import Decimal from 'decimal.js';
import { AppError } from '../../errors/index';
import { normaliseVoucherType } from '../../schemas/vouchers';

export const VOUCHER_EXCEED = 'vouchers:apply.exceed';

const money = (value: Decimal): string => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/**
 * G-29, ORD-32, ORD-33: the discount of a voucher on `total` (MYR string) and what is left to pay.
 * Percentage = total × value / 100, Value = the fixed RM amount (legacy 'fixed' too, ⚑AMB-09), both
 * rounded to 2 decimals. A discount that leaves nothing to pay (Value ≥ total, 100 % or more) is
 * refused: 'Voucher amount exceed the total amount. Please use another voucher.' Pure.
 */
export function discountFor(voucher: { type: string; value: string | number }, total: string): { discount_amount: string; paid_amount: string } {
  let amount: Decimal;
  let value: Decimal;
  try {
    amount = new Decimal(total);
    value = new Decimal(voucher.value);
  } catch {
    throw new AppError('BAD_REQUEST', VOUCHER_EXCEED);
  }
  if (!amount.isFinite() || amount.lte(0) || !value.isFinite() || value.lte(0)) throw new AppError('BAD_REQUEST', 'vouchers:apply.selection_required');
  const type = normaliseVoucherType(voucher.type) ?? 'Value';
  const discount = type === 'Percentage' ? amount.times(value).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP) : value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const paid = amount.minus(discount);
  if (paid.lte(0)) throw new AppError('VALIDATION', VOUCHER_EXCEED);
  return { discount_amount: money(discount), paid_amount: money(paid) };
}
