/**
 * The console's settings (issue 4): configuration (ADM-66..70, G-27, ⚑AMB-04), payment configuration
 * (ADM-68, ADR 013), whitelist (ADM-63..65) and delivery prices (DLV-17..21), with screenshots of
 * each page in en, bm and cn.
 */
import { test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { collectPageErrors, expect, type Lng, queryDb, screenLanguages, shot, t } from './support/app';
import { paymentKeys } from './support/payment-keys';
import { signInToConsole } from './support/console';

const consoleAs = signInToConsole;

const section = (page: Page, id: string) => page.locator(`section[data-section="${id}"]`);
const setting = (page: Page, key: string) => page.locator(`[data-setting="${key}"]`);
const config = async (key: string) => JSON.parse((await queryDb<{ value: string }>('SELECT value FROM configurations WHERE `key` = ?', [key]))[0]!.value) as unknown;

test('a super admin changes a setting and a bank-transfer field, and sees them saved', async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);
  await consoleAs(page, DEMO.superAdmin, '/admin/configuration');
  const email = setting(page, 'contact_email').locator('input');
  await expect(email).toBeVisible({ timeout: 15_000 });

  // A bad value is refused on the field and nothing is saved.
  await email.fill('not-an-email');
  await section(page, 'general').getByRole('button', { name: t('en', 'settings:actions.save_general') }).click();
  await expect(setting(page, 'contact_email')).toContainText(t('en', 'settings:validation.email_invalid'));
  expect(await config('contact_email')).not.toBe('not-an-email');

  await email.fill('helpdesk@iprenew.example');
  await section(page, 'general').getByRole('button', { name: t('en', 'settings:actions.save_general') }).click();
  await expect(page.getByText(t('en', 'settings:record_update_success'))).toBeVisible();
  await expect.poll(() => config('contact_email')).toBe('helpdesk@iprenew.example');

  const bankName = section(page, 'bank').locator('input[name="bank_name"]');
  await bankName.fill('CIMB Bank Berhad');
  await section(page, 'bank').getByRole('button', { name: t('en', 'settings:actions.save_bank') }).click();
  await expect.poll(async () => ((await config('bank_transfer')) as { bank_name: string }).bank_name).toBe('CIMB Bank Berhad');

  await page.reload();
  await expect(setting(page, 'contact_email').locator('input')).toHaveValue('helpdesk@iprenew.example', { timeout: 15_000 });
  await expect(section(page, 'bank').locator('input[name="bank_name"]')).toHaveValue('CIMB Bank Berhad');
  await expect(section(page, 'maintenance')).toBeVisible();
  await shot(page, testInfo, 'configuration-super-admin');

  // Put the seeded values back: later journeys (contact us, pay later) read them.
  await setting(page, 'contact_email').locator('input').fill('support@iprenew.com.my');
  await section(page, 'general').getByRole('button', { name: t('en', 'settings:actions.save_general') }).click();
  await expect.poll(() => config('contact_email')).toBe('support@iprenew.com.my');
  await section(page, 'bank').locator('input[name="bank_name"]').fill('Malayan Banking Berhad (Maybank)');
  await section(page, 'bank').getByRole('button', { name: t('en', 'settings:actions.save_bank') }).click();
  await expect.poll(async () => ((await config('bank_transfer')) as { bank_name: string }).bank_name).toBe('Malayan Banking Berhad (Maybank)');
  expect(errors).toEqual([]);
});

