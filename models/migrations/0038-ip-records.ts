import { DataTypes } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0038 — IP records in the console (issue 13, ADM.d, G-31):
 * - `ips.renewal_notification_at`: the Renewal Notification label (G-31) is a label on the IP record,
 *   not an application status. Set by staff or the assigned agent ('Set Renewal Notification') on an IP
 *   whose latest application is Completed; cleared when a new renewal of that IP is ordered. NULL = no label.
 * - Indexes for the staff lists (trademark / patent): every list filters on model_type + type_id and
 *   sorts on created_at by default; the status filter (ADM-24) reads each IP's latest application by
 *   (ip_id, id); the export queue picks the oldest processing export by (status, id).
 */
const INDEXES: { table: string; name: string; fields: string[] }[] = [
  { table: 'ips', name: 'ips_model_type_type_id_created_at_idx', fields: ['model_type', 'type_id', 'created_at'] },
  { table: 'ips', name: 'ips_model_type_type_id_status_idx', fields: ['model_type', 'type_id', 'status'] },
  { table: 'ips', name: 'ips_renewal_notification_at_idx', fields: ['renewal_notification_at'] },
  { table: 'applications', name: 'applications_ip_id_id_idx', fields: ['ip_id', 'id'] },
  { table: 'exports', name: 'exports_status_id_idx', fields: ['status', 'id'] },
];

export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await qi.addColumn('ips', 'renewal_notification_at', { type: DataTypes.DATE, allowNull: true });
    for (const { table, name, fields } of INDEXES) await qi.addIndex(table, fields, { name });
  },
  async down({ context: { queryInterface: qi } }) {
    for (const { table, name } of [...INDEXES].reverse()) await qi.removeIndex(table, name);
    await qi.removeColumn('ips', 'renewal_notification_at');
  },
};
