import type { MigrationModule } from '../src/db/migrator';

/**
 * 0020 — composite indexes for the console's user tables (customers, agents, accountants): every
 * list filters by role and sorts by creation date or filters by status, so deep pages stay fast
 * as the table grows (DESIGN §6).
 */
const INDEXES: { name: string; fields: string[] }[] = [
  { name: 'users_role_id_created_at_idx', fields: ['role_id', 'created_at'] },
  { name: 'users_role_id_status_id_idx', fields: ['role_id', 'status_id'] },
];

export const migration: MigrationModule = {
  async up({ context: { queryInterface } }) {
    for (const { name, fields } of INDEXES) await queryInterface.addIndex('users', fields, { name });
  },
  async down({ context: { queryInterface } }) {
    for (const { name } of [...INDEXES].reverse()) await queryInterface.removeIndex('users', name);
  },
};
