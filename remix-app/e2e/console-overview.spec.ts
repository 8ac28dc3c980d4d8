/**
 * The staff overview for super admins and admins (G-47, ADR 052): the cards count what their lists
 * show, and each opens its list filtered — Pending Assign opens the applications on that status,
 * Deliveries to send the open deliveries. Screenshots in en, bm and cn at 1280 and 375 px. (The
 * accountant's overview is in console-settlements.spec.ts.)
 */
import { test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { signInToConsole } from './support/console';
import { collectPageErrors, expect, type Lng, queryDb, screenLanguages, shot, t } from './support/app';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

test("an admin's overview cards count their lists and open them filtered", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const errors = collectPageErrors(page);
  await signInToConsole(page, DEMO.admin);
  const card = (key: string) => page.locator(`[data-card="${key}"]`);
  const [{ n: pendingAssign }] = await queryDb<{ n: number }>('SELECT COUNT(*) AS n FROM applications WHERE status_id = 8', []);
  await expect(card('applications_pending_assign').locator('[data-count]')).toHaveText(String(pendingAssign), { timeout: 15_000 });
  await expect(card('pending_validation')).toBeVisible();
  await shot(page, testInfo, 'admin-overview');

  await card('applications_pending_assign').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/applications\?filter=/);
  await expect(page.getByText(t('en', 'admin:list.showing').replace('{{from}}', '1').replace(/{{to}}.*$/, ''))).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.RaList-main')).toContainText(t('en', 'enums:applicationStatusLabel.8'));
  const rows = page.locator('tbody tr');
  expect(await rows.count()).toBe(Math.min(pendingAssign, 10));
  await page.goBack();

  const [{ n: open }] = await queryDb<{ n: number }>('SELECT COUNT(*) AS n FROM deliveries WHERE cancelled_at IS NULL AND is_delivered = 0', []);
  await expect(card('open_deliveries').locator('[data-count]')).toHaveText(String(open), { timeout: 15_000 });
  await card('open_deliveries').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/deliveries\?filter=/);
  expect(errors).toEqual([]);
});

for (const lng of screenLanguages('bm')) {
  test(`the admin's overview reads well in ${lng} at 1280 and 375 px`, async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(60_000);
    await context.addCookies([{ name: 'lng', value: lng, url: baseURL! }]);
    await page.setViewportSize(DESKTOP);
    await signInToConsole(page, DEMO.admin);
    await expect(page.locator('[data-card="payments_pending_verification"]')).toContainText(t(lng, 'admin:dashboard.cards.payments_pending_verification'), { timeout: 15_000 });
    await shot(page, testInfo, `admin-overview-${lng}-1280`);
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, testInfo, `admin-overview-${lng}-375`);
  });
}
