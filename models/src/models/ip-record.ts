import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { FEE_TYPES, IP_TYPE, MODEL_TYPES, YEAR_GRANTED_VALUES } from '../constants/index';
import { Application } from './application';
import { Classification } from './classification';
import { json, money } from './columns';
import { Country } from './country';
import { User } from './user';

export type ModelType = (typeof MODEL_TYPES)[number];
/** Patent years chosen for a renewal (§2.7, §2.12). */
export type SelectedYear = { year_granted: string };

/** A customer's trademark or patent (table `ips`, §2.7). status 1 active, 0 hidden by an admin. */
export class IpRecord extends Model<InferAttributes<IpRecord>, InferCreationAttributes<IpRecord>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare type_id: number;
  declare country_id: number;
  declare model_type: CreationOptional<ModelType>;
  declare filing_no: CreationOptional<string | null>;
  declare application_no: CreationOptional<string | null>;
  declare grant_no: CreationOptional<string | null>;
  declare filing_date: CreationOptional<string | null>;
  declare grant_date: CreationOptional<string | null>;
  declare expiry_date: CreationOptional<string | null>;
  declare application_name: CreationOptional<string | null>;
  declare multiclass_no: CreationOptional<number | null>;
  declare multiclass_name: CreationOptional<string | null>;
  declare latest_application_year_granted: CreationOptional<string | null>;
  declare path: CreationOptional<string | null>;
  declare is_english_only: CreationOptional<boolean>;
  declare is_read: CreationOptional<boolean>;
  declare status: CreationOptional<number>;
  declare fee: CreationOptional<string | null>;
  declare fee_type: CreationOptional<string | null>;
  declare agent_cost: CreationOptional<string | null>;
  declare selected_years: CreationOptional<SelectedYear[] | null>;
  declare description: CreationOptional<string | null>;
  /** G-31: the Renewal Notification label (set by staff or the assigned agent; cleared by a new renewal order). */
  declare renewal_notification_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare user?: NonAttribute<User>;
  declare country?: NonAttribute<Country>;
  declare applications?: NonAttribute<Application[]>;
  declare classifications?: NonAttribute<Classification[]>;

  static initModel(sequelize: Sequelize) {
    IpRecord.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        type_id: { type: DataTypes.INTEGER, allowNull: false, validate: { isIn: [Object.values(IP_TYPE)] } },
        country_id: { type: DataTypes.INTEGER, allowNull: false },
        model_type: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'ip', validate: { isIn: [[...MODEL_TYPES]] } },
        filing_no: { type: DataTypes.STRING(64), allowNull: true },
        application_no: { type: DataTypes.STRING(64), allowNull: true },
        grant_no: { type: DataTypes.STRING(64), allowNull: true },
        filing_date: { type: DataTypes.DATEONLY, allowNull: true },
        grant_date: { type: DataTypes.DATEONLY, allowNull: true },
        expiry_date: { type: DataTypes.DATEONLY, allowNull: true },
        application_name: { type: DataTypes.STRING(191), allowNull: true },
        multiclass_no: { type: DataTypes.INTEGER, allowNull: true, validate: { min: 1, max: 45 } },
        multiclass_name: { type: DataTypes.TEXT, allowNull: true },
        latest_application_year_granted: {
          type: DataTypes.STRING(32),
          allowNull: true,
          validate: { isIn: [[...YEAR_GRANTED_VALUES]] },
        },
        path: { type: DataTypes.STRING(255), allowNull: true },
        is_english_only: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        is_read: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1, validate: { isIn: [[0, 1]] } },
        fee: money('fee', { allowNull: true, defaultValue: null }),
        fee_type: { type: DataTypes.STRING(32), allowNull: true, validate: { isIn: [[...FEE_TYPES]] } },
        agent_cost: money('agent_cost', { allowNull: true, defaultValue: null }),
        selected_years: json<SelectedYear[]>('selected_years', { allowNull: true }),
        description: { type: DataTypes.TEXT, allowNull: true },
        renewal_notification_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'ips', underscored: true },
    );
    return IpRecord;
  }

  static associate() {
    IpRecord.belongsTo(User, { as: 'user', foreignKey: 'user_id' });
    IpRecord.belongsTo(Country, { as: 'country', foreignKey: 'country_id' });
    IpRecord.hasMany(Application, { as: 'applications', foreignKey: 'ip_id' });
    IpRecord.hasMany(Classification, { as: 'classifications', foreignKey: 'ip_id' });
  }
}
