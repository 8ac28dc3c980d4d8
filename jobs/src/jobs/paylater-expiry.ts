import { expirePayLaterOrders, payLaterReminders, sendPayLaterExpiredEmail, sendPayLaterReminderEmail, SYSTEM } from '@iprenew/models';
import { runJob } from '../run-job';

export interface PayLaterExpiryOutcome {
  expired: number;
  cancellationMails: number;
  reminders: number;
  failures: string[];
}

/**
 * One run of the pay-later lifetime (G-23): unpaid pay-later orders past their expiry become
 * Expired (applications cancelled, voucher released) and their customers get the cancellation
 * e-mail once; then the day-3 and day-6 reminders that are due go out, each once. Safe to rerun.
 * The job only calls the domain and counts; the once-only rules live in the operations.
 */
export async function runPayLaterExpiry(now: Date = new Date()): Promise<PayLaterExpiryOutcome> {
  const outcome: PayLaterExpiryOutcome = { expired: 0, cancellationMails: 0, reminders: 0, failures: [] };
  const { expired, payLaterExpired } = await expirePayLaterOrders({ actor: SYSTEM, now });
  outcome.expired = expired.length;
  // Only real pay-later orders get the "pay-later expired" mail; abandoned card attempts expire silently.
  for (const orderId of payLaterExpired) {
    try {
      if ((await sendPayLaterExpiredEmail({ actor: SYSTEM, orderId }))?.delivered) outcome.cancellationMails += 1;
    } catch (error) {
      outcome.failures.push(`cancel mail ${orderId}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  for (const { orderId, day } of await payLaterReminders({ actor: SYSTEM, now })) {
    try {
      if ((await sendPayLaterReminderEmail({ actor: SYSTEM, orderId, day }))?.delivered) outcome.reminders += 1;
    } catch (error) {
      outcome.failures.push(`reminder ${orderId} day ${day}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return outcome;
}

/** Daily at 02:00 Kuala Lumpur (G-23, G-57): expire unpaid pay-later orders and send the day-3 / day-6 reminders. */
export default async function payLaterExpiryJob() {
  return runJob('paylater-expiry', 15 * 60, () => runPayLaterExpiry(new Date()));
}
