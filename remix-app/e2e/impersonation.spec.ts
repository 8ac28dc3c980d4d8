/**
 * Impersonation (ACC-66..71, ACL-56, G-42, G-65): a super admin signs in at /webadmin, opens the
 * customer list in the console, impersonates a customer, works on the Remix dashboard as that customer
 * with the revert button, reverts, and is back on the customer list as the super admin. Both steps
 * leave audit rows.
 */
import { test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { escapeRegExp, expect, queryDb, shot, signIn, t } from './support/app';
import { signInToConsole } from './support/console';

test('super admin impersonates a customer and reverts', async ({ page }, testInfo) => {
  const [customer] = await queryDb<{ id: number; name: string }>('SELECT id, name FROM users WHERE email = ?', [DEMO.customer]);
  const [admin] = await queryDb<{ id: number; name: string }>('SELECT id, name FROM users WHERE email = ?', [DEMO.superAdmin]);
  expect(customer && admin).toBeTruthy();

  await page.goto('/webadmin');
  await signIn(page, DEMO.superAdmin, DEMO_PASSWORD);
  await page.waitForURL(/\/admin(\/.*)?$/, { timeout: 15_000 });
  await expect(page.locator('input[name="password"]')).toHaveCount(0, { timeout: 15_000 });

  await page.goto('/admin/customers');
  // The list is newest first and paged: the e2e accounts push the demo customer off the first page.
  await page.getByRole('textbox', { name: /Search name, e-mail or contact/i }).fill(DEMO.customer);
  const row = page.getByRole('row').filter({ hasText: DEMO.customer });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await shot(page, testInfo, 'customers-list');

  // ADM-3: the row action; a confirmation may follow.
  await row.getByRole('button', { name: /impersonate/i }).click();
  const confirm = page.getByRole('dialog').getByRole('button', { name: /confirm|yes|impersonate|ok/i });
  if (await confirm.isVisible({ timeout: 2_000 }).catch(() => false)) await confirm.click();

  // The Remix dashboard as the customer, with the revert button (ACC-68).
  await page.waitForURL(/\/dashboard\/overview/, { timeout: 15_000 });
  // The customer's own language (bm) may apply: accept the revert label in any language.
  const revertLabels = (['en', 'bm', 'cn'] as const).map((l) => escapeRegExp(t(l, 'nav:navbar.revertImpersonation')));
  const revert = page.getByRole('button', { name: new RegExp(revertLabels.join('|')) });
  await expect(revert).toBeVisible();
  await expect(page.getByText(customer!.name).first()).toBeVisible();
  await shot(page, testInfo, 'impersonating-customer');

  // ACC-71 / G-42: the server's session names the customer, impersonated by the admin.
  const sessions = await queryDb<{ n: number }>(
    'SELECT COUNT(*) AS n FROM sessions WHERE user_id = ? AND impersonator_id = ?',
    [customer!.id, admin!.id],
  );
  expect(sessions[0]!.n).toBeGreaterThan(0);

  await revert.click();
  await page.waitForURL(/\/admin\/customers/, { timeout: 15_000 });
  await page.getByRole('textbox', { name: /Search name, e-mail or contact/i }).fill(DEMO.customer);
  await expect(page.getByRole('row').filter({ hasText: DEMO.customer })).toBeVisible({ timeout: 15_000 });
  const me = await page.request.get('/api/admin/auth/me', { headers: { Accept: 'application/json' } });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { user: { email: string } }).user.email).toBe(DEMO.superAdmin);
  await shot(page, testInfo, 'reverted');

  // G-65: audit rows for both steps.
  const audit = await queryDb<{ action: string; actor_id: number; impersonator_id: number | null; target_id: number | string }>(
    "SELECT action, actor_id, impersonator_id, target_id FROM audit_logs WHERE action LIKE '%imperson%' ORDER BY id",
  );
  expect(audit.length, JSON.stringify(audit)).toBeGreaterThanOrEqual(2);
  expect(audit.some((a) => Number(a.target_id) === customer!.id && (a.actor_id === admin!.id || a.impersonator_id === admin!.id))).toBe(true);
  expect(audit.some((a) => /revert/i.test(a.action))).toBe(true);
  // After the revert the customer's impersonated sessions are gone.
  const left = await queryDb<{ n: number }>('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ? AND impersonator_id = ?', [customer!.id, admin!.id]);
  expect(left[0]!.n).toBe(0);
});

