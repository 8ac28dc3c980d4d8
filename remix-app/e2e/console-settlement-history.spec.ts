/**
 * Settlement History, the settlement detail and the Agent Settlement Summary (SET-23, SET-31..33,
 * G-71): the accountant opens the history from the menu, filters the demo agent, opens a settled
 * settlement's detail (amounts, payout, message), goes Back; opens the summary from the menu, expands
 * an agent to its applications (the same amounts as the database), sees the paid-per-month chart, and a
 * date range with nothing paid. Screenshots in en, bm and cn at 1280 and 375 px.
 */
import { test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { signInToConsole } from './support/console';
import { collectPageErrors, escapeRegExp, expect, type Lng, queryDb, screenLanguages, shot, t } from './support/app';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };
const sidebar = (page: Page) => page.locator('.MuiDrawer-paper').filter({ has: page.getByRole('menuitem') });
const menu = (page: Page, lng: Lng, key: string) => sidebar(page).getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t(lng, key))}( — .*)?$`) });
const cents = (value: unknown) => Number(value).toFixed(2);

test('the accountant reads the settlement history, a settlement detail and the agent summary', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const errors = collectPageErrors(page);
  const [settled] = await queryDb<{ id: number; reference: string; net_total: number; agent_id: number; agent_name: string; message: string | null }>(
    `SELECT s.id, a.reference, s.net_total, s.agent_id, u.name AS agent_name, p.message FROM settlements s JOIN applications a ON a.id = s.application_id
       JOIN users u ON u.id = s.agent_id JOIN payouts p ON p.id = s.payout_id WHERE s.is_settled = 1 AND u.email = ? ORDER BY s.paid_at DESC LIMIT 1`,
    [DEMO.agent],
  );
  expect(settled).toBeTruthy();
  await signInToConsole(page, DEMO.accountant);
  await menu(page, 'en', 'admin:menu.settlement_history').click();
  await expect(page).toHaveURL(/\/admin\/settlements\/history/);
  await page.getByRole('combobox', { name: t('en', 'settlements:console.agent_filter') }).click();
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(settled!.agent_name)} `) }).click();
  await page.locator('input[name="q"]').fill(settled!.reference);
  const row = page.getByRole('row').filter({ hasText: settled!.reference });
  await expect(row).toContainText(cents(settled!.net_total), { timeout: 15_000 });
  await shot(page, testInfo, 'settlement-history');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/admin/settlements/view/${settled!.id}`));
  await expect(page.locator('[data-amount="net_total"]')).toHaveText(cents(settled!.net_total), { timeout: 15_000 });
  if (settled!.message) await expect(page.locator('[data-payout]')).toContainText(settled!.message);
  await shot(page, testInfo, 'settlement-detail');
  await page.getByRole('button', { name: t('en', 'settlements:console.back_to').replace('{{list}}', t('en', 'admin:menu.settlement_history')) }).click();
  await expect(page).toHaveURL(/\/admin\/settlements\/history/);

  // The summary: the agent's row sums what the database holds; it expands to the applications.
  await menu(page, 'en', 'admin:menu.settlement_summary').click();
  await expect(page).toHaveURL(/\/admin\/settlements\/summary/);
  const [sums] = await queryDb<{ n: number; net: number }>('SELECT COUNT(*) AS n, SUM(net_total) AS net FROM settlements WHERE is_settled = 1 AND agent_id = ?', [settled!.agent_id]);
  const agentRow = page.locator('.RaDatagrid-tbody > tr').filter({ hasText: settled!.agent_name }).first();
  await expect(agentRow).toContainText(cents(sums!.net), { timeout: 15_000 });
  await expect(page.locator('[data-chart="paid-by-month"] svg rect').first()).toBeVisible();
  await agentRow.click();
  await expect(page.locator(`[data-agent-applications="${settled!.agent_id}"]`)).toContainText(settled!.reference, { timeout: 15_000 });
  await shot(page, testInfo, 'settlement-summary');
  // A range with nothing paid.
  await page.locator('input[name="from"]').fill('2099-01-01');
  await expect(page.getByText(t('en', 'settlements:console.chart_empty'))).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});

for (const lng of screenLanguages('cn')) {
  test(`the settlement history and summary read well in ${lng} at 1280 and 375 px`, async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    await context.addCookies([{ name: 'lng', value: lng, url: baseURL! }]);
    await page.setViewportSize(DESKTOP);
    await signInToConsole(page, DEMO.admin);
    await menu(page, lng, 'admin:menu.settlement_summary').click();
    await expect(page.locator('[data-chart="paid-by-month"]')).toBeVisible({ timeout: 15_000 });
    await shot(page, testInfo, `settlement-summary-${lng}-1280`);
    await menu(page, lng, 'admin:menu.settlement_history').click();
    const first = page.locator('tbody tr').first();
    await expect(first).toBeVisible({ timeout: 15_000 });
    await shot(page, testInfo, `settlement-history-${lng}-1280`);
    await first.click();
    await expect(page.locator('[data-amount="net_total"]')).toBeVisible({ timeout: 15_000 });
    // As a phone opens it (the desktop's sidebar state does not carry over).
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.locator('[data-amount="net_total"]')).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, testInfo, `settlement-detail-${lng}-375`);
  });
}
