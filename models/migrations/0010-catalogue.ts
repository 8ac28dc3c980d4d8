import { DataTypes, type ModelAttributeColumnOptions, type Sequelize } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0010 catalogue: products (one per country), their priced services per (service, type),
 * the service documents (SD templates, G-53) and delivery prices (§2.5, §2.19, G-01, G-56).
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
const timestamps = (sequelize: Sequelize) => ({
  created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.literal('CURRENT_TIMESTAMP') },
  updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.literal('CURRENT_TIMESTAMP') },
});

export const catalogueMigration: MigrationModule = {
  async up({ context: { queryInterface: qi, sequelize } }) {
    await qi.createTable('products', {
      id: pk(),
      country_id: fk('countries', 'RESTRICT'),
      type: { type: DataTypes.INTEGER, allowNull: true },
      service: { type: DataTypes.INTEGER, allowNull: true },
      status_id: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      is_active: flag(true),
      default_agent_id: fk('users', 'SET NULL', true),
      validation_rules: { type: DataTypes.JSON, allowNull: true },
      dictionaries: { type: DataTypes.JSON, allowNull: true },
      ...timestamps(sequelize),
    });
    await qi.addIndex('products', { name: 'products_country_id_uq', fields: ['country_id'], unique: true });
    await qi.addIndex('products', { name: 'products_default_agent_id_idx', fields: ['default_agent_id'] });
    await qi.addIndex('products', { name: 'products_is_active_idx', fields: ['is_active'] });

    await qi.createTable('product_services', {
      id: pk(),
      product_id: fk('products', 'CASCADE'),
      service_id: { type: DataTypes.INTEGER, allowNull: false },
      type_id: { type: DataTypes.INTEGER, allowNull: false },
      processing_costs: { type: DataTypes.JSON, allowNull: true },
      service_costs: { type: DataTypes.JSON, allowNull: true },
      agent_costs: { type: DataTypes.JSON, allowNull: true },
      child_label: { type: DataTypes.JSON, allowNull: true },
      parent_label: { type: DataTypes.STRING(191), allowNull: true },
      charges: { type: DataTypes.JSON, allowNull: true },
      default_agent_id: fk('users', 'SET NULL', true),
      status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      enabled: flag(true),
      late_enabled: flag(true),
      ...timestamps(sequelize),
    });
    await qi.addIndex('product_services', {
      name: 'product_services_product_id_service_id_type_id_uq',
      fields: ['product_id', 'service_id', 'type_id'],
      unique: true,
    });
    await qi.addIndex('product_services', { name: 'product_services_default_agent_id_idx', fields: ['default_agent_id'] });

    await qi.createTable('documents', {
      id: pk(),
      product_service_id: fk('product_services', 'CASCADE'),
      title: { type: DataTypes.STRING(191), allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
      ...timestamps(sequelize),
    });
    await qi.addIndex('documents', { name: 'documents_product_service_id_idx', fields: ['product_service_id'] });

    await qi.createTable('delivery_prices', {
      id: pk(),
      country_id: fk('countries', 'RESTRICT'),
      state_id: fk('states', 'CASCADE', true),
      meta: { type: DataTypes.JSON, allowNull: true },
      fee: money(),
      status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      ...timestamps(sequelize),
    });
    await qi.addIndex('delivery_prices', { name: 'delivery_prices_country_id_state_id_idx', fields: ['country_id', 'state_id'] });
    await qi.addIndex('delivery_prices', { name: 'delivery_prices_state_id_idx', fields: ['state_id'] });
  },

  async down({ context: { queryInterface: qi } }) {
    await qi.dropTable('delivery_prices');
    await qi.dropTable('documents');
    await qi.dropTable('product_services');
    await qi.dropTable('products');
  },
};
