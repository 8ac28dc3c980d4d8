import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { json } from './columns';
import { User } from './user';

/** `news` (§2.24): HTML news items; status 1 Active, 0 Inactive; images are stored file paths. */
export class News extends Model<InferAttributes<News>, InferCreationAttributes<News>> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare content: string;
  declare status: CreationOptional<number>;
  declare images: CreationOptional<string[] | null>;
  declare publish_date: Date;
  declare created_by: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare creator?: NonAttribute<User | null>;

  static initModel(sequelize: Sequelize) {
    News.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        title: { type: DataTypes.STRING(191), allowNull: false },
        content: { type: DataTypes.TEXT, allowNull: false },
        status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1, validate: { isIn: [[0, 1]] } },
        images: json('images', { allowNull: true, defaultValue: null }),
        publish_date: { type: DataTypes.DATE, allowNull: false },
        created_by: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'news', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return News;
  }

  static associate() {
    News.belongsTo(User, { foreignKey: 'created_by', as: 'creator' });
  }
}
