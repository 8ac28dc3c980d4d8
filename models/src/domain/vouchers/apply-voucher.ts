import Decimal from 'decimal.js';
import { AppError } from '../../errors/index';
import { Voucher } from '../../models/voucher';
import { normaliseVoucherType, voucherStatusOf } from '../../schemas/vouchers';
import { discountFor } from './discount-for';
import { todayInKl } from './shared';
import { VOUCHER_STATUS } from '../../constants/index';
import { assertWithinUserLimit } from './per-user-limit';
import { type Actor, type OperationOptions } from '../kernel/index';

export interface AppliedVoucher {
  id: number;
  code: string;
  type: 'Value' | 'Percentage';
  value: string;
  discount_amount: string;
  paid_amount: string;
}

/** The voucher of `code` as the customer may use it now, or the AppError telling why not. */
export async function usableVoucher(code: unknown, options: OperationOptions & { now?: Date } = {}): Promise<Voucher> {
  return checkUsable(await voucherByCode(code, options), options);
}

/** The voucher whose code is `code` (trimmed, any case); unknown: 'This voucher code is not valid.' */
export async function voucherByCode(code: unknown, options: OperationOptions = {}): Promise<Voucher> {
  const clean = typeof code === 'string' ? code.trim().toUpperCase() : '';
  const voucher = /^[A-Z0-9]{8}$/.test(clean) ? await Voucher.findOne({ where: { code: clean }, transaction: options.transaction }) : null;
  if (!voucher) throw new AppError('NOT_FOUND', 'vouchers:apply.not_found');
  return voucher;
}

/** `voucher` itself when it is neither fully claimed nor expired today (KL), else the AppError telling which. */
export function checkUsable(voucher: Voucher, options: { now?: Date } = {}): Voucher {
  const status = voucherStatusOf(
    { quantity: voucher.quantity ?? null, amount_used: Number(voucher.amount_used), due_date: String(voucher.due_date).slice(0, 10) },
    todayInKl(options.now),
  );
  if (status === VOUCHER_STATUS.USED) throw new AppError('CONFLICT', 'vouchers:apply.fully_claimed');
  if (status === VOUCHER_STATUS.EXPIRED) throw new AppError('CONFLICT', 'vouchers:apply.expired');
  return voucher;
}

/**
 * ORD-29..33: the customer applies a code to the selected lines' total. Needs a signed-in actor
 * and a total above 0 (ORD-31); unknown, expired and fully claimed codes are refused with their
 * own message, as is a customer who reached `voucher_per_user_limit` (G-29); the exceed rule of ORD-32 applies. Answers id, type, value and the discount and
 * paid amounts (ORD-33). Nothing is reserved here: createOrder reserves (reserveVoucher).
 */
export async function applyVoucher(input: { actor: Actor | null | undefined; code: unknown; total: unknown; now?: Date }, options: OperationOptions = {}): Promise<AppliedVoucher> {
  if (!input.actor) throw new AppError('UNAUTHORIZED', 'auth:session_expired');
  let total: Decimal | null = null;
  try {
    total = new Decimal(String(input.total ?? ''));
  } catch {
    total = null;
  }
  if (!total || !total.isFinite() || total.lte(0)) throw new AppError('BAD_REQUEST', 'vouchers:apply.selection_required');
  const voucher = await usableVoucher(input.code, { ...options, now: input.now });
  await assertWithinUserLimit({ voucherId: voucher.id, userId: input.actor.id }, options);
  const type = normaliseVoucherType(voucher.type) ?? 'Value';
  const amounts = discountFor({ type, value: String(voucher.value) }, total.toFixed(2));
  return { id: voucher.id, code: voucher.code, type, value: String(voucher.value), ...amounts };
}
