import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, type Sequelize } from 'sequelize';
import { afterAll, describe, expect, it } from 'vitest';
import { createSequelize } from './connection';
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
