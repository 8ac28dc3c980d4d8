import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { PAYOUT_CHANNELS } from '../constants/index';
import { money } from './columns';
import { Settlement } from './settlement';
import { User } from './user';

export type PayoutChannel = (typeof PAYOUT_CHANNELS)[number];

/** A payment to an agent that settles one or more settlements (§2.22, G-05); created_at = paid date. */
export class Payout extends Model<InferAttributes<Payout>, InferCreationAttributes<Payout>> {
  declare id: CreationOptional<number>;
  declare agent_id: number;
  declare file: CreationOptional<string | null>;
  declare message: CreationOptional<string | null>;
  declare channel: CreationOptional<PayoutChannel>;
  declare amount: CreationOptional<string>;
  declare paid_by: CreationOptional<number | null>;
  /** ADR 055: the PayPal payout batch that paid it (Send via PayPal); null for a manual payout. */
  declare paypal_batch_id: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare agent?: NonAttribute<User>;
  declare payer?: NonAttribute<User | null>;
  declare settlements?: NonAttribute<Settlement[]>;

  static initModel(sequelize: Sequelize) {
    Payout.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        agent_id: { type: DataTypes.INTEGER, allowNull: false },
        file: { type: DataTypes.STRING(255), allowNull: true },
        message: { type: DataTypes.TEXT, allowNull: true },
        channel: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'bank', validate: { isIn: [[...PAYOUT_CHANNELS]] } },
        amount: money('amount', { validate: { min: 0 } }),
        paid_by: { type: DataTypes.INTEGER, allowNull: true },
        paypal_batch_id: { type: DataTypes.STRING(64), allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'payouts', underscored: true },
    );
    return Payout;
  }

  static associate() {
    Payout.belongsTo(User, { as: 'agent', foreignKey: 'agent_id' });
    Payout.belongsTo(User, { as: 'payer', foreignKey: 'paid_by' });
    Payout.hasMany(Settlement, { as: 'settlements', foreignKey: 'payout_id' });
  }
}
