import { DataTypes } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0035 — the application workflow lives in code (issue 13 §1, ADR 031): `application_statuses`
 * loses `frontend_rules`, the per-status flags seeded from a status-only transition list (which let a
 * renewal take an application-only step and an application skip Accepted/Acceptance/Gazette, and led
 * Certificate Ready/Completed to Renewal Notification). The flags now come from the table keyed by
 * (service, status) in models/src/domain/applications/workflow.ts (`frontendRulesFor`); nothing read
 * the column. SQLite 3.35+ and MySQL/MariaDB drop the column in place (no table rebuild, so the
 * applications that point at these rows are untouched).
 *
 * Down adds the column back with the flags as they were seeded before (frozen here).
 */
const FLAGS = [
  'report_ready',
  'filed',
  'official_action',
  'accepted',
  'acceptance',
  'gazette',
  'certificate',
  'renewal_notification',
  'opposition',
  'upload_sd',
  'payment',
  'download_sd',
] as const;

/** The status-only flags of seeders/data/application-statuses.ts before this migration, by status id. */
const PREVIOUS: Record<number, readonly (typeof FLAGS)[number][]> = {
  1: ['official_action', 'accepted', 'certificate', 'upload_sd', 'download_sd'],
  2: ['renewal_notification', 'download_sd'],
  3: ['payment'],
  4: [],
  5: ['report_ready', 'filed', 'official_action', 'upload_sd', 'download_sd'],
  6: [],
  7: ['renewal_notification', 'download_sd'],
  8: ['download_sd'],
  9: ['filed', 'accepted', 'upload_sd', 'download_sd'],
  10: ['acceptance', 'official_action', 'download_sd'],
  11: ['gazette', 'opposition', 'download_sd'],
  12: ['certificate', 'opposition', 'download_sd'],
  13: ['certificate', 'download_sd'],
  14: [],
  15: ['opposition', 'gazette', 'accepted', 'upload_sd', 'download_sd'],
};

export const migration: MigrationModule = {
  async up({ context: { sequelize } }) {
    await sequelize.query('ALTER TABLE `application_statuses` DROP COLUMN `frontend_rules`');
  },
  async down({ context: { queryInterface: qi, sequelize } }) {
    await qi.addColumn('application_statuses', 'frontend_rules', { type: DataTypes.JSON, allowNull: true });
    for (const [id, allowed] of Object.entries(PREVIOUS)) {
      const rules = Object.fromEntries(FLAGS.map((flag) => [flag, allowed.includes(flag)]));
      await sequelize.query('UPDATE `application_statuses` SET `frontend_rules` = ? WHERE `id` = ?', { replacements: [JSON.stringify(rules), Number(id)] });
    }
  },
};
