import type { Transaction } from 'sequelize';
import { AppError } from '../../errors/index';
import { Configuration } from '../../models/configuration';
import { User } from '../../models/user';
import { VoucherRedemption } from '../../models/voucher-redemption';

export const PER_USER_LIMIT_KEY = 'voucher_per_user_limit';

/** G-29: configuration `voucher_per_user_limit` — a whole number ≥ 1, or null (the default): no limit. */
export async function voucherPerUserLimit(transaction?: Transaction): Promise<number | null> {
  const value = Number(await Configuration.readValue<unknown>(PER_USER_LIMIT_KEY, null, { transaction }));
  return Number.isInteger(value) && value >= 1 ? value : null;
}

/**
 * G-29: refuses ('vouchers:apply.per_user_limit') when the customer already holds
 * `voucher_per_user_limit` uses of the voucher — reservations of open orders and redemptions of
 * paid ones (a cancelled or expired order has given its use back). With `lock` (checkout, inside
 * its transaction) the customer's row is locked first and the uses are read with a locking read,
 * so two checkouts of one customer at once cannot both take the last use.
 */
export async function assertWithinUserLimit(
  input: { voucherId: number; userId: number },
  options: { transaction?: Transaction; lock?: boolean } = {},
): Promise<void> {
  const { transaction } = options;
  const limit = await voucherPerUserLimit(transaction);
  if (limit === null) return;
  const lock = options.lock && transaction ? transaction.LOCK.UPDATE : undefined;
  if (lock) await User.findByPk(input.userId, { attributes: ['id'], transaction, lock });
  const uses = await VoucherRedemption.findAll({ where: { voucher_id: input.voucherId, user_id: input.userId }, attributes: ['id'], transaction, lock });
  if (uses.length >= limit) throw new AppError('CONFLICT', 'vouchers:apply.per_user_limit');
}
