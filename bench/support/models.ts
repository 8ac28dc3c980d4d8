/** What bench/concurrent-checkouts.mjs needs from models, loaded in one module graph (one tsImport). */
export * from '../../models/src/index';
export { seedReference } from '../../models/src/db/seeder';
export { createTestDatabase } from '../../models/src/testing/test-database';
