import { AppError } from '../../errors/index';
import { IpRecord } from '../../models/ip-record';
import type { IpRecordRowJson } from '../../schemas/ip-records';
import { type Actor, assertAllowed, inTransaction, type OperationOptions, writeAudit } from '../kernel/index';
import { findIpRecord, ipRecordRow, NOT_ALLOWED, READ_FAIL } from './shared';

/**
 * ADM-26: hide an IP record (DELETE: status 1 → 0) or restore it (status 0 → 1). A conditional update:
 * a record already in the target state answers 409 and nothing changes; each change writes an audit
 * row (G-65: hide/restore IP).
 */
export async function setIpRecordVisibility(
  input: { actor: Actor; id: number; visible: boolean },
  options: OperationOptions = {},
): Promise<{ message: string; record: IpRecordRowJson }> {
  const action = input.visible ? 'restore' : 'delete';
  assertAllowed(input.actor, 'ip-records', action, NOT_ALLOWED);
  const failKey = input.visible ? 'ip-records:restore_fail' : 'ip-records:hide_fail';
  return inTransaction(options, async (transaction) => {
    const ip = await findIpRecord(input.id, transaction);
    if (!ip) throw new AppError('NOT_FOUND', READ_FAIL);
    const [from, to] = input.visible ? [0, 1] : [1, 0];
    const [changed] = await IpRecord.update({ status: to }, { where: { id: ip.id, status: from }, transaction });
    if (changed !== 1) throw new AppError('CONFLICT', failKey);
    await writeAudit(input.actor, { action: input.visible ? 'ip.restore' : 'ip.hide', targetType: 'ip', targetId: ip.id, before: { status: from }, after: { status: to } }, transaction);
    await ip.reload({ transaction });
    return { message: input.visible ? 'ip-records:restore_success' : 'ip-records:hide_success', record: await ipRecordRow(ip, input.actor, transaction) };
  });
}

/** ADM-26: DELETE api/ip/{id} — status 1 → 0. */
export const hideIpRecord = (input: { actor: Actor; id: number }, options: OperationOptions = {}) => setIpRecordVisibility({ ...input, visible: false }, options);
