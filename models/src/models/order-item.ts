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
import { lineAttributes, type DeliveryAddress, type OrderType } from './cart-item';
import { Country } from './country';
import { IpRecord, type SelectedYear } from './ip-record';
import { Order } from './order';

/**
 * The frozen copy of a cart line inside an order (§2.13). application_id / ip_id are filled when
 * payment is validated and the line becomes work (G-32).
 */
export class OrderItem extends Model<InferAttributes<OrderItem>, InferCreationAttributes<OrderItem>> {
  declare id: CreationOptional<number>;
  declare order_id: number;
  declare service_id: number;
  declare type_id: number;
  declare country_id: number;
  declare filing_no: CreationOptional<string | null>;
  declare application_no: CreationOptional<string | null>;
  declare grant_no: CreationOptional<string | null>;
  declare application_name: CreationOptional<string | null>;
  declare multiclass_no: CreationOptional<number | null>;
  declare multiclass_name: CreationOptional<string | null>;
  declare filing_date: CreationOptional<string | null>;
  declare grant_date: CreationOptional<string | null>;
  declare expiry_date: CreationOptional<string | null>;
  declare selected_years: CreationOptional<SelectedYear[] | null>;
  declare order_type: CreationOptional<OrderType>;
  declare fee_type: CreationOptional<string | null>;
  declare fee: CreationOptional<string>;
  declare agent_cost: CreationOptional<string>;
  declare additional_fee: CreationOptional<string>;
  declare no_of_goods: CreationOptional<number | null>;
  declare address: CreationOptional<DeliveryAddress | null>;
  declare acceptance: CreationOptional<boolean>;
  declare application_id: CreationOptional<number | null>;
  declare ip_id: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare order?: NonAttribute<Order>;
  declare country?: NonAttribute<Country>;
  declare application?: NonAttribute<Application | null>;
  declare ip?: NonAttribute<IpRecord | null>;

  static initModel(sequelize: Sequelize) {
    OrderItem.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        order_id: { type: DataTypes.INTEGER, allowNull: false },
        ...lineAttributes(),
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'order_items', underscored: true },
    );
    return OrderItem;
  }

  static associate() {
    OrderItem.belongsTo(Order, { as: 'order', foreignKey: 'order_id' });
    OrderItem.belongsTo(Country, { as: 'country', foreignKey: 'country_id' });
    OrderItem.belongsTo(Application, { as: 'application', foreignKey: 'application_id' });
    OrderItem.belongsTo(IpRecord, { as: 'ip', foreignKey: 'ip_id' });
  }
}
