import { DataTypes } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0042 — review moderation (G-50, ADR 042): `is_public` on the application's rating (default true: a
 * new review shows on 'What others say' until SA/AD hide it), and the reviews page's index (the
 * public filter, then newest first).
 */
export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await qi.addColumn('applications', 'is_public', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true });
    await qi.addIndex('applications', ['is_public', 'rated_at'], { name: 'applications_public_rated_idx' });
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.removeIndex('applications', 'applications_public_rated_idx');
    await qi.removeColumn('applications', 'is_public');
  },
};
