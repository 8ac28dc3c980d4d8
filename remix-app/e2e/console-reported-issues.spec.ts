/**
 * Reported issues in the console (issue 16, ADM-71..77, ACL-13/38, G-39, ADR 056): a customer sends a
 * report with a proof from the Report page; the super admin follows the Reported Issues menu entry,
 * finds it unread, opens it (user info, message, the proof), replies (too short first: the field
 * messages; then 'Message Submit Successful.'), marks it Solved after the confirmation ('Report
 * Updated Successful.') and is back on the Feedback Form List, where it is Solved and read. The
 * customer gets both e-mails and sees the reply and Solved on their Report page. An admin has no such
 * entry and gets 403 from the API. Screenshots en/bm/cn at 1280 and 375 px.
 */
import { test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signInToConsole } from './support/console';
import { collectPageErrors, escapeRegExp, expect, type Lng, queryDb, screenLanguages, shot, signIn, t } from './support/app';
import { outboxTo } from './support/outbox';

const run = Date.now().toString(36).toUpperCase();
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

const reportLink = (page: Page) => page.getByRole('navigation', { name: t('en', 'nav:shell.sidebarLabel') }).getByRole('link', { name: new RegExp(`^${t('en', 'nav:sidebar.items.report')}`) });
const sidebar = (page: Page) => page.locator('.MuiDrawer-paper').filter({ has: page.getByRole('menuitem') });
async function openReportedIssues(page: Page, lng: Lng = 'en') {
  const toggle = page.getByRole('button', { name: t(lng, 'ra:ra.action.open_menu') });
  if ((page.viewportSize()?.width ?? 1280) < 600 && (await toggle.count())) await toggle.click();
  await sidebar(page).getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t(lng, 'admin:menu.reported_issue'))}( — .*)?$`) }).click();
  await expect(page).toHaveURL(/\/admin\/reported-issues(\?.*)?$/);
}

test('the super admin reads a customer report, replies, marks it Solved; the customer is told and sees both', async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const errors = collectPageErrors(page);

  // The customer reports from the Report page.
  await page.goto('/login');
  await signIn(page, DEMO.customer2, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/overview/);
  await reportLink(page).click();
  const title = `Invoice missing ${run}`;
  await page.getByLabel(t('en', 'reports:form.title')).fill(title);
  await page.getByLabel(t('en', 'reports:form.message')).fill('The invoice of my last order never arrived.');
  await page.getByLabel(t('en', 'reports:form.attachment')).setInputFiles({ name: 'order-page.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: t('en', 'reports:form.submit') }).click();
  await expect(page.getByText(t('en', 'reports:success'))).toBeVisible();
  const [stored] = await queryDb<{ id: number; ref_code: string }>('SELECT id, ref_code FROM reports WHERE title = ?', [title]);
  const reference = stored!.ref_code;
  await context.clearCookies();

  // The super admin: the menu entry, the unread row, the detail.
  await signInToConsole(page, DEMO.superAdmin);
  await openReportedIssues(page);
  await page.locator('input[name="q"]').fill(reference);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.locator('[data-unread]')).toHaveCount(1);
  await expect(row).toContainText(t('en', 'reports:status.Pending'));
  await shot(page, testInfo, 'reported-list');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/admin/reported-issues/${stored!.id}/show$`));
  await expect(page.getByTestId('report-message')).toHaveText('The invoice of my last order never arrived.', { timeout: 15_000 });
  await expect(page.getByText(DEMO.customer2)).toBeVisible();
  const proof = page.getByRole('link', { name: 'order-page.png' });
  const file = await page.request.get(new URL((await proof.getAttribute('href'))!, baseURL).toString());
  expect([file.status(), file.headers()['content-type']]).toEqual([200, 'image/png']);
  expect((await queryDb<{ is_read: number }>('SELECT is_read FROM reports WHERE id = ?', [stored!.id]))[0]!.is_read).toBe(1);

  // ADM-75: too short → the field messages; then sent, e-mailed and listed.
  const form = page.getByTestId('reply-form');
  await form.getByLabel(t('en', 'reports:console.reply_title')).fill('Hi');
  await form.getByRole('button', { name: t('en', 'reports:console.send') }).click();
  await expect(form.getByText(t('en', 'reports:validation.title_min'))).toBeVisible();
  await expect(form.getByText(t('en', 'reports:validation.message_required'))).toBeVisible();
  await form.getByLabel(t('en', 'reports:console.reply_title')).fill('Invoice sent again');
  await form.getByLabel(t('en', 'reports:console.reply_message')).fill('We sent the invoice to your e-mail again just now.');
  await form.getByRole('button', { name: t('en', 'reports:console.send') }).click();
  await expect(page.getByText('Message Submit Successful.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('report-replies')).toContainText('We sent the invoice to your e-mail again just now.');
  await shot(page, testInfo, 'reported-detail');

  // ADM-76/77: Solved after the confirmation, then back on the list.
  await page.getByRole('button', { name: t('en', 'reports:console.mark_solved') }).click();
  await page.getByRole('dialog').getByRole('button', { name: t('en', 'reports:console.mark_solved') }).click();
  await expect(page.getByText('Report Updated Successful.')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/admin\/reported-issues(\?.*)?$/);
  await page.locator('input[name="q"]').fill(reference);
  const solvedRow = page.getByRole('row').filter({ hasText: reference });
  await expect(solvedRow).toContainText(t('en', 'reports:status.Solved'), { timeout: 15_000 });
  await expect(solvedRow.locator('[data-unread]')).toHaveCount(0);

  const mails = outboxTo(DEMO.customer2).filter((mail) => mail.includes(reference));
  expect(mails.some((mail) => mail.includes(`Reply to your report ${reference}`) && mail.includes('We sent the invoice to your e-mail again just now.'))).toBe(true);
  expect(mails.some((mail) => mail.includes(`Your report ${reference} is solved`))).toBe(true);
  expect(errors).toEqual([]);

  // The customer sees the reply and Solved on their Report page.
  await context.clearCookies();
  await page.goto('/login');
  await signIn(page, DEMO.customer2, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/overview/);
  await reportLink(page).click();
  const item = page.getByTestId(`report-${reference}`);
  await expect(item.getByTestId('report-status')).toHaveText(t('en', 'reports:status.Solved'));
  await expect(item).toContainText('We sent the invoice to your e-mail again just now.');
});

