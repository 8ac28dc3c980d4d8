/**
 * Audit mails (issue 16, ADM-80/81, ACL-41, ACL-54, ADR 057): the super admin follows the Audit Mails
 * menu entry, filters by type (a human label) and status, searches a reference, resends a mail after
 * the confirmation ('Mail have been resent') — a new record appears and the recipient gets it again;
 * an admin reads the list without Resend and the API refuses their resend. Screenshots en/bm/cn at
 * 1280 and 375 px.
 */
import { test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { signInToConsole } from './support/console';
import { collectPageErrors, escapeRegExp, expect, type Lng, queryDb, screenLanguages, shot, t } from './support/app';
import { outboxTo } from './support/outbox';
import { dbNow } from './support/seed';
import { writeDb } from './support/site';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };
const run = Date.now().toString(36).toUpperCase();
const REFERENCE = `AM-E2E-${run}`;
const TO = `audit.mail.${run.toLowerCase()}@example.com`;

test.beforeAll(async () => {
  const stamp = dbNow();
  await writeDb([
    {
      sql: `INSERT INTO audit_mails (reference, user_email, subject, status, mailable_type, template, language, payload, error, created_at, updated_at)
            VALUES (?, ?, 'Your payment failed', 0, 'payment_rejected', 'notice', 'en', ?, 'SMTP 421 try later', ?, ?)`,
      params: [REFERENCE, TO, JSON.stringify({ to: TO, data: { heading: 'Payment', paragraphs: ['Your payment needs another look.'] } }), stamp, stamp],
    },
  ]);
});

const sidebar = (page: Page) => page.locator('.MuiDrawer-paper').filter({ has: page.getByRole('menuitem') });
async function openAuditMails(page: Page, lng: Lng = 'en') {
  const toggle = page.getByRole('button', { name: t(lng, 'ra:ra.action.open_menu') });
  if ((page.viewportSize()?.width ?? 1280) < 600 && (await toggle.count())) await toggle.click();
  await sidebar(page).getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t(lng, 'admin:menu.auditmails'))}( — .*)?$`) }).click();
  await expect(page).toHaveURL(/\/admin\/audit-mails(\?.*)?$/);
  await expect(page.locator('#react-admin-title')).toContainText(t(lng, 'admin:audit_mails.title'), { timeout: 15_000 });
}

test('the super admin filters the audit mails and resends a failed one', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const errors = collectPageErrors(page);
  await signInToConsole(page, DEMO.superAdmin);
  await openAuditMails(page);

  // The type filter offers human labels; Payment rejected + Failed + the reference → the one row.
  await page.getByRole('combobox', { name: t('en', 'admin:audit_mails.filter_type') }).click();
  await page.getByRole('option', { name: t('en', 'admin:audit_mails.types.payment_rejected') }).click();
  await page.getByRole('combobox', { name: t('en', 'admin:audit_mails.filter_status') }).click();
  await page.getByRole('option', { name: t('en', 'admin:audit_mails.failed') }).click();
  await page.locator('input[name="q"]').fill(REFERENCE);
  const rows = page.getByRole('row').filter({ hasText: REFERENCE });
  await expect(rows).toHaveCount(1, { timeout: 15_000 });
  await expect(rows.first()).toContainText(t('en', 'admin:audit_mails.types.payment_rejected'));
  await expect(rows.first()).toContainText(t('en', 'admin:audit_mails.failed'));
  await shot(page, testInfo, 'audit-mails-filtered');

  await rows.first().getByRole('button', { name: t('en', 'admin:audit_mails.resend') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(TO);
  await dialog.getByRole('button', { name: t('en', 'admin:audit_mails.resend') }).click();
  await expect(page.getByText('Mail have been resent')).toBeVisible({ timeout: 15_000 });
  expect(outboxTo(TO).some((mail) => mail.includes('Your payment needs another look.'))).toBe(true);
  const stored = await queryDb<{ status: number }>('SELECT status FROM audit_mails WHERE reference = ? ORDER BY id', [REFERENCE]);
  expect(stored.map((row) => row.status)).toEqual([0, 1]);

  // Both attempts are listed (status cleared to All).
  await page.getByRole('combobox', { name: t('en', 'admin:audit_mails.filter_status') }).click();
  await page.getByRole('listbox').getByText(t('en', 'admin:audit_mails.all'), { exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: REFERENCE })).toHaveCount(2, { timeout: 15_000 });
  expect(errors).toEqual([]);
});

test('an admin reads the audit mails without Resend; the API refuses their resend (ACL-54)', async ({ page }) => {
  await signInToConsole(page, DEMO.admin);
  await openAuditMails(page);
  await page.locator('input[name="q"]').fill(REFERENCE);
  await expect(page.getByRole('row').filter({ hasText: REFERENCE }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: t('en', 'admin:audit_mails.resend') })).toHaveCount(0);
  const [mail] = await queryDb<{ id: number }>('SELECT id FROM audit_mails WHERE reference = ? ORDER BY id LIMIT 1', [REFERENCE]);
  const answer = await page.request.post(`/api/admin/audit-mails/${mail!.id}/resend`, { data: {}, headers: { Accept: 'application/json' } });
  expect(answer.status()).toBe(403);
});

for (const lng of screenLanguages('cn')) {
  test(`Audit mails read well in ${lng} at 1280 and 375 px`, async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    await context.addCookies([{ name: 'lng', value: lng, url: baseURL! }]);
    await page.setViewportSize(DESKTOP);
    await signInToConsole(page, DEMO.superAdmin);
    await openAuditMails(page, lng);
    await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
    await shot(page, testInfo, `audit-mails-${lng}-1280`);
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.locator('#react-admin-title')).toContainText(t(lng, 'admin:audit_mails.title'), { timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, testInfo, `audit-mails-${lng}-375`);
  });
}
