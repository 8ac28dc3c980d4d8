import { DataTypes, type CreationOptional, type NonAttribute, type Sequelize } from 'sequelize';
import { Order } from './order';
import { associateLine, lineAttributes, PricedLine } from './priced-line';

/**
 * The frozen copy of a cart line inside an order (§2.13). application_id / ip_id are filled when
 * payment is validated and the line becomes work (G-32).
 */
export class OrderItem extends PricedLine<OrderItem> {
  declare order_id: number;
  /** The cart line this was copied from (removed from the cart when the order is paid or put on pay later). */
  declare cart_item_id: CreationOptional<number | null>;

  declare order?: NonAttribute<Order>;

  static initModel(sequelize: Sequelize) {
    OrderItem.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        order_id: { type: DataTypes.INTEGER, allowNull: false },
        cart_item_id: { type: DataTypes.INTEGER, allowNull: true },
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
    associateLine(OrderItem);
  }
}
