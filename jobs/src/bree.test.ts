import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createSequelize, JOB_NAMES, migrateUp } from '@iprenew/models';
import type { Sequelize } from 'sequelize';
import { afterAll, describe, expect, it } from 'vitest';
import { buildHousekeepingRows, listColumn } from '@iprenew/models/testing';
import { createBree, DEFAULT_JOBS_ROOT, runOnce, WORKER_ENTRY } from './bree';
import { JOB_LIST } from './job-list';

/**
 * The real thing: Bree starts a worker thread from worker.mjs, which loads the TypeScript job
 * through tsx, connects with DATABASE_URL, purges, closes and posts 'done'. In-memory SQLite
 * cannot be shared with a worker, so the database is a file (and a fresh MariaDB database when
 * TEST_MYSQL_URL is set).
 */

interface Target {
  label: string;
  url: string;
  cleanup: () => Promise<void>;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'iprenew-jobs-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function sqliteTarget(): Promise<Target> {
  const url = `sqlite:${path.join(tmp, `jobs-${randomBytes(4).toString('hex')}.sqlite`)}`;
  return { label: 'sqlite file', url, cleanup: async () => undefined };
}

async function mysqlTarget(serverUrl: string): Promise<Target> {
  const name = `t_jobs_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = createSequelize(new URL('/mysql', serverUrl).toString());
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.close();
  return {
    label: 'mariadb',
    url: new URL(`/${name}`, serverUrl).toString(),
    cleanup: async () => {
      const drop = createSequelize(new URL('/mysql', serverUrl).toString());
      await drop.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await drop.close();
    },
  };
}

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('createBree', () => {
  it('loads the job list: every job through the worker entry, with its TypeScript file', async () => {
    const bree = createBree({ logger: false });
    await (bree as unknown as { init(): Promise<void> }).init(); // typed in bree 9 but missing from its .d.ts
    const names = bree.config.jobs.map((j) => j.name);
    expect(names).toEqual(JOB_LIST.map((j) => j.name));
    expect(names).toContain('purge-expired-sessions');
    // The console's Scheduled Jobs page (ADR 054) lists the same jobs.
    expect([...names].sort()).toEqual([...JOB_NAMES].sort());
    const job = bree.config.jobs.find((j) => j.name === 'purge-expired-sessions')!;
    expect(job.path).toBe(WORKER_ENTRY);
    expect(job.interval).toBe(60 * 60 * 1000);
    expect((job.worker?.workerData as { jobFile: string }).jobFile).toBe(path.join(DEFAULT_JOBS_ROOT, 'purge-expired-sessions.ts'));
  });

  const targets: Array<() => Promise<Target>> = [sqliteTarget];
  if (process.env.TEST_MYSQL_URL) targets.push(() => mysqlTarget(process.env.TEST_MYSQL_URL!));

  for (const makeTarget of targets) {
    it(`runs purge-expired-sessions in a real worker (${makeTarget === sqliteTarget ? 'sqlite file' : 'mariadb'})`, async () => {
      const target = await makeTarget();
      let sequelize: Sequelize | undefined;
      try {
        sequelize = createSequelize(target.url);
        await migrateUp(sequelize);
        const rows = await buildHousekeepingRows(sequelize, new Date());
        // A super admin's pending "run now" (ADR 054): the run takes it over.
        await sequelize.query("INSERT INTO job_runs (name, status, created_at, updated_at) VALUES ('purge-expired-sessions', 'requested', ?, ?)", {
          replacements: [new Date(), new Date()],
        });

        const messages: string[] = [];
        const errors: unknown[] = [];
        const bree = createBree({
          env: { DATABASE_URL: target.url },
          logger: { ...silent, info: (m: unknown) => messages.push(String(m)) },
          errorHandler: (error) => errors.push(error),
        });
        await runOnce(bree, 'purge-expired-sessions');
        expect(errors).toEqual([]);
        expect(messages.some((m) => m.includes('[job purge-expired-sessions] done'))).toBe(true);

        expect(await listColumn(sequelize, 'sessions', 'id')).toEqual([...rows.sessions.live].sort());
        expect(await listColumn(sequelize, 'verification_tokens', 'email')).toEqual([...rows.tokens.verification_tokens.keep].sort());
        expect(await listColumn(sequelize, 'password_resets', 'email')).toEqual([...rows.tokens.password_resets.keep].sort());
        const lock = await sequelize.query<{ name: string; last_finished_at: unknown }>('SELECT name, last_finished_at FROM job_locks', {
          type: 'SELECT' as never,
        });
        expect(lock.map((l) => l.name)).toEqual(['purge-expired-sessions']);
        expect(lock[0]!.last_finished_at).not.toBeNull();
        const runs = await sequelize.query<{ name: string; status: string; result: unknown; finished_at: unknown }>('SELECT name, status, result, finished_at FROM job_runs', {
          type: 'SELECT' as never,
        });
        expect(runs.map((r) => [r.name, r.status])).toEqual([['purge-expired-sessions', 'ok']]);
        expect(runs[0]!.finished_at).not.toBeNull();
        expect(JSON.stringify(runs[0]!.result)).toMatch(/sessions|deleted|\d/);
      } finally {
        await sequelize?.close();
        await target.cleanup();
      }
    });
  }

  it('reports a failing job instead of hanging', async () => {
    const bree = createBree({
      logger: false,
      env: { DATABASE_URL: 'mysql://nobody:wrong@127.0.0.1:1/none' },
    });
    await expect(runOnce(bree, 'purge-expired-sessions')).rejects.toThrow();
  });
});
