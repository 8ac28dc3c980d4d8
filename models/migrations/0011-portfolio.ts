import { DataTypes, type ModelAttributeColumnOptions, type Sequelize } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0011 portfolio and applications: application statuses (fixed ids), IP records, applications
 * and their children: classifications, partners, history, opposition steps, files
 * (§2.7–§2.11, §2.17, §2.18).
 *
 * Helpers are local so this migration never changes when a later one does.
 */
type OnDelete = 'CASCADE' | 'SET NULL' | 'RESTRICT';

const pk = (): ModelAttributeColumnOptions => ({ type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false });
const fk = (table: string, onDelete: OnDelete, allowNull = false): ModelAttributeColumnOptions => ({
  type: DataTypes.INTEGER,
  allowNull,
  references: { model: table, key: 'id' },
  onUpdate: 'CASCADE',
  onDelete,
});
const nullableMoney = (): ModelAttributeColumnOptions => ({ type: DataTypes.DECIMAL(12, 2), allowNull: true });
const flag = (defaultValue: boolean): ModelAttributeColumnOptions => ({ type: DataTypes.BOOLEAN, allowNull: false, defaultValue });
const int = (allowNull: boolean, defaultValue?: number): ModelAttributeColumnOptions =>
  defaultValue === undefined ? { type: DataTypes.INTEGER, allowNull } : { type: DataTypes.INTEGER, allowNull, defaultValue };
const str = (length: number, allowNull = true): ModelAttributeColumnOptions => ({ type: DataTypes.STRING(length), allowNull });
const date = (): ModelAttributeColumnOptions => ({ type: DataTypes.DATE, allowNull: true });
const day = (allowNull = true): ModelAttributeColumnOptions => ({ type: DataTypes.DATEONLY, allowNull });
const timestamps = (sequelize: Sequelize) => ({
  created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.literal('CURRENT_TIMESTAMP') },
  updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.literal('CURRENT_TIMESTAMP') },
});

