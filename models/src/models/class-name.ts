import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** `class_names` — the 45 Nice classes (ids 1–45, fixed), names and descriptions in en/bm/cn. */
export class ClassName extends Model<InferAttributes<ClassName>, InferCreationAttributes<ClassName>> {
  declare id: number;
  declare name_en: string;
  declare name_bm: CreationOptional<string | null>;
  declare name_cn: CreationOptional<string | null>;
  declare description_en: CreationOptional<string | null>;
  declare description_bm: CreationOptional<string | null>;
  declare description_cn: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    ClassName.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: false, validate: { min: 1, max: 45 } },
        name_en: { type: DataTypes.STRING(191), allowNull: false },
        name_bm: { type: DataTypes.STRING(191), allowNull: true, defaultValue: null },
        name_cn: { type: DataTypes.STRING(191), allowNull: true, defaultValue: null },
        description_en: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
        description_bm: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
        description_cn: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'class_names', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return ClassName;
  }
}
