import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { FILE_STATUS } from '../constants/index';
import { Application } from './application';
import { User } from './user';

/**
 * A file of an application (table `files`, §2.18). status_id 0 hidden (restorable), 1 visible,
 * 2 not changeable; `path` is the storage key, never a public URL (G-45).
 */
export class ApplicationFile extends Model<InferAttributes<ApplicationFile>, InferCreationAttributes<ApplicationFile>> {
  declare id: CreationOptional<number>;
  declare application_id: number;
  declare description: CreationOptional<string | null>;
  declare filename: string;
  declare path: string;
  declare mime: CreationOptional<string | null>;
  declare size: CreationOptional<number | null>;
  declare status_id: CreationOptional<number>;
  declare is_hidden: CreationOptional<boolean>;
  declare uploaded_by: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare application?: NonAttribute<Application>;
  declare uploader?: NonAttribute<User | null>;

  static initModel(sequelize: Sequelize) {
    ApplicationFile.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        application_id: { type: DataTypes.INTEGER, allowNull: false },
        description: { type: DataTypes.STRING(255), allowNull: true },
        filename: { type: DataTypes.STRING(255), allowNull: false },
        path: { type: DataTypes.STRING(255), allowNull: false },
        mime: { type: DataTypes.STRING(128), allowNull: true },
        size: { type: DataTypes.INTEGER, allowNull: true, validate: { min: 0 } },
        status_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          defaultValue: FILE_STATUS.VISIBLE,
          validate: { isIn: [Object.values(FILE_STATUS)] },
        },
        is_hidden: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        uploaded_by: { type: DataTypes.INTEGER, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'files', underscored: true },
    );
    return ApplicationFile;
  }

  static associate() {
    ApplicationFile.belongsTo(Application, { as: 'application', foreignKey: 'application_id' });
    ApplicationFile.belongsTo(User, { as: 'uploader', foreignKey: 'uploaded_by' });
  }
}
