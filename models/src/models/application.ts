import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { IP_TYPE, MODEL_TYPES, SERVICE } from '../constants/index';
import { ApplicationFile } from './application-file';
import { ApplicationHistory } from './application-history';
import { ApplicationStatus } from './application-status';
import { Classification } from './classification';
import { json } from './columns';
import { Delivery } from './delivery';
import { IpRecord, type ModelType } from './ip-record';
import { OppositionStep } from './opposition-step';
import { Order } from './order';
import { OrderItem } from './order-item';
import { Partner } from './partner';
import { Settlement } from './settlement';
import { User } from './user';

/** `applications.extra` (§2.9): the renewal's year and pricing tier, plus free keys. */
export type ApplicationExtra = { year_granted?: string | string[]; cost_type?: string; [key: string]: unknown };

/**
 * One piece of work on an IP (search, application, renewal, delivery), owned by a customer and
 * worked by an agent (§2.9, §2.17). The workflow timers (G-36) read certificate_ready_at and
 * delivered_at; completed_at marks Completed (⚑AMB-28).
 */
export class Application extends Model<InferAttributes<Application>, InferCreationAttributes<Application>> {
  declare id: CreationOptional<number>;
  declare reference: string;
  declare application_date: string;
  declare service_id: number;
  declare type_id: number;
  declare status_id: CreationOptional<number | null>;
  declare user_id: number;
  declare agent_id: CreationOptional<number | null>;
  declare ip_id: number;
  declare model_type: CreationOptional<ModelType>;
  declare rating: CreationOptional<number | null>;
  declare review: CreationOptional<string | null>;
  declare is_anonymous: CreationOptional<boolean>;
  declare acknowledge: CreationOptional<boolean>;
  /** G-50, ADR 042: the rating's review shows on 'What others say' (SA/AD may hide it). */
  declare is_public: CreationOptional<boolean>;
  /** AGT-7, ADR 032: one read marker per party; a new history entry clears the others', opening sets the opener's. */
  declare read_by_customer: CreationOptional<boolean>;
  declare read_by_agent: CreationOptional<boolean>;
  declare read_by_staff: CreationOptional<boolean>;
  declare extra: CreationOptional<ApplicationExtra | null>;
  declare validation_asset: CreationOptional<string | null>;
  declare certificate_ready_at: CreationOptional<Date | null>;
  declare delivered_at: CreationOptional<Date | null>;
  declare completed_at: CreationOptional<Date | null>;
  declare rated_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare user?: NonAttribute<User>;
  declare agent?: NonAttribute<User | null>;
  declare ip?: NonAttribute<IpRecord>;
  declare status?: NonAttribute<ApplicationStatus | null>;
  declare history?: NonAttribute<ApplicationHistory[]>;
  declare files?: NonAttribute<ApplicationFile[]>;
  declare opposition_steps?: NonAttribute<OppositionStep[]>;
  declare partners?: NonAttribute<Partner[]>;
  declare classifications?: NonAttribute<Classification[]>;
  declare settlements?: NonAttribute<Settlement[]>;
  declare order_items?: NonAttribute<OrderItem[]>;
  /** Orders that paid for this application (through their order_items). */
  declare orders?: NonAttribute<Order[]>;
  declare deliveries?: NonAttribute<Delivery[]>;

  static initModel(sequelize: Sequelize) {
    Application.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        reference: { type: DataTypes.STRING(32), allowNull: false, unique: 'applications_reference_uq' },
        application_date: { type: DataTypes.DATEONLY, allowNull: false },
        service_id: { type: DataTypes.INTEGER, allowNull: false, validate: { isIn: [Object.values(SERVICE)] } },
        type_id: { type: DataTypes.INTEGER, allowNull: false, validate: { isIn: [Object.values(IP_TYPE)] } },
        status_id: { type: DataTypes.INTEGER, allowNull: true },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        agent_id: { type: DataTypes.INTEGER, allowNull: true },
        ip_id: { type: DataTypes.INTEGER, allowNull: false },
        model_type: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'ip', validate: { isIn: [[...MODEL_TYPES]] } },
        rating: { type: DataTypes.INTEGER, allowNull: true, validate: { min: 1, max: 5 } },
        review: { type: DataTypes.TEXT, allowNull: true },
        is_anonymous: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        acknowledge: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        is_public: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        read_by_customer: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        read_by_agent: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        read_by_staff: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        extra: json<ApplicationExtra>('extra', { allowNull: true }),
        validation_asset: { type: DataTypes.STRING(255), allowNull: true },
        certificate_ready_at: { type: DataTypes.DATE, allowNull: true },
        delivered_at: { type: DataTypes.DATE, allowNull: true },
        completed_at: { type: DataTypes.DATE, allowNull: true },
        rated_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'applications', underscored: true },
    );
    return Application;
  }

  static associate() {
    Application.belongsTo(User, { as: 'user', foreignKey: 'user_id' });
    Application.belongsTo(User, { as: 'agent', foreignKey: 'agent_id' });
    Application.belongsTo(IpRecord, { as: 'ip', foreignKey: 'ip_id' });
    Application.belongsTo(ApplicationStatus, { as: 'status', foreignKey: 'status_id' });
    Application.hasMany(ApplicationHistory, { as: 'history', foreignKey: 'application_id' });
    Application.hasMany(ApplicationFile, { as: 'files', foreignKey: 'application_id' });
    Application.hasMany(OppositionStep, { as: 'opposition_steps', foreignKey: 'application_id' });
    Application.hasMany(Partner, { as: 'partners', foreignKey: 'application_id' });
    Application.hasMany(Classification, { as: 'classifications', foreignKey: 'application_id' });
    Application.hasMany(Settlement, { as: 'settlements', foreignKey: 'application_id' });
    Application.hasMany(OrderItem, { as: 'order_items', foreignKey: 'application_id' });
    Application.belongsToMany(Order, { as: 'orders', through: OrderItem, foreignKey: 'application_id', otherKey: 'order_id' });
    Application.hasMany(Delivery, { as: 'deliveries', foreignKey: 'application_id' });
  }
}
