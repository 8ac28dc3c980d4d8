import { DataTypes } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0058 — broadcast delivery (issue 16, ADM.h, G-09, ADR 062): on `emails` the audience (the selected
 * users of `receiver`, or every active customer / agent) and when the job finished writing its
 * recipients; `broadcast_deliveries`, one row per recipient and broadcast (unique), claimed before the
 * mail is sent (pending → sending → sent | failed | unknown), with attempts and the next retry. The
 * job reads a broadcast's rows by state and due retries; the console counts them per broadcast. The
 * list sorts on title too.
 */
export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await qi.addColumn('emails', 'audience', { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'users' });
    await qi.addColumn('emails', 'recipients_ready_at', { type: DataTypes.DATE, allowNull: true, defaultValue: null });
    await qi.addIndex('emails', ['title'], { name: 'emails_title_idx' });
    await qi.addIndex('emails', ['status', 'sent_at', 'publish_date'], { name: 'emails_due_idx' });
    await qi.createTable('broadcast_deliveries', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      broadcast_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'emails', key: 'id' }, onUpdate: 'CASCADE', onDelete: 'CASCADE' },
      user_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onUpdate: 'CASCADE', onDelete: 'CASCADE' },
      email: { type: DataTypes.STRING(191), allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      next_attempt_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
      last_error: { type: DataTypes.STRING(1000), allowNull: true, defaultValue: null },
      claimed_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
      sent_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('broadcast_deliveries', ['broadcast_id', 'user_id'], { name: 'broadcast_deliveries_broadcast_user_uq', unique: true });
    await qi.addIndex('broadcast_deliveries', ['broadcast_id', 'status', 'id'], { name: 'broadcast_deliveries_broadcast_status_idx' });
    await qi.addIndex('broadcast_deliveries', ['status', 'next_attempt_at'], { name: 'broadcast_deliveries_status_next_idx' });
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.dropTable('broadcast_deliveries');
    await qi.removeIndex('emails', 'emails_due_idx');
    await qi.removeIndex('emails', 'emails_title_idx');
    await qi.removeColumn('emails', 'recipients_ready_at');
    await qi.removeColumn('emails', 'audience');
  },
};
