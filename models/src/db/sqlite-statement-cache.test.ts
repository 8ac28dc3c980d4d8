import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTypes, Op, Sequelize } from 'sequelize';
import sqlite3 from 'sqlite3';
import { createStatementCache } from './sqlite-statement-cache';
import { tuneSqlite } from './sqlite-concurrency';

type Rows = Record<string, unknown>[];
type Db = InstanceType<typeof sqlite3.Database>;

const open = (file = ':memory:') =>
  new Promise<Db>((resolve, reject) => {
    const db: Db = new sqlite3.Database(file, (error) => (error ? reject(error) : resolve(db)));
  });
const exec = (db: Db, sql: string) => new Promise<void>((resolve, reject) => db.exec(sql, (error) => (error ? reject(error) : resolve())));
const all = (db: Db, sql: string, values?: unknown) =>
  new Promise<Rows>((resolve, reject) => {
    const callback = (error: Error | null, rows: Rows) => (error ? reject(error) : resolve(rows));
    if (values === undefined) db.all(sql, callback);
    else db.all(sql, values, callback);
  });
const close = (db: Db) => new Promise<void>((resolve, reject) => db.close((error) => (error ? reject(error) : resolve())));

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function people(file?: string) {
  const db = await open(file);
  await exec(db, "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT, born TEXT); INSERT INTO people VALUES (1, 'Aisyah', '1990-01-02 10:00:00'), (2, 'Wei', '1985-05-06 11:00:00'), (3, 'Ravi', NULL);");
  return db;
}

