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
import { IpRecord } from './ip-record';

/** One Nice class with its term and goods, of an IP or of a search/application request (§2.8). */
export class Classification extends Model<InferAttributes<Classification>, InferCreationAttributes<Classification>> {
  declare id: CreationOptional<number>;
  declare ip_id: CreationOptional<number | null>;
  declare application_id: CreationOptional<number | null>;
  declare class_no: CreationOptional<number | null>;
  declare term: string;
  declare goods: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare ip?: NonAttribute<IpRecord | null>;
  declare application?: NonAttribute<Application | null>;

  static initModel(sequelize: Sequelize) {
    Classification.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        ip_id: { type: DataTypes.INTEGER, allowNull: true },
        application_id: { type: DataTypes.INTEGER, allowNull: true },
        class_no: { type: DataTypes.INTEGER, allowNull: true, validate: { min: 1, max: 45 } },
        term: { type: DataTypes.STRING(255), allowNull: false, validate: { notEmpty: true } },
        goods: { type: DataTypes.TEXT, allowNull: false, validate: { notEmpty: true } },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'classifications', underscored: true },
    );
    return Classification;
  }

  static associate() {
    Classification.belongsTo(IpRecord, { as: 'ip', foreignKey: 'ip_id' });
    Classification.belongsTo(Application, { as: 'application', foreignKey: 'application_id' });
  }
}
