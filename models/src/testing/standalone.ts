/**
 * The part of the test factory for processes that are not Vitest (`@iprenew/models/testing/standalone`):
 * the Playwright journeys' support and the benchmarks. The index (`@iprenew/models/testing`) cannot
 * be imported there: its test world registers Vitest hooks, and importing vitest outside a Vitest run
 * throws ("Vitest failed to access its internal state"). Nothing here imports vitest; the index
 * re-exports all of it.
 */
export { createEmptyTestDatabase, createTestDatabase, testDialect, type TestDatabase, type TestDatabaseOptions } from './test-database';
export { seedDemo, seedReference } from '../db/seeder';
export * from '../domain/card-payments/testing/stripe-server';
export { linkIn, readOutbox, type OutboxMail } from './mail';
export { ledgerProblems } from './ledger-invariants';
export { startTestS3Server, type TestS3Server, type TestS3ServerOptions } from './s3-server';
