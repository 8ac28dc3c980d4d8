import { AppError } from '../../errors/index';
import { Voucher } from '../../models/voucher';
import type { VoucherJson } from '../../schemas/vouchers';
import { NOT_ALLOWED, RETRIEVE_FAIL, toVoucherJson, vouchersInUse } from './shared';
import { type Actor, assertAllowed, type OperationOptions } from '../kernel/index';

/** ADM-47: one voucher for the edit form; unknown: 404 'Fail to retrieve data' (ADM-48). */
export async function getVoucher(input: { actor: Actor; id: number }, options: OperationOptions = {}): Promise<VoucherJson> {
  assertAllowed(input.actor, 'vouchers', 'read', NOT_ALLOWED);
  const voucher = Number.isInteger(input.id) && input.id > 0 ? await Voucher.findByPk(input.id, { transaction: options.transaction }) : null;
  if (!voucher) throw new AppError('NOT_FOUND', RETRIEVE_FAIL);
  const inUse = await vouchersInUse([voucher.id], options.transaction);
  return toVoucherJson(voucher, inUse.has(voucher.id));
}
