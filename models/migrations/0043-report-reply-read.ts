import { DataTypes } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0043 — the customer's unread report replies (G-39, G-58, POR-55, ADR 043). A staff reply
 * (`report_messages`) is unread for the reporting customer until they open their Report page:
 * `read_at` stays NULL until then. The sidebar's `reports` count is one COUNT of a customer's replies
 * with `read_at` NULL (joined to their reports by `reports.user_id`, already indexed), so the index is
 * (report_id, read_at). Numbered after the ADR (043) so parallel branches do not collide.
 */
export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await qi.addColumn('report_messages', 'read_at', { type: DataTypes.DATE, allowNull: true });
    await qi.addIndex('report_messages', ['report_id', 'read_at'], { name: 'report_messages_report_id_read_at_idx' });
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.removeIndex('report_messages', 'report_messages_report_id_read_at_idx');
    await qi.removeColumn('report_messages', 'read_at');
  },
};
