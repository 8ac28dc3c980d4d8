import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { money } from './columns';
import { Order } from './order';
import { User } from './user';
import { Voucher } from './voucher';

/**
 * One use of a voucher by one paid order (G-29). The unique order_id makes the redemption, and
 * so the `amount_used` increment that goes with it, happen at most once per order.
 */
export class VoucherRedemption extends Model<InferAttributes<VoucherRedemption>, InferCreationAttributes<VoucherRedemption>> {
  declare id: CreationOptional<number>;
  declare voucher_id: number;
  declare order_id: number;
  declare user_id: number;
  declare amount: CreationOptional<string>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare voucher?: NonAttribute<Voucher>;
  declare order?: NonAttribute<Order>;
  declare user?: NonAttribute<User>;

  static initModel(sequelize: Sequelize) {
    VoucherRedemption.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        voucher_id: { type: DataTypes.INTEGER, allowNull: false },
        order_id: { type: DataTypes.INTEGER, allowNull: false, unique: 'voucher_redemptions_order_id_uq' },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        amount: money('amount', { validate: { min: 0 } }),
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'voucher_redemptions', underscored: true },
    );
    return VoucherRedemption;
  }

  static associate() {
    VoucherRedemption.belongsTo(Voucher, { as: 'voucher', foreignKey: 'voucher_id' });
    VoucherRedemption.belongsTo(Order, { as: 'order', foreignKey: 'order_id' });
    VoucherRedemption.belongsTo(User, { as: 'user', foreignKey: 'user_id' });
  }
}