test('an admin sees the configuration read-only and the API refuses the save', async ({ page, baseURL }, testInfo) => {
  await consoleAs(page, DEMO.admin, '/admin/configuration');
  await expect(page.getByTestId('read-only-notice')).toBeVisible({ timeout: 15_000 });
  await expect(setting(page, 'contact_email').locator('input')).toBeDisabled();
  await expect(section(page, 'bank').locator('input[name="bank_name"]')).toBeDisabled();
  await expect(page.getByRole('button', { name: t('en', 'settings:actions.save_general') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('en', 'settings:actions.save_payment') })).toHaveCount(0);
  await expect(section(page, 'maintenance')).toHaveCount(0);
  await shot(page, testInfo, 'configuration-admin');

  const answer = await page.request.put('/api/admin/configuration', {
    headers: { Origin: baseURL!, Accept: 'application/json' },
    data: { bank_transfer: { bank_name: 'Hacked', account_name: 'X', account_no: '12345', swift_code: 'MBBEMYKL', note: 'x' } },
  });
  expect(answer.status()).toBe(403);
  expect(((await config('bank_transfer')) as { bank_name: string }).bank_name).not.toBe('Hacked');
});

test('a super admin switches the payment option to PayPal and the secret is stored, never shown', async ({ page }, testInfo) => {
  await consoleAs(page, DEMO.superAdmin, '/admin/configuration');
  const payment = section(page, 'payment');
  await payment.getByRole('combobox', { name: t('en', 'settings:payment.option') }).click({ timeout: 15_000 });
  await page.getByRole('option', { name: 'Paypal' }).click();
  await payment.getByRole('combobox', { name: t('en', 'settings:payment.paypal_mode') }).click();
  await page.getByRole('option', { name: t('en', 'settings:payment.modes.live') }).click();
  await payment.locator('input[name="Paypal.client_id"]').fill('AbCdEfGhIjKlMnOpQr');
  await payment.locator('input[name="Paypal.client_secret"]').fill('EFgHiJkLmNoPqRsTuV');
  await payment.locator('input[name="Paypal.webhook_id"]').fill('4JH86294D6297924G');
  await payment.getByRole('button', { name: t('en', 'settings:actions.save_payment') }).click();
  await expect(page.getByText(t('en', 'settings:record_update_success'))).toBeVisible();

  await page.reload();
  const reloaded = section(page, 'payment');
  await expect(reloaded.locator('input[name="Paypal.client_id"]')).toHaveValue('AbCdEfGhIjKlMnOpQr', { timeout: 15_000 });
  await expect(reloaded.locator('input[name="Paypal.client_secret"]')).toHaveValue('');
  await expect(reloaded).toContainText(t('en', 'settings:payment.secret_set'));
  expect(await config('payment_type')).toBe('Paypal');
  const [stored] = await queryDb<{ value: string; is_secret: number }>("SELECT value, is_secret FROM configurations WHERE `key` = 'payment_inputs'");
  expect(stored!.value).not.toContain('EFgHiJkLmNoPqRsTuV');
  expect(stored!.is_secret).toBe(1);
  const api = await page.request.get('/api/admin/payment-configuration', { headers: { Accept: 'application/json' } });
  expect(await api.text()).not.toContain('EFgHiJkLmNoPqRsTuV');
  await shot(page, testInfo, 'payment-paypal');
  // Later journeys pay with the local Stripe server prepared for the run.
  paymentKeys('stripe');
});

test('the whitelist adds and removes e-mails and refuses a bad one', async ({ page }, testInfo) => {
  const count = async () => (await queryDb<{ n: number }>('SELECT COUNT(*) AS n FROM whitelists'))[0]!.n;
  const before = await count();
  await consoleAs(page, DEMO.admin, '/admin/whitelists');
  const submit = page.getByRole('button', { name: t('en', 'settings:actions.submit') });
  await expect(submit).toBeVisible({ timeout: 15_000 });
  if (before === 0) await expect(page.getByTestId('whitelist-empty')).toHaveText(t('en', 'settings:no_data'));

  await page.getByRole('button', { name: t('en', 'settings:whitelist.add') }).click();
  const row = page.locator(`input[name="emails.${before}.email"]`);
  await row.fill('not-an-email');
  await submit.click();
  await expect(page.getByText(t('en', 'settings:validation.email_invalid'))).toBeVisible();
  expect(await count()).toBe(before);

  await row.fill('vip.customer@example.com');
  await submit.click();
  await expect(page.getByText(t('en', 'settings:record_update_success'))).toBeVisible();
  await expect.poll(count).toBe(before + 1);
  await page.reload();
  await expect(page.locator('input[name^="emails."]').last()).toHaveValue('vip.customer@example.com', { timeout: 15_000 });
  await shot(page, testInfo, 'whitelist');

  await page.getByRole('button', { name: /remove/i }).last().click();
  await page.getByRole('button', { name: t('en', 'settings:actions.submit') }).click();
  await expect.poll(count).toBe(before);
  const left = await queryDb('SELECT email FROM whitelists WHERE email = ?', ['vip.customer@example.com']);
  expect(left).toEqual([]);
});

