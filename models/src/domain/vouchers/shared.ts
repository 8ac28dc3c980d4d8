import { Op, col, where as sqlWhere, type Transaction, type WhereOptions } from 'sequelize';
import { VOUCHER_STATUS } from '../../constants/index';
import { Order } from '../../models/order';
import { Voucher } from '../../models/voucher';
import { VoucherRedemption } from '../../models/voucher-redemption';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { iso } from '../kernel/index';
import { normaliseVoucherType, voucherStatusOf, type VoucherJson } from '../../schemas/vouchers';

/**
 * What the voucher operations share: permission, transaction and audit helpers (the user-management
 * ones), "today" on the Kuala Lumpur calendar, the computed status (G-29) as JSON and as SQL.
 */

export const NOT_ALLOWED = 'vouchers:not_allowed';
export const RETRIEVE_FAIL = 'vouchers:retrieve_fail';
export const SUBMIT_FAIL = 'vouchers:submit_fail';

/** The KL calendar day (yyyy-MM-dd) a voucher's due date is compared with: valid while due_date ≥ today. */
export const todayInKl = (now: Date = new Date()): string => calendarDateInKualaLumpur(now);

const day = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/** The stored row as the console reads it; `inUse` = redeemed by an order. */
export function toVoucherJson(voucher: Voucher, inUse: boolean, today = todayInKl()): VoucherJson {
  const quantity = voucher.quantity === null || voucher.quantity === undefined ? null : Number(voucher.quantity);
  const amountUsed = Number(voucher.amount_used ?? 0);
  const dueDate = day(voucher.due_date);
  const status = voucherStatusOf({ quantity, amount_used: amountUsed, due_date: dueDate }, today);
  return {
    id: voucher.id,
    code: voucher.code,
    type: normaliseVoucherType(voucher.type) ?? 'Value',
    value: String(voucher.value),
    due_date: dueDate,
    quantity,
    amount_used: amountUsed,
    status,
    fully_claimed: quantity !== null && amountUsed >= quantity,
    in_use: inUse,
    created_at: iso(voucher.created_at),
    updated_at: iso(voucher.updated_at),
  };
}

/** The ids among `ids` that an order or a redemption refers to. */
export async function vouchersInUse(ids: number[], transaction?: Transaction): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const [orders, redemptions] = await Promise.all([
    Order.findAll({ where: { voucher_id: ids }, attributes: ['voucher_id'], group: ['voucher_id'], transaction }),
    VoucherRedemption.findAll({ where: { voucher_id: ids }, attributes: ['voucher_id'], group: ['voucher_id'], transaction }),
  ]);
  return new Set([...orders.map((o) => o.voucher_id as number), ...redemptions.map((r) => r.voucher_id)]);
}

/** Fully claimed: a quantity is set and amount_used has reached it. */
const usedUp = () => ({ [Op.and]: [{ quantity: { [Op.ne]: null } }, sqlWhere(col('amount_used'), Op.gte, col('quantity'))] });
/** Not fully claimed: no quantity, or amount_used below it. */
const notUsedUp = () => ({ [Op.or]: [{ quantity: null }, sqlWhere(col('amount_used'), Op.lt, col('quantity'))] });

/**
 * G-29 in SQL: the rows whose computed status is `status` (Used wins over Expired, as on display).
 * The stored `status` column is never trusted.
 */
export function statusCondition(status: number, today: string): WhereOptions<Voucher> {
  if (status === VOUCHER_STATUS.USED) return usedUp() as WhereOptions<Voucher>;
  if (status === VOUCHER_STATUS.EXPIRED) return { [Op.and]: [notUsedUp(), { due_date: { [Op.lt]: today } }] } as WhereOptions<Voucher>;
  if (status === VOUCHER_STATUS.AVAILABLE) return { [Op.and]: [notUsedUp(), { due_date: { [Op.gte]: today } }] } as WhereOptions<Voucher>;
  return {};
}

/** The condition a voucher must meet to be used once more today (not expired, not fully claimed). */
export const usableCondition = (today: string): WhereOptions<Voucher> => statusCondition(VOUCHER_STATUS.AVAILABLE, today);

/** A snapshot of the audited fields. */
export function voucherSnapshot(voucher: Voucher): Record<string, unknown> {
  return {
    code: voucher.code,
    type: voucher.type,
    value: String(voucher.value),
    due_date: day(voucher.due_date),
    quantity: voucher.quantity ?? null,
    amount_used: Number(voucher.amount_used ?? 0),
  };
}
