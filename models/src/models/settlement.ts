import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { Application } from './application';
import { money } from './columns';
import { Order } from './order';
import { Payment } from './payment';
import { Payout, type PayoutChannel } from './payout';
import { PAYOUT_CHANNELS } from '../constants/index';
import { User } from './user';

/**
 * What an agent is owed for one completed application (§2.22, G-04). Proof status precedence
 * (§2.33): pending_upload > pending_validate > pending_reupload > pending_payment_verification.
 * proof / proof2 are also exposed as validation_asset / validation_asset_2 and service_fee as
 * service_pay_agent (⚑AMB-39, ⚑AMB-40).
 */
export class Settlement extends Model<InferAttributes<Settlement>, InferCreationAttributes<Settlement>> {
  declare id: CreationOptional<number>;
  declare application_id: number;
  declare agent_id: number;
  declare order_id: CreationOptional<number | null>;
  declare payment_id: CreationOptional<number | null>;
  declare processing_fee: CreationOptional<string>;
  declare service_fee: CreationOptional<string>;
  declare total: CreationOptional<string>;
  declare paypal_cost: CreationOptional<string>;
  declare net_total: CreationOptional<string>;
  declare allow_settle: CreationOptional<boolean>;
  declare is_settled: CreationOptional<boolean>;
  declare pending_upload: CreationOptional<boolean>;
  declare pending_validate: CreationOptional<boolean>;
  declare pending_reupload: CreationOptional<boolean>;
  declare pending_payment_verification: CreationOptional<boolean>;
  declare proof: CreationOptional<string | null>;
  declare proof2: CreationOptional<string | null>;
  declare remarks: CreationOptional<string | null>;
  declare validation_remarks: CreationOptional<string | null>;
  declare validation_uploaded_at: CreationOptional<Date | null>;
  declare payout_id: CreationOptional<number | null>;
  /** G-05, ADR 047: how it is paid, decided at validation — 'bank' (Pending Settle) or 'paypal' (Pending PayPal); null before. */
  declare route: CreationOptional<PayoutChannel | null>;
  declare paid_at: CreationOptional<Date | null>;
  /** ADR 055: a PayPal payout of it is in flight (claimed, sent, not yet final); the manual Set To Paid refuses it. */
  declare paypal_in_flight: CreationOptional<boolean>;
  /** ADR 055: ours, unique per send — PayPal refuses a second batch with it. */
  declare paypal_sender_batch_id: CreationOptional<string | null>;
  /** ADR 055: PayPal's batch id once it accepted the send. */
  declare paypal_batch_id: CreationOptional<string | null>;
  /** ADR 055: the staff member who pressed Send via PayPal (the payout's paid_by once PayPal pays). */
  declare paypal_sent_by: CreationOptional<number | null>;
  /** ADR 055: why PayPal did not pay the last send (failed, unclaimed, refused), shown on Pending PayPal. */
  declare paypal_return_reason: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare application?: NonAttribute<Application>;
  declare agent?: NonAttribute<User>;
  declare order?: NonAttribute<Order | null>;
  declare payment?: NonAttribute<Payment | null>;
  declare payout?: NonAttribute<Payout | null>;

  /** ⚑AMB-40 alias of `proof` (receipt). */
  get validation_asset(): NonAttribute<string | null> {
    return this.proof;
  }
  /** ⚑AMB-40 alias of `proof2` (company invoice). */
  get validation_asset_2(): NonAttribute<string | null> {
    return this.proof2;
  }
  /** ⚑AMB-39 alias of `service_fee`. */
  get service_pay_agent(): NonAttribute<string> {
    return this.service_fee;
  }

  static initModel(sequelize: Sequelize) {
    const flag = () => ({ type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
    Settlement.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        application_id: { type: DataTypes.INTEGER, allowNull: false },
        agent_id: { type: DataTypes.INTEGER, allowNull: false },
        order_id: { type: DataTypes.INTEGER, allowNull: true },
        payment_id: { type: DataTypes.INTEGER, allowNull: true },
        processing_fee: money('processing_fee'),
        service_fee: money('service_fee'),
        total: money('total'),
        paypal_cost: money('paypal_cost'),
        net_total: money('net_total'),
        allow_settle: flag(),
        is_settled: flag(),
        pending_upload: flag(),
        pending_validate: flag(),
        pending_reupload: flag(),
        pending_payment_verification: flag(),
        proof: { type: DataTypes.STRING(255), allowNull: true },
        proof2: { type: DataTypes.STRING(255), allowNull: true },
        remarks: { type: DataTypes.TEXT, allowNull: true },
        validation_remarks: { type: DataTypes.TEXT, allowNull: true },
        validation_uploaded_at: { type: DataTypes.DATE, allowNull: true },
        payout_id: { type: DataTypes.INTEGER, allowNull: true },
        route: { type: DataTypes.STRING(16), allowNull: true, validate: { isIn: [[...PAYOUT_CHANNELS]] } },
        paid_at: { type: DataTypes.DATE, allowNull: true },
        paypal_in_flight: flag(),
        paypal_sender_batch_id: { type: DataTypes.STRING(64), allowNull: true },
        paypal_batch_id: { type: DataTypes.STRING(64), allowNull: true },
        paypal_sent_by: { type: DataTypes.INTEGER, allowNull: true },
        paypal_return_reason: { type: DataTypes.STRING(500), allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'settlements', underscored: true },
    );
    return Settlement;
  }

  static associate() {
    Settlement.belongsTo(Application, { as: 'application', foreignKey: 'application_id' });
    Settlement.belongsTo(User, { as: 'agent', foreignKey: 'agent_id' });
    Settlement.belongsTo(Order, { as: 'order', foreignKey: 'order_id' });
    Settlement.belongsTo(Payment, { as: 'payment', foreignKey: 'payment_id' });
    Settlement.belongsTo(Payout, { as: 'payout', foreignKey: 'payout_id' });
  }
}
