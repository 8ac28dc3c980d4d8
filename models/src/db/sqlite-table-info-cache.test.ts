import { describe, expect, it } from 'vitest';
import { DataTypes, Sequelize } from 'sequelize';
import { tuneSqlite } from './sqlite-concurrency';

describe("SQLite: Sequelize's PRAGMA table_info asked once per table", () => {
  it('answers repeated reads from memory, converts types the same, and asks again after a schema change', async () => {
    const sequelize = new Sequelize({ dialect: 'sqlite', storage: ':memory:', logging: false });
    const { tableInfo } = tuneSqlite(sequelize, { file: false });
    const Thing = sequelize.define('thing', { name: DataTypes.STRING, seen_at: DataTypes.DATE, done: DataTypes.BOOLEAN }, { underscored: true });
    await sequelize.sync();
    await Thing.create({ name: 'a', seen_at: new Date('2026-11-29T10:00:00Z'), done: true });

    const read = async () => (await Thing.findAll()).map((thing) => thing.get({ plain: true }) as Record<string, unknown>);
    const first = await read();
    const askedAfterFirst = tableInfo.asked;
    expect(askedAfterFirst).toBeGreaterThanOrEqual(1);
    let last = first;
    for (let i = 0; i < 5; i += 1) {
      last = await read();
      expect(last).toEqual(first);
    }
    expect(tableInfo.asked).toBe(askedAfterFirst);
    // Read with the remembered column types: a DATE is still a Date, a BOOLEAN a boolean.
    expect(last[0]).toMatchObject({ name: 'a', done: true });
    expect(last[0]!.seen_at).toEqual(new Date('2026-11-29T10:00:00Z'));

    // A schema change forgets every answer: the new column is read with its own type.
    await sequelize.query('ALTER TABLE `things` ADD COLUMN `closed_at` DATETIME');
    await sequelize.query("UPDATE `things` SET `closed_at` = '2026-11-30 08:00:00.000 +00:00'");
    const Closed = sequelize.define('closedThing', { name: DataTypes.STRING, closed_at: DataTypes.DATE }, { underscored: true, tableName: 'things' });
    const [row] = await Closed.findAll({ attributes: ['id', 'name', 'closed_at'] });
    expect(tableInfo.asked).toBe(askedAfterFirst + 1);
    expect(row!.get('closed_at')).toEqual(new Date('2026-11-30T08:00:00Z'));
    // A raw read parses no column by its type, so it asks nothing (scripts/patch-dependencies.mjs).
    await sequelize.query('SELECT * FROM `things`', { type: 'SELECT' as never });
    expect(tableInfo.asked).toBe(askedAfterFirst + 1);
    await sequelize.close();
  });
});
