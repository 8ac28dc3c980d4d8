import type { MigrationModule } from '../src/db/migrator';

/**
 * 0063 — issue 17, ADR 066 §4: the full-text half of text search, for names. The columns are the ones
 * `nameMatches` (domain/kernel/name-search.ts) searches.
 * - SQLite: an FTS5 external-content table per searched table (`users_fts` over users.name and
 *   company, `ips_fts` over ips.application_name; rowid = the row's id), unicode61 with diacritics
 *   removed, kept in step by AFTER INSERT / UPDATE OF / DELETE triggers, filled from the rows there are.
 *   A later migration that rebuilds one of these tables on SQLite (changeColumn, removeColumn) drops
 *   its triggers and must create them again and rebuild the index.
 * - MariaDB/MySQL: a FULLTEXT index (InnoDB) on the same columns, created without the stopword list
 *   so "The", "with" or "what" in a name are words like any other.
 */
const SEARCHED: { table: string; columns: string[] }[] = [
  { table: 'users', columns: ['name', 'company'] },
  { table: 'ips', columns: ['application_name'] },
];

const ftIndex = (table: string) => `${table}_name_search_ft`;

export const migration: MigrationModule = {
  async up({ context: { sequelize } }) {
    for (const { table, columns } of SEARCHED) {
      if (sequelize.getDialect() === 'sqlite') {
        const fts = `${table}_fts`;
        const list = columns.map((c) => `"${c}"`).join(', ');
        const values = (row: 'new' | 'old') => columns.map((c) => `${row}."${c}"`).join(', ');
        await sequelize.query(`CREATE VIRTUAL TABLE "${fts}" USING fts5(${list}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`);
        await sequelize.query(`CREATE TRIGGER "${fts}_ai" AFTER INSERT ON "${table}" BEGIN INSERT INTO "${fts}"(rowid, ${list}) VALUES (new."id", ${values('new')}); END`);
        await sequelize.query(`CREATE TRIGGER "${fts}_ad" AFTER DELETE ON "${table}" BEGIN INSERT INTO "${fts}"("${fts}", rowid, ${list}) VALUES ('delete', old."id", ${values('old')}); END`);
        await sequelize.query(
          `CREATE TRIGGER "${fts}_au" AFTER UPDATE OF "id", ${list} ON "${table}" BEGIN ` +
            `INSERT INTO "${fts}"("${fts}", rowid, ${list}) VALUES ('delete', old."id", ${values('old')}); ` +
            `INSERT INTO "${fts}"(rowid, ${list}) VALUES (new."id", ${values('new')}); END`,
        );
        await sequelize.query(`INSERT INTO "${fts}"("${fts}") VALUES ('rebuild')`);
      } else {
        // One connection (a transaction pins it) for the session setting and the index built under it.
        await sequelize.transaction(async (transaction) => {
          await sequelize.query('SET SESSION innodb_ft_enable_stopword = 0', { transaction });
          try {
            await sequelize.query(`CREATE FULLTEXT INDEX \`${ftIndex(table)}\` ON \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')})`, { transaction });
          } finally {
            await sequelize.query('SET SESSION innodb_ft_enable_stopword = DEFAULT', { transaction });
          }
        });
      }
    }
  },
  async down({ context: { sequelize } }) {
    for (const { table } of [...SEARCHED].reverse()) {
      if (sequelize.getDialect() === 'sqlite') {
        const fts = `${table}_fts`;
        for (const suffix of ['au', 'ad', 'ai']) await sequelize.query(`DROP TRIGGER IF EXISTS "${fts}_${suffix}"`);
        await sequelize.query(`DROP TABLE IF EXISTS "${fts}"`);
      } else {
        await sequelize.query(`DROP INDEX \`${ftIndex(table)}\` ON \`${table}\``);
      }
    }
  },
};
