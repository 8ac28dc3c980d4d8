import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { createSequelize, dialectOf } from '../db/connection';
import { useSequelize } from '../db/database';
import { migrateUp } from '../db/migrator';
import { migrations } from '../../migrations/index';

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
  return mysqlDatabase(serverUrl, name);
}

function mysqlDatabase(serverUrl: string, name: string): TestDatabase {
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
  const serverUrl = process.env.TEST_MYSQL_URL;
  if (serverUrl) {
    const db = await cloneMigratedTemplate(serverUrl);
    useSequelize(db.sequelize);
    return db;
  }
  const db = await createEmptyTestDatabase(options);
  await migrateUp(db.sequelize);
  useSequelize(db.sequelize);
  return db;
}

/**
 * MariaDB/MySQL: the migrations run once per server and migration list into a template database
 * (tpl_<hash of the migration names>, built under a server lock by whichever test file comes first);
 * every test file's database is then a copy — the template's CREATE TABLE statements and rows, with
 * foreign key checks off while copying — which takes a fraction of the two seconds that 40 migrations
 * of ALTERs take on InnoDB. The migrations themselves are still run from scratch by
 * migrations/migrations.test.ts.
 */
async function cloneMigratedTemplate(serverUrl: string): Promise<TestDatabase> {
  const template = `tpl_${createHash('sha1').update(migrations.map((m) => m.name).join('\n')).digest('hex').slice(0, 16)}`;
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const { createConnection } = await import('mysql2/promise');
  const server = new URL(serverUrl);
  const connection = await createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username),
    password: decodeURIComponent(server.password),
    multipleStatements: true,
  });
  try {
    await ensureTemplate(connection, serverUrl, template);
    const [tables] = await connection.query<import('mysql2').RowDataPacket[]>(
      "SELECT TABLE_NAME AS t FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
      [template],
    );
    const [columns] = await connection.query<import('mysql2').RowDataPacket[]>(
      "SELECT TABLE_NAME AS t, COLUMN_NAME AS c FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND EXTRA NOT LIKE '%GENERATED%' ORDER BY TABLE_NAME, ORDINAL_POSITION",
      [template],
    );
    // A FULLTEXT index takes the stopword setting of the session creating it; 0063 builds them without.
    const statements = [`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`, `USE \`${name}\``, 'SET FOREIGN_KEY_CHECKS = 0', 'SET SESSION innodb_ft_enable_stopword = 0'];
    for (const { t } of tables) {
      const [[created]] = await connection.query<import('mysql2').RowDataPacket[]>(`SHOW CREATE TABLE \`${template}\`.\`${t}\``);
      statements.push(String(created!['Create Table']));
      const names = columns.filter((c) => c.t === t).map((c) => `\`${c.c}\``).join(', ');
      statements.push(`INSERT INTO \`${t}\` (${names}) SELECT ${names} FROM \`${template}\`.\`${t}\``);
    }
    statements.push('SET FOREIGN_KEY_CHECKS = 1');
    await connection.query(statements.join(';\n'));
  } finally {
    await connection.end();
  }
  return mysqlDatabase(serverUrl, name);
}

/** Builds the template once (under GET_LOCK, so parallel test files wait for the first). */
async function ensureTemplate(connection: import('mysql2/promise').Connection, serverUrl: string, template: string): Promise<void> {
  const ready = async () => {
    const [rows] = await connection.query<import('mysql2').RowDataPacket[]>('SELECT SCHEMA_NAME FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [`${template}_ok`]);
    return rows.length > 0;
  };
  if (await ready()) return;
  await connection.query("SELECT GET_LOCK('iprenew_test_template', 300)");
  try {
    if (await ready()) return;
    await connection.query(`DROP DATABASE IF EXISTS \`${template}\``);
    await connection.query(`CREATE DATABASE \`${template}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const sequelize = createSequelize(new URL(`/${template}`, serverUrl).toString());
    try {
      await migrateUp(sequelize);
    } finally {
      await sequelize.close();
    }
    // An empty marker database says the template is complete (a run killed half-way leaves none).
    await connection.query(`CREATE DATABASE \`${template}_ok\``);
  } finally {
    await connection.query("SELECT RELEASE_LOCK('iprenew_test_template')");
  }
}
