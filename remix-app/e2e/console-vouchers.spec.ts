/**
 * The console's vouchers (ADM-40..49, G-29):
 * - an admin creates a voucher whose code comes from the server, edits it, filters the list by the
 *   computed status (Used shows 'Fully Claimed used/quantity'), deletes it, and cannot delete a
 *   voucher an order has used;
 * - screenshots of the list and the form in en, bm and cn.
 */
import { test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { signInToConsole } from './support/console';
import { collectPageErrors, expect, type Lng, queryDb, screenLanguages, shot, t } from './support/app';

const inDays = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const voucherRow = (code: string) => queryDb<{ id: number; type: string; value: string; quantity: number; due_date: string }>('SELECT * FROM vouchers WHERE code = ?', [code]);

async function chooseStatus(page: Page, lng: Lng, statusKey: string) {
  await page.getByRole('combobox', { name: t(lng, 'vouchers:console.status_filter') }).click();
  // The "All" entry is react-admin's empty option (labelled 'Clear value' for screen readers): pick by text.
  await page.getByRole('listbox').getByText(t(lng, statusKey), { exact: true }).click();
}

test('an admin creates, edits, filters and deletes vouchers', async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);
  await signInToConsole(page, DEMO.admin, '/admin/vouchers');
  await expect(page.getByRole('row').filter({ hasText: 'DEMOPC10' })).toBeVisible({ timeout: 15_000 });
  await shot(page, testInfo, 'list');

  // Create: the code is filled by the server.
  await page.getByRole('link', { name: t('en', 'ra:ra.action.create') }).click();
  const code = page.locator('input[name="code"]');
  await expect(code).toHaveValue(/^[A-HJ-NP-Z2-9]{8}$/, { timeout: 15_000 });
  const first = await code.inputValue();
  await page.getByRole('button', { name: t('en', 'vouchers:console.regenerate') }).click();
  await expect(code).not.toHaveValue(first);
  const generated = await code.inputValue();
  expect(generated).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);

  // Required fields, with the spec's date message.
  await page.getByRole('button', { name: t('en', 'admin:common.submit') }).click();
  await expect(page.getByText(t('en', 'vouchers:validation.date_required'))).toBeVisible();
  expect(await voucherRow(generated)).toHaveLength(0);

  await page.getByRole('combobox', { name: t('en', 'vouchers:console.fields.type') }).click();
  await page.getByRole('option', { name: t('en', 'enums:voucherType.Percentage') }).click();
  await page.locator('input[name="value"]').fill('150');
  await page.locator('input[name="due_date"]').fill(inDays(20));
  await page.locator('input[name="quantity"]').fill('4');
  await page.getByRole('button', { name: t('en', 'admin:common.submit') }).click();
  await expect(page.getByText(t('en', 'vouchers:validation.percentage_range'))).toBeVisible();
  await page.locator('input[name="value"]').fill('15');
  await shot(page, testInfo, 'create');
  await page.getByRole('button', { name: t('en', 'admin:common.submit') }).click();
  // SYS-4: the alert clears after 1 second by itself (react-admin's default was 4).
  const submitted = page.getByText(t('en', 'vouchers:submit_success'));
  await expect(submitted).toBeVisible();
  await expect(submitted).toBeHidden({ timeout: 3_000 });
  await expect.poll(async () => Number((await voucherRow(generated))[0]?.value)).toBe(15);
  expect((await voucherRow(generated))[0]).toMatchObject({ type: 'Percentage', quantity: 4, due_date: inDays(20) });

  // Edit: value and limitations; amount used is read only.
  const row = page.getByRole('row').filter({ hasText: generated });
  await expect(row).toBeVisible();
  // I18N-13, ADM-43: the list shows the due date as stored, yyyy-MM-dd, in every language.
  await expect(row).toContainText(inDays(20));
  await row.getByRole('link', { name: t('en', 'ra:ra.action.edit') }).click();
  await expect(page.locator('input[name="code"]')).toHaveValue(generated, { timeout: 15_000 });
  await expect(page.locator('input[name="amount_used"]')).toHaveAttribute('readonly', '');
  await page.locator('input[name="value"]').fill('12.5');
  await page.locator('input[name="quantity"]').fill('6');
  await shot(page, testInfo, 'edit');
  await page.getByRole('button', { name: t('en', 'admin:common.submit') }).click();
  // SYS-4: …and waits while the pointer is over it, clearing once the pointer leaves.
  const updated = page.getByText(t('en', 'vouchers:update_success'));
  await expect(updated).toBeVisible();
  await updated.hover();
  await page.waitForTimeout(1_500);
  await expect(updated).toBeVisible();
  await page.mouse.move(1, 1);
  await expect(updated).toBeHidden({ timeout: 3_000 });
  await expect.poll(async () => (await voucherRow(generated))[0]?.quantity).toBe(6);
  expect(Number((await voucherRow(generated))[0]!.value)).toBe(12.5);

  // Filters by the computed status.
  await chooseStatus(page, 'en', 'enums:voucherStatus.1');
  const used = page.getByRole('row').filter({ hasText: 'WELCOME5' });
  await expect(used).toBeVisible();
  await expect(used).toContainText('Fully Claimed 5/5');
  await expect(page.getByRole('row').filter({ hasText: generated })).toHaveCount(0);
  await chooseStatus(page, 'en', 'enums:voucherStatus.3');
  await expect(page.getByRole('row').filter({ hasText: 'MERDEKA8' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'WELCOME5' })).toHaveCount(0);
  await shot(page, testInfo, 'filter-expired');
  await chooseStatus(page, 'en', 'enums:voucherStatus.0');
  await expect(page.getByRole('row').filter({ hasText: generated })).toBeVisible();
  await page.locator('input[name="q"]').fill(generated.slice(0, 5).toLowerCase());
  await expect(page.getByRole('row').filter({ hasText: 'DEMOPC10' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: generated })).toBeVisible();

  // Delete with confirmation.
  await page.getByRole('row').filter({ hasText: generated }).getByRole('button', { name: t('en', 'ra:ra.action.delete') }).click();
  await expect(page.getByRole('dialog')).toContainText(generated);
  await shot(page, testInfo, 'delete-confirm');
  await page.getByRole('dialog').getByRole('button', { name: t('en', 'ra:ra.action.confirm') }).click();
  await expect(page.getByText(t('en', 'vouchers:delete_success'))).toBeVisible();
  await expect.poll(async () => (await voucherRow(generated)).length).toBe(0);

  // A voucher an order used is kept, with a clear message.
  await page.locator('input[name="q"]').fill('DEMOPC10');
  await chooseStatus(page, 'en', 'enums:voucherStatus.2');
  await page.getByRole('row').filter({ hasText: 'DEMOPC10' }).getByRole('button', { name: t('en', 'ra:ra.action.delete') }).click();
  await page.getByRole('dialog').getByRole('button', { name: t('en', 'ra:ra.action.confirm') }).click();
  await expect(page.getByText(t('en', 'vouchers:delete_in_use'))).toBeVisible();
  expect(await voucherRow('DEMOPC10')).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('an accountant has no voucher screen and the API refuses', async ({ page }) => {
  await signInToConsole(page, DEMO.accountant);
  const response = await page.request.get('/api/admin/vouchers', { headers: { Accept: 'application/json' } });
  expect(response.status()).toBe(403);
  await expect(page.getByRole('menuitem', { name: t('en', 'admin:menu.invoices') })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('menuitem', { name: t('en', 'admin:menu.voucher') })).toHaveCount(0);
});

for (const lng of screenLanguages('cn')) {
  test(`the voucher screens read well in ${lng}`, async ({ page, context, baseURL }, testInfo) => {
    await context.addCookies([{ name: 'lng', value: lng, url: baseURL! }]);
    await signInToConsole(page, DEMO.admin, '/admin/vouchers');
    await expect(page.getByText(t(lng, 'vouchers:console.fields.quantity')).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(t(lng, 'vouchers:console.fully_claimed').replace('{{used}}', '5').replace('{{quantity}}', '5'))).toBeVisible();
    await shot(page, testInfo, `list-${lng}`);
    await page.goto('/admin/vouchers/create');
    await expect(page.locator('input[name="code"]')).toHaveValue(/^[A-Z0-9]{8}$/, { timeout: 15_000 });
    await expect(page.getByText(t(lng, 'vouchers:console.code_help'))).toBeVisible();
    await shot(page, testInfo, `create-${lng}`);
  });
}
