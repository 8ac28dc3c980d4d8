import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_DATABASE_FILE } from './paths';
import { snap } from './app';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Runs a command of commerce-cli.ts (the checkout journeys' fixtures, written through the domain
 * into the e2e database) and returns its JSON answer.
 */
export function commerce<T = Record<string, unknown>>(...args: string[]): T {
  const out = execFileSync('npx', ['tsx', path.join(here, 'commerce-cli.ts'), ...args], {
    cwd: path.resolve(here, '..', '..'),
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: `sqlite:${E2E_DATABASE_FILE}` },
  });
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as T;
}

/** Screenshot of a checkout journey: in the test's output folder and in CHECKOUT_SHOTS_DIR (kept across runs) to look at. */
export async function checkoutShot(page: import('@playwright/test').Page, testInfo: import('@playwright/test').TestInfo, name: string): Promise<void> {
  const { mkdirSync } = await import('node:fs');
  const os = await import('node:os');
  const dir = process.env.CHECKOUT_SHOTS_DIR ?? path.join(os.tmpdir(), 'iprenew-checkout-shots');
  mkdirSync(dir, { recursive: true });
  await snap(page, testInfo.outputPath(`${name}.png`));
  await snap(page, path.join(dir, `${name}.png`));
}
