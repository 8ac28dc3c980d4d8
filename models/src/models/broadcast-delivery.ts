import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { EmailBroadcast } from './email-broadcast';
import { User } from './user';

/**
 * `broadcast_deliveries` (0058, ADR 062): one row per broadcast and recipient. The job claims a row
 * (pending → sending) before it mails, then marks it sent or failed (attempts, next_attempt_at);
 * a row still 'sending' when a later run starts was interrupted and becomes 'unknown' (never resent).
 */
export class BroadcastDelivery extends Model<InferAttributes<BroadcastDelivery>, InferCreationAttributes<BroadcastDelivery>> {
  declare id: CreationOptional<number>;
  declare broadcast_id: number;
  declare user_id: number;
  declare email: string;
  declare status: CreationOptional<string>;
  declare attempts: CreationOptional<number>;
  declare next_attempt_at: CreationOptional<Date | null>;
  declare last_error: CreationOptional<string | null>;
  declare claimed_at: CreationOptional<Date | null>;
  declare sent_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare user?: NonAttribute<User | null>;

  static initModel(sequelize: Sequelize) {
    BroadcastDelivery.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        broadcast_id: { type: DataTypes.INTEGER, allowNull: false },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        email: { type: DataTypes.STRING(191), allowNull: false },
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'pending' },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        next_attempt_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        last_error: { type: DataTypes.STRING(1000), allowNull: true, defaultValue: null },
        claimed_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        sent_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'broadcast_deliveries', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return BroadcastDelivery;
  }

  static associate() {
    BroadcastDelivery.belongsTo(EmailBroadcast, { foreignKey: 'broadcast_id', as: 'broadcast' });
    BroadcastDelivery.belongsTo(User, { foreignKey: 'user_id', as: 'user' });
  }
}
