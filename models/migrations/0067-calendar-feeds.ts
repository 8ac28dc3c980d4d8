import { DataTypes } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0067 — the deadline calendar feed (issue 18, ADR 073): one row per customer who created a private
 * iCalendar link, holding its token (unique: the public feed route looks the token up). Regenerating
 * the link replaces the token, so the old URL stops working. A table of its own: no user query ever
 * reads the token with the user.
 */
export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await qi.createTable('calendar_feeds', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      user_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onUpdate: 'CASCADE', onDelete: 'CASCADE' },
      token: { type: DataTypes.STRING(64), allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('calendar_feeds', ['user_id'], { name: 'calendar_feeds_user_uq', unique: true });
    await qi.addIndex('calendar_feeds', ['token'], { name: 'calendar_feeds_token_uq', unique: true });
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.dropTable('calendar_feeds');
  },
};
