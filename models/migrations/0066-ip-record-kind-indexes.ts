import type { MigrationModule } from '../src/db/migrator';
import { addIndexes, removeIndexes, type IndexSpec } from './batch-indexes';

/**
 * 0066 — issue 17: the console's trademark or patent list sorted by id reads (model_type, type_id) in
 * index order (the row id follows the index's columns); sorted by visibility without a type, the status
 * alone. With 0062's (model_type, type_id, field) indexes every sort of ADM-23 is read in order, and a
 * list of both types (no type filter) reads each sort's own index (list-query.ts).
 */
const INDEXES: IndexSpec[] = [
  { name: 'ips_kind_type_idx', fields: ['model_type', 'type_id'] },
  { name: 'ips_status_idx', fields: ['status'] },
];

export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await addIndexes(qi, 'ips', INDEXES);
  },
  async down({ context: { queryInterface: qi } }) {
    await removeIndexes(qi, 'ips', INDEXES.map((index) => index.name));
  },
};
