import { sendRenewalDueReminders, SYSTEM } from '@iprenew/models';
import { runJob } from '../run-job';

/** Daily at 02:00 Kuala Lumpur (G-31, G-57, ADR 059): the renewal-due reminders. The job only calls the domain. */
export default async function renewalDueRemindersJob() {
  return runJob('renewal-due-reminders', 15 * 60, () => sendRenewalDueReminders({ actor: SYSTEM, now: new Date() }));
}
