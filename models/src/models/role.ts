import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { User } from './user';

/** `roles` — ids fixed by the spec (§2.30): 1 Super Admin, 2 Admin, 3 Agent, 4 Member, 5 Accountant. */
export class Role extends Model<InferAttributes<Role>, InferCreationAttributes<Role>> {
  declare id: number;
  declare name: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare users?: NonAttribute<User[]>;

  static initModel(sequelize: Sequelize) {
    Role.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: false },
        name: { type: DataTypes.STRING(32), allowNull: false },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'roles', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return Role;
  }

  static associate() {
    Role.hasMany(User, { foreignKey: 'role_id', as: 'users' });
  }
}
