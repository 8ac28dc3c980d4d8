import { Voucher } from '../../models/voucher';
import type { VoucherJson } from '../../schemas/vouchers';
import { checkVoucherInput, storedStatus, type VoucherFormFields } from './save-voucher';
import { NOT_ALLOWED, toVoucherJson, voucherSnapshot } from './shared';
import { type Actor, assertAllowed, inTransaction, type OperationOptions, writeAudit } from '../kernel/index';

export interface CreateVoucherInput extends VoucherFormFields {
  actor: Actor;
}

/**
 * ADM-46: stores a voucher {code, type, value, due_date, quantity} (amount_used starts at 0) and
 * audits it (G-65). 'Voucher Submit Successful.'; bad input: 422 'Fail to submit voucher' with the
 * field messages.
 */
export async function createVoucher(input: CreateVoucherInput, options: OperationOptions = {}): Promise<{ voucher: VoucherJson; message: string }> {
  assertAllowed(input.actor, 'vouchers', 'create', NOT_ALLOWED);
  const now = input.now ?? new Date();
  const voucher = await inTransaction(options, async (transaction) => {
    const data = await checkVoucherInput(input, null, transaction, now);
    const created = await Voucher.create({ ...data, value: data.value, amount_used: 0, status: storedStatus(data, 0, now) }, { transaction });
    await writeAudit(input.actor, { action: 'voucher.create', targetType: 'voucher', targetId: created.id, after: voucherSnapshot(created) }, transaction);
    return created;
  });
  return { voucher: toVoucherJson(voucher, false), message: 'vouchers:submit_success' };
}
