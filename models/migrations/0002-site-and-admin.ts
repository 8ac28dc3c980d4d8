import { DataTypes, type ModelAttributes, type QueryInterface, type Sequelize } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0002 — site and administration tables: configuration, whitelist, currency rates, news,
 * broadcast e-mails, reports (feedback) with attachments and replies, contact messages, export
 * files, the audit of sent mail, the audit log, and job locks (one instance runs a scheduled job).
 *
 * Append-only: this file is frozen once shipped; its helpers are local on purpose.
 */

type Columns = ModelAttributes;

const id = (): Columns[string] => ({ type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false });

function timestamps(sequelize: Sequelize): Columns {
  return {
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.literal('CURRENT_TIMESTAMP') },
    updated_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.literal('CURRENT_TIMESTAMP') },
  };
}

function fk(table: string, options: { allowNull: boolean; onDelete: 'CASCADE' | 'SET NULL' | 'RESTRICT' }): Columns[string] {
  return {
    type: DataTypes.INTEGER,
    allowNull: options.allowNull,
    references: { model: table, key: 'id' },
    onUpdate: 'CASCADE',
    onDelete: options.onDelete,
  };
}

/** MEDIUMTEXT on MySQL/MariaDB; SQLite has a single TEXT type (and warns about options). */
function mediumText(sequelize: Sequelize) {
  return sequelize.getDialect() === 'sqlite' ? DataTypes.TEXT : DataTypes.TEXT('medium');
}

async function index(qi: QueryInterface, table: string, fields: string[], unique = false): Promise<void> {
  await qi.addIndex(table, fields, { name: `${table}_${fields.join('_')}_${unique ? 'uq' : 'idx'}`, unique });
}

/** Creation order; down() drops in reverse. */
const TABLES = [
  'configurations',
  'whitelists',
  'currency_rates',
  'news',
  'emails',
  'reports',
  'report_attachments',
  'report_messages',
  'contact_messages',
  'exports',
  'audit_mails',
  'audit_logs',
  'job_locks',
] as const;

