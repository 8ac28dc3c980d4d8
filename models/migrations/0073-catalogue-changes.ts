import type { MigrationModule } from '../src/db/migrator';
import { createChangeCounter, dropChangeCounter, type ChangeCounter } from './kept-counts';

/**
 * 0073 — issue 17, ADR 090: the landing's "from" price (getFromPrice) is kept while the sold lines do
 * not change. On SQLite whether they changed is now a number the database keeps: `kept_counts` row
 * `catalogue.changes`, raised by triggers on every insert, update and delete of products, countries
 * and product services — instead of writing every column of the 72 sold lines out as one string
 * (ADR 086) on every landing request (1.3 ms of SQLite's CPU). MariaDB/MySQL keep that string
 * (triggers there need SUPER or log_bin_trust_function_creators with binary logging on, ADR 087).
 */
const CATALOGUE_CHANGES: ChangeCounter = { name: 'catalogue.changes', tag: 'catalogue_changes', tables: ['products', 'countries', 'product_services'] };

export const migration: MigrationModule = {
  async up({ context: { sequelize } }) {
    if (sequelize.getDialect() !== 'sqlite') return;
    await createChangeCounter(sequelize, CATALOGUE_CHANGES);
  },
  async down({ context: { sequelize } }) {
    if (sequelize.getDialect() !== 'sqlite') return;
    await dropChangeCounter(sequelize, CATALOGUE_CHANGES);
  },
};
