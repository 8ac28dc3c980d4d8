import type { MigrationModule } from '../src/db/migrator';

/**
 * 0040 — the customer's IP list on the dashboard (POR.b, ADR 040): the list reads one owner's active
 * records (user_id, status) and sorts them by date added, name or expiry date; each sort has its index
 * after the owner's columns. The type, country and class filters narrow within the owner's rows, and
 * the latest application's status is read through applications.ip_id (indexed, 0011).
 */
const INDEXES = [
  { name: 'ips_user_id_status_created_at_idx', fields: ['user_id', 'status', 'created_at'] },
  { name: 'ips_user_id_status_application_name_idx', fields: ['user_id', 'status', 'application_name'] },
  { name: 'ips_user_id_status_expiry_date_idx', fields: ['user_id', 'status', 'expiry_date'] },
];

export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    for (const { name, fields } of INDEXES) await qi.addIndex('ips', fields, { name });
  },
  async down({ context: { queryInterface: qi } }) {
    for (const { name } of INDEXES) await qi.removeIndex('ips', name);
  },
};
