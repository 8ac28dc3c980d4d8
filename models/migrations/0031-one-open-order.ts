import { DataTypes, type QueryInterface, type Sequelize } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0031 — one charge per cart selection (issue 11, ADR 016):
 * - orders.payment_method becomes nullable: an order gets a method only when the customer chooses
 *   one (card, pay later, bypass); "Pay now" alone no longer records the configured card provider.
 * - payments gains the "refund due" record of a charge that landed on an order that could no longer
 *   take it (superseded, cancelled, expired or already paid): refund_status 'due' → 'refunded' when
 *   an admin marks it refunded outside the system (G-49), with the amount and the provider's
 *   reference of that charge and who cleared it when.
 * - the payment row of an order that was cancelled or expired is Fail (0), no longer Pending (2), so
 *   the console's status filter (ORD-71) shows only payments that still wait.
 *
 * SQLite cannot change a column's NULL constraint in place: the orders table is rebuilt (the
 * documented procedure: foreign keys off, new table from the stored definition, copy, drop, rename,
 * indexes again), which keeps every row, id and the tables that point at orders.
 */
const REFUND_COLUMNS = ['refund_status', 'refund_amount', 'refund_ref', 'refund_reason', 'refund_due_at', 'refunded_at', 'refunded_by'] as const;

async function rebuildSqliteOrders(sequelize: Sequelize, nullable: boolean): Promise<void> {
  const [[table]] = (await sequelize.query(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'orders'`)) as [{ sql: string }[], unknown];
  const [indexes] = (await sequelize.query(`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'orders' AND sql IS NOT NULL`)) as [{ sql: string }[], unknown];
  const column = /`payment_method` VARCHAR\(16\)( NOT NULL)?/i;
  if (!table || !column.test(table.sql)) throw new Error('0031: orders.payment_method not found in the table definition');
  const definition = table.sql
    .replace(column, nullable ? '`payment_method` VARCHAR(16)' : '`payment_method` VARCHAR(16) NOT NULL')
    .replace(/^CREATE TABLE [`"]?orders[`"]?/i, 'CREATE TABLE `orders__0031`');
  await sequelize.query('PRAGMA foreign_keys = OFF');
  try {
    await sequelize.query(definition);
    await sequelize.query('INSERT INTO `orders__0031` SELECT * FROM `orders`');
    await sequelize.query('DROP TABLE `orders`');
    await sequelize.query('ALTER TABLE `orders__0031` RENAME TO `orders`');
    for (const index of indexes) await sequelize.query(index.sql);
  } finally {
    await sequelize.query('PRAGMA foreign_keys = ON');
  }
}

async function setNullable(qi: QueryInterface, sequelize: Sequelize, nullable: boolean): Promise<void> {
  if (sequelize.getDialect() === 'sqlite') await rebuildSqliteOrders(sequelize, nullable);
  else await qi.changeColumn('orders', 'payment_method', { type: DataTypes.STRING(16), allowNull: nullable });
}

export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi, sequelize } }) {
    await setNullable(qi, sequelize, true);
    await qi.addColumn('payments', 'refund_status', { type: DataTypes.STRING(16), allowNull: true });
    await qi.addColumn('payments', 'refund_amount', { type: DataTypes.DECIMAL(12, 2), allowNull: true });
    await qi.addColumn('payments', 'refund_ref', { type: DataTypes.STRING(128), allowNull: true });
    await qi.addColumn('payments', 'refund_reason', { type: DataTypes.STRING(32), allowNull: true });
    await qi.addColumn('payments', 'refund_due_at', { type: DataTypes.DATE, allowNull: true });
    await qi.addColumn('payments', 'refunded_at', { type: DataTypes.DATE, allowNull: true });
    await qi.addColumn('payments', 'refunded_by', { type: DataTypes.INTEGER, allowNull: true });
    await qi.addIndex('payments', ['refund_status'], { name: 'payments_refund_status_idx' });
    // ORD-71: a cancelled or expired order's payment no longer waits.
    await sequelize.query('UPDATE payments SET status = 0 WHERE status = 2 AND order_id IN (SELECT id FROM orders WHERE status IN (2, 4))');
  },
  async down({ context: { queryInterface: qi, sequelize } }) {
    await qi.removeIndex('payments', 'payments_refund_status_idx');
    for (const column of [...REFUND_COLUMNS].reverse()) await qi.removeColumn('payments', column);
    // Orders that never got a method take the provider of their payment row, else stripe (the old default).
    await sequelize.query(`UPDATE orders SET payment_method = COALESCE((SELECT p.provider FROM payments p WHERE p.order_id = orders.id ORDER BY p.id DESC LIMIT 1), 'stripe') WHERE payment_method IS NULL`);
    await setNullable(qi, sequelize, false);
  },
};
