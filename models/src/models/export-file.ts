import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { EXPORT_STATUSES } from '../constants/index';
import { json } from './columns';
import { User } from './user';

export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** `exports` (§2.26): files produced by the export job; status 'processing' → 'success' | 'fail'; 'success' → 'expired' once the file is purged (ADR 037). */
export class ExportFile extends Model<InferAttributes<ExportFile>, InferCreationAttributes<ExportFile>> {
  declare id: CreationOptional<number>;
  declare filename: string;
  /** What was exported: 'ip', 'application', … */
  declare type: string;
  /** "created by"; NULL once that account is deleted. */
  declare user_id: CreationOptional<number | null>;
  declare fileurl: CreationOptional<string | null>;
  declare status: CreationOptional<ExportStatus>;
  /** The filters/sort the export was requested with. */
  declare params: CreationOptional<Record<string, unknown> | null>;
  declare error: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare user?: NonAttribute<User | null>;

  static initModel(sequelize: Sequelize) {
    ExportFile.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        filename: { type: DataTypes.STRING(255), allowNull: false },
        type: { type: DataTypes.STRING(32), allowNull: false },
        user_id: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        fileurl: { type: DataTypes.STRING(512), allowNull: true, defaultValue: null },
        status: {
          type: DataTypes.STRING(16),
          allowNull: false,
          defaultValue: 'processing',
          validate: { isIn: [[...EXPORT_STATUSES]] },
        },
        params: json('params', { allowNull: true, defaultValue: null }),
        error: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'exports', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return ExportFile;
  }

  static associate() {
    ExportFile.belongsTo(User, { foreignKey: 'user_id', as: 'user' });
  }
}
