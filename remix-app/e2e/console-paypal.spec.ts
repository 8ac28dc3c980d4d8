/**
 * Pending Paypal (SET-22, SET-23, G-05, ACL-48): a validated settlement of the Singapore agent (no
 * Malaysian bank details) waits in Pending Paypal with its PayPal cost deducted; the accountant opens
 * it from the menu, reads the detail, goes Back, opens it again and pays it with the proof-upload modal
 * (a message is required without a file): '1 record(s) paid success, 0 record(s) are fail to proceed';
 * it leaves the list and is settled with one PayPal payout. Screenshots in en, bm and cn at 1280 and 375 px.
 * Send via PayPal (ADR 055): the super admin saves the payout credentials in Configuration (menu), the
 * accountant sends a settlement through the local PayPal's Payouts API, sees it in flight, and Check
 * status settles it with one payout carrying PayPal's batch id.
 */
import { test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { signInToConsole } from './support/console';
import { collectPageErrors, escapeRegExp, expect, type Lng, queryDb, screenLanguages, shot, t } from './support/app';
import { dbNow, idOf, seedIpApplication } from './support/seed';
import { writeDb } from './support/site';
import { E2E_PAYPAL_CLIENT } from './support/paths';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

/** A completed renewal whose settlement for agent2 was validated on the PayPal route. */
async function seedPaypalSettlement(reference: string): Promise<number> {
  const app = await seedIpApplication({ reference, name: `PAYPAL ${reference}`, statusId: 7, completedAt: dbNow(), acknowledge: 1 });
  const agent2 = await idOf('SELECT id FROM users WHERE email = ?', ['agent2@example.com']);
  const proof = await idOf('SELECT id FROM settlements WHERE proof IS NOT NULL AND proof2 IS NOT NULL ORDER BY id LIMIT 1', []);
  const stamp = dbNow();
  await writeDb([
    { sql: 'UPDATE applications SET agent_id = ? WHERE id = ?', params: [agent2, app.id] },
    {
      sql: `INSERT INTO settlements (application_id, agent_id, processing_fee, service_fee, total, paypal_cost, net_total, allow_settle, is_settled, pending_upload, pending_validate,
              pending_reupload, pending_payment_verification, route, proof, proof2, validation_uploaded_at, created_at, updated_at)
            SELECT ?, ?, '1500.00', '375.00', '1875.00', '75.63', '1799.37', 1, 0, 0, 0, 0, 0, 'paypal', proof, proof2, ?, ?, ? FROM settlements WHERE id = ?`,
      params: [app.id, agent2, stamp, stamp, stamp, proof],
    },
  ]);
  return idOf('SELECT id FROM settlements WHERE application_id = ?', [app.id]);
}

const sidebar = (page: Page) => page.locator('.MuiDrawer-paper').filter({ has: page.getByRole('menuitem') });
async function openPendingPaypal(page: Page, lng: Lng) {
  const toggle = page.getByRole('button', { name: t(lng, 'ra:ra.action.open_menu') });
  if ((page.viewportSize()?.width ?? 1280) < 600 && (await toggle.count())) await toggle.click();
  await sidebar(page).getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t(lng, 'admin:menu.settlement_pending_paypal'))}( — .*)?$`) }).click();
  await expect(page).toHaveURL(/\/admin\/settlements\/pending\/paypal(\?.*)?$/);
}
async function rowOf(page: Page, reference: string) {
  await page.locator('input[name="q"]').fill(reference);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toBeVisible({ timeout: 15_000 });
  return row;
}

test('the accountant pays a PayPal settlement from its detail with the proof-upload modal', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const errors = collectPageErrors(page);
  const reference = `RPP${Date.now().toString().slice(-9)}`;
  const id = await seedPaypalSettlement(reference);
  await signInToConsole(page, DEMO.accountant);
  await openPendingPaypal(page, 'en');
  let row = await rowOf(page, reference);
  await expect(row).toContainText('75.63');
  await expect(row).toContainText('1799.37');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/admin/settlements/pending/paypal/${id}$`));
  await expect(page.locator('[data-amount="paypal_cost"]')).toHaveText('− 75.63', { timeout: 15_000 });
  await expect(page.locator('[data-amount="net_total"]')).toHaveText('1799.37');
  await shot(page, testInfo, 'paypal-detail');
  await page.getByRole('button', { name: t('en', 'settlements:console.back_to_paypal') }).click();
  await expect(page).toHaveURL(/\/admin\/settlements\/pending\/paypal(\?.*)?$/);
  row = await rowOf(page, reference);
  await row.click();

  await page.getByRole('button', { name: t('en', 'settlements:console.upload_payout_proof') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t('en', 'settlements:console.confirm_paid') }).click();
  await expect(dialog.getByText(t('en', 'settlements:validation.message_required'))).toBeVisible();
  await dialog.getByLabel(t('en', 'settlements:console.message')).fill('PayPal batch E2E-PP-1');
  await dialog.getByRole('button', { name: t('en', 'settlements:console.confirm_paid') }).click();
  await expect(page.getByText('1 record(s) paid success, 0 record(s) are fail to proceed')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/admin\/settlements\/pending\/paypal(\?.*)?$/);
  const [settled] = await queryDb<{ is_settled: number; channel: string; amount: number; message: string }>(
    'SELECT s.is_settled, p.channel, p.amount, p.message FROM settlements s JOIN payouts p ON p.id = s.payout_id WHERE s.id = ?',
    [id],
  );
  expect(settled).toMatchObject({ is_settled: 1, channel: 'paypal', message: 'PayPal batch E2E-PP-1' });
  expect(Number(settled!.amount).toFixed(2)).toBe('1799.37');
  await page.locator('input[name="q"]').fill(reference);
  await expect(page.getByRole('row').filter({ hasText: reference })).toHaveCount(0, { timeout: 15_000 });
  expect(errors).toEqual([]);
});

