import { parentPort } from 'node:worker_threads';
import { closeSequelize, getSequelize, isJobName, recordJobRun, scheduledRunSlot, withJobLock } from '@iprenew/models';
import { JOB_LIST } from './job-list';

/**
 * One run of a scheduled job inside its worker: opens the connection from DATABASE_URL
 * (getConfig), takes the job's lock so only one scheduler instance works, runs `work`, logs
 * the outcome and always closes the connection. The worker entry posts 'done' afterwards. Each run
 * that takes the lock is recorded in job_runs (start, end, counts or error — ADR 054) and answers a
 * super admin's pending "run now". A scheduled run happens once per slot of its schedule however
 * many scheduler instances fire it (scheduledRunSlot, issue 17); a "run now" has no slot.
 */
export async function runJob<T>(name: string, ttlSeconds: number, work: () => Promise<T>): Promise<T | undefined> {
  const started = Date.now();
  try {
    getSequelize();
    const schedule = JOB_LIST.find((job) => job.name === name);
    const slotStart = schedule ? await scheduledRunSlot(name, schedule, new Date(started)) : undefined;
    const outcome = await withJobLock(name, ttlSeconds, () => (isJobName(name) ? recordJobRun(name, work) : work()), { slotStart });
    const ms = Date.now() - started;
    if (outcome.ran) {
      log(`[job ${name}] done in ${ms} ms: ${JSON.stringify(outcome.result ?? null)}`);
      return outcome.result;
    }
    log(`[job ${name}] skipped: another instance holds the lock or already ran this slot`);
    return undefined;
  } finally {
    await closeSequelize();
  }
}

function log(message: string): void {
  // In a worker, tell the scheduler (it logs worker messages); otherwise print.
  if (parentPort) parentPort.postMessage({ log: message });
  else console.log(message);
}
