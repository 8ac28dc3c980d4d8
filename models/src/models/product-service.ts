import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { IP_TYPE, SERVICE } from '../constants/index';
import type { Charge, CostMap } from '../schemas/product-costs';
import { json } from './columns';
import { Product } from './product';
import { ProductDocument } from './product-document';
import { User } from './user';

/**
 * The price sheet of one product for one (service_id, type_id): service 1 search, 2 application,
 * 3 renewal; type 1 trademark, 2 patent. Cost maps are money strings keyed as documented in
 * schemas/product-costs.ts (G-01, G-56).
 */
export class ProductService extends Model<InferAttributes<ProductService>, InferCreationAttributes<ProductService>> {
  declare id: CreationOptional<number>;
  declare product_id: number;
  declare service_id: number;
  declare type_id: number;
  declare processing_costs: CreationOptional<CostMap | null>;
  declare service_costs: CreationOptional<CostMap | null>;
  declare agent_costs: CreationOptional<CostMap | null>;
  declare child_label: CreationOptional<string[] | null>;
  declare parent_label: CreationOptional<string | null>;
  declare charges: CreationOptional<Charge[] | null>;
  declare default_agent_id: CreationOptional<number | null>;
  declare status: CreationOptional<number>;
  declare enabled: CreationOptional<boolean>;
  declare late_enabled: CreationOptional<boolean>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare product?: NonAttribute<Product>;
  declare default_agent?: NonAttribute<User | null>;
  declare documents?: NonAttribute<ProductDocument[]>;

  static initModel(sequelize: Sequelize) {
    ProductService.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        product_id: { type: DataTypes.INTEGER, allowNull: false },
        service_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          validate: { isIn: [[SERVICE.SEARCH, SERVICE.APPLICATION, SERVICE.RENEWAL]] },
        },
        type_id: { type: DataTypes.INTEGER, allowNull: false, validate: { isIn: [Object.values(IP_TYPE)] } },
        processing_costs: json<CostMap>('processing_costs', { allowNull: true }),
        service_costs: json<CostMap>('service_costs', { allowNull: true }),
        agent_costs: json<CostMap>('agent_costs', { allowNull: true }),
        child_label: json<string[]>('child_label', { allowNull: true }),
        parent_label: { type: DataTypes.STRING(191), allowNull: true },
        charges: json<Charge[]>('charges', { allowNull: true }),
        default_agent_id: { type: DataTypes.INTEGER, allowNull: true },
        status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        late_enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'product_services', underscored: true },
    );
    return ProductService;
  }

  static associate() {
    ProductService.belongsTo(Product, { as: 'product', foreignKey: 'product_id' });
    ProductService.belongsTo(User, { as: 'default_agent', foreignKey: 'default_agent_id' });
    ProductService.hasMany(ProductDocument, { as: 'documents', foreignKey: 'product_service_id' });
  }
}
