import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelAttributes,
  type ModelStatic,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { normalizeEmail, User } from './user';

/**
 * A single-use e-mailed token (spec §2.21, proposal): `password_resets` and `verification_tokens`
 * share this shape. Only the SHA-256 hex of the token is stored; a token is valid while `used_at`
 * is NULL and `expires_at` is in the future.
 */
export abstract class SingleUseToken<M extends SingleUseToken<M>> extends Model<InferAttributes<M>, InferCreationAttributes<M>> {
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
}

/** Initialises a token model on `tableName` and returns it. */
export function initTokenModel<T extends ModelStatic<Model>>(model: T, sequelize: Sequelize, tableName: string): T {
  const attributes: ModelAttributes = {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    email: {
      type: DataTypes.STRING(191),
      allowNull: false,
      set(this: Model, value: string) {
        this.setDataValue('email', typeof value === 'string' ? normalizeEmail(value) : value);
      },
    },
    user_id: { type: DataTypes.INTEGER, allowNull: false },
    token_hash: { type: DataTypes.CHAR(64), allowNull: false, validate: { len: [64, 64] } },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    used_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
    created_at: DataTypes.DATE,
    updated_at: DataTypes.DATE,
  };
  model.init(attributes, { sequelize, tableName, underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' });
  return model;
}

/** A token belongs to its user. */
export function associateToken(model: ModelStatic<Model>): void {
  model.belongsTo(User, { foreignKey: 'user_id', as: 'user' });
}
