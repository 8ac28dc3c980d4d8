import { purgeOldAuditMails, SYSTEM } from '@iprenew/models';
import { runJob } from '../run-job';

/** G-44: daily, delete audit mail rows older than 12 months. The job only calls the domain. */
export default async function purgeAuditMailsJob() {
  return runJob('purge-audit-mails', 15 * 60, () => purgeOldAuditMails({ actor: SYSTEM, now: new Date() }));
}
