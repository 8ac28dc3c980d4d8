import type { MigrationModule } from '../src/db/migrator';

/**
 * 0052 — the invoice list (ORD-70) and the staff overview's "invoices this month" (G-47) read the
 * successful payments within a date range, newest first: one index on (status, created_at).
 */
export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await qi.addIndex('payments', ['status', 'created_at'], { name: 'payments_status_created_at_idx' });
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.removeIndex('payments', 'payments_status_created_at_idx');
  },
};
