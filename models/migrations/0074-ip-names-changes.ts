import type { MigrationModule } from '../src/db/migrator';
import { createChangeCounter, dropChangeCounter, type ChangeCounter } from './kept-counts';

/**
 * 0074 — issue 17, ADR 092: on SQLite, a customer's search of their own IP records (nameMatches reach
 * 'few') asks the FTS5 index for the indexed words a typed word starts. Listing them from the
 * vocabulary costs a pass over each word's row list on every search, so probeTerms keeps the answer
 * per process while the names do not change: `kept_counts` row `ips.names.changes`, raised by
 * triggers on every insert and delete of an IP record and every update of its name, whoever writes.
 * MariaDB/MySQL need none (their boolean-mode prefix search asks no vocabulary).
 */
const IP_NAMES_CHANGES: ChangeCounter = { name: 'ips.names.changes', tag: 'names_changes', tables: ['ips'], updateOf: ['application_name'] };

export const migration: MigrationModule = {
  async up({ context: { sequelize } }) {
    if (sequelize.getDialect() !== 'sqlite') return;
    await createChangeCounter(sequelize, IP_NAMES_CHANGES);
  },
  async down({ context: { sequelize } }) {
    if (sequelize.getDialect() !== 'sqlite') return;
    await dropChangeCounter(sequelize, IP_NAMES_CHANGES);
  },
};
