import { DataTypes, type ModelAttributeColumnOptions, type QueryInterface, type Sequelize } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0013 settlements: what each agent is owed per completed application, and the payouts that
 * settle them (§2.22, G-04, G-05).
 *
 * Helpers are local so this migration never changes when a later one does.
 */
type OnDelete = 'CASCADE' | 'SET NULL' | 'RESTRICT';

const pk = (): ModelAttributeColumnOptions => ({ type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false });
const fk = (table: string, onDelete: OnDelete, allowNull = false): ModelAttributeColumnOptions => ({
  type: DataTypes.INTEGER,
  allowNull,
  references: { model: table, key: 'id' },
  onUpdate: 'CASCADE',
  onDelete,
});
const money = (): ModelAttributeColumnOptions => ({ type: DataTypes.DECIMAL(12, 2), allowNull: false, defaultValue: '0.00' });
const flag = (defaultValue: boolean): ModelAttributeColumnOptions => ({ type: DataTypes.BOOLEAN, allowNull: false, defaultValue });
const str = (length: number, allowNull = true): ModelAttributeColumnOptions => ({ type: DataTypes.STRING(length), allowNull });
const text = (): ModelAttributeColumnOptions => ({ type: DataTypes.TEXT, allowNull: true });
const date = (): ModelAttributeColumnOptions => ({ type: DataTypes.DATE, allowNull: true });
const timestamps = (sequelize: Sequelize) => ({
  created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.literal('CURRENT_TIMESTAMP') },
  updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.literal('CURRENT_TIMESTAMP') },
});

async function indexes(qi: QueryInterface, table: string, list: string[][]): Promise<void> {
  for (const fields of list) await qi.addIndex(table, { name: `${table}_${fields.join('_')}_idx`, fields });
}

export const settlementsMigration: MigrationModule = {
  async up({ context: { queryInterface: qi, sequelize } }) {
    await qi.createTable('payouts', {
      id: pk(),
      agent_id: fk('users', 'RESTRICT'),
      file: str(255),
      message: text(),
      channel: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'bank' },
      amount: money(),
      paid_by: fk('users', 'SET NULL', true),
      ...timestamps(sequelize),
    });
    await indexes(qi, 'payouts', [['agent_id'], ['paid_by'], ['created_at']]);

    await qi.createTable('settlements', {
      id: pk(),
      application_id: fk('applications', 'RESTRICT'),
      agent_id: fk('users', 'RESTRICT'),
      order_id: fk('orders', 'SET NULL', true),
      payment_id: fk('payments', 'SET NULL', true),
      processing_fee: money(),
      service_fee: money(),
      total: money(),
      paypal_cost: money(),
      net_total: money(),
      allow_settle: flag(false),
      is_settled: flag(false),
      pending_upload: flag(false),
      pending_validate: flag(false),
      pending_reupload: flag(false),
      pending_payment_verification: flag(false),
      proof: str(255),
      proof2: str(255),
      remarks: text(),
      validation_remarks: text(),
      validation_uploaded_at: date(),
      payout_id: fk('payouts', 'SET NULL', true),
      paid_at: date(),
      ...timestamps(sequelize),
    });
    await indexes(qi, 'settlements', [
      ['agent_id'],
      ['application_id'],
      ['order_id'],
      ['payment_id'],
      ['payout_id'],
      ['is_settled'],
      ['pending_validate'],
      ['created_at'],
      ['agent_id', 'is_settled'],
    ]);
  },

  async down({ context: { queryInterface: qi } }) {
    await qi.dropTable('settlements');
    await qi.dropTable('payouts');
  },
};
