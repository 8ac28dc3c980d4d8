import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { SERVICE } from '../constants/index';
import { Application } from './application';
import type { DeliveryAddress } from './cart-item';
import { json, money } from './columns';
import { Order } from './order';

/**
 * Courier delivery of an application's physical documents (§2.19, §2.38): Pending (no
 * tracking_no), Delivering (tracking_no, not delivered), Delivered (is_delivered); Cancelled
 * (cancelled_at) when its application was cancelled while it was open. Rules: domain/deliveries/rules.ts.
 */
export class Delivery extends Model<InferAttributes<Delivery>, InferCreationAttributes<Delivery>> {
  declare id: CreationOptional<number>;
  declare order_id: CreationOptional<number | null>;
  declare application_id: number;
  declare tracking_no: CreationOptional<string | null>;
  declare courier: CreationOptional<string | null>;
  declare is_delivered: CreationOptional<boolean>;
  declare address: CreationOptional<DeliveryAddress | null>;
  declare fee: CreationOptional<string>;
  declare fee_type: CreationOptional<string>;
  declare service_id: CreationOptional<number>;
  declare delivered_at: CreationOptional<Date | null>;
  /** Set when the application was cancelled while the delivery was open (G-49, migration 0039). */
  declare cancelled_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare order?: NonAttribute<Order | null>;
  declare application?: NonAttribute<Application>;

  static initModel(sequelize: Sequelize) {
    Delivery.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        order_id: { type: DataTypes.INTEGER, allowNull: true },
        application_id: { type: DataTypes.INTEGER, allowNull: false },
        tracking_no: { type: DataTypes.STRING(64), allowNull: true },
        courier: { type: DataTypes.STRING(64), allowNull: true },
        is_delivered: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        address: json<DeliveryAddress>('address', { allowNull: true }),
        fee: money('fee', { validate: { min: 0 } }),
        fee_type: { type: DataTypes.STRING(32), allowNull: false, defaultValue: 'delivery_fee' },
        service_id: { type: DataTypes.INTEGER, allowNull: false, defaultValue: SERVICE.DELIVERY },
        delivered_at: { type: DataTypes.DATE, allowNull: true },
        cancelled_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'deliveries', underscored: true },
    );
    return Delivery;
  }

  static associate() {
    Delivery.belongsTo(Order, { as: 'order', foreignKey: 'order_id' });
    Delivery.belongsTo(Application, { as: 'application', foreignKey: 'application_id' });
  }
}
