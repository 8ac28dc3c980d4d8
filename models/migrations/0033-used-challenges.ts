import { DataTypes } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0033 — `used_challenges`: the SHA-256 of every built-in human-verification challenge token that
 * was answered (contact form, sign-in after repeated failures), kept until the token itself would
 * have expired, so a solved challenge cannot be replayed (issue 11, ADR 020). The primary key makes
 * the "first use wins" check atomic.
 */
export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await qi.createTable('used_challenges', {
      token_hash: { type: DataTypes.CHAR(64), primaryKey: true, allowNull: false },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('used_challenges', ['expires_at'], { name: 'used_challenges_expires_at_idx' });
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.dropTable('used_challenges');
  },
};
