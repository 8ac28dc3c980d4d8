/**
 * The test entry of the core package (`@iprenew/models/testing`; inside models `../../testing/index`):
 * the test world (a fresh migrated database with the reference data, private storage and mail
 * outbox), the builders of rows (`buildCustomer`, `buildOrder({ method: 'paylater' })`, …), the
 * checks and readers tests share, and the local servers that speak the providers' protocols.
 * Test code only: nothing outside `*.test.ts` and test support imports it. Outside Vitest (Playwright,
 * benchmarks) import `@iprenew/models/testing/standalone`, the part that does not need Vitest.
 */
export * from './standalone';
export { openTestWorld, TEST_APP_URL, useTestWorld, type TestWorld, type TestWorldOptions } from './world';
export {
  buildAgent,
  buildCustomer,
  buildPlaces,
  buildRegistration,
  buildRolesAndStatuses,
  buildStaff,
  buildUser,
  countryId,
  findCountry,
  TEST_PASSWORD,
  type Places,
  type UserOverrides,
} from './users';
export { buildCartLines, buildCartSearch, buildOrder, buildPayment, buildVoucher, dayFromToday, newReference, type OrderOptions, type PaymentState } from './orders';
export { findProduct, findProductService } from './catalogue';
export { buildApplication, type ApplicationOptions } from './applications';
export { buildSettlementJob, buildValidatedSettlement, type SettlementJobOptions } from './settlements';
export { buildHousekeepingRows, listColumn } from './sessions';
export { linkIn, readOutbox, type OutboxMail } from './mail';
export { caught, DOC, DOCX, JPG, lastAudit, PDF, PNG, queriesOf, zipOf } from './checks';
export { queryPlanOf, statementOn, statementsOf, type QueryPlan } from './query-plans';
export { allSchemas, hostileFormEntries, hostileJsonBody } from './hostile-input';
export { assertOrderAmountsAddUp, orderAmountProblems } from './order-amounts';
export { PAYPAL_KEYS, startCardProviders, STRIPE_KEYS, type CardProviders } from './card';
export { PAYOUT_CLIENT, PAYOUT_CONFIGURATION, startLocalPayouts, type LocalPayouts } from './payouts';
export type { Actor } from '../domain/kernel/index';
export type { User } from '../models/user';
// The local servers (real HTTP, the providers' own protocols), where they live (Stripe's: ./standalone).
export * from '../domain/card-payments/testing/paypal-server';
export { answerJson, closedPortUrl, startTestHttpServer, type RecordedRequest, type TestHttpServer } from '../domain/currency/test-http-server';
