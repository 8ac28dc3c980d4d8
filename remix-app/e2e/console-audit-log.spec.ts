/**
 * The staff audit log (G-65, ADR 053): an admin blocks and unblocks a customer from the Customers
 * list, opens Audit Log from the menu, filters on "User blocked" and the day, and expands the entry to
 * its status before and after; the accountant's menu has no Audit Log. Screenshots in en, bm and cn
 * at 1280 and 375 px.
 */
import { test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { signInToConsole } from './support/console';
import { collectPageErrors, escapeRegExp, expect, type Lng, queryDb, screenLanguages, shot, t } from './support/app';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

const sidebar = (page: Page) => page.locator('.MuiDrawer-paper').filter({ has: page.getByRole('menuitem') });
const menuItem = (page: Page, lng: Lng, key: string) => sidebar(page).getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t(lng, key))}( — .*)?$`) });

/** Today in Kuala Lumpur, YYYY-MM-DD. */
const klToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

test('an admin finds who blocked a customer, and what changed, in the audit log', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const errors = collectPageErrors(page);
  const [{ id: customerId }] = await queryDb<{ id: number }>('SELECT id FROM users WHERE email = ?', [DEMO.customer2]);
  await signInToConsole(page, DEMO.admin);

  // Block, then unblock, the customer (each after confirming).
  await menuItem(page, 'en', 'admin:menu.customers').click();
  const row = page.getByRole('row').filter({ hasText: DEMO.customer2 });
  await expect(row).toBeVisible({ timeout: 15_000 });
  for (const [action, next] of [['block', 'unblock'], ['unblock', 'block']] as const) {
    await row.getByRole('button', { name: t('en', `admin:users.actions.${action}`) }).click();
    await page.getByRole('dialog').getByRole('button', { name: t('en', 'ra:ra.action.confirm') }).click();
    await expect(row.getByRole('button', { name: t('en', `admin:users.actions.${next}`) })).toBeVisible({ timeout: 10_000 });
  }

  // The audit log: filtered on the action and today, the newest entry is this block.
  await menuItem(page, 'en', 'admin:menu.audit_log').click();
  await expect(page).toHaveURL(/\/admin\/audit-logs/);
  await expect(page.locator('#react-admin-title')).toContainText(t('en', 'admin:audit.title'), { timeout: 15_000 });
  await page.getByRole('combobox', { name: t('en', 'admin:audit.filter_action') }).click();
  await page.getByRole('option', { name: t('en', 'admin:audit.actions.user_block'), exact: true }).click();
  await page.locator('input[name="from"]').fill(klToday());
  const entry = page.getByRole('row').filter({ hasText: `#${customerId}` }).first();
  await expect(entry).toContainText(t('en', 'admin:audit.actions.user_block'), { timeout: 15_000 });
  await expect(entry).toContainText(DEMO.admin);
  await expect(page.getByRole('row').filter({ hasText: t('en', 'admin:audit.actions.user_unblock') })).toHaveCount(0);
  await entry.click();
  const changes = page.getByRole('table', { name: t('en', 'admin:audit.changes') }).first();
  await expect(changes.locator('[data-field="status_id"]')).toContainText('999');
  await shot(page, testInfo, 'audit-log');
  expect(errors).toEqual([]);
});

test("the accountant's menu has no Audit Log, and its API answers 403", async ({ page }) => {
  await signInToConsole(page, DEMO.accountant);
  await expect(sidebar(page).getByRole('menuitem').first()).toBeVisible({ timeout: 15_000 });
  await expect(menuItem(page, 'en', 'admin:menu.audit_log')).toHaveCount(0);
  expect((await page.request.get('/api/admin/audit-logs')).status()).toBe(403);
});

for (const lng of screenLanguages('bm')) {
  test(`the audit log reads well in ${lng} at 1280 and 375 px`, async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(60_000);
    await context.addCookies([{ name: 'lng', value: lng, url: baseURL! }]);
    await page.setViewportSize(DESKTOP);
    await signInToConsole(page, DEMO.admin);
    await menuItem(page, lng, 'admin:menu.audit_log').click();
    await expect(page.getByRole('columnheader', { name: t(lng, 'admin:audit.action'), exact: true })).toBeVisible({ timeout: 15_000 });
    await shot(page, testInfo, `audit-log-${lng}-1280`);
    await page.setViewportSize(PHONE);
    await expect(page.locator('[data-audit-row]').first()).toBeVisible({ timeout: 15_000 });
    await page.locator('[data-audit-row] summary').first().click();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, testInfo, `audit-log-${lng}-375`);
  });
}
