import { createBree } from './bree';

/**
 * `npm run workers`: starts the scheduler for every job in the list. SIGINT/SIGTERM stop the
 * timers and wait for running workers (up to 30 s) before exiting.
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

await bree.start();
console.info(`[jobs] scheduler started: ${bree.config.jobs.map((j) => j.name).join(', ')}`);
