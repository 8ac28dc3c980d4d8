import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { Report } from './report';
import { User } from './user';

/** `report_messages` (§2.20): admin replies to a report (send-message). */
export class ReportMessage extends Model<InferAttributes<ReportMessage>, InferCreationAttributes<ReportMessage>> {
  declare id: CreationOptional<number>;
  declare report_id: number;
  /** Author (staff); NULL once the author's account is deleted. */
  declare user_id: CreationOptional<number | null>;
  declare title: CreationOptional<string | null>;
  declare message: string;
  /** When the reporting customer first saw this reply (their Report page); NULL: unread (ADR 043). */
  declare read_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare report?: NonAttribute<Report>;
  declare user?: NonAttribute<User | null>;

  static initModel(sequelize: Sequelize) {
    ReportMessage.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        report_id: { type: DataTypes.INTEGER, allowNull: false },
        user_id: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        title: { type: DataTypes.STRING(191), allowNull: true, defaultValue: null },
        message: { type: DataTypes.TEXT, allowNull: false },
        read_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'report_messages', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return ReportMessage;
  }

  static associate() {
    ReportMessage.belongsTo(Report, { foreignKey: 'report_id', as: 'report' });
    ReportMessage.belongsTo(User, { foreignKey: 'user_id', as: 'user' });
  }
}
