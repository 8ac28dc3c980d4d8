import type { MigrationModule } from '../src/db/migrator';

/**
 * 0024 — indexes for the sidebar notification dots (ACL-15, G-58, models/src/domain/account/
 * notification-summary.ts). Each dot is one COUNT on every page load, so each has an index that
 * matches its filter: unread reported issues, an agent's unread jobs, a customer's applications by
 * status. users.preregister_agent_id (open pre-registrations) already has the foreign key's index on
 * MySQL / MariaDB; SQLite gets one here.
 */
const INDEXES: { table: string; name: string; fields: string[]; sqliteOnly?: boolean }[] = [
  { table: 'reports', name: 'reports_is_read_idx', fields: ['is_read'] },
  { table: 'applications', name: 'applications_agent_id_is_read_idx', fields: ['agent_id', 'is_read'] },
  { table: 'applications', name: 'applications_user_id_status_id_idx', fields: ['user_id', 'status_id'] },
  { table: 'users', name: 'users_preregister_agent_id_idx', fields: ['preregister_agent_id'], sqliteOnly: true },
];

export const migration: MigrationModule = {
  async up({ context: { queryInterface, sequelize } }) {
    const sqlite = sequelize.getDialect() === 'sqlite';
    for (const { table, name, fields, sqliteOnly } of INDEXES) {
      if (!sqliteOnly || sqlite) await queryInterface.addIndex(table, fields, { name });
    }
  },
  async down({ context: { queryInterface, sequelize } }) {
    const sqlite = sequelize.getDialect() === 'sqlite';
    for (const { table, name, sqliteOnly } of [...INDEXES].reverse()) {
      if (!sqliteOnly || sqlite) await queryInterface.removeIndex(table, name);
    }
  },
};
