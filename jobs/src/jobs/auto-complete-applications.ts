import { AUTO_COMPLETE_DAYS, completeApplication, dueAutoCompletions, sendNotReceivedReminder, SYSTEM } from '@iprenew/models';
import { runJob } from '../run-job';

export interface AutoCompleteOutcome {
  completed: number;
  failures: string[];
}

/**
 * One run of the day-14 auto-complete (G-36, issue 13 §1): every application Certificate Ready for 14
 * days (from the certificate, or from the delivery when one was requested) is completed by the
 * workflow as SYSTEM — completed_at set, the IP rolled forward once — and its customer is told it
 * completed automatically (the day-14 mail, MSG-8/9). Safe to rerun: a completed application is not
 * selected again, and a racing completion answers `completed: false`.
 */
export async function runAutoComplete(now: Date = new Date()): Promise<AutoCompleteOutcome> {
  const outcome: AutoCompleteOutcome = { completed: 0, failures: [] };
  for (const applicationId of await dueAutoCompletions({ actor: SYSTEM, now })) {
    try {
      if ((await completeApplication({ actor: SYSTEM, applicationId })).completed) {
        outcome.completed += 1;
        // MSG-8/9, G-36: the day-14 mail says it completed automatically (once per application).
        const mail = await sendNotReceivedReminder({ actor: SYSTEM, applicationId, day: AUTO_COMPLETE_DAYS });
        if (mail && !mail.delivered) outcome.failures.push(`application ${applicationId}: day-14 mail ${mail.error ?? 'not delivered'}`);
      }
    } catch (error) {
      outcome.failures.push(`application ${applicationId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return outcome;
}

/** Daily at 02:00 Kuala Lumpur (G-36, G-57): complete the applications whose 14 days have run. */
export default async function autoCompleteApplicationsJob() {
  return runJob('auto-complete-applications', 15 * 60, () => runAutoComplete(new Date()));
}
