import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, type Sequelize } from 'sequelize';
import { afterAll, describe, expect, it } from 'vitest';
import { createSequelize } from './connection';
import { CONSOLE_LANE, inConnectionLane } from './connection-lane';
import { SQLITE_CACHE_KIB } from './sqlite-concurrency';

const folder = mkdtempSync(path.join(os.tmpdir(), 'iprenew-sqlite-tune-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A PRAGMA's value; the connection's own settings are sent just before, so ask until they have run. */
async function pragma(sequelize: Sequelize, name: string, options: { transaction?: never } = {}): Promise<unknown> {
  let value: unknown;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const [row] = await sequelize.query<Record<string, unknown>>(`PRAGMA ${name}`, { type: QueryTypes.SELECT, ...options });
    value = row?.[name];
    if (value === -SQLITE_CACHE_KIB || value === 'wal') return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return value;
}

describe('SQLite file database connections (ADR 022, ADR 081)', () => {
  it('run in WAL mode with a page cache of SQLITE_CACHE_KIB, outside and inside transactions', async () => {
    const sequelize = createSequelize(`sqlite:${path.join(folder, 'tuned.sqlite')}`);
    try {
      expect(await pragma(sequelize, 'cache_size')).toBe(-SQLITE_CACHE_KIB);
      expect(await pragma(sequelize, 'journal_mode')).toBe('wal');
      await sequelize.transaction(async (transaction) => {
        expect(await pragma(sequelize, 'cache_size', { transaction: transaction as never })).toBe(-SQLITE_CACHE_KIB);
      });
    } finally {
      await sequelize.close();
    }
  });
});

describe('connection lanes on SQLite (ADR 085)', () => {
  const select = (sequelize: Sequelize, sql: string, options: { transaction?: never } = {}) => sequelize.query<Record<string, unknown>>(sql, { type: QueryTypes.SELECT, ...options });

  it("run statements outside transactions on the lane's own tuned connection; a transaction keeps its own; writes are seen across", async () => {
    const sequelize = createSequelize(`sqlite:${path.join(folder, 'lanes.sqlite')}`);
    try {
      await sequelize.query('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)');
      // A temporary table lives in the connection that made it: where it is visible tells the connections apart.
      await sequelize.query('CREATE TEMP TABLE made_outside (x INTEGER)');
      expect(await select(sequelize, 'SELECT count(*) AS n FROM made_outside')).toEqual([{ n: 0 }]);
      await inConnectionLane(CONSOLE_LANE, async () => {
        await expect(select(sequelize, 'SELECT count(*) AS n FROM made_outside')).rejects.toThrow(/no such table/);
        expect(await pragma(sequelize, 'cache_size')).toBe(-SQLITE_CACHE_KIB);
        await sequelize.query('CREATE TEMP TABLE made_in_lane (x INTEGER)');
        expect(await select(sequelize, 'SELECT count(*) AS n FROM made_in_lane')).toEqual([{ n: 0 }]);
        await sequelize.transaction(async (transaction) => {
          await expect(select(sequelize, 'SELECT count(*) AS n FROM made_in_lane', { transaction: transaction as never })).rejects.toThrow(/no such table/);
          await sequelize.query("INSERT INTO notes (body) VALUES ('in a transaction in the lane')", { transaction });
        });
        await sequelize.query("INSERT INTO notes (body) VALUES ('in the lane')");
      });
      await expect(select(sequelize, 'SELECT count(*) AS n FROM made_in_lane')).rejects.toThrow(/no such table/);
      expect(await select(sequelize, 'SELECT body FROM notes ORDER BY id')).toEqual([{ body: 'in a transaction in the lane' }, { body: 'in the lane' }]);
    } finally {
      await sequelize.close();
    }
  });

  it("let a statement outside the lane finish while the lane's connection is busy with a long one", async () => {
    const sequelize = createSequelize(`sqlite:${path.join(folder, 'lanes-busy.sqlite')}`);
    try {
      await select(sequelize, 'SELECT 1');
      const finished: string[] = [];
      const long = inConnectionLane(CONSOLE_LANE, () =>
        select(sequelize, 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000000) SELECT count(*) AS n FROM n').then(() => finished.push('lane')),
      );
      // Started after the long statement: on one shared connection it would wait for it.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await select(sequelize, 'SELECT 1 AS one').then(() => finished.push('outside'));
      await long;
      expect(finished).toEqual(['outside', 'lane']);
    } finally {
      await sequelize.close();
    }
  });
});
