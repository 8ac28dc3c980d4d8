import { FILE_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { ApplicationFile } from '../../models/application-file';
import { type Actor, inTransaction, type OperationOptions, orFail, writeAudit } from '../kernel/index';
import { FILE_FAIL, findManagedFile } from './shared';

export interface ApplicationFileRowInput {
  actor: Actor;
  fileId: unknown;
  /** The application the page shows: the file must belong to it (else 404). */
  applicationId?: unknown;
}

/**
 * AGT-30, AGT-33, G-16: the assigned agent or SA/AD hides a visible file (status 1 → 0; restorable).
 * A locked file (status 2: receipt, certificate, report, SD) and an already hidden one are refused
 * (409); another agent's file is 404. Staff write an audit row (G-65). Success: 'File hide
 * successful'; any failure: 'Fail to remove file'.
 */
export async function hideApplicationFile(input: ApplicationFileRowInput, options: OperationOptions = {}): Promise<{ message: string }> {
  return orFail(FILE_FAIL.hide, () =>
    inTransaction(options, async (transaction) => {
      const { file, reader } = await findManagedFile(input.actor, input, FILE_FAIL.hide, transaction);
      const [changed] = await ApplicationFile.update({ status_id: FILE_STATUS.HIDDEN }, { where: { id: file.id, status_id: FILE_STATUS.VISIBLE }, transaction });
      if (!changed) throw new AppError('CONFLICT', FILE_FAIL.hide);
      if (reader === 'staff' || input.actor.impersonator_id) {
        await writeAudit(input.actor, { action: 'application.file.hide', targetType: 'application', targetId: file.application_id, before: { file_id: file.id, status_id: FILE_STATUS.VISIBLE }, after: { file_id: file.id, status_id: FILE_STATUS.HIDDEN } }, transaction);
      }
      return { message: 'files:success.hide' };
    }),
  );
}