test('an admin has no Reported Issues entry and the API refuses them (ACL-13)', async ({ page }) => {
  await signInToConsole(page, DEMO.admin);
  await expect(sidebar(page).getByRole('menuitem', { name: t('en', 'admin:menu.invoices') })).toBeVisible({ timeout: 15_000 });
  await expect(sidebar(page).getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t('en', 'admin:menu.reported_issue'))}`) })).toHaveCount(0);
  const answer = await page.request.get('/api/admin/reported-issues', { headers: { Accept: 'application/json' } });
  expect(answer.status()).toBe(403);
});

for (const lng of screenLanguages('cn')) {
  test(`Reported issues read well in ${lng} at 1280 and 375 px`, async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    await context.addCookies([{ name: 'lng', value: lng, url: baseURL! }]);
    await page.setViewportSize(DESKTOP);
    await signInToConsole(page, DEMO.superAdmin);
    await openReportedIssues(page, lng);
    await expect(page.locator('#react-admin-title')).toContainText(t(lng, 'reports:console.list_title'), { timeout: 15_000 });
    const first = page.getByRole('row').nth(1);
    await expect(first).toBeVisible({ timeout: 15_000 });
    await shot(page, testInfo, `reported-list-${lng}-1280`);
    await first.click();
    await expect(page.getByTestId('report-message')).toBeVisible({ timeout: 15_000 });
    await shot(page, testInfo, `reported-detail-${lng}-1280`);
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, testInfo, `reported-detail-${lng}-375`);
  });
}
