import { Op, literal, type Transaction } from 'sequelize';
import { AppError } from '../../errors/index';
import { Voucher } from '../../models/voucher';
import { VoucherRedemption } from '../../models/voucher-redemption';
import { normaliseVoucherType } from '../../schemas/vouchers';
import { checkUsable, voucherByCode } from './apply-voucher';
import { assertWithinUserLimit } from './per-user-limit';
import { discountFor } from './discount-for';
import { todayInKl, usableCondition } from './shared';

export interface ReserveVoucherInput {
  /** The code the customer applied: the voucher is always resolved from it. */
  code: unknown;
  /** ORD-34: the id the form sent with the code, if any; it must be the code's voucher. */
  voucherId?: number | string | null;
  orderId: number;
  userId: number;
  /** The order's total before the discount (MYR string). */
  total: string;
  now?: Date;
}

const isBusy = (error: unknown): boolean => /SQLITE_BUSY|database is locked|ER_LOCK_DEADLOCK|Deadlock found/i.test(String((error as Error)?.message ?? error));

/** Runs `fn`, again a few times while the database answers "busy" (SQLite) or a deadlock (MySQL). */
async function retryBusy<T>(fn: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      if (!isBusy(error) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.floor(Math.random() * 20)));
    }
  }
}

/**
 * G-29, ORD-34: reserves one use of a voucher for an order being created, in the caller's
 * transaction. The voucher is resolved from its code every time — an id alone redeems nothing —
 * and an id sent with the code that is not the code's voucher is refused exactly like an unknown
 * code, so ids cannot be walked. Then checks the voucher (not expired, not fully claimed, the
 * customer under `voucher_per_user_limit`, the exceed rule on `total`) and increments amount_used
 * with ONE conditional UPDATE (`… WHERE id = ? AND (quantity IS NULL OR amount_used < quantity) AND
 * due_date >= today`) whose affected-row count decides — so concurrent checkouts can never push
 * amount_used past quantity — and records the redemption (unique per order). Calling it again for
 * the same order and voucher changes nothing. Answers the voucher's id and the discount.
 */
export async function reserveVoucher(input: ReserveVoucherInput, options: { transaction: Transaction }): Promise<{ voucher_id: number; discount_amount: string }> {
  const { transaction } = options;
  const found = await voucherByCode(input.code, { transaction });
  const sentId = input.voucherId === undefined || input.voucherId === null || input.voucherId === '' ? null : Number(input.voucherId);
  if (sentId !== null && sentId !== found.id) throw new AppError('NOT_FOUND', 'vouchers:apply.not_found');
  const existing = await VoucherRedemption.findOne({ where: { order_id: input.orderId }, transaction });
  if (existing) {
    if (existing.voucher_id !== found.id) throw new AppError('CONFLICT', 'vouchers:apply.one_per_order');
    return { voucher_id: found.id, discount_amount: String(existing.amount) };
  }
  // The voucher's row is locked before anything else of it is read or written (issue 17): every
  // reservation of one voucher then queues here. Without it, MySQL/MariaDB checkouts at once each
  // held gap locks on voucher_redemptions (the per-customer locking read) and the voucher row, and
  // deadlocked on their inserts — a third of them failed with the generic checkout error.
  const locked = await Voucher.findOne({ where: { id: found.id }, transaction, lock: transaction.LOCK.UPDATE });
  const voucher = checkUsable(locked ?? found, { now: input.now });
  await assertWithinUserLimit({ voucherId: voucher.id, userId: input.userId }, { transaction, lock: true });
  const { discount_amount } = discountFor({ type: normaliseVoucherType(voucher.type) ?? 'Value', value: String(voucher.value) }, input.total);

  const today = todayInKl(input.now);
  const [affected] = await retryBusy(() =>
    Voucher.update(
      { amount_used: literal('amount_used + 1') as unknown as number },
      { where: { [Op.and]: [{ id: voucher.id }, usableCondition(today)] }, transaction },
    ),
  );
  if (affected !== 1) {
    // Someone took the last use (or the day ended) between the check and the update.
    const now = await Voucher.findByPk(voucher.id, { transaction });
    const expired = now && String(now.due_date).slice(0, 10) < today;
    throw new AppError('CONFLICT', expired ? 'vouchers:apply.expired' : 'vouchers:apply.fully_claimed');
  }
  await retryBusy(() =>
    VoucherRedemption.create({ voucher_id: voucher.id, order_id: input.orderId, user_id: input.userId, amount: discount_amount }, { transaction }),
  );
  return { voucher_id: voucher.id, discount_amount };
}

/**
 * G-23, G-29: gives back the use reserved by an order (cancelled or expired). Idempotent: the
 * redemption row is deleted first and only the call that deleted it decrements amount_used (never
 * below 0); without a reservation nothing happens.
 */
export async function releaseVoucher(input: { orderId: number }, options: { transaction: Transaction }): Promise<{ released: boolean }> {
  const { transaction } = options;
  const redemption = await VoucherRedemption.findOne({ where: { order_id: input.orderId }, transaction });
  if (!redemption) return { released: false };
  const deleted = await VoucherRedemption.destroy({ where: { id: redemption.id }, transaction });
  if (deleted !== 1) return { released: false };
  await Voucher.update(
    { amount_used: literal('amount_used - 1') as unknown as number },
    { where: { id: redemption.voucher_id, amount_used: { [Op.gt]: 0 } }, transaction },
  );
  return { released: true };
}
