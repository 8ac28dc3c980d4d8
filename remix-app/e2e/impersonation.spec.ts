/**
 * Impersonation (ACC-66..71, ACL-56, G-42, G-65): a super admin signs in at /webadmin, opens the
 * customer list in the console, impersonates a customer, works on the Remix dashboard as that customer
 * with the revert button, reverts, and is back on the customer list as the super admin. Both steps
 * leave audit rows.
 */
import { test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { escapeRegExp, expect, queryDb, shot, signIn, t } from './support/app';

test('super admin impersonates a customer and reverts', async ({ page }, testInfo) => {
  const [customer] = await queryDb<{ id: number; name: string }>('SELECT id, name FROM users WHERE email = ?', [DEMO.customer]);
  const [admin] = await queryDb<{ id: number; name: string }>('SELECT id, name FROM users WHERE email = ?', [DEMO.superAdmin]);
  expect(customer && admin).toBeTruthy();

  await page.goto('/webadmin');
  await signIn(page, DEMO.superAdmin, DEMO_PASSWORD);
  await page.waitForURL(/\/admin(\/.*)?$/, { timeout: 15_000 });
  await expect(page.locator('input[name="password"]')).toHaveCount(0, { timeout: 15_000 });

  await page.goto('/admin/customers');
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
