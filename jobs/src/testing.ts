import type { TestWorld } from '@iprenew/models/testing';
import { createBree, runOnce } from './bree';

/**
 * Test support: runs the job `name` once in a real Bree worker against a test world's file database,
 * storage and outbox (a worker cannot share an in-memory database), and answers the errors the worker
 * reported (none when the run went well). Each call is the tick of a new slot of the job's schedule
 * (ADR 054): the recorded start of the previous run is cleared, so "a rerun changes nothing" tests the
 * job's own idempotency, not the once-per-slot guard.
 */
export async function runJobInWorld(world: TestWorld, name: string, env: Record<string, string> = {}): Promise<unknown[]> {
  await world.db.sequelize.query('UPDATE job_locks SET last_started_at = NULL WHERE name = ?', { replacements: [name] });
  const errors: unknown[] = [];
  const bree = createBree({
    env: { DATABASE_URL: world.db.url, MAIL_OUTBOX_DIR: world.outboxDir, STORAGE_DIR: world.storageDir, SMTP_URL: '', ...env },
    logger: false,
    errorHandler: (error) => errors.push(error),
  });
  await runOnce(bree, name);
  return errors;
}
