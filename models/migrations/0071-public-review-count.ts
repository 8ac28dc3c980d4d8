import type { MigrationModule } from '../src/db/migrator';

/**
 * 0071 — issue 17, ADR 087: the reviews page (PUB-27) says how many public reviews there are and links
 * its last page. Counting them read one index entry per rated public application (31,844 on the LARGE
 * bench, ~3 ms a request, growing with the data). On SQLite the number is kept instead:
 * - `kept_counts` holds one row per kept number (`public_reviews` here), filled from the rows there are;
 * - AFTER INSERT / DELETE / UPDATE OF is_public, rated_at, rating triggers on applications add or take
 *   one in the writing statement's own transaction, whoever writes (the domain, the seeds, plain SQL).
 * The predicate is the one `listPublicReviews` counts with (is_public, a rating time, a rating of 1–5).
 * MariaDB/MySQL keep counting in the index: creating a trigger there needs SUPER (or
 * log_bin_trust_function_creators) whenever binary logging is on, which MySQL 8 turns on by default.
 * A later migration that rebuilds applications on SQLite (changeColumn, removeColumn) drops these
 * triggers and must create them again and recount.
 */
const NAME = 'public_reviews';
/** 1 when the row is a public review, else 0 (never NULL: a NULL rating makes the bare predicate NULL). */
const counted = (row: 'new' | 'old') => `(CASE WHEN ${row}."is_public" = 1 AND ${row}."rated_at" IS NOT NULL AND ${row}."rating" BETWEEN 1 AND 5 THEN 1 ELSE 0 END)`;
const bump = (delta: string) => `UPDATE "kept_counts" SET "count" = "count" + ${delta} WHERE "name" = '${NAME}';`;
const TRIGGERS = ['applications_public_reviews_ai', 'applications_public_reviews_ad', 'applications_public_reviews_au'];

export const migration: MigrationModule = {
  async up({ context: { sequelize } }) {
    if (sequelize.getDialect() !== 'sqlite') return;
    await sequelize.query('CREATE TABLE "kept_counts" ("name" VARCHAR(64) NOT NULL PRIMARY KEY, "count" INTEGER NOT NULL)');
    await sequelize.query(`CREATE TRIGGER "${TRIGGERS[0]}" AFTER INSERT ON "applications" WHEN ${counted('new')} = 1 BEGIN ${bump('1')} END`);
    await sequelize.query(`CREATE TRIGGER "${TRIGGERS[1]}" AFTER DELETE ON "applications" WHEN ${counted('old')} = 1 BEGIN ${bump('-1')} END`);
    await sequelize.query(
      `CREATE TRIGGER "${TRIGGERS[2]}" AFTER UPDATE OF "is_public", "rated_at", "rating" ON "applications" ` +
        `WHEN ${counted('new')} <> ${counted('old')} BEGIN ${bump(`${counted('new')} - ${counted('old')}`)} END`,
    );
    await sequelize.query(`INSERT INTO "kept_counts" ("name", "count") SELECT '${NAME}', count(*) FROM "applications" AS "new" WHERE ${counted('new')} = 1`);
  },
  async down({ context: { sequelize } }) {
    if (sequelize.getDialect() !== 'sqlite') return;
    for (const trigger of [...TRIGGERS].reverse()) await sequelize.query(`DROP TRIGGER IF EXISTS "${trigger}"`);
    await sequelize.query('DROP TABLE IF EXISTS "kept_counts"');
  },
};
