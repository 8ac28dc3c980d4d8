import { Op } from 'sequelize';
import { EXPORT_RETENTION_DAYS } from '../../constants/index';
import { ExportFile } from '../../models/export-file';
import { getStorage } from '../../storage/index';
import { assertSystemActor, type SystemActor } from '../kernel/index';

/** Exports read per query, and the most batches one run takes (the next daily run continues). */
const BATCH = 100;
const MAX_BATCHES = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeExpiredExportsResult {
  /** Exports whose file was removed and which are now 'expired'. */
  expired: number[];
  /** Of those, how many had no file left in storage (already removed by an earlier, interrupted run). */
  missingFiles: number;
  /** Exports whose file could not be removed (left 'success'; the next run tries again). */
  failed: number[];
}

/**
 * G-10, ADR 037 (the `purge-exports` job): export files are kept EXPORT_RETENTION_DAYS days. A
 * successful export requested before the cutoff has its stored file removed (a file that is already
 * gone is not an error) and is then marked 'expired' with no file, so the console's Exports list
 * keeps the row but no longer offers a download (can_download false, the download route answers
 * 404). Only 'success' rows have files; 'fail' rows stay as they are. Oldest first, in bounded
 * batches; the row is updated only while it is still 'success', so a re-run or a second runner
 * changes nothing. A file that cannot be removed leaves its row as it was, for the next run.
 */
export async function purgeExpiredExports(input: { actor: SystemActor; now?: Date; batchSize?: number }): Promise<PurgeExpiredExportsResult> {
  assertSystemActor(input.actor);
  const cutoff = new Date((input.now ?? new Date()).getTime() - EXPORT_RETENTION_DAYS * DAY_MS);
  const limit = Math.min(BATCH, Math.max(1, Math.trunc(input.batchSize ?? BATCH)));
  const storage = getStorage();
  const result: PurgeExpiredExportsResult = { expired: [], missingFiles: 0, failed: [] };
  let afterId = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const files = await ExportFile.findAll({
      where: { status: 'success', created_at: { [Op.lt]: cutoff }, id: { [Op.gt]: afterId } },
      attributes: ['id', 'fileurl'],
      order: [['id', 'ASC']],
      limit,
    });
    for (const file of files) {
      afterId = file.id;
      let existed: boolean;
      try {
        existed = file.fileurl ? await storage.remove(file.fileurl) : false;
      } catch {
        result.failed.push(file.id);
        continue;
      }
      const [changed] = await ExportFile.update({ status: 'expired', fileurl: null }, { where: { id: file.id, status: 'success' } });
      if (changed !== 1) continue;
      result.expired.push(file.id);
      if (!existed) result.missingFiles += 1;
    }
    if (files.length < limit) break;
  }
  return result;
}
