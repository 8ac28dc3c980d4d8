import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { PAYMENT_METHODS, PAYMENT_STATUS, type PaymentMethod } from '../constants/index';
import { money } from './columns';
import { Order } from './order';
import { PaymentSlip } from './payment-slip';
import { Settlement } from './settlement';

/**
 * One payment attempt of an order (§2.14, §2.32): status 0 Fail, 1 Success, 2 Pending.
 * `reference` repeats the order reference; `paypal_ref` is the provider's transaction id;
 * `invoice_no` (INV-yyyy-NNNNNN, G-26) is set once when the payment is validated.
 */
export class Payment extends Model<InferAttributes<Payment>, InferCreationAttributes<Payment>> {
  declare id: CreationOptional<number>;
  declare order_id: number;
  declare reference: string;
  declare status: CreationOptional<number>;
  declare paypal_ref: CreationOptional<string | null>;
  declare provider: CreationOptional<PaymentMethod | null>;
  declare paid_amount: CreationOptional<string>;
  declare is_verify: CreationOptional<boolean>;
  declare is_read: CreationOptional<boolean>;
  declare invoice_no: CreationOptional<string | null>;
  declare invoice_path: CreationOptional<string | null>;
  declare failure_reason: CreationOptional<string | null>;
  /** ADR 016: a charge that landed where it could not be taken — 'due' until an admin marks it 'refunded'. */
  declare refund_status: CreationOptional<'due' | 'refunded' | null>;
  declare refund_amount: CreationOptional<string | null>;
  declare refund_ref: CreationOptional<string | null>;
  /** Why it is due: superseded, cancelled, expired, already_paid. */
  declare refund_reason: CreationOptional<string | null>;
  declare refund_due_at: CreationOptional<Date | null>;
  declare refunded_at: CreationOptional<Date | null>;
  declare refunded_by: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare order?: NonAttribute<Order>;
  declare slips?: NonAttribute<PaymentSlip[]>;
  declare settlements?: NonAttribute<Settlement[]>;

  static initModel(sequelize: Sequelize) {
    Payment.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        order_id: { type: DataTypes.INTEGER, allowNull: false },
        reference: { type: DataTypes.STRING(32), allowNull: false },
        status: {
          type: DataTypes.INTEGER,
          allowNull: false,
          defaultValue: PAYMENT_STATUS.PENDING,
          validate: { isIn: [Object.values(PAYMENT_STATUS)] },
        },
        paypal_ref: { type: DataTypes.STRING(128), allowNull: true },
        provider: { type: DataTypes.STRING(16), allowNull: true, validate: { isIn: [[...PAYMENT_METHODS]] } },
        paid_amount: money('paid_amount', { validate: { min: 0 } }),
        is_verify: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        is_read: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        invoice_no: { type: DataTypes.STRING(32), allowNull: true, unique: 'payments_invoice_no_uq' },
        invoice_path: { type: DataTypes.STRING(255), allowNull: true },
        failure_reason: { type: DataTypes.STRING(255), allowNull: true },
        refund_status: { type: DataTypes.STRING(16), allowNull: true, validate: { isIn: [['due', 'refunded']] } },
        refund_amount: money('refund_amount', { allowNull: true, defaultValue: null }),
        refund_ref: { type: DataTypes.STRING(128), allowNull: true },
        refund_reason: { type: DataTypes.STRING(32), allowNull: true },
        refund_due_at: { type: DataTypes.DATE, allowNull: true },
        refunded_at: { type: DataTypes.DATE, allowNull: true },
        refunded_by: { type: DataTypes.INTEGER, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'payments', underscored: true },
    );
    return Payment;
  }

  static associate() {
    Payment.belongsTo(Order, { as: 'order', foreignKey: 'order_id' });
    Payment.hasMany(PaymentSlip, { as: 'slips', foreignKey: 'payment_id' });
    Payment.hasMany(Settlement, { as: 'settlements', foreignKey: 'payment_id' });
  }
}
