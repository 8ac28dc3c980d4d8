import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobLock } from '../../models/job-lock';
import { JobRun } from '../../models/job-run';
import { createTestDatabase, type TestDatabase } from '../../testing/index';
import { intervalMs, jobSlotStart, scheduledRunSlot } from './job-slot';
import { withJobLock } from './with-job-lock';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

const at = (iso: string) => new Date(iso);

describe('jobSlotStart: the slot a scheduled run belongs to', () => {
  it('is the cron minute fired for, a tick a few seconds early counting for its minute', () => {
    const daily = { cron: '0 2 * * *' };
    expect(jobSlotStart(daily, at('2026-11-28T18:00:00.040Z'))).toEqual(at('2026-11-28T18:00:00.000Z'));
    expect(jobSlotStart(daily, at('2026-11-28T18:00:41.000Z'))).toEqual(at('2026-11-28T18:00:00.000Z'));
    expect(jobSlotStart(daily, at('2026-11-28T17:59:58.000Z'))).toEqual(at('2026-11-28T18:00:00.000Z'));
  });

  it('is the interval window counted from the epoch, the same on every instance', () => {
    expect(jobSlotStart({ interval: '1h' }, at('2026-11-28T10:59:59.999Z'))).toEqual(at('2026-11-28T10:00:00.000Z'));
    expect(jobSlotStart({ interval: '1h' }, at('2026-11-28T11:00:00.000Z'))).toEqual(at('2026-11-28T11:00:00.000Z'));
    expect(jobSlotStart({ interval: '15m' }, at('2026-11-28T10:29:00.000Z'))).toEqual(at('2026-11-28T10:15:00.000Z'));
    expect(jobSlotStart({ interval: 60_000 }, at('2026-11-28T10:29:30.000Z'))).toEqual(at('2026-11-28T10:29:00.000Z'));
    expect([intervalMs('30s'), intervalMs('10m'), intervalMs('1d')]).toEqual([30_000, 600_000, 86_400_000]);
    expect(() => intervalMs('every hour')).toThrow(/Unsupported job interval/);
    expect(() => jobSlotStart({})).toThrow(/cron or an interval/);
  });
});

describe(`one run per slot across schedulers (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('runs a scheduled job once when two schedulers fire the same tick, even when the first run is over before the second tick', async () => {
    const schedule = { interval: '1h' };
    const tick = new Date();
    const slotStart = jobSlotStart(schedule, tick);
    let runs = 0;
    const first = await withJobLock('slot-a', 60, async () => ++runs, { slotStart });
    // The second instance's tick of the same slot comes after the first run released the lock.
    const second = await withJobLock('slot-a', 60, async () => ++runs, { slotStart });
    expect([first.ran, second.ran, runs]).toEqual([true, false, 1]);
    // The next slot runs again.
    const next = await withJobLock('slot-a', 60, async () => ++runs, { slotStart: new Date(slotStart.getTime() + 3_600_000 + 1_000) });
    expect(next.ran).toBe(true);
    // Without a slot (a super admin's run now) the lock alone decides.
    expect((await withJobLock('slot-a', 60, async () => ++runs)).ran).toBe(true);
    expect(runs).toBe(3);
  });

  it('lets exactly one of many simultaneous ticks of a slot run, on a new job row and on an existing one', async () => {
    for (const round of ['new row', 'existing row']) {
      const slotStart = new Date(Math.floor(Date.now() / 1000) * 1000);
      let runs = 0;
      // Each run is over at once: the lock alone would let the later ticks run again.
      const outcomes = await Promise.all(Array.from({ length: 6 }, () => withJobLock('slot-b', 60, async () => ++runs, { slotStart })));
      expect({ round, ran: outcomes.filter((o) => o.ran).length, runs }).toEqual({ round, ran: 1, runs: 1 });
      // The next round is a later slot: the recorded start goes back before it.
      await JobLock.update({ last_started_at: new Date(slotStart.getTime() - 60_000) }, { where: { name: 'slot-b' } });
    }
  });

  it('stores the start in whole seconds, so MySQL rounding never moves it into the next slot', async () => {
    await withJobLock('slot-c', 60, async () => 1, { slotStart: new Date(0) });
    const row = await JobLock.findByPk('slot-c');
    expect(row!.last_started_at!.getMilliseconds()).toBe(0);
  });

  it('gives a run that answers a pending "run now" request no slot', async () => {
    const schedule = { cron: '0 2 * * *' };
    const now = at('2026-11-28T18:00:01.000Z');
    expect(await scheduledRunSlot('paylater-expiry', schedule, now)).toEqual(at('2026-11-28T18:00:00.000Z'));
    await JobRun.create({ name: 'paylater-expiry', status: 'requested' });
    expect(await scheduledRunSlot('paylater-expiry', schedule, now)).toBeUndefined();
    await JobRun.destroy({ where: { name: 'paylater-expiry' } });
  });
});
