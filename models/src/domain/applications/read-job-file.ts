import { AppError } from '../../errors/index';
import { ApplicationFile } from '../../models/application-file';
import { IpRecord } from '../../models/ip-record';
import { getStorage } from '../../storage/index';
import { FILE_MIME, fileTypeOf } from '../../storage/file-type';
import { imageFormatOf } from '../cart/logo';
import { placeId } from '../places/index';
import { type Actor, type OperationOptions } from '../kernel/index';
import { findJob, JOB_READ_FAIL } from './job-access';

export interface JobFileDownload {
  buffer: Buffer;
  filename: string;
  contentType: string;
}

const notFound = () => new AppError('NOT_FOUND', JOB_READ_FAIL);

async function stored(key: string): Promise<Buffer> {
  const buffer = await getStorage()
    .getFile(key)
    .catch(() => null);
  if (!buffer) throw notFound();
  return buffer;
}

/**
 * A file of a job (AGT-9, AGT-10, G-45): the receipt, certificate, report, SD or opposition file of the
 * agent's own application (or, for SA/AD, any). Another agent's file, a file of another application
 * or a missing one is 404 — never served from a public folder.
 */
export async function readJobFile(input: { actor: Actor; applicationId: unknown; fileId: unknown }, options: OperationOptions = {}): Promise<JobFileDownload> {
  const application = await findJob(input.actor, input.applicationId, options.transaction);
  const fileId = placeId(input.fileId);
  if (fileId === null) throw notFound();
  const file = await ApplicationFile.findOne({ where: { id: fileId, application_id: application.id }, transaction: options.transaction });
  if (!file) throw notFound();
  const buffer = await stored(file.path);
  const type = fileTypeOf(buffer);
  return { buffer, filename: file.filename, contentType: file.mime ?? (type ? FILE_MIME[type] : 'application/octet-stream') };
}

/** The IP's logo on the job page (AGT-8), for the same readers as readJobFile. */
export async function readJobLogo(input: { actor: Actor; applicationId: unknown }, options: OperationOptions = {}): Promise<JobFileDownload> {
  const application = await findJob(input.actor, input.applicationId, options.transaction);
  const ip = await IpRecord.findByPk(application.ip_id, { attributes: ['id', 'path'], transaction: options.transaction });
  if (!ip?.path) throw notFound();
  const buffer = await stored(ip.path);
  const format = imageFormatOf(buffer);
  if (!format) throw notFound();
  return { buffer, filename: `logo.${format}`, contentType: format === 'png' ? 'image/png' : 'image/jpeg' };
}
