import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Bree from 'bree';
import { JOB_LIST, type JobDefinition } from './job-list';

/**
 * The Bree scheduler over the job list. Every job runs in a worker thread started from
 * `worker.mjs`, which registers tsx and imports the job's TypeScript file (STACK.md: worker
 * threads do not inherit tsx). Cron schedules use Kuala Lumpur time.
 */

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_JOBS_ROOT = path.join(HERE, 'jobs');
export const WORKER_ENTRY = path.join(HERE, 'worker.mjs');

export interface CreateBreeOptions {
  /** Folder of the job files (default src/jobs). */
  root?: string;
  jobs?: JobDefinition[];
  /** Extra environment for the workers (default: a copy of process.env at start of each run). */
  env?: Record<string, string>;
  logger?: Bree.BreeLogger | false;
  errorHandler?: Bree.BreeOptions['errorHandler'];
}

function toBreeJob(job: JobDefinition, root: string, env: Record<string, string> | undefined): Bree.JobOptions {
  const jobFile = path.resolve(root, job.file);
  return {
    name: job.name,
    path: WORKER_ENTRY,
    ...(job.cron ? { cron: job.cron } : {}),
    ...(job.interval !== undefined ? { interval: job.interval } : {}),
    ...(job.runOnStart ? { timeout: 0 } : { timeout: false }),
    ...(job.maxRunMs ? { closeWorkerAfterMs: job.maxRunMs } : {}),
    worker: {
      workerData: { jobFile, jobName: job.name },
      ...(env ? { env: { ...process.env, ...env } } : {}),
    },
  };
}

export function createBree(options: CreateBreeOptions = {}): Bree {
  const root = options.root ?? DEFAULT_JOBS_ROOT;
  const jobs = options.jobs ?? JOB_LIST;
  const logger = options.logger === undefined ? console : options.logger;
  return new Bree({
    root: false,
    doRootCheck: false,
    logger: logger === false ? { info: () => undefined, warn: () => undefined, error: () => undefined } : logger,
    timezone: 'Asia/Kuala_Lumpur',
    jobs: jobs.map((job) => toBreeJob(job, root, options.env)),
    workerMessageHandler: ({ name, message }) => {
      if (message && typeof message === 'object' && 'log' in message) {
        (logger || undefined)?.info(String((message as { log: unknown }).log));
      } else if (message !== 'done') {
        (logger || undefined)?.info(`[job ${name}] ${JSON.stringify(message)}`);
      }
    },
    ...(options.errorHandler ? { errorHandler: options.errorHandler } : {}),
  });
}

/** Runs one job now and resolves when its worker has finished (rejects if it failed). */
export function runOnce(bree: Bree, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let failure: unknown;
    const onError = (error: unknown, data: { name: string }) => {
      if (data.name === name) failure = error;
    };
    const previous = bree.config.errorHandler;
    bree.config.errorHandler = (error, data) => {
      onError(error, data);
      previous?.(error, data);
    };
    const onDeleted = (deleted: string) => {
      if (deleted !== name) return;
      bree.off('worker deleted', onDeleted);
      bree.config.errorHandler = previous;
      if (failure) reject(failure instanceof Error ? failure : new Error(String(failure)));
      else resolve();
    };
    bree.on('worker deleted', onDeleted);
    bree.run(name).catch((error: unknown) => {
      bree.off('worker deleted', onDeleted);
      bree.config.errorHandler = previous;
      reject(error);
    });
  });
}
