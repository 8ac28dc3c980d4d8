import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { normalizeEmail, User } from './user';

/**
 * `verification_tokens` — E-mail verification tokens (spec §2.21, proposal): sent on registration and on resend.
 * Only the SHA-256 hex of the token is stored; a token is valid while `used_at` is NULL and
 * `expires_at` is in the future.
 */
export class VerificationToken extends Model<InferAttributes<VerificationToken>, InferCreationAttributes<VerificationToken>> {
  declare id: CreationOptional<number>;
  declare email: string;
  declare user_id: number;
  declare token_hash: string;
  declare expires_at: Date;
  declare used_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare user?: NonAttribute<User>;

  isUsable(now: Date = new Date()): boolean {
    return this.used_at === null && this.expires_at.getTime() > now.getTime();
  }

  static initModel(sequelize: Sequelize) {
    VerificationToken.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        email: {
          type: DataTypes.STRING(191),
          allowNull: false,
          set(this: VerificationToken, value: string) {
            this.setDataValue('email', typeof value === 'string' ? normalizeEmail(value) : value);
          },
        },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        token_hash: { type: DataTypes.CHAR(64), allowNull: false, validate: { len: [64, 64] } },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        used_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'verification_tokens', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return VerificationToken;
  }

  static associate() {
    VerificationToken.belongsTo(User, { foreignKey: 'user_id', as: 'user' });
  }
}
