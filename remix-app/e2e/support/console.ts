import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './accounts';
import { expect, signIn } from './app';

/**
 * Signs a demo staff member in to the console: /webadmin for super admins and admins, the
 * accountant login for accountants. That login's redirect to /admin is followed client-side by Remix
 * (a 404 there), so the console itself is then loaded.
 */
export async function signInToConsole(page: Page, email: string): Promise<void> {
  const accountant = email === DEMO.accountant;
  await page.goto(accountant ? '/login?role=accountant' : '/webadmin');
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL(/\/admin(\/.*)?$/, { timeout: 15_000 });
  if (accountant) await page.goto('/admin/');
  await expect(page.locator('input[name="password"]')).toHaveCount(0, { timeout: 15_000 });
}
