import { AppError } from '../../errors/index';
import { ExportFile } from '../../models/export-file';
import { getStorage } from '../../storage/index';
import { type Actor, assertAllowed, type OperationOptions } from '../kernel/index';
import { EXPORT_NOT_FOUND } from './shared';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The finished .xlsx of an export, for staff (SA/AD: the export read right); not finished or missing → 404. */
export async function readExportFile(input: { actor: Actor; id: number }, options: OperationOptions = {}): Promise<{ buffer: Buffer; filename: string; contentType: string }> {
  assertAllowed(input.actor, 'exports', 'read');
  const file = Number.isInteger(input.id) && input.id > 0 ? await ExportFile.findByPk(input.id, { transaction: options.transaction }) : null;
  if (!file || file.status !== 'success' || !file.fileurl) throw new AppError('NOT_FOUND', EXPORT_NOT_FOUND);
  const buffer = await getStorage()
    .getFile(file.fileurl)
    .catch(() => null);
  if (!buffer) throw new AppError('NOT_FOUND', EXPORT_NOT_FOUND);
  return { buffer, filename: file.filename, contentType: XLSX_MIME };
}
