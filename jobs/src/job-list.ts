/**
 * Every scheduled job (DESIGN §1 jobs/, requirements §1.11 MSG). Each job is a TypeScript file
 * in `src/jobs/` whose default export does one run: it connects with DATABASE_URL, takes its
 * `job_locks` row, works, and closes the connection (see run-job.ts). Schedules are either an
 * `interval` (Bree/human syntax: '1h', '15m') or a `cron` expression in Asia/Kuala_Lumpur.
 */
export interface JobDefinition {
  name: string;
  /** File name inside the jobs folder (`src/jobs/`). */
  file: string;
  interval?: string | number;
  cron?: string;
  /** Also run once when the scheduler starts. */
  runOnStart?: boolean;
  /** Kill the worker if one run takes longer than this (Bree `closeWorkerAfterMs`). */
  maxRunMs?: number;
  description: string;
}

export const JOB_LIST: JobDefinition[] = [
  {
    name: 'purge-expired-sessions',
    file: 'purge-expired-sessions.ts',
    interval: '1h',
    maxRunMs: 10 * 60 * 1000,
    description: 'Deletes expired sessions, stale verification/reset tokens and old login attempts.',
  },
  {
    name: 'currency-rates',
    file: 'refresh-currency-rates.ts',
    interval: '1h',
    runOnStart: true,
    maxRunMs: 2 * 60 * 1000,
    description: 'Refreshes the display-currency rates (base USD) from currency_rates_url; keeps the last good rates on failure.',
  },
  {
    name: 'paylater-expiry',
    file: 'paylater-expiry.ts',
    // G-57: the daily workers run at 02:00 Kuala Lumpur time.
    cron: '0 2 * * *',
    maxRunMs: 15 * 60 * 1000,
    description: 'Expires unpaid pay-later orders past their expiry (voucher released, cancellation e-mail) and sends the day-3 / day-6 payment reminders (G-23).',
  },
  {
    name: 'payment-reconcile',
    file: 'payment-reconcile.ts',
    interval: '15m',
    maxRunMs: 10 * 60 * 1000,
    description: 'Reads back unpaid card orders from Stripe / PayPal so that a missed webhook still confirms the payment, once (G-25).',
  },
  {
    name: 'auto-complete-applications',
    file: 'auto-complete-applications.ts',
    cron: '0 2 * * *',
    maxRunMs: 15 * 60 * 1000,
    description: 'Completes the applications Certificate Ready for 14 days (from the certificate, or from the delivery when one was requested), rolling their IP records forward once (G-36).',
  },
  {
    name: 'export-runner',
    file: 'export-runner.ts',
    // A queue (G-10): staff wait for their file, so it runs every minute and at start.
    interval: '1m',
    runOnStart: true,
    maxRunMs: 10 * 60 * 1000,
    description: 'Writes the Excel exports staff requested (status processing) to storage as xlsx in the requester\'s language, then marks them success or fail (G-10, G-43).',
  },
  {
    name: 'purge-exports',
    file: 'purge-exports.ts',
    // G-57: the daily workers run at 02:00 Kuala Lumpur time.
    cron: '0 2 * * *',
    maxRunMs: 15 * 60 * 1000,
    description: 'Removes the files of Excel exports older than 30 days and marks them expired, so the console no longer offers their download (G-10, ADR 037).',
  },
  {
    name: 'purge-audit-mails',
    file: 'purge-audit-mails.ts',
    // G-57: the daily workers run at 02:00 Kuala Lumpur time.
    cron: '0 2 * * *',
    maxRunMs: 15 * 60 * 1000,
    description: 'Deletes audit mail rows older than 12 months, in bounded batches (G-44).',
  },
  {
    name: 'check-paypal-payouts',
    file: 'check-paypal-payouts.ts',
    interval: '10m',
    maxRunMs: 9 * 60 * 1000,
    description: 'Asks PayPal where each Send via PayPal still in flight stands: settles the paid ones, returns the failed or unclaimed ones to Pending PayPal with the reason (ADR 055).',
  },
  {
    name: 'not-received-reminders',
    file: 'not-received-reminders.ts',
    // G-57: the daily workers run at 02:00 Kuala Lumpur time.
    cron: '0 2 * * *',
    maxRunMs: 15 * 60 * 1000,
    description: 'Reminds each customer once, 7 days after the certificate (or the delivery), to acknowledge and rate before the day-14 auto-complete (MSG-8, G-36).',
  },
  {
    name: 'renewal-due-reminders',
    file: 'renewal-due-reminders.ts',
    // G-57: the daily workers run at 02:00 Kuala Lumpur time.
    cron: '0 2 * * *',
    maxRunMs: 15 * 60 * 1000,
    description: 'Reminds IP owners 180, 90, 30 and 14 days before expiry while they may request the renewal, each stage once per IP and expiry date, and sets the Renewal Notification label at the first (G-31).',
  },
  {
    name: 'broadcast-sender',
    file: 'broadcast-sender.ts',
    // G-57: the broadcast sender runs every minute.
    interval: '1m',
    maxRunMs: 9 * 60 * 1000,
    description: 'Sends each Active broadcast e-mail whose publish date has come to its recipients, once each: claims a recipient before mailing, retries failures with backoff, shows interrupted ones as unknown, marks the broadcast sent when done (MSG-7, G-09, ADR 062).',
  },
];
