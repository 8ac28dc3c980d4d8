import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { User } from './user';

/** `user_statuses` — ids fixed by the spec (§2.30): 0, 1, 2, 4, 5, 999. */
export class UserStatus extends Model<InferAttributes<UserStatus>, InferCreationAttributes<UserStatus>> {
  declare id: number;
  declare name: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare users?: NonAttribute<User[]>;

  static initModel(sequelize: Sequelize) {
    UserStatus.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: false },
        name: { type: DataTypes.STRING(64), allowNull: false },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'user_statuses', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return UserStatus;
  }

  static associate() {
    UserStatus.hasMany(User, { foreignKey: 'status_id', as: 'users' });
  }
}
