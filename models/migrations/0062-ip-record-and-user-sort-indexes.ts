import type { MigrationModule } from '../src/db/migrator';
import { addIndexes, removeIndexes, type IndexSpec } from './batch-indexes';

/**
 * 0062 — issue 17: the console's trademark and patent lists (ADM-23) always filter on the record kind
 * and the type, and the user tables (ADM-1) on the role; each sort they offer gets the filter's columns
 * first, so a page is read in index order (created_at and status have theirs since 0038 and 0020).
 */
const IP_SORTS = ['expiry_date', 'application_name', 'filing_no', 'application_no', 'grant_no', 'country_id', 'multiclass_no'];
const USER_SORTS = ['name', 'email', 'last_login', 'contact', 'company'];
const INDEXES: (IndexSpec & { table: string })[] = [
  ...IP_SORTS.map((field) => ({ table: 'ips', name: `ips_kind_type_${field}_idx`, fields: ['model_type', 'type_id', field] })),
  ...USER_SORTS.map((field) => ({ table: 'users', name: `users_role_${field}_idx`, fields: ['role_id', field] })),
];

const TABLES = ['ips', 'users'];

export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    for (const table of TABLES) await addIndexes(qi, table, INDEXES.filter((index) => index.table === table));
  },
  async down({ context: { queryInterface: qi } }) {
    for (const table of [...TABLES].reverse()) await removeIndexes(qi, table, INDEXES.filter((index) => index.table === table).map((index) => index.name));
  },
};
