import { AppError } from '../../errors/index';
import { voucherDiscount } from '../../schemas/vouchers';

export const VOUCHER_EXCEED = 'vouchers:apply.exceed';

/**
 * G-29, ORD-32, ORD-33: the discount of a voucher on `total` (MYR string) and what is left to pay
 * (voucherDiscount). A discount that leaves nothing to pay (Value ≥ total, 100 % or more) is
 * refused: 'Voucher amount exceed the total amount. Please use another voucher.' Pure.
 */
export function discountFor(voucher: { type: string; value: string | number }, total: string): { discount_amount: string; paid_amount: string } {
  const result = voucherDiscount(voucher, total);
  if (!result) throw new AppError('BAD_REQUEST', 'vouchers:apply.selection_required');
  if (result.exceeds) throw new AppError('VALIDATION', VOUCHER_EXCEED);
  return { discount_amount: result.discount_amount, paid_amount: result.paid_amount };
}
