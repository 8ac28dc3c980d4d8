import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { createSequelize, dialectOf } from '../db/connection';
import { useSequelize } from '../db/database';
import { migrateUp } from '../db/migrator';

/**
 * A fresh, private database for one test file, on the dialect the run was started with:
 * `TEST_MYSQL_URL` (for example mysql://iprenew:iprenew@127.0.0.1:3307/) selects MariaDB/MySQL,
 * where a database named t_<random> is created and dropped afterwards; otherwise SQLite in memory.
 */
export interface TestDatabase {
  sequelize: Sequelize;
  dialect: 'sqlite' | 'mysql';
  url: string;
  drop(): Promise<void>;
}

export function testDialect(): 'sqlite' | 'mysql' {
  return process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite';
}

export interface TestDatabaseOptions {
  /**
   * SQLite only. 'memory' (default) is one shared connection, so concurrent transactions would
   * interleave on it; 'file' is a temporary file where each transaction has its own connection, as
   * in production — for tests that run operations at the same time.
   */
  sqlite?: 'memory' | 'file';
}

export async function createEmptyTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_MYSQL_URL;
  if (!serverUrl && options.sqlite === 'file') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'iprenew-test-db-'));
    const url = `sqlite:${path.join(dir, 'test.sqlite')}`;
    const sequelize = createSequelize(url);
    return {
      sequelize,
      dialect: 'sqlite',
      url,
      async drop() {
        await sequelize.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!serverUrl) {
    const url = 'sqlite::memory:';
    const sequelize = createSequelize(url);
    return { sequelize, dialect: 'sqlite', url, drop: () => sequelize.close() };
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = createSequelize(new URL('/mysql', serverUrl).toString());
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.close();
  const url = new URL(`/${name}`, serverUrl).toString();
  const sequelize = createSequelize(url);
  return {
    sequelize,
    dialect: dialectOf(url),
    url,
    async drop() {
      await sequelize.close();
      const cleanup = createSequelize(new URL('/mysql', serverUrl).toString());
      await cleanup.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await cleanup.close();
    },
  };
}

/** A fresh database with every migration applied and every model registered as the shared connection. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const db = await createEmptyTestDatabase(options);
  await migrateUp(db.sequelize);
  useSequelize(db.sequelize);
  return db;
}
