import { describe, expect, it } from 'vitest';
import { ROLE, SYSTEM } from '../../index';
import { JobRun } from '../../models/job-run';
import { buildCustomer, buildStaff, caught, lastAudit, queriesOf, useTestWorld } from '../../testing/index';
import { listJobStates, recordJobRun, requestedJobNames, requestJobRun } from './job-runs';

/** Issue 16 (ADR 054): each scheduled run recorded; the Scheduled Jobs page; a super admin's "run now". */

useTestWorld();

describe('job runs', () => {
  it('records a run with its counts, or its error; a run left running by a crash is closed first', async () => {
    expect(await recordJobRun('purge-exports', async () => ({ removed: 3 }))).toEqual({ removed: 3 });
    const stale = await JobRun.create({ name: 'purge-exports', status: 'running', started_at: new Date(Date.now() - 3_600_000) });
    await expect(recordJobRun('purge-exports', async () => Promise.reject(new Error('storage offline')))).rejects.toThrow('storage offline');
    const runs = await JobRun.findAll({ where: { name: 'purge-exports' }, order: [['id', 'ASC']] });
    expect(runs.map((r) => [r.status, r.result ?? null, r.error])).toEqual([
      ['ok', { removed: 3 }, null],
      ['failed', null, expect.stringMatching(/^Interrupted/)],
      ['failed', null, 'Error: storage offline'],
    ]);
    expect(runs[1]!.id).toBe(stale.id);
    expect(runs.every((r) => r.finished_at)).toBe(true);
  });

  it("lets a super admin ask for a run now — once — which the next run answers; admins read, others are refused", async () => {
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
    const admin = await buildStaff(ROLE.ADMIN);
    const before = (await listJobStates({ actor: superAdmin })).find((j) => j.name === 'currency-rates')!;
    expect(before).toMatchObject({ requested_at: null, can_run_now: true });

    const asked = await requestJobRun({ actor: superAdmin, name: 'currency-rates' });
    expect(asked.message).toBe('admin:jobs.run_requested');
    expect(asked.job).toMatchObject({ requested_by: superAdmin.name, can_run_now: false });
    expect(await lastAudit('job.run_now')).toMatchObject({ action: 'job.run_now', actor_id: superAdmin.id });
    expect((await caught(requestJobRun({ actor: superAdmin, name: 'currency-rates' }))).status).toBe(409);
    expect(await requestedJobNames(SYSTEM)).toEqual(['currency-rates']);

    await recordJobRun('currency-rates', async () => ({ updated: 4 }));
    const after = (await listJobStates({ actor: admin })).find((j) => j.name === 'currency-rates')!;
    expect(after).toMatchObject({ requested_at: null, can_run_now: false, last_run: { status: 'ok', result: { updated: 4 } } });
    expect(after.last_ok_at).not.toBeNull();
    expect(await requestedJobNames(SYSTEM)).toEqual([]);
    expect(await JobRun.count({ where: { name: 'currency-rates' } })).toBe(1);

    expect((await caught(requestJobRun({ actor: admin, name: 'currency-rates' }))).status).toBe(403);
    expect((await caught(requestJobRun({ actor: superAdmin, name: 'rm -rf' }))).status).toBe(404);
    expect((await caught(listJobStates({ actor: await buildStaff(ROLE.ACCOUNTANT) }))).status).toBe(403);
    expect((await caught(listJobStates({ actor: await buildCustomer() }))).status).toBe(403);
    expect(await queriesOf(() => listJobStates({ actor: admin }))).toBeLessThanOrEqual(2);
  });
});
