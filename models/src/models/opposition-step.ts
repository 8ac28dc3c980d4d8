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

/** A step of an opposition: free-text title (`status`) and its file (§2.11, G-61). */
export class OppositionStep extends Model<InferAttributes<OppositionStep>, InferCreationAttributes<OppositionStep>> {
  declare id: CreationOptional<number>;
  declare application_id: number;
  declare status: string;
  declare file: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare application?: NonAttribute<Application>;

  static initModel(sequelize: Sequelize) {
    OppositionStep.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        application_id: { type: DataTypes.INTEGER, allowNull: false },
        status: { type: DataTypes.STRING(191), allowNull: false, validate: { notEmpty: true } },
        file: { type: DataTypes.STRING(255), allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'opposition_steps', underscored: true },
    );
    return OppositionStep;
  }

  static associate() {
    OppositionStep.belongsTo(Application, { as: 'application', foreignKey: 'application_id' });
  }
}