test('delivery prices: add a row, a bad fee is refused, save, reload', async ({ page }, testInfo) => {
  const rows = () => queryDb<{ country_id: number; fee: string | number }>('SELECT country_id, fee FROM delivery_prices ORDER BY id');
  const before = (await rows()).length;
  await consoleAs(page, DEMO.superAdmin, '/admin/prices');
  await page.getByRole('button', { name: t('en', 'settings:delivery.add') }).click({ timeout: 15_000 });
  const countryInput = () => page.getByRole('combobox', { name: t('en', 'settings:delivery.country') }).nth(before);
  const country = countryInput();
  // A country the demo's price table does not cover yet (it prices Malaysia and Singapore).
  await country.fill('Thail');
  await page.getByRole('option', { name: 'Thailand' }).click();
  const fee = page.locator(`input[name="prices.${before}.fee"]`);
  await expect(fee).toHaveValue('0.00');
  await fee.fill('abc');
  await page.getByRole('button', { name: t('en', 'settings:actions.submit') }).click();
  await expect(page.getByText(t('en', 'settings:validation.fee_invalid'))).toBeVisible();
  expect((await rows()).length).toBe(before);

  await fee.fill('12.50');
  await page.getByRole('button', { name: t('en', 'settings:actions.submit') }).click();
  await expect(page.getByText(t('en', 'settings:delivery_store_success'))).toBeVisible();
  await expect.poll(async () => (await rows()).length).toBe(before + 1);
  expect(Number((await rows()).at(-1)!.fee)).toBe(12.5);

  await page.reload();
  await expect(page.locator(`input[name="prices.${before}.fee"]`)).toHaveValue('12.50', { timeout: 15_000 });
  await expect(countryInput()).toHaveValue('Thailand');
  await shot(page, testInfo, 'delivery-prices');
});

for (const lng of screenLanguages('bm')) {
  test(`settings pages render in ${lng}`, async ({ page, context, baseURL }, testInfo) => {
    await context.addCookies([{ name: 'lng', value: lng, url: baseURL! }]);
    await consoleAs(page, DEMO.superAdmin, '/admin/configuration');
    await expect(page.getByRole('heading', { level: 2, name: t(lng, 'settings:general.title') })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 2, name: t(lng, 'settings:payment.title') })).toBeVisible();
    await expect(page.getByRole('button', { name: t(lng, 'settings:actions.save_countries') })).toBeVisible();
    await shot(page, testInfo, `configuration-${lng}`);
    await page.goto('/admin/whitelists');
    await expect(page.getByRole('heading', { level: 2, name: t(lng, 'settings:whitelist.title') })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: t(lng, 'settings:actions.submit') })).toBeVisible();
    await shot(page, testInfo, `whitelist-${lng}`);
    await page.goto('/admin/prices');
    await expect(page.getByRole('heading', { level: 2, name: t(lng, 'settings:delivery.title') })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: t(lng, 'settings:actions.submit') })).toBeVisible();
    await shot(page, testInfo, `delivery-prices-${lng}`);
  });
}
