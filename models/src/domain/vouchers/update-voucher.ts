import { Op } from 'sequelize';
import { AppError } from '../../errors/index';
import { Voucher } from '../../models/voucher';
import type { VoucherJson } from '../../schemas/vouchers';
import { checkVoucherInput, storedStatus, type VoucherFormFields } from './save-voucher';
import { NOT_ALLOWED, RETRIEVE_FAIL, SUBMIT_FAIL, toVoucherJson, voucherSnapshot, vouchersInUse } from './shared';
import { type Actor, assertAllowed, diff, inTransaction, type OperationOptions, validationError, writeAudit } from '../kernel/index';

export interface UpdateVoucherInput extends VoucherFormFields {
  actor: Actor;
  id: number;
}

/**
 * ADM-47: updates code, type, value, due date and quantity (amount_used is read only: whatever the
 * form sends is ignored). The quantity never goes below amount_used — checked by the UPDATE itself,
 * so a checkout reserving the voucher at the same moment cannot slip under it. Audited (G-65).
 * 'Voucher updated successful.'; unknown id 404 'Fail to retrieve data'; bad input 422.
 */
export async function updateVoucher(input: UpdateVoucherInput, options: OperationOptions = {}): Promise<{ voucher: VoucherJson; message: string }> {
  assertAllowed(input.actor, 'vouchers', 'update', NOT_ALLOWED);
  const now = input.now ?? new Date();
  const { voucher, inUse } = await inTransaction(options, async (transaction) => {
    const current = Number.isInteger(input.id) && input.id > 0 ? await Voucher.findByPk(input.id, { transaction, lock: transaction.LOCK.UPDATE }) : null;
    if (!current) throw new AppError('NOT_FOUND', RETRIEVE_FAIL);
    const data = await checkVoucherInput(input, current, transaction, now);
    const below = () => validationError(SUBMIT_FAIL, { quantity: ['vouchers:validation.quantity_below_used'] });
    if (data.quantity < Number(current.amount_used)) throw below();
    const before = voucherSnapshot(current);
    const [changed] = await Voucher.update(
      { code: data.code, type: data.type, value: data.value, due_date: data.due_date, quantity: data.quantity, status: storedStatus(data, Number(current.amount_used), now) },
      { where: { id: current.id, amount_used: { [Op.lte]: data.quantity } }, transaction },
    );
    if (changed === 0) throw below();
    const saved = (await Voucher.findByPk(current.id, { transaction }))!;
    const change = diff(before, voucherSnapshot(saved));
    if (Object.keys(change.after).length) {
      await writeAudit(input.actor, { action: 'voucher.update', targetType: 'voucher', targetId: saved.id, ...change }, transaction);
    }
    return { voucher: saved, inUse: (await vouchersInUse([saved.id], transaction)).has(saved.id) };
  });
  return { voucher: toVoucherJson(voucher, inUse), message: 'vouchers:update_success' };
}
