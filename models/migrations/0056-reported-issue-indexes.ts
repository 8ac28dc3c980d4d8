import type { MigrationModule } from '../src/db/migrator';

/**
 * 0056 — the console's reported issues (ADM-71, ADR 056): the list filters on the status and sorts by
 * the date (status_id, created_at); the unread count (is_read) has its index since 0002.
 */
export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await qi.addIndex('reports', ['status_id', 'created_at'], { name: 'reports_status_created_idx' });
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.removeIndex('reports', 'reports_status_created_idx');
  },
};
