import { AppError } from '../../errors/index';
import { ApplicationFile } from '../../models/application-file';
import { getStorage } from '../../storage/index';
import { type Actor, type OperationOptions } from '../kernel/index';
import { placeId } from '../places/index';
import { FILE_FAIL, findFilesApplication, visibleToOwner } from './shared';

export interface ApplicationFileContent {
  buffer: Buffer;
  filename: string;
  contentType: string;
}

/**
 * G-45: an application file's content, for the assigned agent and SA/AD (any file of the application)
 * or the owning customer (only files shown to them, POR-51). The file must belong to `applicationId`.
 * Everyone and everything else — another agent, a hidden file for the customer, a missing stored
 * file — is the same 404.
 */
export async function readApplicationFile(input: { actor: Actor; applicationId: unknown; fileId: unknown }, options: OperationOptions = {}): Promise<ApplicationFileContent> {
  const { application, reader } = await findFilesApplication(input.actor, input.applicationId, FILE_FAIL.read, options.transaction);
  const fileId = placeId(input.fileId);
  const file = fileId === null ? null : await ApplicationFile.findOne({ where: { id: fileId, application_id: application.id }, transaction: options.transaction });
  if (!file || (reader === 'owner' && !visibleToOwner(file))) throw new AppError('NOT_FOUND', FILE_FAIL.read);
  const buffer = await getStorage()
    .getFile(file.path)
    .catch(() => null);
  if (!buffer) throw new AppError('NOT_FOUND', FILE_FAIL.read);
  return { buffer, filename: file.filename, contentType: file.mime || 'application/octet-stream' };
}
