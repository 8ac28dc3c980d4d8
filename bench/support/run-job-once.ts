/**
 * One scheduler's tick of a job, for bench/two-instances.ts: waits until RUN_AT (epoch ms) so that
 * several processes fire at the same moment, then runs the job's worker entry (its default export:
 * runJob → job lock, the slot of its schedule, job_runs) against DATABASE_URL and prints
 * `ran` or `skipped` as the last line.
 * Usage: RUN_AT=<ms> DATABASE_URL=… npx tsx bench/support/run-job-once.ts purge-expired-sessions
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JOB_LIST } from '../../jobs/src/job-list';

const name = process.argv[2];
const job = JOB_LIST.find((j) => j.name === name);
if (!job) {
  console.error(`unknown job ${JSON.stringify(name)}`);
  process.exit(2);
}
const module = (await import(pathToFileURL(path.resolve(import.meta.dirname, '../../jobs/src/jobs', job.file)).href)) as { default: () => Promise<unknown> };
const at = Number(process.env.RUN_AT ?? Date.now());
await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
const result = await module.default();
console.log(result === undefined ? 'skipped' : 'ran');
