import { getSequelize, requestedJobNames, SYSTEM } from '@iprenew/models';
import { createBree } from './bree';

/**
 * `npm run workers`: starts the scheduler for every job in the list. SIGINT/SIGTERM stop the
 * timers and wait for running workers (up to 30 s) before exiting. Every 20 s it starts the jobs a
 * super admin asked to run now (job_runs 'requested', ADR 054) that are not already running here.
 */
const bree = createBree();
let stopping = false;

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.info(`[jobs] ${signal} received, stopping the scheduler…`);
  const force = setTimeout(() => {
    console.error('[jobs] workers did not stop within 30 s, exiting');
    process.exit(1);
  }, 30_000);
  force.unref();
  try {
    await bree.stop();
    console.info('[jobs] stopped');
    process.exit(0);
  } catch (error) {
    console.error('[jobs] error while stopping', error);
    process.exit(1);
  }
}

process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const REQUEST_POLL_MS = 20_000;
const requests = setInterval(() => {
  void startRequestedJobs().catch((error) => console.error('[jobs] reading run-now requests failed', error));
}, REQUEST_POLL_MS);
requests.unref();

async function startRequestedJobs(): Promise<void> {
  if (stopping) return;
  getSequelize();
  const known = new Set(bree.config.jobs.map((j) => j.name));
  for (const name of await requestedJobNames(SYSTEM)) {
    if (known.has(name) && !bree.workers.has(name)) await bree.run(name);
  }
}

await bree.start();
console.info(`[jobs] scheduler started: ${bree.config.jobs.map((j) => j.name).join(', ')}`);
