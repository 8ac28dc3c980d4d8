import { IpRecord } from '../../models/ip-record';
import { discardLogo, logoError, storeIpLogo, type UploadedFile } from '../cart/logo';
import { type Actor, inTransaction, type OperationOptions, orFail, validationError, writeAudit } from '../kernel/index';
import { findManagedApplication } from './shared';

export const LOGO_FAIL = 'files:logo.fail';

/**
 * AGT-16, POR-18/19: the assigned agent (or SA/AD) uploads the logo of the application's IP — a .png,
 * .jpeg or .jpg file whose content is a PNG or JPEG image, at most 1 MB ('Cannot upload file other
 * than .png, .jpeg, .jpg' / 'Image file size cannot exceed to 1MB'). Stored under a new key (the
 * previous logo is kept, never overwritten); the IP record points to it. Another agent's application
 * is 404, the owner 403 here. Staff write an audit row (G-65). Success: 'Logo updated successful'.
 */
export async function uploadApplicationLogo(input: { actor: Actor; applicationId: unknown; file: UploadedFile | null | undefined }, options: OperationOptions = {}): Promise<{ message: string }> {
  let stored: string | null = null;
  try {
    return await orFail(LOGO_FAIL, () =>
      inTransaction(options, async (transaction) => {
        const { application, reader } = await findManagedApplication(input.actor, input.applicationId, LOGO_FAIL, transaction);
        const file = input.file;
        if (!file || file.buffer.byteLength === 0) throw validationError(LOGO_FAIL, { logo: ['files:logo.required'] });
        const problem = logoError(file);
        if (problem) throw validationError(LOGO_FAIL, { logo: [problem] });

        const ip = await IpRecord.findByPk(application.ip_id, { transaction, rejectOnEmpty: true });
        stored = await storeIpLogo(ip.id, file);
        const before = ip.path ?? null;
        await IpRecord.update({ path: stored }, { where: { id: ip.id }, transaction });
        if (reader === 'staff' || input.actor.impersonator_id) {
          await writeAudit(input.actor, { action: 'ip.logo', targetType: 'ip', targetId: ip.id, before: { path: before }, after: { path: stored, application_id: application.id } }, transaction);
        }
        return { message: 'files:logo.success' };
      }),
    );
  } catch (error) {
    await discardLogo(stored);
    throw error;
  }
}
