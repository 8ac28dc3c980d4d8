import { AppError } from '../../errors/index';
import type { IpRecordRowJson } from '../../schemas/ip-records';
import { discardLogo, logoError, storeIpLogo, type UploadedFile } from '../cart/logo';
import { type Actor, assertAllowed, inTransaction, type OperationOptions, validationError, writeAudit } from '../kernel/index';
import { findIpRecord, ipRecordRow, NOT_ALLOWED, READ_FAIL } from './shared';

/**
 * POR-18/19 (staff side of the IP detail): replaces an IP record's logo. The file follows the logo
 * rules of every other upload (a .png/.jpeg/.jpg whose content is PNG or JPEG, at most 1 MB:
 * 'Cannot upload file other than .png, .jpeg, .jpg' / 'Image file size cannot exceed to 1MB'). The
 * new logo is stored under a new key (storage never overwrites); the old file is kept. Audit row.
 * 'Logo updated successful'.
 */
export async function updateIpLogo(input: { actor: Actor; id: number; file: UploadedFile | null }, options: OperationOptions = {}): Promise<{ message: string; record: IpRecordRowJson }> {
  assertAllowed(input.actor, 'ip-records', 'update', NOT_ALLOWED);
  if (!input.file || input.file.buffer.length === 0) throw validationError('ip-records:logo_fail', { logo: ['ip-records:validation.logo_required'] });
  const refused = logoError(input.file);
  if (refused) throw validationError(refused, { logo: [refused] });
  const file = input.file;
  let stored: string | null = null;
  try {
    return await inTransaction(options, async (transaction) => {
      const ip = await findIpRecord(input.id, transaction);
      if (!ip) throw new AppError('NOT_FOUND', READ_FAIL);
      stored = await storeIpLogo(ip.id, file);
      const before = ip.path ?? null;
      await ip.update({ path: stored }, { transaction });
      await writeAudit(input.actor, { action: 'ip.logo', targetType: 'ip', targetId: ip.id, before: { path: before }, after: { path: stored } }, transaction);
      return { message: 'ip-records:logo_success', record: await ipRecordRow(ip, input.actor, transaction) };
    });
  } catch (error) {
    await discardLogo(stored);
    throw error;
  }
}
