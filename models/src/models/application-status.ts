import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { Application } from './application';

/**
 * Application status with a fixed id (APPLICATION_STATUS, §2.31). `label` is what customers see
 * (3 "Renewal Ordered" shows as "Pending Payment"). What may happen in a status depends on the
 * service too: the workflow table (domain/applications/workflow.ts, ADR 031) decides, and an
 * application's frontend_rules come from it (`frontendRulesFor`).
 */
export class ApplicationStatus extends Model<InferAttributes<ApplicationStatus>, InferCreationAttributes<ApplicationStatus>> {
  declare id: number;
  declare name: string;
  declare label: string;
  declare sort_order: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare applications?: NonAttribute<Application[]>;

  static initModel(sequelize: Sequelize) {
    ApplicationStatus.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: false },
        name: { type: DataTypes.STRING(64), allowNull: false },
        label: { type: DataTypes.STRING(64), allowNull: false },
        sort_order: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'application_statuses', underscored: true },
    );
    return ApplicationStatus;
  }

  static associate() {
    ApplicationStatus.hasMany(Application, { as: 'applications', foreignKey: 'status_id' });
  }
}
