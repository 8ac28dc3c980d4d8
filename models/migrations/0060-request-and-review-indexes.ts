import type { MigrationModule } from '../src/db/migrator';
import { addIndexes, removeIndexes, type IndexSpec } from './batch-indexes';

/**
 * 0060 — issue 17, the application lists that slowed down with data:
 * - the customer's search and apply lists (POR-38, POR-40) filter by owner and service and page by id:
 *   (user_id, service_id) serves the count and the page (the id rides at the end of every index);
 * - the public reviews page (PUB-27) counts and pages the rated public applications: (is_public,
 *   rated_at, rating) answers the count from the index alone and the page newest first, replacing
 *   0042's (is_public, rated_at);
 * - the console's application list sorts on updated_at too.
 */
const INDEXES: IndexSpec[] = [
  { name: 'applications_user_service_idx', fields: ['user_id', 'service_id'] },
  { name: 'applications_public_rated_rating_idx', fields: ['is_public', 'rated_at', 'rating'] },
  { name: 'applications_updated_at_idx', fields: ['updated_at'] },
];

export const migration: MigrationModule = {
  async up({ context: { queryInterface: qi } }) {
    await addIndexes(qi, 'applications', INDEXES, ['applications_public_rated_idx']);
  },
  async down({ context: { queryInterface: qi } }) {
    await removeIndexes(qi, 'applications', INDEXES.map((index) => index.name), [{ name: 'applications_public_rated_idx', fields: ['is_public', 'rated_at'] }]);
  },
};
