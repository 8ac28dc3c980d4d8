import { DataTypes } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0055 — Send via PayPal (issue 15, ADR 055): the agent's PayPal e-mail (`users.paypal_email`, null =
 * the login e-mail); on a settlement the in-flight claim of a PayPal payout (`paypal_in_flight`, which
 * the manual Set To Paid refuses), who sent it, our `paypal_sender_batch_id` (unique: PayPal's idempotency key and
 * ours), PayPal's `paypal_batch_id` and the reason of a failed or unclaimed item; on a payout the batch
 * that paid it. The status check reads the settlements in flight through their own index.
 */
export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await qi.addColumn('users', 'paypal_email', { type: DataTypes.STRING(191), allowNull: true, defaultValue: null });
    await qi.addColumn('settlements', 'paypal_in_flight', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
    await qi.addColumn('settlements', 'paypal_sender_batch_id', { type: DataTypes.STRING(64), allowNull: true, defaultValue: null });
    await qi.addColumn('settlements', 'paypal_batch_id', { type: DataTypes.STRING(64), allowNull: true, defaultValue: null });
    await qi.addColumn('settlements', 'paypal_sent_by', { type: DataTypes.INTEGER, allowNull: true, defaultValue: null });
    await qi.addColumn('settlements', 'paypal_return_reason', { type: DataTypes.STRING(500), allowNull: true, defaultValue: null });
    await qi.addColumn('payouts', 'paypal_batch_id', { type: DataTypes.STRING(64), allowNull: true, defaultValue: null });
    await qi.addIndex('settlements', ['paypal_sender_batch_id'], { name: 'settlements_paypal_sender_batch_id_unique', unique: true });
    await qi.addIndex('settlements', ['paypal_in_flight', 'id'], { name: 'settlements_paypal_in_flight_idx' });
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.removeIndex('settlements', 'settlements_paypal_in_flight_idx');
    await qi.removeIndex('settlements', 'settlements_paypal_sender_batch_id_unique');
    await qi.removeColumn('payouts', 'paypal_batch_id');
    await qi.removeColumn('settlements', 'paypal_return_reason');
    await qi.removeColumn('settlements', 'paypal_sent_by');
    await qi.removeColumn('settlements', 'paypal_batch_id');
    await qi.removeColumn('settlements', 'paypal_sender_batch_id');
    await qi.removeColumn('settlements', 'paypal_in_flight');
    await qi.removeColumn('users', 'paypal_email');
  },
};
