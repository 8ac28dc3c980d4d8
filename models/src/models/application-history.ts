import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';
import { Application } from './application';
import { json } from './columns';
import { User } from './user';

/** One step of an application's history: message, optional file, and the actor (§2.10, G-02). */
export class ApplicationHistory extends Model<InferAttributes<ApplicationHistory>, InferCreationAttributes<ApplicationHistory>> {
  declare id: CreationOptional<number>;
  declare application_id: number;
  /** The English text (or free text typed by a person). */
  declare message: string;
  /** ADR 032: the catalogue key the timeline translates into the reader's language, and its values; null for free text. */
  declare message_key: CreationOptional<string | null>;
  declare message_params: CreationOptional<Record<string, string | number> | null>;
  declare file: CreationOptional<string | null>;
  declare user_id: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare application?: NonAttribute<Application>;
  declare user?: NonAttribute<User | null>;

  static initModel(sequelize: Sequelize) {
    ApplicationHistory.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        application_id: { type: DataTypes.INTEGER, allowNull: false },
        message: { type: DataTypes.TEXT, allowNull: false },
        message_key: { type: DataTypes.STRING(128), allowNull: true },
        message_params: json<Record<string, string | number>>('message_params', { allowNull: true }),
        file: { type: DataTypes.STRING(255), allowNull: true },
        user_id: { type: DataTypes.INTEGER, allowNull: true },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'application_histories', underscored: true },
    );
    return ApplicationHistory;
  }

  static associate() {
    ApplicationHistory.belongsTo(Application, { as: 'application', foreignKey: 'application_id' });
    ApplicationHistory.belongsTo(User, { as: 'user', foreignKey: 'user_id' });
  }
}
