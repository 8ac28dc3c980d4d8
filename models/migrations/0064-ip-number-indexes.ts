import type { MigrationModule } from '../src/db/migrator';
import { addIndexes, removeIndexes, type IndexSpec } from './batch-indexes';

/**
 * 0064 — issue 17, ADR 066: the application lists search an IP's filing, application and grant
 * numbers from their start through a subquery on ips (`Application.ip_id IN (SELECT id FROM ips
 * WHERE filing_no …)`), whatever its type and country: one index per number (those of 0011 begin with the type and
 * the country).
 */
const INDEXES: IndexSpec[] = ['filing_no', 'application_no', 'grant_no'].map((field) => ({ name: `ips_${field}_idx`, fields: [field] }));

export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await addIndexes(qi, 'ips', INDEXES);
  },
  async down({ context: { queryInterface: qi } }) {
    await removeIndexes(qi, 'ips', INDEXES.map((index) => index.name));
  },
};
