import { purgeExpiredSessions, SYSTEM } from '@iprenew/models';
import { runJob } from '../run-job';

/** Hourly: delete expired sessions, stale verification/reset tokens and old login attempts. */
export default async function purgeExpiredSessionsJob() {
  return runJob('purge-expired-sessions', 15 * 60, () => purgeExpiredSessions({ actor: SYSTEM, now: new Date() }));
}
