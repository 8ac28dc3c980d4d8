/**
 * The console's Pending Validation and Pending Settle (SET-14..30, ACL-46, ACL-47, ACL-58, ACL-59):
 * - an admin opens Pending Validation from the menu, sees a proof waiting (reference, request
 *   validation date), opens View Proof, asks for a reupload without remarks (the spec's message,
 *   nothing changed) and with remarks (pending reupload); once the agent's new proof waits again,
 *   validates it ('Record set to validated');
 * - an accountant's menu has no Pending Validation; the accountant opens Pending Settle, filters the
 *   agent, selects a validated settlement and sets it paid with a message (required without a file):
 *   '1 record(s) paid success, 0 record(s) are fail to proceed', settled with one payout (SET-25..30);
 * - screenshots in en, bm and cn at 1280 and 375 px.
 * The journey seeds its own completed application and settlement (a copy of the demo's waiting
 * proof, the same stored files) so the demo's settlements stay as the other journeys expect them.
 */
import { test, type Locator, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { signInToConsole } from './support/console';
import { collectPageErrors, escapeRegExp, expect, type Lng, queryDb, screenLanguages, shot, t } from './support/app';
import { dbNow, idOf, seedIpApplication } from './support/seed';
import { writeDb } from './support/site';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

/** A completed renewal of the demo customer with a settlement whose proof waits for validation. */
async function seedWaitingProof(reference: string): Promise<number> {
  const app = await seedIpApplication({ reference, name: `SETTLE ${reference}`, statusId: 7, completedAt: dbNow(), acknowledge: 1 });
  const demo = await idOf('SELECT id FROM settlements WHERE pending_validate = 1 AND proof IS NOT NULL AND proof2 IS NOT NULL ORDER BY id LIMIT 1', []);
  const stamp = dbNow();
  await writeDb([
    {
      sql: `INSERT INTO settlements (application_id, agent_id, processing_fee, service_fee, total, paypal_cost, net_total, allow_settle, is_settled, pending_upload, pending_validate,
              pending_reupload, pending_payment_verification, proof, proof2, remarks, validation_uploaded_at, created_at, updated_at)
            SELECT ?, agent_id, processing_fee, service_fee, total, '0.00', total, 0, 0, 0, 1, 0, 0, proof, proof2, 'Receipt and invoice attached.', ?, ?, ?
              FROM settlements WHERE id = ?`,
      params: [app.id, stamp, stamp, stamp, demo],
    },
  ]);
  return idOf('SELECT id FROM settlements WHERE application_id = ?', [app.id]);
}

const settlementRow = (id: number) =>
  queryDb<{ pending_validate: number; pending_reupload: number; allow_settle: number; is_settled: number; route: string | null; validation_remarks: string | null }>(
    'SELECT * FROM settlements WHERE id = ?',
    [id],
  ).then((rows) => rows[0]!);

const sidebar = (page: Page): Locator => page.locator('.MuiDrawer-paper').filter({ has: page.getByRole('menuitem') });
const menuEntry = (page: Page, lng: Lng) =>
  sidebar(page).getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t(lng, 'admin:menu.settlement_pending_validation'))}( — .*)?$`) });

async function openPendingValidation(page: Page, lng: Lng, phone = false) {
  if (phone) {
    const toggle = page.getByRole('button', { name: t(lng, 'ra:ra.action.open_menu') });
    if (await toggle.count()) await toggle.click();
  }
  await menuEntry(page, lng).click();
  await expect(page).toHaveURL(/\/admin\/settlements\/pending\/validation/);
  await expect(page.locator('#react-admin-title')).toContainText(t(lng, 'admin:menu.settlement_pending_validation'), { timeout: 15_000 });
}

async function rowOf(page: Page, reference: string): Promise<Locator> {
  await page.locator('input[name="q"]').fill(reference);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toBeVisible({ timeout: 15_000 });
  return row;
}

test('an admin validates proofs from Pending Validation: view, reupload (remarks required), validate', async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const errors = collectPageErrors(page);
  const reference = `RSV${Date.now().toString().slice(-9)}`;
  const id = await seedWaitingProof(reference);

  await signInToConsole(page, DEMO.admin);
  await openPendingValidation(page, 'en');
  const row = await rowOf(page, reference);
  await expect(page.getByRole('columnheader', { name: t('en', 'settlements:console.request_date') })).toBeVisible();
  await shot(page, testInfo, 'pending-validation');

  // View Proof opens the receipt from the authorised route in a new tab.
  const viewProof = row.getByRole('link', { name: t('en', 'settlements:console.view_proof'), exact: true });
  await expect(viewProof).toHaveAttribute('href', `/api/admin/settlements/${id}/proof/proof`);
  await expect(row.getByRole('link', { name: t('en', 'settlements:console.view_proof2'), exact: true })).toHaveAttribute('href', `/api/admin/settlements/${id}/proof/proof2`);
  const [proofTab] = await Promise.all([context.waitForEvent('page'), viewProof.click()]);
  const proofResponse = await context.request.get(new URL(`/api/admin/settlements/${id}/proof/proof`, page.url()).toString());
  expect([proofResponse.status(), proofResponse.headers()['content-type']]).toEqual([200, 'application/pdf']);
  expect((await proofResponse.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await proofTab.close();

  // Reupload without remarks: the spec's message, nothing changed.
  await row.getByRole('button', { name: t('en', 'settlements:console.reupload') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t('en', 'settlements:console.reupload_submit') }).click();
  await expect(dialog.getByText(t('en', 'settlements:validation.remarks_required'))).toBeVisible();
  expect((await settlementRow(id)).pending_validate).toBe(1);
  await shot(page, testInfo, 'reupload-required');
  await dialog.getByLabel(t('en', 'settlements:console.remarks')).fill('The receipt is cut off; please upload the full page.');
  await dialog.getByRole('button', { name: t('en', 'settlements:console.reupload_submit') }).click();
  await expect(page.getByText(t('en', 'settlements:reupload.success'))).toBeVisible();
  await expect.poll(async () => (await settlementRow(id)).pending_reupload).toBe(1);
  expect((await settlementRow(id)).validation_remarks).toBe('The receipt is cut off; please upload the full page.');
  await expect(page.getByRole('row').filter({ hasText: reference })).toHaveCount(0);

  // The agent uploads again (seeded): the proof waits for validation again; the admin validates it.
  await writeDb([{ sql: 'UPDATE settlements SET pending_reupload = 0, pending_validate = 1, validation_uploaded_at = ? WHERE id = ?', params: [dbNow(), id] }]);
  await page.getByRole('button', { name: t('en', 'ra:ra.action.refresh') }).first().click();
  const again = await rowOf(page, reference);
  await again.getByRole('button', { name: t('en', 'settlements:console.validate'), exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: t('en', 'settlements:console.validate'), exact: true }).click();
  await expect(page.getByText(t('en', 'settlements:validate.success'))).toBeVisible();
  await expect.poll(async () => (await settlementRow(id)).allow_settle).toBe(1);
  expect(await settlementRow(id)).toMatchObject({ pending_validate: 0, is_settled: 0, route: 'bank' });
  await expect(page.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an accountant pays a validated settlement from Pending Settle (no Pending Validation in the menu)', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const errors = collectPageErrors(page);
  // A validated bank-routed settlement of the demo agent (seeded as validation leaves it).
  const reference = `RSP${Date.now().toString().slice(-9)}`;
  const id = await seedWaitingProof(reference);
  await writeDb([{ sql: "UPDATE settlements SET pending_validate = 0, allow_settle = 1, route = 'bank' WHERE id = ?", params: [id] }]);
  const [{ name: agentName }] = await queryDb<{ name: string }>('SELECT u.name FROM users u JOIN settlements s ON s.agent_id = u.id WHERE s.id = ?', [id]);

  await signInToConsole(page, DEMO.accountant);
  await expect(sidebar(page).getByRole('menuitem').first()).toBeVisible({ timeout: 15_000 });
  await expect(menuEntry(page, 'en')).toHaveCount(0);
  await sidebar(page).getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t('en', 'admin:menu.settlement_pending_settle'))}( — .*)?$`) }).click();
  await expect(page).toHaveURL(/\/admin\/settlements\/pending\/settle/);
  await page.getByRole('combobox', { name: t('en', 'settlements:console.agent_filter') }).click();
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(agentName!)} `) }).click();
  const row = await rowOf(page, reference);
  await row.getByRole('checkbox').click();
  await expect(row.getByRole('checkbox')).toBeChecked();
  await shot(page, testInfo, 'pending-settle');
  await page.getByRole('button', { name: t('en', 'settlements:console.set_to_paid'), exact: true }).click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: t('en', 'settlements:console.confirm_paid') }).click({ timeout: 15_000 });
  await expect(dialog.getByText(t('en', 'settlements:validation.message_required'))).toBeVisible();
  await dialog.getByLabel(t('en', 'settlements:console.message')).fill('IBG transfer ref E2E-0001');
  await dialog.getByRole('button', { name: t('en', 'settlements:console.confirm_paid') }).click();
  await expect(page.getByText('1 record(s) paid success, 0 record(s) are fail to proceed')).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await settlementRow(id)).is_settled).toBe(1);
  const [payout] = await queryDb<{ payouts: number; message: string }>(
    'SELECT COUNT(*) AS payouts, MAX(p.message) AS message FROM payouts p JOIN settlements s ON s.payout_id = p.id WHERE s.id = ?',
    [id],
  );
  expect(payout).toMatchObject({ payouts: 1, message: 'IBG transfer ref E2E-0001' });
  expect(errors).toEqual([]);
});

test("the accountant's overview counts their lists and each card opens the list it counts (G-47)", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const errors = collectPageErrors(page);
  await signInToConsole(page, DEMO.accountant);
  await expect(page.getByText(t('en', 'admin:dashboard.intro_accountant'))).toBeVisible({ timeout: 15_000 });
  const card = (key: string) => page.locator(`[data-card="${key}"]`);
  await expect(card('pending_validation')).toHaveCount(0);
  const [{ n: settle }] = await queryDb<{ n: number }>("SELECT COUNT(*) AS n FROM settlements WHERE allow_settle = 1 AND is_settled = 0 AND route = 'bank'", []);
  await expect(card('pending_settle').locator('[data-count]')).toHaveText(String(settle), { timeout: 15_000 });
  await expect(card('invoices_month')).toBeVisible();
  await shot(page, testInfo, 'accountant-overview');
  await card('pending_settle').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/settlements\/pending\/settle/);
  await page.goBack();
  await card('invoices_month').getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/invoices\?filter=/);
  await expect(page.locator('input[name="from"]')).toHaveValue(/^\d{4}-\d{2}-01$/);
  expect(errors).toEqual([]);
});

for (const lng of screenLanguages('bm')) {
  test(`the accountant's overview reads well in ${lng} at 1280 and 375 px`, async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(60_000);
    await context.addCookies([{ name: 'lng', value: lng, url: baseURL! }]);
    await page.setViewportSize(DESKTOP);
    await signInToConsole(page, DEMO.accountant);
    await expect(page.getByText(t(lng, 'admin:dashboard.intro_accountant'))).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[data-card="pending_paypal"]')).toContainText(t(lng, 'admin:dashboard.cards.pending_paypal'));
    await shot(page, testInfo, `accountant-overview-${lng}-1280`);
    await page.setViewportSize(PHONE);
    await expect(page.locator('[data-card="invoices_month"]')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, testInfo, `accountant-overview-${lng}-375`);
  });
}