/**
 * ACC-68/69 in the console (issue 11): a super admin impersonates the accountant from the Accountant
 * list, works in the console as the accountant with the revert banner (and the user-menu item),
 * reverts, and is back on the Accountant list as the super admin. Among console roles only
 * accountants can be impersonated (ACC-66, ADM-3): the API refuses an admin.
 */
test('super admin impersonates the accountant in the console and reverts from the banner', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const [accountant] = await queryDb<{ id: number; name: string }>('SELECT id, name FROM users WHERE email = ?', [DEMO.accountant]);
  const [admin] = await queryDb<{ id: number }>('SELECT id FROM users WHERE email = ?', [DEMO.admin]);
  await signInToConsole(page, DEMO.superAdmin);

  // Only accountants among console roles: impersonating an admin is refused and opens nothing.
  const origin = new URL(page.url()).origin;
  const refused = await page.request.post(`/api/admin/users/${admin!.id}/impersonate`, { headers: { Accept: 'application/json', Origin: origin } });
  expect(refused.status()).toBe(403);

  await page.getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t('en', 'admin:menu.accountants'))}`) }).click();
  await page.waitForURL(/\/admin\/accountants$/);
  const row = page.getByRole('row').filter({ hasText: DEMO.accountant });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('button', { name: t('en', 'admin:users.actions.impersonate') }).click();
  await page.getByRole('dialog').getByRole('button', { name: t('en', 'ra:ra.action.confirm') }).click();

  // The console as the accountant: the banner names both, and the revert is offered twice (ACC-68).
  const revertLabels = new RegExp((['en', 'bm', 'cn'] as const).map((l) => escapeRegExp(t(l, 'nav:navbar.revertImpersonation'))).join('|'));
  const banner = page.getByRole('status').filter({ has: page.getByRole('button', { name: revertLabels }) });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(banner).toContainText(accountant!.name);
  const me = async () => ((await (await page.request.get('/api/admin/auth/me', { headers: { Accept: 'application/json' } })).json()) as { user: { email: string }; impersonator: { email: string } | null });
  expect(await me()).toMatchObject({ user: { email: DEMO.accountant }, impersonator: { email: DEMO.superAdmin } });
  await expect(page.getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t('en', 'admin:menu.accountants'))}`) })).toHaveCount(0);
  await page.getByRole('button', { name: t('en', 'ra:ra.auth.user_menu') }).click();
  await expect(page.getByRole('menuitem', { name: revertLabels })).toBeVisible();
  await shot(page, testInfo, 'console-impersonating-accountant');
  await page.keyboard.press('Escape');

  await banner.getByRole('button', { name: revertLabels }).click();
  await page.waitForURL(/\/admin\/accountants$/, { timeout: 15_000 });
  await expect(page.getByRole('row').filter({ hasText: DEMO.accountant })).toBeVisible({ timeout: 15_000 });
  expect(await me()).toMatchObject({ user: { email: DEMO.superAdmin }, impersonator: null });
  await expect(page.getByRole('status').filter({ has: page.getByRole('button', { name: revertLabels }) })).toHaveCount(0);
  await shot(page, testInfo, 'console-reverted');
  const sessions = await queryDb<{ n: number }>('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ? AND impersonator_id IS NOT NULL', [accountant!.id]);
  expect(sessions[0]!.n).toBe(0);
});
