import { DataTypes } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0068 — portfolio import previews (issue 18, ADR 075): one row per uploaded spreadsheet a customer is
 * looking at, under a random token (unique), holding the checked rows (JSON) until it is confirmed or
 * expires. `status` goes preview → confirmed exactly once (the confirm claims it in its transaction),
 * so a second confirm of the same token creates nothing.
 */
export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await qi.createTable('portfolio_imports', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      user_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onUpdate: 'CASCADE', onDelete: 'CASCADE' },
      token: { type: DataTypes.STRING(64), allowNull: false },
      file_name: { type: DataTypes.STRING(191), allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'preview' },
      rows: { type: DataTypes.JSON, allowNull: false },
      total_rows: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      valid_rows: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      error_rows: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      duplicate_rows: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      created_count: { type: DataTypes.INTEGER, allowNull: true },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      confirmed_at: { type: DataTypes.DATE, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('portfolio_imports', ['token'], { name: 'portfolio_imports_token_uq', unique: true });
    await qi.addIndex('portfolio_imports', ['user_id', 'status'], { name: 'portfolio_imports_user_status_idx' });
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.dropTable('portfolio_imports');
  },
};