test('the super admin configures PayPal payouts; the accountant sends a settlement via PayPal and Check status settles it', async ({ page, context }, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize(DESKTOP);
  const errors = collectPageErrors(page);
  const reference = `RPS${Date.now().toString().slice(-9)}`;
  const id = await seedPaypalSettlement(reference);

  await signInToConsole(page, DEMO.superAdmin);
  await sidebar(page).getByRole('menuitem', { name: t('en', 'admin:menu.configuration') }).click();
  const payouts = page.locator('section[data-section="payouts"]');
  await expect(payouts.getByTestId('payouts-state')).toHaveText(t('en', 'settings:payouts.not_configured'), { timeout: 15_000 });
  await payouts.locator('input[name="client_id"]').fill(E2E_PAYPAL_CLIENT.id);
  await payouts.locator('input[name="fee_percent"]').fill('101');
  await payouts.getByRole('button', { name: t('en', 'settings:actions.save_payouts') }).click();
  await expect(payouts.getByText(t('en', 'settings:validation.payout_fee_percent_range'))).toBeVisible();
  await payouts.locator('input[name="fee_percent"]').fill('2.90');
  await payouts.locator('input[name="client_secret"]').fill(E2E_PAYPAL_CLIENT.secret);
  await payouts.getByRole('button', { name: t('en', 'settings:actions.save_payouts') }).click();
  await expect(payouts.getByTestId('payouts-state')).toHaveText(t('en', 'settings:payouts.configured'), { timeout: 15_000 });
  await expect(payouts.locator('input[name="client_secret"]')).toHaveValue('');
  await shot(page, testInfo, 'payouts-configured');
  await context.clearCookies();

  await signInToConsole(page, DEMO.accountant);
  await openPendingPaypal(page, 'en');
  await (await rowOf(page, reference)).click();
  await expect(page.getByTestId('paypal-receiver')).toHaveText('agent2@example.com', { timeout: 15_000 });
  await page.getByRole('button', { name: t('en', 'settlements:paypal.send') }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('RM 1799.37');
  await expect(confirm).toContainText('agent2@example.com');
  await confirm.getByRole('button', { name: t('en', 'settlements:paypal.send') }).click();
  await expect(page.getByText(t('en', 'settlements:paypal.sent'))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('paypal-in-flight')).toBeVisible();
  // In flight: the manual proof path and a second send are gone; Check status asks PayPal.
  await expect(page.getByRole('button', { name: t('en', 'settlements:paypal.send') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('en', 'settlements:console.upload_payout_proof') })).toHaveCount(0);
  await shot(page, testInfo, 'paypal-in-flight');
  const [inFlight] = await queryDb<{ paypal_in_flight: number; paypal_batch_id: string | null }>('SELECT paypal_in_flight, paypal_batch_id FROM settlements WHERE id = ?', [id]);
  expect(inFlight).toMatchObject({ paypal_in_flight: 1 });
  expect(inFlight!.paypal_batch_id).toMatch(/^[A-Z0-9]{13}$/);

  await page.getByRole('button', { name: t('en', 'settlements:paypal.check') }).click();
  await expect(page.getByText(t('en', 'settlements:paypal.paid'))).toBeVisible({ timeout: 15_000 });
  const [settled] = await queryDb<{ is_settled: number; channel: string; amount: number; paypal_batch_id: string }>(
    'SELECT s.is_settled, p.channel, p.amount, p.paypal_batch_id FROM settlements s JOIN payouts p ON p.id = s.payout_id WHERE s.id = ?',
    [id],
  );
  expect(settled).toMatchObject({ is_settled: 1, channel: 'paypal', paypal_batch_id: inFlight!.paypal_batch_id });
  expect(Number(settled!.amount).toFixed(2)).toBe('1799.37');
  await page.getByRole('button', { name: t('en', 'settlements:console.back_to_paypal') }).click();
  await page.locator('input[name="q"]').fill(reference);
  await expect(page.getByRole('row').filter({ hasText: reference })).toHaveCount(0, { timeout: 15_000 });
  expect(errors).toEqual([]);
});

for (const lng of screenLanguages('bm')) {
  test(`Pending Paypal reads well in ${lng} at 1280 and 375 px`, async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const reference = `RPQ${lng.toUpperCase()}${Date.now().toString().slice(-7)}`;
    await seedPaypalSettlement(reference);
    await context.addCookies([{ name: 'lng', value: lng, url: baseURL! }]);
    await page.setViewportSize(DESKTOP);
    await signInToConsole(page, DEMO.admin);
    await openPendingPaypal(page, lng);
    const row = await rowOf(page, reference);
    await shot(page, testInfo, `pending-paypal-${lng}-1280`);
    await row.click();
    await expect(page.locator('[data-amount="net_total"]')).toBeVisible({ timeout: 15_000 });
    await shot(page, testInfo, `paypal-detail-${lng}-1280`);
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, testInfo, `paypal-detail-${lng}-375`);
  });
}
