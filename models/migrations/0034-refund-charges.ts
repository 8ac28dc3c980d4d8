import { DataTypes } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0034 — `refund_charges`: every provider charge that landed on an order that could not take it
 * (ADR 016, amended by ADR 024), one row each, so a second stray charge while a first still waits
 * for its refund is kept too (it was only logged). The provider's reference is unique: the same
 * charge reported again (a redelivered webhook, the return page) is recorded once. The payment's
 * refund_* columns stay the summary the console lists and filters (status, amount still to refund).
 * Existing refund-due records are copied in.
 */
export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi, sequelize } }) {
    await qi.createTable('refund_charges', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      payment_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'payments', key: 'id' }, onDelete: 'CASCADE' },
      provider_ref: { type: DataTypes.STRING(128), allowNull: false, unique: true },
      amount: { type: DataTypes.DECIMAL(12, 2), allowNull: false },
      reason: { type: DataTypes.STRING(32), allowNull: false },
      refunded_at: { type: DataTypes.DATE, allowNull: true },
      refunded_by: { type: DataTypes.INTEGER, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('refund_charges', ['payment_id', 'refunded_at'], { name: 'refund_charges_payment_idx' });
    await sequelize.query(
      `INSERT INTO refund_charges (payment_id, provider_ref, amount, reason, refunded_at, refunded_by, created_at)
       SELECT id, refund_ref, COALESCE(refund_amount, 0), COALESCE(refund_reason, 'superseded'), refunded_at, refunded_by, COALESCE(refund_due_at, updated_at, created_at)
       FROM payments WHERE refund_ref IS NOT NULL`,
    );
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.dropTable('refund_charges');
  },
};