export const portfolioMigration: MigrationModule = {
  async up({ context: { queryInterface: qi, sequelize } }) {
    await qi.createTable('application_statuses', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: false, allowNull: false },
      name: str(64, false),
      label: str(64, false),
      frontend_rules: { type: DataTypes.JSON, allowNull: true },
      sort_order: int(false, 0),
      ...timestamps(sequelize),
    });

    await qi.createTable('ips', {
      id: pk(),
      user_id: fk('users', 'RESTRICT'),
      type_id: int(false),
      country_id: fk('countries', 'RESTRICT'),
      model_type: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'ip' },
      filing_no: str(64),
      application_no: str(64),
      grant_no: str(64),
      filing_date: day(),
      grant_date: day(),
      expiry_date: day(),
      application_name: str(191),
      multiclass_no: int(true),
      multiclass_name: { type: DataTypes.TEXT, allowNull: true },
      latest_application_year_granted: str(32),
      path: str(255),
      is_english_only: flag(false),
      is_read: flag(false),
      status: int(false, 1),
      fee: nullableMoney(),
      fee_type: str(32),
      agent_cost: nullableMoney(),
      selected_years: { type: DataTypes.JSON, allowNull: true },
      description: { type: DataTypes.TEXT, allowNull: true },
      ...timestamps(sequelize),
    });
    const ipIndexes: [string, string[]][] = [
      ['ips_type_id_country_id_filing_no_idx', ['type_id', 'country_id', 'filing_no']],
      ['ips_type_id_country_id_application_no_idx', ['type_id', 'country_id', 'application_no']],
      ['ips_type_id_country_id_grant_no_idx', ['type_id', 'country_id', 'grant_no']],
      ['ips_user_id_status_idx', ['user_id', 'status']],
      ['ips_type_id_idx', ['type_id']],
      ['ips_country_id_idx', ['country_id']],
      ['ips_multiclass_no_idx', ['multiclass_no']],
      ['ips_expiry_date_idx', ['expiry_date']],
      ['ips_created_at_idx', ['created_at']],
      ['ips_application_name_idx', ['application_name']],
    ];
    for (const [name, fields] of ipIndexes) await qi.addIndex('ips', { name, fields });

    await qi.createTable('applications', {
      id: pk(),
      reference: str(32, false),
      application_date: day(false),
      service_id: int(false),
      type_id: int(false),
      status_id: fk('application_statuses', 'RESTRICT', true),
      user_id: fk('users', 'RESTRICT'),
      agent_id: fk('users', 'SET NULL', true),
      ip_id: fk('ips', 'RESTRICT'),
      model_type: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'ip' },
      rating: int(true),
      review: { type: DataTypes.TEXT, allowNull: true },
      is_anonymous: flag(false),
      acknowledge: flag(false),
      is_read: flag(false),
      extra: { type: DataTypes.JSON, allowNull: true },
      validation_asset: str(255),
      certificate_ready_at: date(),
      delivered_at: date(),
      completed_at: date(),
      rated_at: date(),
      ...timestamps(sequelize),
    });
    await qi.addIndex('applications', { name: 'applications_reference_uq', fields: ['reference'], unique: true });
    const applicationIndexes: [string, string[]][] = [
      ['applications_user_id_idx', ['user_id']],
      ['applications_user_id_created_at_idx', ['user_id', 'created_at']],
      ['applications_agent_id_idx', ['agent_id']],
      ['applications_status_id_idx', ['status_id']],
      ['applications_service_id_idx', ['service_id']],
      ['applications_type_id_idx', ['type_id']],
      ['applications_application_date_idx', ['application_date']],
      ['applications_created_at_idx', ['created_at']],
      ['applications_ip_id_idx', ['ip_id']],
      ['applications_agent_id_status_id_idx', ['agent_id', 'status_id']],
      ['applications_rated_at_idx', ['rated_at']],
    ];
    for (const [name, fields] of applicationIndexes) await qi.addIndex('applications', { name, fields });

    await qi.createTable('classifications', {
      id: pk(),
      ip_id: fk('ips', 'CASCADE', true),
      application_id: fk('applications', 'CASCADE', true),
      class_no: int(true),
      term: str(255, false),
      goods: { type: DataTypes.TEXT, allowNull: false },
      ...timestamps(sequelize),
    });
    await qi.addIndex('classifications', { name: 'classifications_ip_id_idx', fields: ['ip_id'] });
    await qi.addIndex('classifications', { name: 'classifications_application_id_idx', fields: ['application_id'] });

    await qi.createTable('partners', {
      id: pk(),
      application_id: fk('applications', 'CASCADE'),
      name: str(191, false),
      ...timestamps(sequelize),
    });
    await qi.addIndex('partners', { name: 'partners_application_id_idx', fields: ['application_id'] });

    await qi.createTable('application_histories', {
      id: pk(),
      application_id: fk('applications', 'CASCADE'),
      message: { type: DataTypes.TEXT, allowNull: false },
      file: str(255),
      user_id: fk('users', 'SET NULL', true),
      ...timestamps(sequelize),
    });
    await qi.addIndex('application_histories', {
      name: 'application_histories_application_id_created_at_idx',
      fields: ['application_id', 'created_at'],
    });
    await qi.addIndex('application_histories', { name: 'application_histories_user_id_idx', fields: ['user_id'] });

    await qi.createTable('opposition_steps', {
      id: pk(),
      application_id: fk('applications', 'CASCADE'),
      status: str(191, false),
      file: str(255),
      ...timestamps(sequelize),
    });
    await qi.addIndex('opposition_steps', { name: 'opposition_steps_application_id_idx', fields: ['application_id'] });

    await qi.createTable('files', {
      id: pk(),
      application_id: fk('applications', 'CASCADE'),
      description: str(255),
      filename: str(255, false),
      path: str(255, false),
      mime: str(128),
      size: int(true),
      status_id: int(false, 1),
      is_hidden: flag(false),
      uploaded_by: fk('users', 'SET NULL', true),
      ...timestamps(sequelize),
    });
    await qi.addIndex('files', { name: 'files_application_id_idx', fields: ['application_id'] });
    await qi.addIndex('files', { name: 'files_uploaded_by_idx', fields: ['uploaded_by'] });
  },

  async down({ context: { queryInterface: qi } }) {
    await qi.dropTable('files');
    await qi.dropTable('opposition_steps');
    await qi.dropTable('application_histories');
    await qi.dropTable('partners');
    await qi.dropTable('classifications');
    await qi.dropTable('applications');
    await qi.dropTable('ips');
    await qi.dropTable('application_statuses');
  },
};
