import { Op, type Transaction } from 'sequelize';
import type { ExportFile } from '../../models/export-file';
import { User } from '../../models/user';
import { exportDownloadUrlOf, type ExportRowJson } from '../../schemas/exports';
import { iso } from '../kernel/index';

export const EXPORT_FAIL = 'ip-records:console.export_fail';
export const EXPORT_READ_FAIL = 'ip-records:exports.read_fail';
export const EXPORT_NOT_FOUND = 'ip-records:exports.not_found';

/** The export list's rows with who asked (one query for the page's users). */
export async function exportRows(files: ExportFile[], transaction?: Transaction): Promise<ExportRowJson[]> {
  const userIds = [...new Set(files.map((f) => f.user_id).filter((id): id is number => typeof id === 'number'))];
  const users = userIds.length ? await User.findAll({ where: { id: { [Op.in]: userIds } }, attributes: ['id', 'name', 'email'], transaction }) : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  return files.map((file) => {
    const user = file.user_id ? byId.get(file.user_id) : undefined;
    const ready = file.status === 'success' && !!file.fileurl;
    return {
      id: file.id,
      filename: file.filename,
      type: file.type,
      status: file.status,
      created_by: user ? { id: user.id, name: user.name, email: user.email } : null,
      created_at: iso(file.created_at),
      updated_at: iso(file.updated_at),
      can_download: ready,
      download_url: ready ? exportDownloadUrlOf(file.id) : null,
    };
  });
}
