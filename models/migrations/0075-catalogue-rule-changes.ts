import type { MigrationModule } from '../src/db/migrator';
import { createCounterTriggers, dropCounterTriggers, type ChangeCounter } from './kept-counts';

/**
 * 0075 — issue 17, ADR 094: on SQLite the catalogue's change counter (`kept_counts` row
 * `catalogue.changes`, migration 0073) also counts every insert, update and delete of the two
 * configuration rows that stand for the spec's country ids 42 and 110 (ADR 003: the country rules
 * every price reads), whoever writes. The landing's "from" price is then keyed on that one number and
 * reads the country rules only when it prices again: one statement fewer per landing request.
 */
/** COUNTRY_LIST_SETTINGS (schemas/settings.ts) as it was when this shipped: a migration never reads code
 * that may change later. catalogue-lists.test.ts checks that each key's writes raise the counter. */
const COUNTRY_RULE_KEYS = ['patent_filing_date_country_ids', 'goods_count_country_ids'];
const RULE_CHANGES: ChangeCounter = {
  name: 'catalogue.changes',
  tag: 'catalogue_rules',
  tables: ['configurations'],
  when: (row) => `${row}."key" IN (${COUNTRY_RULE_KEYS.map((key) => `'${key}'`).join(', ')})`,
};

export const migration: MigrationModule = {
  async up({ context: { sequelize } }) {
    if (sequelize.getDialect() !== 'sqlite') return;
    await createCounterTriggers(sequelize, RULE_CHANGES);
    // A process that kept a price under the number before these triggers prices again.
    await sequelize.query(`UPDATE "kept_counts" SET "count" = "count" + 1 WHERE "name" = '${RULE_CHANGES.name}'`);
  },
  async down({ context: { sequelize } }) {
    if (sequelize.getDialect() !== 'sqlite') return;
    await dropCounterTriggers(sequelize, RULE_CHANGES);
  },
};
