import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import type { ValidationRules } from '../schemas/product-costs';
import { json } from './columns';
import { Country } from './country';
import { ProductService } from './product-service';
import { User } from './user';

/** A named extra field shown on the product's forms (§2.5 `dictionaries`). */
export type ProductDictionaryEntry = { label: string; name: string };

/** One product per country (§2.5); prices live on its services, one per (service_id, type_id). */
export class Product extends Model<InferAttributes<Product>, InferCreationAttributes<Product>> {
  declare id: CreationOptional<number>;
  declare country_id: number;
  declare type: CreationOptional<number | null>;
  declare service: CreationOptional<number | null>;
  declare status_id: CreationOptional<number>;
  declare is_active: CreationOptional<boolean>;
  declare default_agent_id: CreationOptional<number | null>;
  declare validation_rules: CreationOptional<Partial<ValidationRules> | null>;
  declare dictionaries: CreationOptional<ProductDictionaryEntry[] | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare country?: NonAttribute<Country>;
  declare services?: NonAttribute<ProductService[]>;
  declare default_agent?: NonAttribute<User | null>;

  static initModel(sequelize: Sequelize) {
    Product.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        country_id: { type: DataTypes.INTEGER, allowNull: false, unique: 'products_country_id_uq' },
        type: { type: DataTypes.INTEGER, allowNull: true },
        service: { type: DataTypes.INTEGER, allowNull: true },
        status_id: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        is_active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        default_agent_id: { type: DataTypes.INTEGER, allowNull: true },
        validation_rules: json<Partial<ValidationRules>>('validation_rules', { allowNull: true }),
        dictionaries: json<ProductDictionaryEntry[]>('dictionaries', { allowNull: true }),
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'products', underscored: true },
    );
    return Product;
  }

  static associate() {
    Product.belongsTo(Country, { as: 'country', foreignKey: 'country_id' });
    Product.hasMany(ProductService, { as: 'services', foreignKey: 'product_id' });
    Product.belongsTo(User, { as: 'default_agent', foreignKey: 'default_agent_id' });
  }
}