describe('SQLite: reads kept prepared per connection (ADR 089)', () => {
  it('answers a read with values as a fresh statement does, preparing it once for reads one after another', async () => {
    const plain = await people();
    const db = await people();
    const cache = createStatementCache();
    cache.attach(db);
    const sql = 'SELECT id, name FROM people WHERE id >= $1 ORDER BY id';
    for (const from of [1, 2, 3, 4, 2]) {
      expect(await all(db, sql, [from])).toEqual(await all(plain, sql, [from]));
    }
    // Named values too, and every earlier value cleared before the next are bound.
    expect(await all(db, 'SELECT $a AS a, $b AS b', { $a: 1, $b: 'x' })).toEqual([{ a: 1, b: 'x' }]);
    expect(await all(db, 'SELECT $a AS a, $b AS b', { $a: 2 })).toEqual([{ a: 2, b: null }]);
    expect(cache.prepared).toBe(2);
    await close(db);
    await close(plain);
  });

  it('keeps a read without values only when no parameter could be written in it', async () => {
    const db = await people();
    const cache = createStatementCache();
    cache.attach(db);
    for (let i = 0; i < 3; i += 1) expect(await all(db, 'SELECT COUNT(*) AS n FROM people')).toEqual([{ n: 3 }]);
    expect(cache.prepared).toBe(1);
    // Sequelize writes values into the SQL: a date has ':' and a '?' may be in a literal — run as before.
    for (let i = 0; i < 3; i += 1) expect(await all(db, "SELECT name FROM people WHERE born < '1989-01-01 00:00:00'")).toEqual([{ name: 'Wei' }]);
    expect(await all(db, "SELECT name FROM people WHERE name <> 'who?' AND id = 3")).toEqual([{ name: 'Ravi' }]);
    expect(cache.prepared).toBe(1);
    await close(db);
  });

  it('runs concurrent reads of one SQL on at most four statements, each answering its own values', async () => {
    const db = await people();
    const cache = createStatementCache(200, 4);
    cache.attach(db);
    const sql = 'SELECT name FROM people WHERE id = $1';
    const names: Record<number, string | undefined> = { 1: 'Aisyah', 2: 'Wei', 3: 'Ravi', 4: undefined };
    const ids = Array.from({ length: 40 }, (_, i) => (i % 4) + 1);
    const answers = await Promise.all(ids.map((id) => all(db, sql, [id])));
    answers.forEach((rows, i) => expect(rows[0]?.name).toBe(names[ids[i]!]));
    expect(cache.prepared).toBeLessThanOrEqual(4);
    expect(cache.prepared).toBeGreaterThanOrEqual(1);
    await close(db);
  });

  it('finalizes the least recently used statements past its limit, and prepares them again when needed', async () => {
    const db = await people();
    const cache = createStatementCache(2, 1);
    cache.attach(db);
    const read = (n: number) => all(db, `SELECT ${n} AS n`);
    await read(1);
    await read(2);
    await read(1); // 1 is now the most recent: 2 goes first
    await read(3);
    expect(cache.prepared).toBe(3);
    await read(1);
    expect(cache.prepared).toBe(3);
    await read(2);
    expect(cache.prepared).toBe(4);
    await close(db);
  });

  it('closes with statements kept, also while reads are running, and runs nothing kept afterwards', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'stmt-cache-'));
    folders.push(folder);
    const db = await people(path.join(folder, 'db.sqlite'));
    const cache = createStatementCache();
    cache.attach(db);
    for (let i = 0; i < 3; i += 1) await all(db, 'SELECT id FROM people WHERE id = $1', [i]);
    const running = [all(db, 'SELECT name FROM people WHERE id = $1', [1]), all(db, 'SELECT COUNT(*) AS n FROM people')];
    // SQLite refuses to close a connection with statements open: the cache finalizes them first.
    await close(db);
    expect((await Promise.all(running)).map((rows) => rows.length)).toEqual([1, 1]);
    await expect(all(db, 'SELECT COUNT(*) AS n FROM people')).rejects.toThrow(/closed/i);
  });

  it('reports a statement that cannot be prepared, keeps nothing, and answers the next read', async () => {
    const db = await people();
    const cache = createStatementCache();
    cache.attach(db);
    await expect(all(db, 'SELECT missing FROM nowhere WHERE id = $1', [1])).rejects.toThrow(/no such table/);
    await expect(all(db, 'SELECT missing FROM nowhere WHERE id = $1', [1])).rejects.toThrow(/no such table/);
    expect(await all(db, 'SELECT name FROM people WHERE id = $1', [2])).toEqual([{ name: 'Wei' }]);
    await close(db);
  });

  it('reads a changed schema through a statement kept before the change', async () => {
    const db = await people();
    const cache = createStatementCache();
    cache.attach(db);
    const sql = 'SELECT * FROM people WHERE id = $1';
    expect(Object.keys((await all(db, sql, [1]))[0]!)).toEqual(['id', 'name', 'born']);
    await exec(db, "ALTER TABLE people ADD COLUMN city TEXT DEFAULT 'Ipoh'");
    expect(await all(db, sql, [1])).toEqual([{ id: 1, name: 'Aisyah', born: '1990-01-02 10:00:00', city: 'Ipoh' }]);
    expect(cache.prepared).toBe(1);
    await close(db);
  });

  it("through Sequelize: prepared reads keep one statement, a transaction's connection none, and the database closes", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'stmt-cache-'));
    folders.push(folder);
    const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(folder, 'db.sqlite'), logging: false });
    const { statements } = tuneSqlite(sequelize, { file: true });
    const Thing = sequelize.define('thing', { name: DataTypes.STRING }, { underscored: true });
    await sequelize.sync();
    await Thing.bulkCreate([{ name: 'a' }, { name: 'b' }]);
    const byId = (id: number) => sequelize.query<{ name: string }>('SELECT name FROM things WHERE id = $1', { bind: [id], type: 'SELECT' as never });
    expect((await byId(1))[0]?.name).toBe('a');
    const after = statements.prepared;
    expect((await byId(2))[0]?.name).toBe('b');
    expect((await byId(1))[0]?.name).toBe('a');
    expect(statements.prepared).toBe(after);
    // A find with its values written in still answers; a transaction's reads and writes prepare nothing to keep, and its write is seen by the kept read.
    expect((await Thing.findAll({ where: { name: { [Op.in]: ['a', 'b'] } } })).length).toBe(2);
    const beforeTransaction = statements.prepared;
    await sequelize.transaction(async (transaction) => {
      await Thing.update({ name: 'c' }, { where: { id: 1 }, transaction });
      const inside = await sequelize.query<{ name: string }>('SELECT name FROM things WHERE id = $1', { bind: [1], type: 'SELECT' as never, transaction });
      expect(inside[0]?.name).toBe('c');
    });
    expect(statements.prepared).toBe(beforeTransaction);
    expect((await byId(1))[0]?.name).toBe('c');
    await sequelize.close();
  });
});
