import { Op, type Order, type WhereOptions } from 'sequelize';
import { AppError } from '../../errors/index';
import { Voucher } from '../../models/voucher';
import { VOUCHER_SORT_FIELDS, voucherListFilterSchema, type VoucherJson, type VoucherSortField } from '../../schemas/vouchers';
import { NOT_ALLOWED, RETRIEVE_FAIL, statusCondition, todayInKl, toVoucherJson, vouchersInUse } from './shared';
import { type Actor, assertAllowed, likeAny, type ListResult, type OperationOptions, pageWindow, stableOrder } from '../kernel/index';

export interface ListVouchersInput {
  actor: Actor;
  /** {status: 2 all | 0 Available | 1 Used | 3 Expired, q: code search} */
  filter?: Record<string, unknown>;
  sort?: { field: VoucherSortField; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
  now?: Date;
}

/**
 * ADM-40/41/42: one page of vouchers, searched on the code, filtered on the status computed from
 * amount_used / quantity / due_date in SQL (G-29), sorted on a whitelisted column (newest first by
 * default). Bad parameters: 'Fail to retrieve data'.
 */
export async function listVouchers(input: ListVouchersInput, options: OperationOptions = {}): Promise<ListResult<VoucherJson>> {
  assertAllowed(input.actor, 'vouchers', 'list', NOT_ALLOWED);
  const parsed = voucherListFilterSchema.safeParse(input.filter ?? {});
  const sort = input.sort ?? { field: 'created_at', order: 'DESC' };
  if (!parsed.success || !(VOUCHER_SORT_FIELDS as readonly string[]).includes(sort.field) || !['ASC', 'DESC'].includes(sort.order)) {
    throw new AppError('BAD_REQUEST', RETRIEVE_FAIL);
  }
  const today = todayInKl(input.now);
  const { offset, limit } = pageWindow(input);
  const conditions: WhereOptions<Voucher>[] = [];
  if (parsed.data.status !== undefined) conditions.push(statusCondition(parsed.data.status, today));
  // Codes are [A-Z0-9]: anything else in the search cannot match, and nothing is left to escape.
  const q = parsed.data.q?.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (q) conditions.push(likeAny(['Voucher.code'], q) as WhereOptions<Voucher>);
  const where = { [Op.and]: conditions } as WhereOptions<Voucher>;
  const order: Order = stableOrder(sort);
  const { transaction } = options;
  const [total, vouchers] = await Promise.all([Voucher.count({ where, transaction }), Voucher.findAll({ where, order, offset, limit, transaction })]);
  const inUse = await vouchersInUse(vouchers.map((v) => v.id), transaction);
  return { rows: vouchers.map((v) => toVoucherJson(v, inUse.has(v.id), today)), total, offset, limit };
}
