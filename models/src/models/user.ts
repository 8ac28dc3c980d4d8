import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
  type Transaction,
} from 'sequelize';
import { CURRENCIES, LANGUAGES, USER_TYPES, type Currency, type Language, type UserType } from '../constants/index';
import { money } from './columns';
import { Country } from './country';
import { PreRegistration } from './pre-registration';
import { Report } from './report';
import { Role } from './role';
import { Session } from './session';
import { State } from './state';
import { UserStatus } from './user-status';

/** Lower-cased, trimmed e-mail: the form every e-mail column is stored and looked up in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * `users` (§2.1): customers (role 4), agents (3), accountants (5), admins (1, 2).
 * `is_whitelist` is derived from `whitelists` (see Whitelist.isWhitelisted), not a column.
 * `password` holds the bcrypt hash (NULL while an account awaits its first password) and is
 * left out of toJSON().
 */
export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare company: CreationOptional<string | null>;
  declare email: string;
  declare password: CreationOptional<string | null>;
  declare contact: CreationOptional<string | null>;
  declare address_1: CreationOptional<string | null>;
  declare address_2: CreationOptional<string | null>;
  declare poscode: CreationOptional<string | null>;
  declare city: CreationOptional<string | null>;
  declare state_id: CreationOptional<number | null>;
  declare country_id: CreationOptional<number | null>;
  declare type: CreationOptional<UserType | null>;
  declare role_id: number;
  declare status_id: CreationOptional<number>;
  declare last_login: CreationOptional<Date | null>;
  /** DECIMAL(5,2) as a string "12.50" (0–100), agents only. */
  declare commission_rate: CreationOptional<string | null>;
  declare meps_code: CreationOptional<string | null>;
  declare bank_name: CreationOptional<string | null>;
  declare bank_acc: CreationOptional<string | null>;
  /** ADR 055: where Send via PayPal pays the agent; null = the login e-mail. */
  declare paypal_email: CreationOptional<string | null>;
  declare preregister_agent_id: CreationOptional<number | null>;
  declare email_verified_at: CreationOptional<Date | null>;
  declare language: CreationOptional<Language>;
  declare currency: CreationOptional<Currency>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;

  declare role?: NonAttribute<Role>;
  declare status?: NonAttribute<UserStatus>;
  declare country?: NonAttribute<Country | null>;
  declare state?: NonAttribute<State | null>;
  declare pre_registration?: NonAttribute<PreRegistration | null>;
  declare sessions?: NonAttribute<Session[]>;
  declare reports?: NonAttribute<Report[]>;

  /** Finds a user by e-mail whatever its case or surrounding spaces. */
  static findByEmail(email: string, options: { transaction?: Transaction } = {}): Promise<User | null> {
    return User.findOne({ where: { email: normalizeEmail(email) }, transaction: options.transaction });
  }

  override toJSON(): Omit<InferAttributes<User>, 'password'> & Record<string, unknown> {
    const { password: _password, ...rest } = super.toJSON() as InferAttributes<User> & Record<string, unknown>;
    return rest;
  }

  static initModel(sequelize: Sequelize) {
    User.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        name: { type: DataTypes.STRING(191), allowNull: false },
        company: { type: DataTypes.STRING(191), allowNull: true, defaultValue: null },
        email: {
          type: DataTypes.STRING(191),
          allowNull: false,
          set(this: User, value: string) {
            this.setDataValue('email', typeof value === 'string' ? normalizeEmail(value) : value);
          },
        },
        password: { type: DataTypes.STRING(255), allowNull: true, defaultValue: null },
        contact: { type: DataTypes.STRING(32), allowNull: true, defaultValue: null },
        address_1: { type: DataTypes.STRING(191), allowNull: true, defaultValue: null },
        address_2: { type: DataTypes.STRING(191), allowNull: true, defaultValue: null },
        poscode: { type: DataTypes.STRING(16), allowNull: true, defaultValue: null },
        city: { type: DataTypes.STRING(100), allowNull: true, defaultValue: null },
        state_id: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        country_id: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        type: { type: DataTypes.STRING(16), allowNull: true, defaultValue: null, validate: { isIn: [[...USER_TYPES]] } },
        role_id: { type: DataTypes.INTEGER, allowNull: false },
        status_id: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        last_login: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        commission_rate: money('commission_rate', {
          type: DataTypes.DECIMAL(5, 2),
          allowNull: true,
          defaultValue: null,
          validate: { min: 0, max: 100 },
        }),
        meps_code: { type: DataTypes.STRING(64), allowNull: true, defaultValue: null },
        bank_name: { type: DataTypes.STRING(128), allowNull: true, defaultValue: null },
        bank_acc: { type: DataTypes.STRING(64), allowNull: true, defaultValue: null },
        paypal_email: { type: DataTypes.STRING(191), allowNull: true, defaultValue: null },
        preregister_agent_id: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
        email_verified_at: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
        language: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'en', validate: { isIn: [[...LANGUAGES]] } },
        currency: { type: DataTypes.STRING(3), allowNull: false, defaultValue: 'MYR', validate: { isIn: [[...CURRENCIES]] } },
        created_at: DataTypes.DATE,
        updated_at: DataTypes.DATE,
      },
      { sequelize, tableName: 'users', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' },
    );
    return User;
  }

  static associate() {
    User.belongsTo(Role, { foreignKey: 'role_id', as: 'role' });
    User.belongsTo(UserStatus, { foreignKey: 'status_id', as: 'status' });
    User.belongsTo(Country, { foreignKey: 'country_id', as: 'country' });
    User.belongsTo(State, { foreignKey: 'state_id', as: 'state' });
    User.belongsTo(PreRegistration, { foreignKey: 'preregister_agent_id', as: 'pre_registration' });
    User.hasMany(Session, { foreignKey: 'user_id', as: 'sessions' });
    User.hasMany(Report, { foreignKey: 'user_id', as: 'reports' });
  }
}