for (const lng of screenLanguages('bm')) {
  test(`Pending Validation reads well in ${lng} at 1280 and 375 px`, async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const reference = `RSV${lng.toUpperCase()}${Date.now().toString().slice(-7)}`;
    await seedWaitingProof(reference);
    await context.addCookies([{ name: 'lng', value: lng, url: baseURL! }]);
    await page.setViewportSize(DESKTOP);
    await signInToConsole(page, DEMO.admin);
    await openPendingValidation(page, lng);
    await rowOf(page, reference);
    await shot(page, testInfo, `pending-validation-${lng}-1280`);
    await page.setViewportSize(PHONE);
    const row = await rowOf(page, reference);
    await row.getByRole('button', { name: t(lng, 'settlements:console.reupload') }).scrollIntoViewIfNeeded();
    await shot(page, testInfo, `pending-validation-${lng}-375`);
    await page.setViewportSize(DESKTOP);
    await sidebar(page).getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t(lng, 'admin:menu.settlement_pending_settle'))}( — .*)?$`) }).click();
    await expect(page.locator('#react-admin-title')).toContainText(t(lng, 'admin:menu.settlement_pending_settle'), { timeout: 15_000 });
    await expect(page.getByRole('columnheader', { name: t(lng, 'settlements:console.net_total') })).toBeVisible({ timeout: 15_000 });
    await shot(page, testInfo, `pending-settle-${lng}-1280`);
    await page.setViewportSize(PHONE);
    await shot(page, testInfo, `pending-settle-${lng}-375`);
  });
}
