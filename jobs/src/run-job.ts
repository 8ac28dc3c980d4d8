import { parentPort } from 'node:worker_threads';
import { closeSequelize, getSequelize, isJobName, recordJobRun, withJobLock } from '@iprenew/models';

/**
 * One run of a scheduled job inside its worker: opens the connection from DATABASE_URL
 * (getConfig), takes the job's lock so only one scheduler instance works, runs `work`, logs
 * the outcome and always closes the connection. The worker entry posts 'done' afterwards. Each run
 * that takes the lock is recorded in job_runs (start, end, counts or error — ADR 054) and answers a
 * super admin's pending "run now".
 */
export async function runJob<T>(name: string, ttlSeconds: number, work: () => Promise<T>): Promise<T | undefined> {
  const started = Date.now();
  try {
    getSequelize();
    const outcome = await withJobLock(name, ttlSeconds, () => (isJobName(name) ? recordJobRun(name, work) : work()));
    const ms = Date.now() - started;
    if (outcome.ran) {
      log(`[job ${name}] done in ${ms} ms: ${JSON.stringify(outcome.result ?? null)}`);
      return outcome.result;
    }
    log(`[job ${name}] skipped: another instance holds the lock`);
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
