/** What bench/concurrent-checkouts.mjs needs from models, loaded in one module graph (one tsImport). */
export * from '@iprenew/models';
export { createTestDatabase, seedReference } from '@iprenew/models/testing/standalone';
