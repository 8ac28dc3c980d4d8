import { FILE_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { ApplicationFile } from '../../models/application-file';
import { FILE_MIME } from '../../storage/file-type';
import { getStorage } from '../../storage/index';
import { inTransaction, type OperationOptions, orFail, runLogged, validationError, writeAudit } from '../kernel/index';
import type { ApplicationFileRowInput } from './hide-application-file';
import { type ApplicationUpload, checkUpload, displayName, FILE_FAIL, findManagedFile, newFileKey, UPLOAD_PROBLEM_KEY, uploadMaxBytes } from './shared';

/**
 * AGT-32, AGT-33, G-16: the assigned agent or SA/AD replaces a file's content (pdf/doc/docx by content,
 * up to the configured size). Never for a locked file (status 2: receipts, certificates, reports, SD —
 * 409, nothing changed). The new content goes to a NEW storage key: the previous file is kept as it
 * was (never overwritten), the row points to the new one. Staff write an audit row with both keys
 * (G-65). Success: 'File reupload successful'; any failure: 'Fail to update file'.
 */
export async function reuploadApplicationFile(input: ApplicationFileRowInput & { file: ApplicationUpload | null | undefined }, options: OperationOptions = {}): Promise<{ message: string }> {
  const storage = getStorage();
  let stored: string | null = null;
  try {
    return await orFail(FILE_FAIL.reupload, () =>
      inTransaction(options, async (transaction) => {
        const { file, reader } = await findManagedFile(input.actor, input, FILE_FAIL.reupload, transaction);
        if (Number(file.status_id) === FILE_STATUS.LOCKED) throw new AppError('CONFLICT', FILE_FAIL.reupload);
        const checked = checkUpload(input.file, await uploadMaxBytes(transaction));
        if ('problem' in checked) throw validationError(FILE_FAIL.reupload, { file: [UPLOAD_PROBLEM_KEY[checked.problem]] });

        stored = newFileKey(file.application_id, checked.type);
        await storage.putFile(stored, Buffer.from(input.file!.buffer));
        const before = { file_id: file.id, path: file.path, filename: file.filename };
        const [changed] = await ApplicationFile.update(
          {
            path: stored,
            filename: displayName(input.file!.filename, checked.type, 'file'),
            mime: FILE_MIME[checked.type],
            size: input.file!.buffer.byteLength,
            uploaded_by: input.actor.id,
          },
          { where: { id: file.id, status_id: [FILE_STATUS.HIDDEN, FILE_STATUS.VISIBLE] }, transaction },
        );
        if (!changed) throw new AppError('CONFLICT', FILE_FAIL.reupload);
        if (reader === 'staff' || input.actor.impersonator_id) {
          await writeAudit(input.actor, { action: 'application.file.reupload', targetType: 'application', targetId: file.application_id, before, after: { file_id: file.id, path: stored } }, transaction);
        }
        return { message: 'files:success.reupload' };
      }),
    );
  } catch (error) {
    if (stored) await runLogged(`remove file ${stored}`, () => storage.remove(stored!));
    throw error;
  }
}
