import os from 'node:os';
import path from 'node:path';

/**
 * Where the end-to-end server keeps its state. Shared by playwright.config.ts (which passes them to
 * the web server) and the tests (which read the e-mails the server writes).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATABASE_FILE = path.join(os.tmpdir(), `iprenew-e2e-${E2E_PORT}.sqlite`);
export const E2E_STORAGE_DIR = path.join(os.tmpdir(), `iprenew-e2e-${E2E_PORT}-storage`);
export const E2E_MAIL_OUTBOX_DIR = path.join(os.tmpdir(), `iprenew-e2e-${E2E_PORT}-mail`);
/** The local Stripe server (the test factory's, `@iprenew/models/testing/standalone`) the e2e app pays against. */
export const E2E_STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? E2E_PORT + 99);
export const E2E_STRIPE_URL = `http://127.0.0.1:${E2E_STRIPE_PORT}`;
/** The local PayPal server (checkout and the Payouts API, ADR 055) the e2e app's Send via PayPal pays against. */
export const E2E_PAYPAL_PORT = Number(process.env.E2E_PAYPAL_PORT ?? E2E_PORT + 98);
export const E2E_PAYPAL_URL = `http://127.0.0.1:${E2E_PAYPAL_PORT}`;
/** The client the local PayPal server accepts (the payout configuration the journey saves). */
export const E2E_PAYPAL_CLIENT = { id: 'AE2ElocalPayoutsClient', secret: 'EE2ElocalPayoutsSecret' };
