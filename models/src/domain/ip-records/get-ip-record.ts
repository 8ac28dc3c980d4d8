import { AppError } from '../../errors/index';
import type { IpRecordRowJson } from '../../schemas/ip-records';
import { type Actor, assertAllowed, type OperationOptions } from '../kernel/index';
import { findIpRecord, ipRecordRow, NOT_ALLOWED, READ_FAIL } from './shared';

/** ADM-27: one IP record for the staff detail; a missing one is 404 'Fail to retrieve intellectual property'. */
export async function getIpRecord(input: { actor: Actor; id: number }, options: OperationOptions = {}): Promise<IpRecordRowJson> {
  assertAllowed(input.actor, 'ip-records', 'read', NOT_ALLOWED);
  const ip = await findIpRecord(input.id, options.transaction);
  if (!ip) throw new AppError('NOT_FOUND', READ_FAIL);
  return ipRecordRow(ip, input.actor, options.transaction);
}
