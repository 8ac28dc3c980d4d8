import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { Report } from './report';

/** `report_attachments` (§2.20): files attached to a report; served only through an authorised route. */
export class ReportAttachment extends Model<InferAttributes<ReportAttachment>, InferCreationAttributes<ReportAttachment>> {
  declare id: CreationOptional<number>;
  declare report_id: number;
  /** Storage key (relative to the storage root). */
  declare path: string;
  declare original_name: CreationOptional<string | null>;
  declare mime: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare report?: NonAttribute<Report>;

  static initModel(sequelize: Sequelize) {
    ReportAttachment.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        report_id: { type: DataTypes.INTEGER, allowNull: false },
        path: { type: DataTypes.STRING(255), allowNull: false },
        original_name: { type: DataTypes.STRING(255), allowNull: true, defaultValue: null },
        mime: { type: DataTypes.STRING(100), allowNull: true, defaultValue: null },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'report_attachments', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return ReportAttachment;
  }

  static associate() {
    ReportAttachment.belongsTo(Report, { foreignKey: 'report_id', as: 'report' });
  }
}
