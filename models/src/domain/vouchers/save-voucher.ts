import { Op, type Transaction } from 'sequelize';
import { Voucher } from '../../models/voucher';
import { voucherInputSchema, voucherMinDueDate, voucherStatusOf, type VoucherInput } from '../../schemas/vouchers';
import { SUBMIT_FAIL, todayInKl } from './shared';
import { parseInput, validationError } from '../kernel/index';

/** The form fields as received (checked by checkVoucherInput); amount_used is never taken from a form. */
export interface VoucherFormFields {
  code?: unknown;
  type?: unknown;
  value?: unknown;
  due_date?: unknown;
  quantity?: unknown;
  /** The clock (tests). */
  now?: Date;
}

/**
 * The checks create and update share: the form schema (ADM-45), a due date not before yesterday
 * (KL; on update only when it changes), a code no other voucher has.
 */
export async function checkVoucherInput(
  raw: VoucherFormFields,
  current: Voucher | null,
  transaction: Transaction,
  now: Date = new Date(),
): Promise<VoucherInput> {
  const input = parseInput(voucherInputSchema, raw, SUBMIT_FAIL);
  const currentDue = current ? String(current.due_date).slice(0, 10) : null;
  if (input.due_date !== currentDue && input.due_date < voucherMinDueDate(now)) {
    throw validationError(SUBMIT_FAIL, { due_date: ['vouchers:validation.date_past'] });
  }
  const taken = await Voucher.count({ where: { code: input.code, ...(current ? { id: { [Op.ne]: current.id } } : {}) }, transaction });
  if (taken > 0) throw validationError(SUBMIT_FAIL, { code: ['vouchers:validation.code_taken'] });
  return input;
}

/** The stored status column, kept in step with the computed one (reads never rely on it). */
export const storedStatus = (input: { quantity: number; due_date: string }, amountUsed: number, now: Date = new Date()) =>
  voucherStatusOf({ quantity: input.quantity, amount_used: amountUsed, due_date: input.due_date }, todayInKl(now));
