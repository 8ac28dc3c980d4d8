import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { VOUCHER_STATUS, VOUCHER_TYPES } from '../constants/index';
import { money } from './columns';
import { Order } from './order';
import { VoucherRedemption } from './voucher-redemption';

export type VoucherType = (typeof VOUCHER_TYPES)[number];

/**
 * A discount code (§2.16, G-29). `amount_used` counts validated payments (one redemption row
 * each); status 0 Available, 1 Used, 3 Expired.
 */
export class Voucher extends Model<InferAttributes<Voucher>, InferCreationAttributes<Voucher>> {
  declare id: CreationOptional<number>;
  declare code: string;
  declare type: VoucherType;
  declare value: string;
  declare due_date: string;
  declare quantity: CreationOptional<number | null>;
  declare amount_used: CreationOptional<number>;
  declare status: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare orders?: NonAttribute<Order[]>;
  declare redemptions?: NonAttribute<VoucherRedemption[]>;

  static initModel(sequelize: Sequelize) {
    Voucher.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        code: { type: DataTypes.STRING(8), allowNull: false, unique: 'vouchers_code_uq', validate: { len: [8, 8] } },
        type: { type: DataTypes.STRING(16), allowNull: false, validate: { isIn: [[...VOUCHER_TYPES]] } },
        value: money('value', { validate: { min: 0 } }),
        due_date: { type: DataTypes.DATEONLY, allowNull: false },
        quantity: { type: DataTypes.INTEGER, allowNull: true, validate: { min: 0 } },
        amount_used: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: { min: 0 } },
        status: {
          type: DataTypes.INTEGER,
          allowNull: false,
          defaultValue: VOUCHER_STATUS.AVAILABLE,
          validate: { isIn: [Object.values(VOUCHER_STATUS)] },
        },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'vouchers', underscored: true },
    );
    return Voucher;
  }

  static associate() {
    Voucher.hasMany(Order, { as: 'orders', foreignKey: 'voucher_id' });
    Voucher.hasMany(VoucherRedemption, { as: 'redemptions', foreignKey: 'voucher_id' });
  }
}
