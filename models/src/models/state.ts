import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { Country } from './country';

/** `states` (§2.4): the state list of one country. */
export class State extends Model<InferAttributes<State>, InferCreationAttributes<State>> {
  declare id: CreationOptional<number>;
  declare country_id: number;
  declare name: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare country?: NonAttribute<Country>;

  static initModel(sequelize: Sequelize) {
    State.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        country_id: { type: DataTypes.INTEGER, allowNull: false },
        name: { type: DataTypes.STRING(100), allowNull: false },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'states', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return State;
  }

  static associate() {
    State.belongsTo(Country, { foreignKey: 'country_id', as: 'country' });
  }
}
