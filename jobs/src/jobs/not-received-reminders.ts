import { dueNotReceivedReminders, NOT_RECEIVED_REMINDER_DAY, sendNotReceivedReminder, SYSTEM } from '@iprenew/models';
import { runJob } from '../run-job';

export interface NotReceivedOutcome {
  sent: number;
  failures: string[];
}

/**
 * One run of the day-7 "not received" reminders (MSG-8, G-36, ADR 058): each due application's
 * customer is asked once to acknowledge and rate. Safe to rerun: a delivered reminder is never sent
 * again; a failed one is retried by the next run.
 */
export async function runNotReceivedReminders(now: Date = new Date()): Promise<NotReceivedOutcome> {
  const outcome: NotReceivedOutcome = { sent: 0, failures: [] };
  for (const applicationId of await dueNotReceivedReminders({ actor: SYSTEM, now })) {
    try {
      const sent = await sendNotReceivedReminder({ actor: SYSTEM, applicationId, day: NOT_RECEIVED_REMINDER_DAY });
      if (sent?.delivered) outcome.sent += 1;
      else if (sent) outcome.failures.push(`application ${applicationId}: ${sent.error ?? 'not delivered'}`);
    } catch (error) {
      outcome.failures.push(`application ${applicationId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return outcome;
}

/** Daily at 02:00 Kuala Lumpur (G-57). */
export default async function notReceivedRemindersJob() {
  return runJob('not-received-reminders', 15 * 60, () => runNotReceivedReminders(new Date()));
}
