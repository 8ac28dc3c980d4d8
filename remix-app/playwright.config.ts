import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the production build (run `npm run build` first) in Debian's Chromium.
 * Never `playwright install`: CHROME_PATH or /usr/bin/chromium is used.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const databaseFile = path.join(os.tmpdir(), `iprenew-e2e-${port}.sqlite`);

export default defineConfig({
  testDir: path.join(here, 'e2e'),
  outputDir: path.join(here, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    command: 'npx tsx server.ts',
    cwd: here,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      APP_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `sqlite:${databaseFile}`,
      STORAGE_DIR: path.join(os.tmpdir(), `iprenew-e2e-${port}-storage`),
      MAIL_OUTBOX_DIR: path.join(os.tmpdir(), `iprenew-e2e-${port}-mail`),
    },
  },
});
