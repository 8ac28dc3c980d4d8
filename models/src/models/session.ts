import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { json } from './columns';
import { User } from './user';

/**
 * `sessions` — server-side session rows (DESIGN §4): the cookie carries the id; deleting the row
 * (logout, block, password change) revokes the session at once. `impersonator_id` is the
 * original admin while impersonating (spec §2.27); reverting switches `user_id` back to it.
 */
export class Session extends Model<InferAttributes<Session>, InferCreationAttributes<Session>> {
  /** 64 characters: a random id, or the SHA-256 hex of the cookie's id. */
  declare id: string;
  declare user_id: number;
  declare impersonator_id: CreationOptional<number | null>;
  /** Other session values: language, currency, stored role flag, flash messages. */
  declare data: CreationOptional<Record<string, unknown> | null>;
  declare ip_address: CreationOptional<string | null>;
  declare user_agent: CreationOptional<string | null>;
  declare expires_at: Date;
  declare last_seen_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare user?: NonAttribute<User>;
  declare impersonator?: NonAttribute<User | null>;

  isExpired(now: Date = new Date()): boolean {
    return this.expires_at.getTime() <= now.getTime();
  }

  static initModel(sequelize: Sequelize) {
    Session.init(
      {
        id: { type: DataTypes.CHAR(64), primaryKey: true, allowNull: false, validate: { len: [64, 64] } },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        impersonator_id: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        data: json('data', { allowNull: true, defaultValue: null }),
        ip_address: { type: DataTypes.STRING(45), allowNull: true, defaultValue: null },
        user_agent: {
          type: DataTypes.STRING(255),
          allowNull: true,
          defaultValue: null,
          set(this: Session, value: string | null) {
            this.setDataValue('user_agent', typeof value === 'string' ? value.slice(0, 255) : value);
          },
        },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        last_seen_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'sessions', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return Session;
  }

  static associate() {
    Session.belongsTo(User, { foreignKey: 'user_id', as: 'user' });
    Session.belongsTo(User, { foreignKey: 'impersonator_id', as: 'impersonator' });
  }
}
