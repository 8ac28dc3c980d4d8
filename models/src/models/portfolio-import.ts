import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { json } from './columns';

export type PortfolioImportStatus = 'preview' | 'confirmed';

/** `portfolio_imports` (issue 18, ADR 075): a customer's checked spreadsheet, kept under a random token until confirmed or expired. */
export class PortfolioImport extends Model<InferAttributes<PortfolioImport>, InferCreationAttributes<PortfolioImport>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare token: string;
  declare file_name: string;
  declare status: CreationOptional<PortfolioImportStatus>;
  /** The checked rows (domain/portfolio-import: StoredImportRow[]). */
  declare rows: unknown;
  declare total_rows: number;
  declare valid_rows: number;
  declare error_rows: number;
  declare duplicate_rows: number;
  declare created_count: CreationOptional<number | null>;
  declare expires_at: Date;
  declare confirmed_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    PortfolioImport.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        user_id: { type: DataTypes.INTEGER, allowNull: false },
        token: { type: DataTypes.STRING(64), allowNull: false },
        file_name: { type: DataTypes.STRING(191), allowNull: false },
        status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'preview' },
        rows: json('rows', { allowNull: false }),
        total_rows: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        valid_rows: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        error_rows: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        duplicate_rows: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        created_count: { type: DataTypes.INTEGER, allowNull: true },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        confirmed_at: { type: DataTypes.DATE, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'portfolio_imports', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return PortfolioImport;
  }
}
