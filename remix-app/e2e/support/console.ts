import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './accounts';
import { expect, signIn } from './app';

/**
 * Signs a demo staff member in to the console through the console's own sign-in endpoint (POST
 * /api/admin/auth/login, the same cookie session the sign-in pages create) and opens the console.
 * The sign-in pages themselves are walked by login.spec.ts, access.spec.ts and language.spec.ts;
 * every other journey starts signed in, at `path`, which spares each of them a sign-in page and a
 * second load of the console.
 */
export async function signInToConsole(page: Page, email: string, path = '/admin/'): Promise<void> {
  const roleHint = email === DEMO.accountant ? 'accountant' : 'staff';
  const response = await page.request.post('/api/admin/auth/login', {
    data: { email, password: DEMO_PASSWORD, role_hint: roleHint },
    headers: { Accept: 'application/json' },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(path);
  // The console's app bar (absent from its login page): the session was taken.
  await expect(page.locator('#react-admin-title')).toBeAttached({ timeout: 15_000 });
}

/** The same, through the sign-in form a staff member uses (/webadmin, or the accountant login). */
export async function signInToConsoleThroughForm(page: Page, email: string): Promise<void> {
  const accountant = email === DEMO.accountant;
  await page.goto(accountant ? '/login?role=accountant' : '/webadmin');
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL(/\/admin(\/.*)?$/, { timeout: 15_000 });
  if (accountant) await page.goto('/admin/');
  await expect(page.locator('input[name="password"]')).toHaveCount(0, { timeout: 15_000 });
}
