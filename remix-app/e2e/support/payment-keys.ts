import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_DATABASE_FILE } from './paths';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Re-applies the payment configuration of the e2e database in a child process (support/stripe.ts):
 * 'stripe' = the local Stripe server's keys, 'none' = no provider keys (the sandbox page). Journeys
 * that change the payment option put this back so later journeys see the prepared configuration.
 */
export function paymentKeys(mode: 'stripe' | 'none'): void {
  execFileSync('npx', ['tsx', 'e2e/support/stripe.ts', ...(mode === 'none' ? ['--none'] : [])], {
    cwd: appDir,
    env: { ...process.env, APP_ENV: 'test', DATABASE_URL: `sqlite:${E2E_DATABASE_FILE}` },
    stdio: 'pipe',
  });
}
