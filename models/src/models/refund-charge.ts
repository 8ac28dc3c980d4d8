import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { money } from './columns';

/**
 * `refund_charges` — one provider charge that landed on an order that could not take it
 * (superseded, cancelled, expired or already paid), to be refunded outside the system (G-49,
 * ADR 016 and 024). `provider_ref` is unique: a charge reported twice is one row. `refunded_at` is set
 * when an admin marks the payment's refunds done.
 */
export class RefundCharge extends Model<InferAttributes<RefundCharge>, InferCreationAttributes<RefundCharge>> {
  declare id: CreationOptional<number>;
  declare payment_id: number;
  declare provider_ref: string;
  declare amount: string;
  declare reason: string;
  declare refunded_at: CreationOptional<Date | null>;
  declare refunded_by: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    RefundCharge.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        payment_id: { type: DataTypes.INTEGER, allowNull: false },
        provider_ref: { type: DataTypes.STRING(128), allowNull: false, unique: true },
        amount: money('amount'),
        reason: { type: DataTypes.STRING(32), allowNull: false },
        refunded_at: { type: DataTypes.DATE, allowNull: true },
        refunded_by: { type: DataTypes.INTEGER, allowNull: true },
        created_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'refund_charges', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: false },
    );
    return RefundCharge;
  }
}
