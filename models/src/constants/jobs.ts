/**
 * The scheduled jobs by name (jobs/src/job-list.ts defines their schedules; a test there keeps the two
 * lists equal). The console's Scheduled Jobs page (ADR 054) shows one row per name, labelled from
 * `admin:jobs.names.*` and `admin:jobs.descriptions.*`.
 */
export const JOB_NAMES = [
  'purge-expired-sessions',
  'currency-rates',
  'paylater-expiry',
  'payment-reconcile',
  'auto-complete-applications',
  'export-runner',
  'purge-exports',
  'purge-audit-mails',
  'check-paypal-payouts',
  'not-received-reminders',
  'renewal-due-reminders',
  'broadcast-sender',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export const isJobName = (value: unknown): value is JobName => typeof value === 'string' && (JOB_NAMES as readonly string[]).includes(value);
