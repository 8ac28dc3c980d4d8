import { purgeExpiredExports, SYSTEM } from '@iprenew/models';
import { runJob } from '../run-job';

/**
 * G-10, ADR 037: daily, remove the files of exports older than EXPORT_RETENTION_DAYS (30) and mark
 * them expired, so the console no longer offers their download. The job only calls the domain.
 */
export default async function purgeExportsJob() {
  return runJob('purge-exports', 15 * 60, () => purgeExpiredExports({ actor: SYSTEM, now: new Date() }));
}
