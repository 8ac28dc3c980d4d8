import type { MigrationModule } from '../src/db/migrator';

/**
 * 0065 — issue 17, ADR 066 §4: on SQLite, a read-only fts5vocab table over each name index
 * (`users_fts_vocab`, `ips_fts_vocab`: one row per indexed word). `nameMatches` looks a typed word up
 * there first (a range on the sorted words) and asks the index for those few whole words, so a search
 * among one customer's rows probes each row instead of reading every row in the database that starts
 * with the word. The tables hold no data of their own; MariaDB/MySQL needs nothing (FULLTEXT).
 */
const TABLES = ['users', 'ips'];

export const migration: MigrationModule = {
  async up({ context: { sequelize } }) {
    if (sequelize.getDialect() !== 'sqlite') return;
    for (const table of TABLES) await sequelize.query(`CREATE VIRTUAL TABLE "${table}_fts_vocab" USING fts5vocab("${table}_fts", 'row')`);
  },
  async down({ context: { sequelize } }) {
    if (sequelize.getDialect() !== 'sqlite') return;
    for (const table of [...TABLES].reverse()) await sequelize.query(`DROP TABLE IF EXISTS "${table}_fts_vocab"`);
  },
};
