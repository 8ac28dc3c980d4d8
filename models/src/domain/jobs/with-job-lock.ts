import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { JobLock } from '../../models/job-lock';

/**
 * Runs `fn` only if this process takes the job's row in `job_locks` (DESIGN §6: jobs run
 * wherever the scheduler runs; each run takes a database lock so one instance does the work).
 * Taking the lock is one conditional UPDATE (`locked_until <= now`) or, for a job never run,
 * an INSERT that loses on the primary key: atomic on SQLite and MySQL alike, no long-held
 * transaction. The lock is released when `fn` settles; if the holder dies, it frees itself
 * after `ttlSeconds` — choose a TTL longer than the job can take.
 */

export type JobLockResult<T> = { ran: true; result: T } | { ran: false; result?: undefined };

export function jobLockOwner(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`.slice(0, 191);
}

export interface JobLockOptions {
  /**
   * A scheduled run's slot (scheduledRunSlot): the lock is taken only if no run of the job started
   * at or after it, so schedulers on several instances firing the same tick run the job once.
   */
  slotStart?: Date;
}

export async function withJobLock<T>(name: string, ttlSeconds: number, fn: () => Promise<T>, options: JobLockOptions = {}): Promise<JobLockResult<T>> {
  if (!name || name.length > 100) throw new Error(`Invalid job lock name: ${JSON.stringify(name)}`);
  if (!(ttlSeconds > 0)) throw new Error('ttlSeconds must be positive');
  const owner = jobLockOwner();
  const acquired = await JobLock.tryAcquire(name, owner, ttlSeconds * 1000, new Date(), options.slotStart);
  if (!acquired) return { ran: false };
  try {
    return { ran: true, result: await fn() };
  } finally {
    await JobLock.release(name, owner);
  }
}
