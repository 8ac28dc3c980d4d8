import { DataTypes, type ModelAttributes, type QueryInterface, type Sequelize } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0001 — reference tables (roles, user statuses, countries, states, Nice classes), agent
 * pre-registrations, users, and everything that hangs off an account: sessions, e-mail
 * verification tokens, password resets, login attempts (rate limiting).
 *
 * Append-only: this file is frozen once shipped. Helpers are local on purpose so that a later
 * change elsewhere can never alter what this migration creates.
 */

type Columns = ModelAttributes;

const id = (): Columns[string] => ({ type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false });
/** Reference ids fixed by the specification (roles 1–5, statuses 0/1/2/4/5/999, classes 1–45). */
const fixedId = (): Columns[string] => ({ type: DataTypes.INTEGER, primaryKey: true, autoIncrement: false, allowNull: false });

function timestamps(sequelize: Sequelize): Columns {
  return {
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.literal('CURRENT_TIMESTAMP') },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.literal('CURRENT_TIMESTAMP') },
  };
}

function fk(
  table: string,
  options: { allowNull: boolean; onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT'; defaultValue?: number },
): Columns[string] {
  return {
    type: DataTypes.INTEGER,
    allowNull: options.allowNull,
    ...(options.defaultValue === undefined ? {} : { defaultValue: options.defaultValue }),
    references: { model: table, key: 'id' },
    onUpdate: 'CASCADE',
    onDelete: options.onDelete,
  };
}

async function index(qi: QueryInterface, table: string, fields: string[], unique = false): Promise<void> {
  await qi.addIndex(table, fields, { name: `${table}_${fields.join('_')}_${unique ? 'uq' : 'idx'}`, unique });
}

/** Creation order; down() drops in reverse. */
const TABLES = [
  'roles',
  'user_statuses',
  'countries',
  'states',
  'class_names',
  'pre_registrations',
  'users',
  'sessions',
  'verification_tokens',
  'password_resets',
  'login_attempts',
] as const;

export const up: MigrationModule['up'] = async ({ context: { queryInterface: qi, sequelize } }) => {
  await qi.createTable('roles', {
    id: fixedId(),
    name: { type: DataTypes.STRING(32), allowNull: false },
    ...timestamps(sequelize),
  });

  await qi.createTable('user_statuses', {
    id: fixedId(),
    name: { type: DataTypes.STRING(64), allowNull: false },
    ...timestamps(sequelize),
  });

  await qi.createTable('countries', {
    id: id(),
    name: { type: DataTypes.STRING(100), allowNull: false },
    iso2: { type: DataTypes.CHAR(2), allowNull: false },
    in_service: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    phone_code: { type: DataTypes.STRING(16), allowNull: true },
    ...timestamps(sequelize),
  });
  await index(qi, 'countries', ['iso2'], true);
  await index(qi, 'countries', ['in_service']);
  await index(qi, 'countries', ['name']);

  await qi.createTable('states', {
    id: id(),
    country_id: fk('countries', { allowNull: false, onDelete: 'CASCADE' }),
    name: { type: DataTypes.STRING(100), allowNull: false },
    ...timestamps(sequelize),
  });
  await index(qi, 'states', ['country_id']);
  await index(qi, 'states', ['name']);

  await qi.createTable('class_names', {
    id: fixedId(),
    name_en: { type: DataTypes.STRING(191), allowNull: false },
    name_bm: { type: DataTypes.STRING(191), allowNull: true },
    name_cn: { type: DataTypes.STRING(191), allowNull: true },
    description_en: { type: DataTypes.TEXT, allowNull: true },
    description_bm: { type: DataTypes.TEXT, allowNull: true },
    description_cn: { type: DataTypes.TEXT, allowNull: true },
    ...timestamps(sequelize),
  });

  await qi.createTable('pre_registrations', {
    id: id(),
    name: { type: DataTypes.STRING(191), allowNull: false },
    email: { type: DataTypes.STRING(191), allowNull: false },
    contact: { type: DataTypes.STRING(32), allowNull: false },
    ...timestamps(sequelize),
  });
  await index(qi, 'pre_registrations', ['email']);
  await index(qi, 'pre_registrations', ['created_at']);

  await qi.createTable('users', {
    id: id(),
    name: { type: DataTypes.STRING(191), allowNull: false },
    company: { type: DataTypes.STRING(191), allowNull: true },
    email: { type: DataTypes.STRING(191), allowNull: false },
    /** bcrypt hash; NULL while an account awaits its first password (status 5). */
    password: { type: DataTypes.STRING(255), allowNull: true },
    contact: { type: DataTypes.STRING(32), allowNull: true },
    address_1: { type: DataTypes.STRING(191), allowNull: true },
    address_2: { type: DataTypes.STRING(191), allowNull: true },
    poscode: { type: DataTypes.STRING(16), allowNull: true },
    city: { type: DataTypes.STRING(100), allowNull: true },
    state_id: fk('states', { allowNull: true, onDelete: 'SET NULL' }),
    country_id: fk('countries', { allowNull: true, onDelete: 'SET NULL' }),
    /** 'Agent' | 'Company' | 'Personal'; NULL for staff accounts. */
    type: { type: DataTypes.STRING(16), allowNull: true },
    role_id: fk('roles', { allowNull: false, onDelete: 'RESTRICT' }),
    status_id: fk('user_statuses', { allowNull: false, onDelete: 'RESTRICT', defaultValue: 0 }),
    last_login: { type: DataTypes.DATE, allowNull: true },
    commission_rate: { type: DataTypes.DECIMAL(5, 2), allowNull: true },
    meps_code: { type: DataTypes.STRING(64), allowNull: true },
    bank_name: { type: DataTypes.STRING(128), allowNull: true },
    bank_acc: { type: DataTypes.STRING(64), allowNull: true },
    preregister_agent_id: fk('pre_registrations', { allowNull: true, onDelete: 'SET NULL' }),
    email_verified_at: { type: DataTypes.DATE, allowNull: true },
    language: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'en' },
    currency: { type: DataTypes.STRING(3), allowNull: false, defaultValue: 'MYR' },
    ...timestamps(sequelize),
  });
  await index(qi, 'users', ['email'], true);
  await index(qi, 'users', ['role_id']);
  await index(qi, 'users', ['status_id']);
  await index(qi, 'users', ['created_at']);
  await index(qi, 'users', ['type']);
  await index(qi, 'users', ['name']);
  await index(qi, 'users', ['country_id']);

  await qi.createTable('sessions', {
    /** Random session id (or its SHA-256 hex), 64 characters. */
    id: { type: DataTypes.CHAR(64), primaryKey: true, allowNull: false },
    user_id: fk('users', { allowNull: false, onDelete: 'CASCADE' }),
    /** The original admin while impersonating (spec §2.27); the revert restores this user. */
    impersonator_id: fk('users', { allowNull: true, onDelete: 'CASCADE' }),
    /** Other session values (language, currency, stored role flag, flash). */
    data: { type: DataTypes.JSON, allowNull: true },
    ip_address: { type: DataTypes.STRING(45), allowNull: true },
    user_agent: { type: DataTypes.STRING(255), allowNull: true },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    last_seen_at: { type: DataTypes.DATE, allowNull: true },
    ...timestamps(sequelize),
  });
  await index(qi, 'sessions', ['user_id']);
  await index(qi, 'sessions', ['expires_at']);
  await index(qi, 'sessions', ['impersonator_id']);

  for (const table of ['verification_tokens', 'password_resets'] as const) {
    await qi.createTable(table, {
      id: id(),
      email: { type: DataTypes.STRING(191), allowNull: false },
      user_id: fk('users', { allowNull: false, onDelete: 'CASCADE' }),
      /** SHA-256 hex of the token sent by e-mail; the token itself is never stored. */
      token_hash: { type: DataTypes.CHAR(64), allowNull: false },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      used_at: { type: DataTypes.DATE, allowNull: true },
      ...timestamps(sequelize),
    });
    await index(qi, table, ['token_hash'], true);
    await index(qi, table, ['expires_at']);
    await index(qi, table, ['user_id']);
    await index(qi, table, ['email']);
  }

  await qi.createTable('login_attempts', {
    id: id(),
    /** 'login' | 'register' | 'forgot' | 'resend' | … */
    scope: { type: DataTypes.STRING(32), allowNull: false },
    /** What is limited: a lower-cased e-mail or an IP address. */
    key: { type: DataTypes.STRING(191), allowNull: false },
    succeeded: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.literal('CURRENT_TIMESTAMP') },
  });
  await index(qi, 'login_attempts', ['scope', 'key', 'created_at']);
  await index(qi, 'login_attempts', ['created_at']);
};

export const down: MigrationModule['down'] = async ({ context: { queryInterface: qi } }) => {
  for (const table of [...TABLES].reverse()) await qi.dropTable(table);
};
