import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { User } from './user';

/**
 * `user_two_factor` (issue 18, ADR 077): a user's TOTP authenticator. `secret` is sealed (ADR 013),
 * `recovery_codes` a JSON list of SHA-256 hashes (read through `recoveryHashes()`: MariaDB returns
 * text), `last_used_step` the time step of the last accepted code (replay protection).
 */
export class UserTwoFactor extends Model<InferAttributes<UserTwoFactor>, InferCreationAttributes<UserTwoFactor>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare secret: string;
  declare confirmed_at: CreationOptional<Date | null>;
  declare recovery_codes: CreationOptional<string | null>;
  declare last_used_step: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare owner?: NonAttribute<User>;

  /** The hashes of the unused recovery codes. */
  recoveryHashes(): string[] {
    if (!this.recovery_codes) return [];
    try {
      const parsed: unknown = JSON.parse(this.recovery_codes);
      return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
    } catch {
      return [];
    }
  }

  static initModel(sequelize: Sequelize) {
    UserTwoFactor.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        secret: { type: DataTypes.STRING(255), allowNull: false },
        confirmed_at: { type: DataTypes.DATE, allowNull: true },
        recovery_codes: { type: DataTypes.TEXT, allowNull: true },
        last_used_step: {
          type: DataTypes.BIGINT,
          allowNull: true,
          // mysql2 may return BIGINT as a string.
          get(this: UserTwoFactor) {
            const raw = this.getDataValue('last_used_step') as unknown;
            return raw === null || raw === undefined ? null : Number(raw);
          },
        },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'user_two_factor', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return UserTwoFactor;
  }

  static associate() {
    UserTwoFactor.belongsTo(User, { as: 'owner', foreignKey: 'user_id' });
  }
}
