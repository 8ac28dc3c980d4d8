import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { json, money } from './columns';
import { Country } from './country';
import { State } from './state';

/** Delivery fee per destination country, optionally narrowed to one state (§2.19, ⚑AMB-23). */
export class DeliveryPrice extends Model<InferAttributes<DeliveryPrice>, InferCreationAttributes<DeliveryPrice>> {
  declare id: CreationOptional<number>;
  declare country_id: number;
  declare state_id: CreationOptional<number | null>;
  declare meta: CreationOptional<Record<string, unknown> | null>;
  declare fee: CreationOptional<string>;
  declare status: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare country?: NonAttribute<Country>;
  declare state?: NonAttribute<State | null>;

  static initModel(sequelize: Sequelize) {
    DeliveryPrice.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        country_id: { type: DataTypes.INTEGER, allowNull: false },
        state_id: { type: DataTypes.INTEGER, allowNull: true },
        meta: json<Record<string, unknown>>('meta', { allowNull: true }),
        fee: money('fee', { validate: { min: 0 } }),
        status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1, validate: { isIn: [[0, 1]] } },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'delivery_prices', underscored: true },
    );
    return DeliveryPrice;
  }

  static associate() {
    DeliveryPrice.belongsTo(Country, { as: 'country', foreignKey: 'country_id' });
    DeliveryPrice.belongsTo(State, { as: 'state', foreignKey: 'state_id' });
  }
}
