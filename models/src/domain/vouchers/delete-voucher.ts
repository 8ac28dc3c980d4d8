import { AppError } from '../../errors/index';
import { Voucher } from '../../models/voucher';
import type { VoucherJson } from '../../schemas/vouchers';
import { NOT_ALLOWED, RETRIEVE_FAIL, toVoucherJson, voucherSnapshot, vouchersInUse } from './shared';
import { type Actor, assertAllowed, inTransaction, type OperationOptions, writeAudit } from '../kernel/index';

/**
 * ADM-49: deletes a voucher (the console asks for confirmation first). A voucher an order refers to
 * (reserved or redeemed) is kept — 409 with a clear message — so order history and invoices keep
 * their voucher. Audited (G-65).
 */
export async function deleteVoucher(input: { actor: Actor; id: number }, options: OperationOptions = {}): Promise<{ voucher: VoucherJson; message: string }> {
  assertAllowed(input.actor, 'vouchers', 'delete', NOT_ALLOWED);
  const voucher = await inTransaction(options, async (transaction) => {
    const current = Number.isInteger(input.id) && input.id > 0 ? await Voucher.findByPk(input.id, { transaction, lock: transaction.LOCK.UPDATE }) : null;
    if (!current) throw new AppError('NOT_FOUND', RETRIEVE_FAIL);
    if ((await vouchersInUse([current.id], transaction)).has(current.id)) throw new AppError('CONFLICT', 'vouchers:delete_in_use');
    await current.destroy({ transaction });
    await writeAudit(input.actor, { action: 'voucher.delete', targetType: 'voucher', targetId: current.id, before: voucherSnapshot(current) }, transaction);
    return current;
  });
  return { voucher: toVoucherJson(voucher, false), message: 'vouchers:delete_success' };
}
