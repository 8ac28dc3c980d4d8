import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { User } from './user';

/** `pre_registrations` (§2.3): an agent's pre-registration request, shown with its "submitted date". */
export class PreRegistration extends Model<InferAttributes<PreRegistration>, InferCreationAttributes<PreRegistration>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare email: string;
  declare contact: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  /** The agent account created from this pre-registration, if any. */
  declare user?: NonAttribute<User | null>;

  static initModel(sequelize: Sequelize) {
    PreRegistration.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        name: { type: DataTypes.STRING(191), allowNull: false },
        email: { type: DataTypes.STRING(191), allowNull: false },
        contact: { type: DataTypes.STRING(32), allowNull: false },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'pre_registrations', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return PreRegistration;
  }

  static associate() {
    PreRegistration.hasOne(User, { foreignKey: 'preregister_agent_id', as: 'user' });
  }
}
