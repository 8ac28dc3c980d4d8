import { FILE_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { ApplicationFile } from '../../models/application-file';
import { inTransaction, type OperationOptions, orFail, writeAudit } from '../kernel/index';
import type { ApplicationFileRowInput } from './hide-application-file';
import { FILE_FAIL, findManagedFile } from './shared';

/**
 * AGT-31, AGT-33, G-16: the assigned agent or SA/AD restores a hidden file (status 0 → 1). A file that
 * is not hidden is refused (409); another agent's file is 404. Staff write an audit row (G-65).
 * Success: 'File recover successful'; any failure: 'Fail to recover file'.
 */
export async function restoreApplicationFile(input: ApplicationFileRowInput, options: OperationOptions = {}): Promise<{ message: string }> {
  return orFail(FILE_FAIL.restore, () =>
    inTransaction(options, async (transaction) => {
      const { file, reader } = await findManagedFile(input.actor, input, FILE_FAIL.restore, transaction);
      const [changed] = await ApplicationFile.update({ status_id: FILE_STATUS.VISIBLE }, { where: { id: file.id, status_id: FILE_STATUS.HIDDEN }, transaction });
      if (!changed) throw new AppError('CONFLICT', FILE_FAIL.restore);
      if (reader === 'staff' || input.actor.impersonator_id) {
        await writeAudit(input.actor, { action: 'application.file.restore', targetType: 'application', targetId: file.application_id, before: { file_id: file.id, status_id: FILE_STATUS.HIDDEN }, after: { file_id: file.id, status_id: FILE_STATUS.VISIBLE } }, transaction);
      }
      return { message: 'files:success.restore' };
    }),
  );
}
