import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { json } from './columns';
import { User } from './user';

export interface BroadcastReceiver {
  id: number;
  email: string;
}

/** A stored attachment (ADR 062): its own storage key, the sender's file name and type. */
export interface BroadcastAttachment {
  id: string;
  path: string;
  name: string;
  mime: string;
}

/**
 * `emails` (§2.23): broadcast e-mails sent by the worker at `publish_date`. status 1 Active,
 * 0 Inactive; `sent_at` is set by the worker once every recipient is done (NULL + active +
 * publish_date <= now = due). `audience` (0058): 'users' = the selected `receiver`, or 'customers' /
 * 'agents'; `recipients_ready_at`: the job has written every recipient's delivery row (ADR 062).
 */
export class EmailBroadcast extends Model<InferAttributes<EmailBroadcast>, InferCreationAttributes<EmailBroadcast>> {
  declare id: CreationOptional<number>;
  declare title: string;
  /** HTML. */
  declare message: string;
  declare html_file: CreationOptional<string | null>;
  declare status: CreationOptional<number>;
  declare publish_date: Date;
  declare receiver: CreationOptional<BroadcastReceiver[] | null>;
  declare attachments: CreationOptional<BroadcastAttachment[] | null>;
  declare audience: CreationOptional<string>;
  declare recipients_ready_at: CreationOptional<Date | null>;
  declare sent_at: CreationOptional<Date | null>;
  declare created_by: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare creator?: NonAttribute<User | null>;

  static initModel(sequelize: Sequelize) {
    EmailBroadcast.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        title: { type: DataTypes.STRING(191), allowNull: false },
        message: { type: DataTypes.TEXT, allowNull: false },
        html_file: { type: DataTypes.STRING(255), allowNull: true, defaultValue: null },
        status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1, validate: { isIn: [[0, 1]] } },
        publish_date: { type: DataTypes.DATE, allowNull: false },
        receiver: json('receiver', { allowNull: true, defaultValue: null }),
        attachments: json('attachments', { allowNull: true, defaultValue: null }),
        sent_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        audience: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'users' },
        recipients_ready_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        created_by: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'emails', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return EmailBroadcast;
  }

  static associate() {
    EmailBroadcast.belongsTo(User, { foreignKey: 'created_by', as: 'creator' });
  }
}
