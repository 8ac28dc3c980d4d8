import { DataTypes, type NonAttribute, type Sequelize } from 'sequelize';
import { associateLine, lineAttributes, PricedLine } from './priced-line';
import { User } from './user';

export { lineAttributes, type DeliveryAddress, type LineAttributeName, type OrderType, type RequestPayload } from './priced-line';

/** A customer's cart line: one country, one service, priced when added (§2.12, G-63). */
export class CartItem extends PricedLine<CartItem> {
  declare user_id: number;

  declare user?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    CartItem.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        ...lineAttributes(),
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'cart_items', underscored: true },
    );
    return CartItem;
  }

  static associate() {
    CartItem.belongsTo(User, { as: 'user', foreignKey: 'user_id' });
    associateLine(CartItem);
  }
}

