import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { IpRecord } from '../../models/ip-record';
import { discardLogo, logoError, storeIpLogo, type UploadedFile } from '../cart/logo';
import { type Actor, inTransaction, type OperationOptions, orFail, validationError, writeAudit } from '../kernel/index';
import { placeId } from '../places/index';
import { READ_FAIL } from './shared';

/** The failure of the owner's logo upload ('Fail to upload logo'). */
export const CUSTOMER_LOGO_FAIL = 'files:logo.fail';

/**
 * POR-18/19 (the owner's side of the IP detail): the customer replaces the logo of their own active
 * record — required, a .png/.jpeg/.jpg whose content is PNG or JPEG, at most 1 MB ('Cannot upload
 * file other than .png, .jpeg, .jpg' / 'Image file size cannot exceed to 1MB'). Stored under a new key
 * (never overwrites; the old file is kept). Another customer's, hidden or missing record: 404, nothing
 * changed. An impersonating admin leaves an audit row (G-65). Success: 'Logo updated successful'.
 */
export async function uploadCustomerIpLogo(input: { actor: Actor; type: unknown; id: unknown; file: UploadedFile | null | undefined }, options: OperationOptions = {}): Promise<{ message: string }> {
  const { actor } = input;
  const id = placeId(input.id);
  if (Number(actor.role_id) !== ROLE.MEMBER || id === null || (input.type !== 'ip' && input.type !== 'search')) throw new AppError('NOT_FOUND', READ_FAIL);
  const file = input.file;
  if (!file || file.buffer.byteLength === 0) throw validationError(CUSTOMER_LOGO_FAIL, { logo: ['files:logo.required'] });
  const problem = logoError(file);
  if (problem) throw validationError(CUSTOMER_LOGO_FAIL, { logo: [problem] });
  let stored: string | null = null;
  try {
    return await orFail(CUSTOMER_LOGO_FAIL, () =>
      inTransaction(options, async (transaction) => {
        const ip = await IpRecord.findOne({ where: { id, user_id: actor.id, status: 1, model_type: input.type as string }, attributes: ['id', 'path'], transaction });
        if (!ip) throw new AppError('NOT_FOUND', READ_FAIL);
        stored = await storeIpLogo(ip.id, file);
        const before = ip.path ?? null;
        await IpRecord.update({ path: stored }, { where: { id: ip.id }, transaction });
        if (actor.impersonator_id) await writeAudit(actor, { action: 'ip.logo', targetType: 'ip', targetId: ip.id, before: { path: before }, after: { path: stored } }, transaction);
        return { message: 'files:logo.success' };
      }),
    );
  } catch (error) {
    await discardLogo(stored);
    throw error;
  }
}
