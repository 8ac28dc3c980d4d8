import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { State } from './state';
import { User } from './user';

/** `countries` (§2.4). Ids are stable (42 and 110 carry special pricing rules), set by the seeder. */
export class Country extends Model<InferAttributes<Country>, InferCreationAttributes<Country>> {
  declare id: CreationOptional<number>;
  declare name: string;
  /** ISO 3166-1 alpha-2, upper case. */
  declare iso2: string;
  declare in_service: CreationOptional<boolean>;
  declare phone_code: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare states?: NonAttribute<State[]>;
  declare users?: NonAttribute<User[]>;

  static initModel(sequelize: Sequelize) {
    Country.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        name: { type: DataTypes.STRING(100), allowNull: false },
        iso2: {
          type: DataTypes.CHAR(2),
          allowNull: false,
          validate: { len: [2, 2] },
          set(this: Country, value: string) {
            this.setDataValue('iso2', typeof value === 'string' ? value.trim().toUpperCase() : value);
          },
        },
        in_service: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        phone_code: { type: DataTypes.STRING(16), allowNull: true, defaultValue: null },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'countries', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return Country;
  }

  static associate() {
    Country.hasMany(State, { foreignKey: 'country_id', as: 'states' });
    Country.hasMany(User, { foreignKey: 'country_id', as: 'users' });
  }
}
