import { DataTypes } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0069 — two-factor sign-in (issue 18, ADR 077): one row per user who started enrolling a TOTP
 * authenticator. `secret` holds the base32 secret sealed with sealSecret (AES-256-GCM, context bound
 * to the user id, ADR 013) — never the secret itself; `confirmed_at` is null until the first code
 * proved the authenticator works (only then does sign-in ask for codes); `recovery_codes` is a JSON
 * list of the SHA-256 hashes of the unused one-time recovery codes; `last_used_step` is the TOTP time
 * step of the last accepted code, so the same code (or an older one) is never accepted twice.
 */
export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await qi.createTable('user_two_factor', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      user_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onUpdate: 'CASCADE', onDelete: 'CASCADE' },
      secret: { type: DataTypes.STRING(255), allowNull: false },
      confirmed_at: { type: DataTypes.DATE, allowNull: true },
      recovery_codes: { type: DataTypes.TEXT, allowNull: true },
      last_used_step: { type: DataTypes.BIGINT, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('user_two_factor', ['user_id'], { name: 'user_two_factor_user_uq', unique: true });
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.dropTable('user_two_factor');
  },
};
