import { DataTypes } from 'sequelize';
import type { MigrationModule } from '../src/db/migrator';

/**
 * 0054 — `job_runs` (issue 16, ADR 054): one row per run of a scheduled job — when it started and
 * ended, its counts or its error, the host — and per "run now" request of a super admin (status
 * 'requested' until the scheduler starts it; that run takes the row over). The console's Scheduled
 * Jobs page reads the newest row of each job.
 */
export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await qi.createTable('job_runs', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      name: { type: DataTypes.STRING(100), allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false },
      requested_by: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL' },
      started_at: { type: DataTypes.DATE, allowNull: true },
      finished_at: { type: DataTypes.DATE, allowNull: true },
      result: { type: DataTypes.JSON, allowNull: true },
      error: { type: DataTypes.TEXT, allowNull: true },
      host: { type: DataTypes.STRING(191), allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('job_runs', ['name', 'id'], { name: 'job_runs_name_id_idx' });
    await qi.addIndex('job_runs', ['status', 'name'], { name: 'job_runs_status_name_idx' });
  },
  async down({ context: { queryInterface: qi } }) {
    await qi.dropTable('job_runs');
  },
};
