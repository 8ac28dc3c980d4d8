import type { MigrationModule } from '../src/db/migrator';

/**
 * 0037 — indexes for the console's application and search-request lists (issue 13, ADM-31..33,
 * ADM-39): the newest first within a service (searches, and the service filter), within a status
 * (the outcome filter, the history job list) and within an agent's work. 0011 already indexes
 * created_at, application_date, service_id, status_id and agent_id alone.
 */
const INDEXES: { name: string; fields: string[] }[] = [
  { name: 'applications_service_id_created_at_idx', fields: ['service_id', 'created_at'] },
  { name: 'applications_status_id_created_at_idx', fields: ['status_id', 'created_at'] },
  { name: 'applications_agent_id_created_at_idx', fields: ['agent_id', 'created_at'] },
];

export const migration: MigrationModule = {
  async up({ context: { queryInterface } }) {
    for (const { name, fields } of INDEXES) await queryInterface.addIndex('applications', fields, { name });
  },
  async down({ context: { queryInterface } }) {
    for (const { name } of [...INDEXES].reverse()) await queryInterface.removeIndex('applications', name);
  },
};
