import { AppError } from '../../errors/index';
import { readLogo } from '../cart/logo';
import { type Actor, assertAllowed, type OperationOptions } from '../kernel/index';
import { findIpRecord, NOT_ALLOWED, READ_FAIL } from './shared';

/** The logo of an IP record, for staff (GET /api/admin/ip-records/:id/logo); none or unreadable → 404. */
export async function readIpLogo(input: { actor: Actor; id: number }, options: OperationOptions = {}): Promise<{ buffer: Buffer; contentType: 'image/png' | 'image/jpeg' }> {
  assertAllowed(input.actor, 'ip-records', 'read', NOT_ALLOWED);
  const ip = await findIpRecord(input.id, options.transaction);
  const logo = await readLogo(ip?.path);
  if (!logo) throw new AppError('NOT_FOUND', READ_FAIL);
  return logo;
}
