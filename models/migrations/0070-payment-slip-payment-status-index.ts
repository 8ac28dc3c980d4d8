import type { MigrationModule } from '../src/db/migrator';
import { addIndexes, removeIndexes, type IndexSpec } from './batch-indexes';

/**
 * 0070 — issue 17: the order and payment lists ask which of the page's payments have a slip under
 * review (`payment_id IN (…) AND status = 0`). Without statistics SQLite's planner took the status
 * index and read every slip under review of every customer (2 ms a page on the LARGE bench, growing
 * with the data); with both columns in one index each payment is one lookup.
 */
const INDEXES: IndexSpec[] = [{ name: 'payment_slips_payment_status_idx', fields: ['payment_id', 'status'] }];

export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await addIndexes(qi, 'payment_slips', INDEXES);
  },
  async down({ context: { queryInterface: qi } }) {
    await removeIndexes(qi, 'payment_slips', INDEXES.map((index) => index.name));
  },
};
