import { FILE_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { ApplicationFile } from '../../models/application-file';
import { addApplicationFileSchema } from '../../schemas/application-files';
import { FILE_MIME } from '../../storage/file-type';
import { getStorage } from '../../storage/index';
import { type Actor, type FieldErrors, fieldErrorsOf, inTransaction, type OperationOptions, orFail, runLogged, validationError, writeAudit } from '../kernel/index';
import { acceptsFiles, type ApplicationUpload, checkUpload, displayName, FILE_FAIL, findManagedApplication, newFileKey, UPLOAD_PROBLEM_KEY, uploadMaxBytes } from './shared';

export interface AddApplicationFileOperationInput {
  actor: Actor;
  applicationId: unknown;
  /** AGT-28 "filename": the description the files card shows. */
  description: unknown;
  /** AGT-28: hidden from the customer (still seen by the agent and staff). */
  isHidden: unknown;
  file: ApplicationUpload | null | undefined;
}

/**
 * AGT-28, AGT-29, G-16: the assigned agent or SA/AD adds an extra file to an application — a
 * description, the hidden flag and a pdf/doc/docx file (by content) up to the configured size (ADR
 * 036), all required. Stored under a new key (never overwriting), status 1 (visible). Another
 * agent's application is 404, the owner 403 (read-only); a cancelled application takes no file (409).
 * Staff write an audit row (G-65). Success: 'File upload successful'; any failure: 'Fail to upload file'.
 */
export async function addApplicationFile(input: AddApplicationFileOperationInput, options: OperationOptions = {}): Promise<{ message: string; file: { id: number } }> {
  const { actor } = input;
  const storage = getStorage();
  let stored: string | null = null;
  try {
    return await orFail(FILE_FAIL.add, () =>
      inTransaction(options, async (transaction) => {
        const { application, reader } = await findManagedApplication(actor, input.applicationId, FILE_FAIL.add, transaction);
        const errors: FieldErrors = {};
        const parsed = addApplicationFileSchema.safeParse({ description: input.description, is_hidden: input.isHidden });
        if (!parsed.success) Object.assign(errors, fieldErrorsOf(parsed.error));
        const checked = checkUpload(input.file, await uploadMaxBytes(transaction));
        if ('problem' in checked) errors.file = [UPLOAD_PROBLEM_KEY[checked.problem]];
        if (Object.keys(errors).length || !parsed.success || 'problem' in checked) throw validationError(FILE_FAIL.add, errors);
        if (!acceptsFiles(application)) throw new AppError('CONFLICT', FILE_FAIL.add);

        stored = newFileKey(application.id, checked.type);
        await storage.putFile(stored, Buffer.from(input.file!.buffer));
        const file = await ApplicationFile.create(
          {
            application_id: application.id,
            description: parsed.data.description,
            filename: displayName(input.file!.filename, checked.type, 'file'),
            path: stored,
            mime: FILE_MIME[checked.type],
            size: input.file!.buffer.byteLength,
            status_id: FILE_STATUS.VISIBLE,
            is_hidden: parsed.data.is_hidden,
            uploaded_by: actor.id,
          },
          { transaction },
        );
        if (reader === 'staff' || actor.impersonator_id) {
          await writeAudit(actor, { action: 'application.file.add', targetType: 'application', targetId: application.id, after: { file_id: file.id, description: file.description, is_hidden: file.is_hidden } }, transaction);
        }
        return { message: 'files:success.upload', file: { id: file.id } };
      }),
    );
  } catch (error) {
    if (stored) await runLogged(`remove file ${stored}`, () => storage.remove(stored!));
    throw error;
  }
}
