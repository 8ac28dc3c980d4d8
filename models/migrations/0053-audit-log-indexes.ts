import type { MigrationModule } from '../src/db/migrator';

/**
 * 0053 — the staff audit log screen (G-65, ADR 053) lists newest first filtered by actor or by
 * action: one composite index each, so a filtered page does not sort the whole table.
 */
export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await qi.addIndex('audit_logs', ['actor_id', 'created_at'], { name: 'audit_logs_actor_created_idx' });
    await qi.addIndex('audit_logs', ['action', 'created_at'], { name: 'audit_logs_action_created_idx' });
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.removeIndex('audit_logs', 'audit_logs_action_created_idx');
    await qi.removeIndex('audit_logs', 'audit_logs_actor_created_idx');
  },
};
