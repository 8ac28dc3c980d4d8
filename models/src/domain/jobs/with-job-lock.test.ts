import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobLock } from '../../models/job-lock';
import { createTestDatabase, type TestDatabase } from '../../testing/index';
import { withJobLock } from './with-job-lock';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

describe(`withJobLock (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('runs the job, records it and releases the lock', async () => {
    const result = await withJobLock('job-a', 60, async () => 42);
    expect(result).toEqual({ ran: true, result: 42 });
    const row = await JobLock.findByPk('job-a');
    expect(row).not.toBeNull();
    expect(row!.locked_until.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row!.last_started_at).toBeInstanceOf(Date);
    expect(row!.last_finished_at).toBeInstanceOf(Date);
    // Free again: a second run takes the existing row.
    expect(await withJobLock('job-a', 60, async () => 'again')).toEqual({ ran: true, result: 'again' });
  });

  /**
   * Five concurrent attempts; the one that takes the lock holds it until the four others have been
   * refused (or 5 s pass, so a second holder fails the assertions rather than hanging), so the result
   * does not depend on how fast a loaded machine starts the attempts.
   */
  async function fiveAtOnce(name: string) {
    let running = 0;
    let maxRunning = 0;
    let refused = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const timer = setTimeout(() => open(), 5000);
    const runs = await Promise.all(
      Array.from({ length: 5 }, () =>
        withJobLock(name, 60, async () => {
          running++;
          maxRunning = Math.max(maxRunning, running);
          await gate;
          running--;
          return 'done';
        }).then((result) => {
          if (!result.ran && ++refused === 4) open();
          return result;
        }),
      ),
    );
    clearTimeout(timer);
    return { ran: runs.filter((r) => r.ran).length, maxRunning };
  }

  it('lets only one of several concurrent runs work (first run inserts the row)', async () => {
    expect(await fiveAtOnce('job-b')).toEqual({ ran: 1, maxRunning: 1 });
    // And with the row already present (conditional update path).
    expect(await fiveAtOnce('job-b')).toEqual({ ran: 1, maxRunning: 1 });
  });

  it('releases the lock when the job throws', async () => {
    await expect(withJobLock('job-c', 60, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await withJobLock('job-c', 60, async () => 1)).ran).toBe(true);
  });

  it('takes over a lock whose holder died (expired), but not a live one', async () => {
    const past = new Date(Date.now() - 1000);
    await JobLock.create({ name: 'job-d', locked_until: past, owner: 'dead-host:1:x' });
    expect((await withJobLock('job-d', 60, async () => 1)).ran).toBe(true);

    await JobLock.update({ locked_until: new Date(Date.now() + 60_000), owner: 'other-host:2:y' }, { where: { name: 'job-d' } });
    expect(await withJobLock('job-d', 60, async () => 1)).toEqual({ ran: false });
    // The live holder's lock was not touched.
    expect((await JobLock.findByPk('job-d'))!.owner).toBe('other-host:2:y');
  });
});
