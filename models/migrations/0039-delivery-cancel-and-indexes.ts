import { DataTypes } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0039 — the delivery machine (DLV-2, issue 13): `cancelled_at` marks the open delivery of a
 * cancelled application (G-49: "its open delivery is cancelled"), and the delivery lists' filters and
 * sort have their indexes: the state columns with created_at (Pending / Delivering / Delivered /
 * Cancelled are derived from tracking_no, is_delivered and cancelled_at). The agent's scope joins
 * applications on agent_id, already indexed (0024).
 */
export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await qi.addColumn('deliveries', 'cancelled_at', { type: DataTypes.DATE, allowNull: true });
    await qi.addIndex('deliveries', ['is_delivered', 'cancelled_at', 'tracking_no', 'created_at'], { name: 'deliveries_state_created_idx' });
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.removeIndex('deliveries', 'deliveries_state_created_idx');
    await qi.removeColumn('deliveries', 'cancelled_at');
  },
};
