import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATABASE_FILE, E2E_MAIL_OUTBOX_DIR, E2E_PAYPAL_CLIENT, E2E_PAYPAL_PORT, E2E_PAYPAL_URL, E2E_PORT, E2E_STORAGE_DIR, E2E_STRIPE_PORT, E2E_STRIPE_URL } from './e2e/support/paths';

/**
 * End-to-end tests against the production build (run `npm run build` first) in Debian's Chromium.
 * Never `playwright install`: CHROME_PATH, else Debian's /usr/bin/chromium-headless-shell (same Blink,
 * no browser UI or GPU process: a third faster here, ADR 023), else /usr/bin/chromium is used.
 * Before the server starts, e2e/support/prepare.ts recreates the e2e SQLite database (migrations,
 * reference data, demo accounts with password Demo1234, a few extra accounts) and empties the mail
 * outbox the tests read (E2E_MAIL_OUTBOX_DIR, e2e/support/paths.ts), and configures Stripe with the
 * keys of the local Stripe server started beside the app (E2E_STRIPE_URL), which signs its webhooks
 * to the app's /webhooks/stripe. A local PayPal server (E2E_PAYPAL_URL) answers Send via PayPal's
 * Payouts API calls (ADR 055).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const port = E2E_PORT;
const baseURL = E2E_BASE_URL;
const databaseFile = E2E_DATABASE_FILE;
/** scripts/test.sh (the README's test command, CI) sets CI=1. */
const IN_CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: path.join(here, 'e2e'),
  outputDir: path.join(here, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: IN_CI ? 1 : 0,
  // A journey signs in and walks several screens; on a loaded 2-core machine 30 s was too tight.
  timeout: 60_000,
  reporter: 'list',
  use: {
    baseURL,
    // Recording a trace of every test cost a third of the suite's time on 2 cores (104 s → 70 s on two
    // specs): CI records one when it retries a failed test (that trace is kept); a local run keeps the
    // trace of any failure.
    trace: IN_CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `npx tsx ../models/src/domain/card-payments/testing/stripe-server.ts --port ${E2E_STRIPE_PORT} --webhook-url ${baseURL}/webhooks/stripe`,
      cwd: here,
      url: `${E2E_STRIPE_URL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: `npx tsx ../models/src/domain/card-payments/testing/paypal-server.ts --port ${E2E_PAYPAL_PORT} --client-id ${E2E_PAYPAL_CLIENT.id} --client-secret ${E2E_PAYPAL_CLIENT.secret}`,
      cwd: here,
      port: E2E_PAYPAL_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx e2e/support/prepare.ts && npx tsx server.ts',
      cwd: here,
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        APP_ENV: 'test',
        HOST: '127.0.0.1',
        // The browser is the proxy here: a journey may send X-Forwarded-For to sign in from its own
        // address, so its deliberate failures do not ask every other journey for the human check.
        TRUST_PROXY: 'loopback',
        PORT: String(port),
        DATABASE_URL: `sqlite:${databaseFile}`,
        STORAGE_DIR: E2E_STORAGE_DIR,
        MAIL_OUTBOX_DIR: E2E_MAIL_OUTBOX_DIR,
        STRIPE_API_URL: E2E_STRIPE_URL,
        PAYPAL_API_URL: E2E_PAYPAL_URL,
      },
    },
  ],
});
