import type { MigrationModule } from '../src/db/migrator';
import { createKeptCount, dropKeptCount, type KeptCount } from './kept-counts';

/**
 * 0071 — issue 17, ADR 087: the reviews page (PUB-27) says how many public reviews there are and links
 * its last page. Counting them read one index entry per rated public application (31,844 on the LARGE
 * bench, ~3 ms a request, growing with the data). On SQLite the number is kept instead:
 * `kept_counts` (one row per kept number) and triggers on applications (kept-counts.ts) for the
 * predicate `listPublicReviews` counts with: is_public, a rating time, a rating of 1–5.
 * MariaDB/MySQL keep counting in the index: creating a trigger there needs SUPER (or
 * log_bin_trust_function_creators) whenever binary logging is on, which MySQL 8 turns on by default.
 */
const PUBLIC_REVIEWS: KeptCount = {
  name: 'public_reviews',
  table: 'applications',
  tag: 'public_reviews',
  columns: ['is_public', 'rated_at', 'rating'],
  counted: (row) => `${row}."is_public" = 1 AND ${row}."rated_at" IS NOT NULL AND ${row}."rating" BETWEEN 1 AND 5`,
};

export const migration: MigrationModule = {
  async up({ context: { sequelize } }) {
    if (sequelize.getDialect() !== 'sqlite') return;
    await sequelize.query('CREATE TABLE "kept_counts" ("name" VARCHAR(64) NOT NULL PRIMARY KEY, "count" INTEGER NOT NULL)');
    await createKeptCount(sequelize, PUBLIC_REVIEWS);
  },
  async down({ context: { sequelize } }) {
    if (sequelize.getDialect() !== 'sqlite') return;
    await dropKeptCount(sequelize, PUBLIC_REVIEWS);
    await sequelize.query('DROP TABLE IF EXISTS "kept_counts"');
  },
};
