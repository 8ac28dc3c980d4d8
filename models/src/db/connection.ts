import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Sequelize, type Options } from 'sequelize';
import { tuneSqlite } from './sqlite-concurrency';

export type Dialect = 'sqlite' | 'mysql';

export function dialectOf(databaseUrl: string): Dialect {
  return databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'mysql';
}

/**
 * Opens a Sequelize connection for `sqlite:<file>`, `sqlite::memory:` or `mysql://…` (MySQL 8 or
 * MariaDB). SQLite runs in WAL mode with a busy timeout and queues this process's transactions. Timestamps are stored in UTC; DECIMAL values come back as strings on both dialects.
 */
export function createSequelize(databaseUrl: string, options: { logging?: Options['logging'] } = {}): Sequelize {
  const logging = options.logging ?? false;
  const define: Options['define'] = { underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' };
  if (dialectOf(databaseUrl) === 'sqlite') {
    const storage = databaseUrl.slice('sqlite:'.length);
    if (storage !== ':memory:') mkdirSync(path.dirname(storage), { recursive: true });
    const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging, define, transactionType: 'IMMEDIATE' as never, retry: { max: 5, match: [/SQLITE_BUSY/] } });
    // WAL, a busy timeout and this process's transactions in one queue (ADR 022).
    tuneSqlite(sequelize, { file: storage !== ':memory:' });
    return sequelize;
  }
  const url = databaseUrl.replace(/^mariadb:/, 'mysql:');
  return new Sequelize(url, {
    dialect: 'mysql',
    logging,
    define: { ...define, charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
    timezone: '+00:00',
    dialectOptions: { charset: 'utf8mb4', decimalNumbers: false, supportBigNumbers: true, bigNumberStrings: true },
    pool: { max: 10, min: 0, idle: 10_000 },
  });
}
