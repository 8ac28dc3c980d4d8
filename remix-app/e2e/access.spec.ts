/**
 * Access across the two apps (ACL-7..9, ACC-1, ACC-42, ACL-39/47/59): an accountant signs in through
 * the Remix accountant login and works in the console, where the customer list is refused both on
 * screen and by the API; a customer cannot use the console; a blocked user cannot sign in.
 */
import { test } from '@playwright/test';
import { BLOCKED_MESSAGE, DEMO, DEMO_PASSWORD, E2E_PASSWORD, E2E_USERS } from './support/accounts';
import { collectPageErrors, expect, shot, signIn, t } from './support/app';

const blockedCustomer = E2E_USERS.find((u) => u.role_id === 4 && u.status_id === 999)!;
const blockedAdmin = E2E_USERS.find((u) => u.role_id === 2 && u.status_id === 999)!;

test('an accountant signs in at /login?role=accountant, lands in /admin and is refused the customer list', async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);
  await page.goto('/login?role=accountant');
  await expect(page.getByRole('heading', { name: t('en', 'nav:login.variants.accountant.title') })).toBeVisible();
  await shot(page, testInfo, 'accountant-login');
  await signIn(page, DEMO.accountant, DEMO_PASSWORD);
  await page.waitForURL(/\/admin(\/.*)?$/, { timeout: 15_000 });
  // The console recognises the shared session (no second sign-in).
  await expect(page.locator('input[name="password"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page).not.toHaveURL(/\/admin\/login/);
  // The console itself is loaded as a document (not Remix's 404 page for an unknown /admin route).
  await expect(page.locator('[class*="RaLayout"]').first()).toBeVisible({ timeout: 15_000 });
  await shot(page, testInfo, 'accountant-console');

  // ACL-33: the customer list is SA/AD only.
  await page.goto('/admin/customers');
  await expect(page.getByText(/access denied|right permissions|not authori[sz]ed/i).first()).toBeVisible({ timeout: 15_000 });
  await shot(page, testInfo, 'accountant-customers-denied');

  // ACL-9: the server says the same, with the accountant's own session cookie.
  const api = await page.request.get('/api/admin/customers', { headers: { Accept: 'application/json' } });
  expect(api.status()).toBe(403);
  expect(await api.json()).toHaveProperty('message');
  // ...while the accountant's own screens' API is open (ACL-21: own profile).
  const profile = await page.request.get('/api/admin/profile', { headers: { Accept: 'application/json' } });
  expect(profile.status()).toBe(200);
  expect(errors).toEqual([]);
});

test('a customer who opens /admin gets the console refusal, not the console', async ({ page }, testInfo) => {
  await page.goto('/login');
  await signIn(page, DEMO.customer2, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\/overview/, { timeout: 15_000 });

  await page.goto('/admin');
  // The console's authProvider refuses a non-staff session: it says why, and keeps the session.
  await expect(page).toHaveURL(/\/admin\/login/, { timeout: 15_000 });
  await expect(page.getByText(t('en', 'admin:login.not_console_user')).first(), 'the refusal is explained').toBeVisible({ timeout: 15_000 });
  await expect(page.locator('input[name="password"]')).toHaveCount(0);
  await shot(page, testInfo, 'customer-console-refused');
  // No console data for a customer session (ACL-9).
  const api = await page.request.get('/api/admin/customers', { headers: { Accept: 'application/json' } });
  expect([401, 403]).toContain(api.status());
  const me = await page.request.get('/api/admin/auth/me', { headers: { Accept: 'application/json' } });
  if (me.status() === 200) {
    // If /me answers a non-staff user, the console must still not let them in (checked above).
    expect(((await me.json()) as { user?: { role_id?: number } }).user?.role_id ?? 4).toBe(4);
  } else expect([401, 403]).toContain(me.status());
});

test('a blocked customer cannot sign in and sees the blocked message (ACC-42)', async ({ page }, testInfo) => {
  await page.goto('/login');
  await signIn(page, blockedCustomer.email, E2E_PASSWORD);
  await expect(page.getByText(BLOCKED_MESSAGE)).toBeVisible({ timeout: 15_000 });
  await expect(page).not.toHaveURL(/\/dashboard/);
  await shot(page, testInfo, 'blocked-customer');
  const me = await page.request.get('/api/admin/auth/me', { headers: { Accept: 'application/json' } });
  expect(me.status()).toBe(401);
});

test('a blocked admin cannot sign in at /webadmin and sees the blocked message (ACC-42)', async ({ page }, testInfo) => {
  await page.goto('/webadmin');
  await signIn(page, blockedAdmin.email, E2E_PASSWORD);
  await expect(page.getByText(BLOCKED_MESSAGE)).toBeVisible({ timeout: 15_000 });
  await expect(page).not.toHaveURL(/\/admin/);
  await shot(page, testInfo, 'blocked-admin');
});

test('/admin/login hands over to /webadmin, which refuses a blocked admin with the blocked message', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/webadmin$/);
  await signIn(page, blockedAdmin.email, E2E_PASSWORD);
  await expect(page.getByText(BLOCKED_MESSAGE).first()).toBeVisible({ timeout: 15_000 });
});
