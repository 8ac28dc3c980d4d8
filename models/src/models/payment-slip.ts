import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { SLIP_STATUS } from '../constants/index';
import { money } from './columns';
import { Payment } from './payment';
import { User } from './user';

/**
 * A bank-transfer slip uploaded for a pay-later payment (§2.14). status 0 submitted, 1 verified,
 * 2 rejected (with reject_reason, G-24); the reviewer and time are kept.
 */
export class PaymentSlip extends Model<InferAttributes<PaymentSlip>, InferCreationAttributes<PaymentSlip>> {
  declare id: CreationOptional<number>;
  declare payment_id: number;
  declare ref_no: string;
  declare amount_paid: CreationOptional<string>;
  declare file: string;
  declare mime: CreationOptional<string | null>;
  declare status: CreationOptional<number>;
  declare reject_reason: CreationOptional<string | null>;
  declare reviewed_by: CreationOptional<number | null>;
  declare reviewed_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare payment?: NonAttribute<Payment>;
  declare reviewer?: NonAttribute<User | null>;

  static initModel(sequelize: Sequelize) {
    PaymentSlip.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        payment_id: { type: DataTypes.INTEGER, allowNull: false },
        ref_no: { type: DataTypes.STRING(64), allowNull: false, validate: { notEmpty: true } },
        amount_paid: money('amount_paid', { validate: { min: 0 } }),
        file: { type: DataTypes.STRING(255), allowNull: false },
        mime: { type: DataTypes.STRING(128), allowNull: true },
        status: {
          type: DataTypes.INTEGER,
          allowNull: false,
          defaultValue: SLIP_STATUS.SUBMITTED,
          validate: { isIn: [Object.values(SLIP_STATUS)] },
        },
        reject_reason: { type: DataTypes.STRING(255), allowNull: true },
        reviewed_by: { type: DataTypes.INTEGER, allowNull: true },
        reviewed_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'payment_slips', underscored: true },
    );
    return PaymentSlip;
  }

  static associate() {
    PaymentSlip.belongsTo(Payment, { as: 'payment', foreignKey: 'payment_id' });
    PaymentSlip.belongsTo(User, { as: 'reviewer', foreignKey: 'reviewed_by' });
  }
}
