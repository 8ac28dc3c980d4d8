import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { IP_TYPE, ORDER_STATUS, PAYMENT_METHODS, SERVICE, type PaymentMethod } from '../constants/index';
import { money } from './columns';
import { Delivery } from './delivery';
import { OrderItem } from './order-item';
import { Payment } from './payment';
import { Settlement } from './settlement';
import { User } from './user';
import { Voucher } from './voucher';
import { VoucherRedemption } from './voucher-redemption';

/**
 * A checkout (§2.13). `reference` (12 upper-case alphanumerics, G-38) is also the bank-transfer
 * reference. status: ORDER_STATUS. `fulfilled_at` is set once, by the conditional update that
 * runs the post-payment steps, so a webhook delivered twice fulfils once.
 */
export class Order extends Model<InferAttributes<Order>, InferCreationAttributes<Order>> {
  declare id: CreationOptional<number>;
  declare reference: string;
  declare user_id: number;
  declare total: CreationOptional<string>;
  declare discount_amount: CreationOptional<string>;
  declare paid_amount: CreationOptional<string>;
  declare fee: CreationOptional<string>;
  declare status: CreationOptional<number>;
  declare paypal_status: CreationOptional<string | null>;
  declare redirect_url: CreationOptional<string | null>;
  declare voucher_id: CreationOptional<number | null>;
  /** ADR 016: null until the customer chooses how to pay (card, pay later, bypass). */
  declare payment_method: CreationOptional<PaymentMethod | null>;
  declare provider_session_id: CreationOptional<string | null>;
  declare use_sandbox: CreationOptional<boolean>;
  declare service_id: CreationOptional<number | null>;
  declare type_id: CreationOptional<number | null>;
  declare expires_at: CreationOptional<Date | null>;
  declare paid_at: CreationOptional<Date | null>;
  declare cancelled_at: CreationOptional<Date | null>;
  declare fulfilled_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare user?: NonAttribute<User>;
  declare voucher?: NonAttribute<Voucher | null>;
  declare items?: NonAttribute<OrderItem[]>;
  declare payments?: NonAttribute<Payment[]>;
  declare deliveries?: NonAttribute<Delivery[]>;
  declare settlements?: NonAttribute<Settlement[]>;
  declare redemption?: NonAttribute<VoucherRedemption | null>;

  static initModel(sequelize: Sequelize) {
    Order.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        reference: { type: DataTypes.STRING(32), allowNull: false, unique: 'orders_reference_uq' },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        total: money('total', { validate: { min: 0 } }),
        discount_amount: money('discount_amount', { validate: { min: 0 } }),
        paid_amount: money('paid_amount', { validate: { min: 0 } }),
        fee: money('fee', { validate: { min: 0 } }),
        status: {
          type: DataTypes.INTEGER,
          allowNull: false,
          defaultValue: ORDER_STATUS.PENDING,
          validate: { isIn: [Object.values(ORDER_STATUS)] },
        },
        paypal_status: { type: DataTypes.STRING(32), allowNull: true },
        redirect_url: { type: DataTypes.STRING(512), allowNull: true },
        voucher_id: { type: DataTypes.INTEGER, allowNull: true },
        payment_method: { type: DataTypes.STRING(16), allowNull: true, validate: { isIn: [[...PAYMENT_METHODS]] } },
        provider_session_id: { type: DataTypes.STRING(191), allowNull: true },
        use_sandbox: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        service_id: { type: DataTypes.INTEGER, allowNull: true, validate: { isIn: [Object.values(SERVICE)] } },
        type_id: { type: DataTypes.INTEGER, allowNull: true, validate: { isIn: [Object.values(IP_TYPE)] } },
        expires_at: { type: DataTypes.DATE, allowNull: true },
        paid_at: { type: DataTypes.DATE, allowNull: true },
        cancelled_at: { type: DataTypes.DATE, allowNull: true },
        fulfilled_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'orders', underscored: true },
    );
    return Order;
  }

  static associate() {
    Order.belongsTo(User, { as: 'user', foreignKey: 'user_id' });
    Order.belongsTo(Voucher, { as: 'voucher', foreignKey: 'voucher_id' });
    Order.hasMany(OrderItem, { as: 'items', foreignKey: 'order_id' });
    Order.hasMany(Payment, { as: 'payments', foreignKey: 'order_id' });
    Order.hasMany(Delivery, { as: 'deliveries', foreignKey: 'order_id' });
    Order.hasMany(Settlement, { as: 'settlements', foreignKey: 'order_id' });
    Order.hasOne(VoucherRedemption, { as: 'redemption', foreignKey: 'order_id' });
  }
}
