import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sequelize } from 'sequelize';
import { createMigrator, migrateDownAll, migrateUp } from '../src/db/migrator';
import { createEmptyTestDatabase, type TestDatabase } from '../src/testing/index';
import { migrations } from './index';

/** Tables created by 0001 and 0002 (the accounts range); other ranges are checked generically. */
const ACCOUNT_TABLES = [
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
  'job_runs',
];

async function tables(sequelize: Sequelize): Promise<string[]> {
  const raw = (await sequelize.getQueryInterface().showAllTables()) as unknown[];
  return raw
    .map((t) => (typeof t === 'string' ? t : (t as { tableName: string }).tableName))
    .filter((t) => t !== 'sqlite_sequence')
    .sort();
}

async function applied(sequelize: Sequelize): Promise<string[]> {
  return (await createMigrator(sequelize).executed()).map((m) => m.name);
}

async function indexNames(sequelize: Sequelize, table: string): Promise<string[]> {
  const rows = (await sequelize.getQueryInterface().showIndex(table)) as { name: string }[];
  return rows.map((r) => r.name);
}

describe('migrations (all registered, current dialect)', () => {
  let db: TestDatabase;
  const names = migrations.map((m) => m.name);

  beforeAll(async () => {
    db = await createEmptyTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('have unique, ordered names', () => {
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(0, 2)).toEqual(['0001-reference-and-accounts', '0002-site-and-admin']);
    expect([...names].sort()).toEqual(names);
  });

  it('go up, down to 0 and up again with the same tables each time', async () => {
    expect(await migrateUp(db.sequelize)).toEqual(names);
    const first = await tables(db.sequelize);
    for (const table of ACCOUNT_TABLES) expect(first).toContain(table);
    expect(first).toContain('schema_migrations');
    expect(await applied(db.sequelize)).toEqual(names);

    expect(await migrateDownAll(db.sequelize)).toEqual([...names].reverse());
    expect(await tables(db.sequelize)).toEqual(['schema_migrations']);
    expect(await applied(db.sequelize)).toEqual([]);

    expect(await migrateUp(db.sequelize)).toEqual(names);
    expect(await tables(db.sequelize)).toEqual(first);
    expect(await applied(db.sequelize)).toEqual(names);
    // Nothing left to run.
    expect(await migrateUp(db.sequelize)).toEqual([]);
  });

  it('create the named indexes the lists rely on', async () => {
    expect(await indexNames(db.sequelize, 'users')).toEqual(
      expect.arrayContaining([
        'users_email_uq',
        'users_role_id_idx',
        'users_status_id_idx',
        'users_created_at_idx',
        'users_type_idx',
        'users_name_idx',
        'users_role_id_created_at_idx',
        'users_role_id_status_id_idx',
      ]),
    );
    expect(await indexNames(db.sequelize, 'login_attempts')).toContain('login_attempts_scope_key_created_at_idx');
    expect(await indexNames(db.sequelize, 'reports')).toEqual(
      expect.arrayContaining(['reports_ref_code_uq', 'reports_status_id_idx', 'reports_created_at_idx', 'reports_user_id_idx']),
    );
    expect(await indexNames(db.sequelize, 'audit_logs')).toEqual(
      expect.arrayContaining(['audit_logs_target_type_target_id_idx', 'audit_logs_action_idx']),
    );
    expect(await indexNames(db.sequelize, 'verification_tokens')).toContain('verification_tokens_token_hash_uq');
    expect(await indexNames(db.sequelize, 'password_resets')).toContain('password_resets_token_hash_uq');
  });

  it('give users every column of spec §2.1 (and no is_whitelist column)', async () => {
    const columns = Object.keys(await db.sequelize.getQueryInterface().describeTable('users'));
    expect(columns).toEqual(
      expect.arrayContaining([
        'id', 'name', 'company', 'email', 'password', 'contact', 'address_1', 'address_2', 'poscode', 'city',
        'state_id', 'country_id', 'type', 'role_id', 'status_id', 'last_login', 'commission_rate', 'meps_code',
        'bank_name', 'bank_acc', 'preregister_agent_id', 'email_verified_at', 'language', 'currency',
        'created_at', 'updated_at',
      ]),
    );
    expect(columns).not.toContain('is_whitelist');
    expect(columns).not.toContain('password_confirmation');
  });

  it('fill created_at/updated_at by default for raw inserts (seeders)', async () => {
    const qi = db.sequelize.getQueryInterface();
    await qi.bulkInsert('roles', [{ id: 1, name: 'Super Admin' }]);
    const [rows] = await db.sequelize.query('SELECT created_at, updated_at FROM roles WHERE id = 1');
    const row = (rows as { created_at: unknown; updated_at: unknown }[])[0];
    expect(row.created_at).toBeTruthy();
    expect(row.updated_at).toBeTruthy();
    await qi.bulkDelete('roles', {});
  });
});

describe('0035 — the workflow table replaces the stored status rules (ADR 031)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createEmptyTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  const columnsOf = async (table: string) => Object.keys(await db.sequelize.getQueryInterface().describeTable(table));

  it('drops application_statuses.frontend_rules keeping the rows, and down restores the flags as they were seeded', async () => {
    const migrator = createMigrator(db.sequelize);
    await migrator.up({ to: '0034-refund-charges' });
    await db.sequelize.getQueryInterface().bulkInsert('application_statuses', [
      { id: 3, name: 'Renewal Ordered', label: 'Pending Payment', frontend_rules: JSON.stringify({ payment: true }), sort_order: 10 },
      { id: 5, name: 'In Progress', label: 'In Progress', frontend_rules: JSON.stringify({ filed: true }), sort_order: 40 },
    ]);
    await migrator.up({ to: '0035-application-workflow-table' });
    expect(await columnsOf('application_statuses')).not.toContain('frontend_rules');
    const [rows] = await db.sequelize.query('SELECT id, name, label FROM application_statuses ORDER BY id');
    expect(rows).toEqual([
      { id: 3, name: 'Renewal Ordered', label: 'Pending Payment' },
      { id: 5, name: 'In Progress', label: 'In Progress' },
    ]);

    await migrator.down({ to: '0035-application-workflow-table' });
    expect(await columnsOf('application_statuses')).toContain('frontend_rules');
    const [restored] = (await db.sequelize.query('SELECT id, frontend_rules FROM application_statuses ORDER BY id')) as [{ id: number; frontend_rules: unknown }[], unknown];
    const rules = restored.map((r) => (typeof r.frontend_rules === 'string' ? JSON.parse(r.frontend_rules) : r.frontend_rules) as Record<string, boolean>);
    expect(Object.keys(rules[0]!)).toHaveLength(12);
    expect(Object.entries(rules[0]!).filter(([, on]) => on).map(([flag]) => flag)).toEqual(['payment']);
    expect(Object.entries(rules[1]!).filter(([, on]) => on).map(([flag]) => flag)).toEqual(['report_ready', 'filed', 'official_action', 'upload_sd', 'download_sd']);
    await migrator.up();
    expect(await columnsOf('application_statuses')).not.toContain('frontend_rules');
  });
});
