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

/** A co-applicant named on a search/application request (§2.8). */
export class Partner extends Model<InferAttributes<Partner>, InferCreationAttributes<Partner>> {
  declare id: CreationOptional<number>;
  declare application_id: number;
  declare name: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare application?: NonAttribute<Application>;

  static initModel(sequelize: Sequelize) {
    Partner.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        application_id: { type: DataTypes.INTEGER, allowNull: false },
        name: { type: DataTypes.STRING(191), allowNull: false, validate: { notEmpty: true } },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'partners', underscored: true },
    );
    return Partner;
  }

  static associate() {
    Partner.belongsTo(Application, { as: 'application', foreignKey: 'application_id' });
  }
}
