import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelAttributeColumnOptions,
  type ModelStatic,
  type NonAttribute,
} from 'sequelize';
import { FEE_TYPES, IP_TYPE, ORDER_TYPES, SERVICE } from '../constants/index';
import { Application } from './application';
import { json, money } from './columns';
import { Country } from './country';
import { IpRecord, type SelectedYear } from './ip-record';

export type OrderType = (typeof ORDER_TYPES)[number];
/** Delivery address of a delivery line (§2.12, §2.19). */
export type DeliveryAddress = {
  address_1: string;
  address_2?: string | null;
  poscode: string;
  city: string;
  state_id?: number | null;
  country_id?: number | null;
  state?: string | null;
  country?: string | null;
};

/**
 * The payload of a new search (service 1) or trademark application (service 2) request (POR-39,
 * POR-42, G-33) kept on its cart line and order line. The applicant is `application_name` and the
 * applicant's address is `address` of the line.
 */
export type RequestPayload = {
  description: string;
  /** Storage key of the uploaded logo (jpg/jpeg/png, ≤ 1 MB), or null. */
  logo: string | null;
  classifications: { class_no?: number | null; term: string; goods: string }[];
  partners: string[];
  is_english_only: boolean;
};

/**
 * A priced line: the columns shared by `cart_items` and their frozen copy in `order_items` (§2.12,
 * §2.13), declared once. Each table adds its owner column (user_id / order_id). Money is
 * DECIMAL(12,2), read back as "12.50".
 */
export abstract class PricedLine<M extends PricedLine<M>> extends Model<InferAttributes<M>, InferCreationAttributes<M>> {
  declare id: CreationOptional<number>;
  declare service_id: number;
  declare type_id: number;
  declare country_id: number;
  declare filing_no: CreationOptional<string | null>;
  declare application_no: CreationOptional<string | null>;
  declare grant_no: CreationOptional<string | null>;
  declare application_name: CreationOptional<string | null>;
  declare multiclass_no: CreationOptional<number | null>;
  declare multiclass_name: CreationOptional<string | null>;
  declare filing_date: CreationOptional<string | null>;
  declare grant_date: CreationOptional<string | null>;
  declare expiry_date: CreationOptional<string | null>;
  declare selected_years: CreationOptional<SelectedYear[] | null>;
  declare order_type: CreationOptional<OrderType>;
  declare fee_type: CreationOptional<string | null>;
  declare fee: CreationOptional<string>;
  declare agent_cost: CreationOptional<string>;
  declare additional_fee: CreationOptional<string>;
  /** ADR 047: the part of `fee` passed through (official fees, their surcharges, the product's charges), at pricing time. */
  declare processing_part: CreationOptional<string>;
  /** ADR 047: the firm's service part of `fee` at pricing time (the agent earns their commission rate of it). */
  declare service_part: CreationOptional<string>;
  declare no_of_goods: CreationOptional<number | null>;
  declare address: CreationOptional<DeliveryAddress | null>;
  declare acceptance: CreationOptional<boolean>;
  declare application_id: CreationOptional<number | null>;
  declare ip_id: CreationOptional<number | null>;
  /** Search / application requests (service 1, 2; G-33): the payload beyond the shared columns. */
  declare request: CreationOptional<RequestPayload | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare country?: NonAttribute<Country>;
  declare application?: NonAttribute<Application | null>;
  declare ip?: NonAttribute<IpRecord | null>;
}

export type LineAttributeName = Exclude<keyof InferAttributes<PricedLine<never>>, 'id' | 'created_at' | 'updated_at'>;

/** The column definitions of a priced line (owner column, id and timestamps excluded). */
export function lineAttributes(): Record<LineAttributeName, ModelAttributeColumnOptions> {
  return {
    service_id: { type: DataTypes.INTEGER, allowNull: false, validate: { isIn: [Object.values(SERVICE)] } },
    type_id: { type: DataTypes.INTEGER, allowNull: false, validate: { isIn: [Object.values(IP_TYPE)] } },
    country_id: { type: DataTypes.INTEGER, allowNull: false },
    filing_no: { type: DataTypes.STRING(64), allowNull: true },
    application_no: { type: DataTypes.STRING(64), allowNull: true },
    grant_no: { type: DataTypes.STRING(64), allowNull: true },
    application_name: { type: DataTypes.STRING(191), allowNull: true },
    multiclass_no: { type: DataTypes.INTEGER, allowNull: true, validate: { min: 1, max: 45 } },
    multiclass_name: { type: DataTypes.TEXT, allowNull: true },
    filing_date: { type: DataTypes.DATEONLY, allowNull: true },
    grant_date: { type: DataTypes.DATEONLY, allowNull: true },
    expiry_date: { type: DataTypes.DATEONLY, allowNull: true },
    selected_years: json<SelectedYear[]>('selected_years', { allowNull: true }),
    order_type: { type: DataTypes.STRING(32), allowNull: false, defaultValue: 'normal', validate: { isIn: [[...ORDER_TYPES]] } },
    fee_type: { type: DataTypes.STRING(32), allowNull: true, validate: { isIn: [[...FEE_TYPES]] } },
    fee: money('fee'),
    agent_cost: money('agent_cost'),
    additional_fee: money('additional_fee'),
    processing_part: money('processing_part'),
    service_part: money('service_part'),
    no_of_goods: { type: DataTypes.INTEGER, allowNull: true, validate: { min: 0 } },
    address: json<DeliveryAddress>('address', { allowNull: true }),
    acceptance: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    application_id: { type: DataTypes.INTEGER, allowNull: true },
    ip_id: { type: DataTypes.INTEGER, allowNull: true },
    request: json<RequestPayload>('request', { allowNull: true }),
  };
}

/** The associations every priced line has: its country, and the application / IP record it became. */
export function associateLine(line: ModelStatic<Model>): void {
  line.belongsTo(Country, { as: 'country', foreignKey: 'country_id' });
  line.belongsTo(Application, { as: 'application', foreignKey: 'application_id' });
  line.belongsTo(IpRecord, { as: 'ip', foreignKey: 'ip_id' });
}
