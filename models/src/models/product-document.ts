import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { ProductService } from './product-service';

/** A document template of a product service (table `documents`; the SD template of G-53). */
export class ProductDocument extends Model<InferAttributes<ProductDocument>, InferCreationAttributes<ProductDocument>> {
  declare id: CreationOptional<number>;
  declare product_service_id: number;
  declare title: string;
  declare body: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare product_service?: NonAttribute<ProductService>;

  static initModel(sequelize: Sequelize) {
    ProductDocument.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        product_service_id: { type: DataTypes.INTEGER, allowNull: false },
        title: { type: DataTypes.STRING(191), allowNull: false, validate: { notEmpty: true } },
        body: { type: DataTypes.TEXT, allowNull: false },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'documents', underscored: true },
    );
    return ProductDocument;
  }

  static associate() {
    ProductDocument.belongsTo(ProductService, { as: 'product_service', foreignKey: 'product_service_id' });
  }
}
