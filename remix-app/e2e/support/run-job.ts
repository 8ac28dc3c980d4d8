/**
 * One run of a scheduled job — its own worker module, under its lock, recorded in job_runs — against
 * the e2e database, storage and mail outbox (the e2e server runs no scheduler). For the journeys
 * whose outcome a job delivers, e.g. the broadcast e-mails:
 *   npx tsx e2e/support/run-job.ts broadcast-sender
 * Each call is the tick of a new slot of the job's schedule (ADR 054, issue 17): the previous run's
 * recorded start is cleared, as jobs/src/testing.ts does, so a journey's "the job runs again" is a
 * later tick, not a second scheduler's tick of the same minute (which the once-per-slot guard skips).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_DATABASE_FILE, E2E_MAIL_OUTBOX_DIR, E2E_STORAGE_DIR } from './paths';

const JOBS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../jobs/src/jobs');

async function main() {
  const name = process.argv[2] ?? '';
  if (!/^[a-z-]+$/.test(name)) throw new Error(`usage: run-job.ts <job-name> (got "${name}")`);
  Object.assign(process.env, { APP_ENV: 'test', DATABASE_URL: `sqlite:${E2E_DATABASE_FILE}`, STORAGE_DIR: E2E_STORAGE_DIR, MAIL_OUTBOX_DIR: E2E_MAIL_OUTBOX_DIR });
  const { getSequelize } = await import('@iprenew/models');
  await getSequelize().query('UPDATE job_locks SET last_started_at = NULL WHERE name = ?', { replacements: [name] });
  const job = (await import(path.join(JOBS_DIR, `${name}.ts`))) as { default: () => Promise<unknown> };
  console.log(JSON.stringify((await job.default()) ?? null));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
