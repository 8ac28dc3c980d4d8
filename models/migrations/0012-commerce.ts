import { DataTypes, type ModelAttributeColumnOptions, type ModelAttributes, type QueryInterface, type Sequelize } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0012 commerce: vouchers, cart, orders and their item snapshots, payments and bank-transfer
 * slips, voucher redemptions (one per paid order), deliveries (§2.12–§2.16, §2.19, G-23..G-29).
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
const int = (allowNull: boolean, defaultValue?: number): ModelAttributeColumnOptions =>
  defaultValue === undefined ? { type: DataTypes.INTEGER, allowNull } : { type: DataTypes.INTEGER, allowNull, defaultValue };
const str = (length: number, allowNull = true): ModelAttributeColumnOptions => ({ type: DataTypes.STRING(length), allowNull });
const date = (): ModelAttributeColumnOptions => ({ type: DataTypes.DATE, allowNull: true });
const day = (allowNull = true): ModelAttributeColumnOptions => ({ type: DataTypes.DATEONLY, allowNull });
const timestamps = (sequelize: Sequelize) => ({
  created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.literal('CURRENT_TIMESTAMP') },
  updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.literal('CURRENT_TIMESTAMP') },
});

/** The priced line, shared by cart_items and its snapshot in order_items (§2.12). */
const lineColumns = (): ModelAttributes => ({
  service_id: int(false),
  type_id: int(false),
  country_id: fk('countries', 'RESTRICT'),
  filing_no: str(64),
  application_no: str(64),
  grant_no: str(64),
  application_name: str(191),
  multiclass_no: int(true),
  multiclass_name: { type: DataTypes.TEXT, allowNull: true },
  filing_date: day(),
  grant_date: day(),
  expiry_date: day(),
  selected_years: { type: DataTypes.JSON, allowNull: true },
  order_type: { type: DataTypes.STRING(32), allowNull: false, defaultValue: 'normal' },
  fee_type: str(32),
  fee: money(),
  agent_cost: money(),
  additional_fee: money(),
  no_of_goods: int(true),
  address: { type: DataTypes.JSON, allowNull: true },
  acceptance: flag(false),
  application_id: fk('applications', 'SET NULL', true),
  ip_id: fk('ips', 'SET NULL', true),
});

async function indexes(qi: QueryInterface, table: string, list: [string[], boolean?][]): Promise<void> {
  for (const [fields, unique = false] of list) {
    await qi.addIndex(table, { name: `${table}_${fields.join('_')}_${unique ? 'uq' : 'idx'}`, fields, unique });
  }
}

export const commerceMigration: MigrationModule = {
  async up({ context: { queryInterface: qi, sequelize } }) {
    await qi.createTable('vouchers', {
      id: pk(),
      code: str(8, false),
      type: str(16, false),
      value: money(),
      due_date: day(false),
      quantity: int(true),
      amount_used: int(false, 0),
      status: int(false, 0),
      ...timestamps(sequelize),
    });
    await indexes(qi, 'vouchers', [[['code'], true], [['status']], [['due_date']], [['created_at']]]);

    await qi.createTable('cart_items', {
      id: pk(),
      user_id: fk('users', 'CASCADE'),
      ...lineColumns(),
      ...timestamps(sequelize),
    });
    await indexes(qi, 'cart_items', [[['user_id']], [['country_id']], [['application_id']], [['ip_id']]]);

    await qi.createTable('orders', {
      id: pk(),
      reference: str(32, false),
      user_id: fk('users', 'RESTRICT'),
      total: money(),
      discount_amount: money(),
      paid_amount: money(),
      fee: money(),
      status: int(false, 0),
      paypal_status: str(32),
      redirect_url: str(512),
      voucher_id: fk('vouchers', 'SET NULL', true),
      payment_method: str(16, false),
      provider_session_id: str(191),
      use_sandbox: flag(false),
      service_id: int(true),
      type_id: int(true),
      expires_at: date(),
      paid_at: date(),
      cancelled_at: date(),
      fulfilled_at: date(),
      ...timestamps(sequelize),
    });
    await indexes(qi, 'orders', [
      [['reference'], true],
      [['user_id']],
      [['user_id', 'created_at']],
      [['status']],
      [['created_at']],
      [['payment_method']],
      [['voucher_id']],
      [['provider_session_id']],
      [['status', 'expires_at']],
    ]);

    await qi.createTable('order_items', {
      id: pk(),
      order_id: fk('orders', 'CASCADE'),
      ...lineColumns(),
      ...timestamps(sequelize),
    });
    await indexes(qi, 'order_items', [[['order_id']], [['country_id']], [['application_id']], [['ip_id']]]);

    await qi.createTable('payments', {
      id: pk(),
      order_id: fk('orders', 'RESTRICT'),
      reference: str(32, false),
      status: int(false, 2),
      paypal_ref: str(128),
      provider: str(16),
      paid_amount: money(),
      is_verify: flag(false),
      is_read: flag(false),
      invoice_no: str(32),
      invoice_path: str(255),
      failure_reason: str(255),
      ...timestamps(sequelize),
    });
    await indexes(qi, 'payments', [
      [['invoice_no'], true],
      [['order_id']],
      [['reference']],
      [['status']],
      [['created_at']],
      [['paypal_ref']],
    ]);

    await qi.createTable('payment_slips', {
      id: pk(),
      payment_id: fk('payments', 'CASCADE'),
      ref_no: str(64, false),
      amount_paid: money(),
      file: str(255, false),
      mime: str(128),
      status: int(false, 0),
      reject_reason: str(255),
      reviewed_by: fk('users', 'SET NULL', true),
      reviewed_at: date(),
      ...timestamps(sequelize),
    });
    await indexes(qi, 'payment_slips', [[['payment_id']], [['status']], [['reviewed_by']]]);

    await qi.createTable('voucher_redemptions', {
      id: pk(),
      voucher_id: fk('vouchers', 'RESTRICT'),
      order_id: fk('orders', 'RESTRICT'),
      user_id: fk('users', 'RESTRICT'),
      amount: money(),
      ...timestamps(sequelize),
    });
    await indexes(qi, 'voucher_redemptions', [[['order_id'], true], [['voucher_id']], [['user_id']]]);

    await qi.createTable('deliveries', {
      id: pk(),
      order_id: fk('orders', 'SET NULL', true),
      application_id: fk('applications', 'RESTRICT'),
      tracking_no: str(64),
      courier: str(64),
      is_delivered: flag(false),
      address: { type: DataTypes.JSON, allowNull: true },
      fee: money(),
      fee_type: { type: DataTypes.STRING(32), allowNull: false, defaultValue: 'delivery_fee' },
      service_id: int(false, 4),
      delivered_at: date(),
      ...timestamps(sequelize),
    });
    await indexes(qi, 'deliveries', [[['application_id']], [['order_id']], [['is_delivered']], [['created_at']]]);
  },

  async down({ context: { queryInterface: qi } }) {
    for (const table of ['deliveries', 'voucher_redemptions', 'payment_slips', 'payments', 'order_items', 'orders', 'cart_items', 'vouchers']) {
      await qi.dropTable(table);
    }
  },
};
