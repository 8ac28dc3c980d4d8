import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { ReportAttachment } from './report-attachment';
import { ReportMessage } from './report-message';
import { User } from './user';

/** `reports` (§2.20): customer feedback/problem reports; status_id 0 Pending, 1 Solved. */
export class Report extends Model<InferAttributes<Report>, InferCreationAttributes<Report>> {
  declare id: CreationOptional<number>;
  /** Shown as "reference"; unique. */
  declare ref_code: string;
  declare user_id: number;
  declare title: string;
  declare message: string;
  declare status_id: CreationOptional<number>;
  declare is_read: CreationOptional<boolean>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare user?: NonAttribute<User>;
  declare attachments?: NonAttribute<ReportAttachment[]>;
  declare messages?: NonAttribute<ReportMessage[]>;

  static initModel(sequelize: Sequelize) {
    Report.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        ref_code: { type: DataTypes.STRING(32), allowNull: false },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        title: { type: DataTypes.STRING(191), allowNull: false },
        message: { type: DataTypes.TEXT, allowNull: false },
        status_id: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: { isIn: [[0, 1]] } },
        is_read: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'reports', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return Report;
  }

  static associate() {
    Report.belongsTo(User, { foreignKey: 'user_id', as: 'user' });
    Report.hasMany(ReportAttachment, { foreignKey: 'report_id', as: 'attachments' });
    Report.hasMany(ReportMessage, { foreignKey: 'report_id', as: 'messages' });
  }
}