export const up: MigrationModule['up'] = async ({ context: { queryInterface: qi, sequelize } }) => {
  await qi.createTable('configurations', {
    id: id(),
    key: { type: DataTypes.STRING(100), allowNull: false },
    /** JSON-encoded value (a string, number, object…). */
    value: { type: DataTypes.TEXT, allowNull: true },
    /** Secrets (provider keys) are encrypted at rest and never sent back to the console. */
    is_secret: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    ...timestamps(sequelize),
  });
  await index(qi, 'configurations', ['key'], true);

  await qi.createTable('whitelists', {
    id: id(),
    email: { type: DataTypes.STRING(191), allowNull: false },
    ...timestamps(sequelize),
  });
  await index(qi, 'whitelists', ['email'], true);
  await index(qi, 'whitelists', ['created_at']);

  await qi.createTable('currency_rates', {
    id: id(),
    currency: { type: DataTypes.CHAR(3), allowNull: false },
    /** Units of `currency` per one unit of `base`. */
    rate: { type: DataTypes.DECIMAL(18, 8), allowNull: false },
    base: { type: DataTypes.CHAR(3), allowNull: false, defaultValue: 'USD' },
    fetched_at: { type: DataTypes.DATE, allowNull: false },
    ...timestamps(sequelize),
  });
  await index(qi, 'currency_rates', ['currency'], true);

  await qi.createTable('news', {
    id: id(),
    title: { type: DataTypes.STRING(191), allowNull: false },
    content: { type: mediumText(sequelize), allowNull: false },
    /** 1 Active, 0 Inactive. */
    status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    /** Stored image paths: ["news/…png", …]. */
    images: { type: DataTypes.JSON, allowNull: true },
    publish_date: { type: DataTypes.DATE, allowNull: false },
    created_by: fk('users', { allowNull: true, onDelete: 'SET NULL' }),
    ...timestamps(sequelize),
  });
  await index(qi, 'news', ['status']);
  await index(qi, 'news', ['publish_date']);
  await index(qi, 'news', ['created_at']);
  await index(qi, 'news', ['created_by']);

  await qi.createTable('emails', {
    id: id(),
    title: { type: DataTypes.STRING(191), allowNull: false },
    message: { type: mediumText(sequelize), allowNull: false },
    html_file: { type: DataTypes.STRING(255), allowNull: true },
    /** 1 Active, 0 Inactive. */
    status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    publish_date: { type: DataTypes.DATE, allowNull: false },
    /** [{id, email}] */
    receiver: { type: DataTypes.JSON, allowNull: true },
    /** Stored attachment paths. */
    attachments: { type: DataTypes.JSON, allowNull: true },
    /** Set by the broadcast worker once sent; a NULL row with publish_date <= now is due. */
    sent_at: { type: DataTypes.DATE, allowNull: true },
    created_by: fk('users', { allowNull: true, onDelete: 'SET NULL' }),
    ...timestamps(sequelize),
  });
  await index(qi, 'emails', ['status']);
  await index(qi, 'emails', ['publish_date']);
  await index(qi, 'emails', ['created_at']);
  await index(qi, 'emails', ['sent_at', 'publish_date']);

  await qi.createTable('reports', {
    id: id(),
    ref_code: { type: DataTypes.STRING(32), allowNull: false },
    user_id: fk('users', { allowNull: false, onDelete: 'RESTRICT' }),
    title: { type: DataTypes.STRING(191), allowNull: false },
    message: { type: DataTypes.TEXT, allowNull: false },
    /** 0 Pending, 1 Solved. */
    status_id: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    is_read: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    ...timestamps(sequelize),
  });
  await index(qi, 'reports', ['ref_code'], true);
  await index(qi, 'reports', ['status_id']);
  await index(qi, 'reports', ['created_at']);
  await index(qi, 'reports', ['user_id']);

  await qi.createTable('report_attachments', {
    id: id(),
    report_id: fk('reports', { allowNull: false, onDelete: 'CASCADE' }),
    path: { type: DataTypes.STRING(255), allowNull: false },
    original_name: { type: DataTypes.STRING(255), allowNull: true },
    mime: { type: DataTypes.STRING(100), allowNull: true },
    ...timestamps(sequelize),
  });
  await index(qi, 'report_attachments', ['report_id']);

  await qi.createTable('report_messages', {
    id: id(),
    report_id: fk('reports', { allowNull: false, onDelete: 'CASCADE' }),
    user_id: fk('users', { allowNull: true, onDelete: 'SET NULL' }),
    title: { type: DataTypes.STRING(191), allowNull: true },
    message: { type: DataTypes.TEXT, allowNull: false },
    ...timestamps(sequelize),
  });
  await index(qi, 'report_messages', ['report_id']);
  await index(qi, 'report_messages', ['user_id']);

  await qi.createTable('contact_messages', {
    id: id(),
    name: { type: DataTypes.STRING(191), allowNull: false },
    email: { type: DataTypes.STRING(191), allowNull: false },
    message: { type: DataTypes.TEXT, allowNull: false },
    ip_address: { type: DataTypes.STRING(45), allowNull: true },
    emailed_at: { type: DataTypes.DATE, allowNull: true },
    ...timestamps(sequelize),
  });
  await index(qi, 'contact_messages', ['created_at']);

  await qi.createTable('exports', {
    id: id(),
    filename: { type: DataTypes.STRING(255), allowNull: false },
    /** What was exported: 'ip', 'application', 'user', … */
    type: { type: DataTypes.STRING(32), allowNull: false },
    user_id: fk('users', { allowNull: true, onDelete: 'SET NULL' }),
    /** Storage path/URL of the finished file; NULL while processing or after a failure. */
    fileurl: { type: DataTypes.STRING(512), allowNull: true },
    /** 'processing' | 'success' | 'fail' */
    status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'processing' },
    /** The filters/sort the export was requested with, so the worker can rebuild the list. */
    params: { type: DataTypes.JSON, allowNull: true },
    error: { type: DataTypes.TEXT, allowNull: true },
    ...timestamps(sequelize),
  });
  await index(qi, 'exports', ['user_id']);
  await index(qi, 'exports', ['status']);
  await index(qi, 'exports', ['created_at']);

  await qi.createTable('audit_mails', {
    id: id(),
    reference: { type: DataTypes.STRING(64), allowNull: true },
    user_email: { type: DataTypes.STRING(191), allowNull: false },
    subject: { type: DataTypes.STRING(255), allowNull: true },
    /** 1 delivered, 0 failed (2 queued/sending, proposal). */
    status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    /** Mail class / template family name shown in the console. */
    mailable_type: { type: DataTypes.STRING(100), allowNull: true },
    template: { type: DataTypes.STRING(100), allowNull: false },
    language: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'en' },
    /** Everything needed to render and send it again (resend). */
    payload: { type: DataTypes.JSON, allowNull: true },
    error: { type: DataTypes.TEXT, allowNull: true },
    sent_at: { type: DataTypes.DATE, allowNull: true },
    ...timestamps(sequelize),
  });
  await index(qi, 'audit_mails', ['status']);
  await index(qi, 'audit_mails', ['created_at']);
  await index(qi, 'audit_mails', ['user_email']);
  await index(qi, 'audit_mails', ['reference']);

  await qi.createTable('audit_logs', {
    id: id(),
    actor_id: fk('users', { allowNull: true, onDelete: 'SET NULL' }),
    impersonator_id: fk('users', { allowNull: true, onDelete: 'SET NULL' }),
    action: { type: DataTypes.STRING(64), allowNull: false },
    target_type: { type: DataTypes.STRING(64), allowNull: true },
    target_id: { type: DataTypes.STRING(64), allowNull: true },
    before: { type: DataTypes.JSON, allowNull: true },
    after: { type: DataTypes.JSON, allowNull: true },
    ip_address: { type: DataTypes.STRING(45), allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false, defaultValue: sequelize.literal('CURRENT_TIMESTAMP') },
  });
  await index(qi, 'audit_logs', ['actor_id']);
  await index(qi, 'audit_logs', ['action']);
  await index(qi, 'audit_logs', ['created_at']);
  await index(qi, 'audit_logs', ['target_type', 'target_id']);
  await index(qi, 'audit_logs', ['impersonator_id']);

  await qi.createTable('job_locks', {
    name: { type: DataTypes.STRING(100), primaryKey: true, allowNull: false },
    /** The lock is held while locked_until > now; a crashed holder frees it by expiry. */
    locked_until: { type: DataTypes.DATE, allowNull: false },
    owner: { type: DataTypes.STRING(191), allowNull: true },
    last_started_at: { type: DataTypes.DATE, allowNull: true },
    last_finished_at: { type: DataTypes.DATE, allowNull: true },
  });
};

export const down: MigrationModule['down'] = async ({ context: { queryInterface: qi } }) => {
  for (const table of [...TABLES].reverse()) await qi.dropTable(table);
};
