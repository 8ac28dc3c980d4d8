import { test, type Page } from '@playwright/test';
import { addCalendarDays, calendarDateInKualaLumpur } from '@iprenew/models/schemas/index';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { collectPageErrors, escapeRegExp, expect, queryDb, shot, signIn, t, type Lng } from './support/app';
import { useLanguage, writeDb } from './support/site';

/**
 * Languages in the customer pages (issue 11) and the cart's currency selector (I18N-15):
 * - the switch, used while signed in, stores the language on the account (e-mails and invoices);
 * - country names and month abbreviations in bm and cn (price checker, profile, cart), the spec's
 *   date patterns kept;
 * - the cart's currency selector converts the amounts and keeps the RM amount beside them.
 * customer@example.com is the demo customer; its cart line is removed again at the end.
 */

const FILING_NO = 'E2E-I18N-CUR-1';
const today = calendarDateInKualaLumpur();

async function signInAs(page: Page, lng: Lng = 'en') {
  if (lng !== 'en') await useLanguage(page, lng, test.info().project.use.baseURL!);
  await page.goto('/login');
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
}

async function storedLanguage(): Promise<string> {
  const [row] = await queryDb<{ language: string }>('SELECT language FROM users WHERE email = ?', [DEMO.customer]);
  return row!.language;
}

async function removeLine() {
  await writeDb([{ sql: 'DELETE FROM cart_items WHERE filing_no = ?', params: [FILING_NO] }]);
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.afterAll(removeLine);

test('the language switch used while signed in becomes the account language (e-mails and invoices)', async ({ page }) => {
  const errors = collectPageErrors(page);
  const before = await storedLanguage();
  await signInAs(page);
  try {
    await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t('en', 'common:language.short.bm'))}`) }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect.poll(storedLanguage).toBe('bm');
    // My Profile shows it, and offers it.
    await page.getByRole('link', { name: t('bm', 'nav:sidebar.items.profile') }).first().click();
    await expect(page.getByLabel(t('bm', 'nav:profile.language'))).toHaveValue('bm');
    await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t('bm', 'common:language.short.en'))}`) }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(storedLanguage).toBe('en');
  } finally {
    await writeDb([{ sql: 'UPDATE users SET language = ? WHERE email = ?', params: [before, DEMO.customer] }]);
  }
  expect(errors).toEqual([]);
});

test('the cart currency selector converts the amounts and keeps RM beside them (I18N-15)', async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);
  await removeLine();
  await signInAs(page);
  await page.getByRole('link', { name: 'Request Renewal' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/filing\/trademark$/);
  await page.getByTestId('line-0-filing_no').fill(FILING_NO);
  await page.getByTestId('line-0-country_id').selectOption({ label: 'Malaysia' });
  await page.getByTestId('line-0-application_name').fill('I18N Currency Sdn. Bhd.');
  await page.getByTestId('line-0-expiry_date').fill(addCalendarDays(today, 200));
  await page.getByTestId('line-0-multiclass_no').fill('1');
  await page.getByTestId('line-0-multiclass_name').fill('30 Spices');
  await expect(page.getByTestId('line-0-price')).toContainText('RM');
  await page.getByRole('button', { name: t('en', 'orders:cart.filing.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Record created successful' })).toBeVisible();

  await page.getByTestId('navbar-cart').click();
  await expect(page).toHaveURL(/\/dashboard\/cart(\?sel=[^&]*(&voucher=[^&]*)?)?$/);
  const line = page.getByTestId('cart-section-trademark');
  await expect(line).toContainText(FILING_NO);
  await expect(line).toContainText(/RM [\d,]+\.\d{2}/);
  await expect(line).not.toContainText('S$');

  // The selector on the cart page: Singapore dollars, the RM amount kept beside (⚑AMB-01).
  const selector = page.getByRole('form', { name: t('en', 'site:currency.label') });
  await selector.getByRole('button', { name: new RegExp(escapeRegExp(t('en', 'site:currency.names.SGD'))) }).click();
  await expect(page).toHaveURL(/\/dashboard\/cart(\?sel=[^&]*(&voucher=[^&]*)?)?$/);
  await expect(line).toContainText(/≈ S\$ [\d,]+\.\d{2}\s*\(RM [\d,]+\.\d{2}\)/);
  await expect(selector.getByRole('button', { name: new RegExp(escapeRegExp(t('en', 'site:currency.names.SGD'))) })).toHaveAttribute('aria-pressed', 'true');
  // The selection and its voucher state are untouched by the change (the line is still selected).
  await expect(page.getByText(t('en', 'site:currency.disclaimer'))).toBeVisible();
  await shot(page, testInfo, 'cart-currency-sgd');

  // Back to RM: no conversion shown.
  await selector.getByRole('button', { name: new RegExp(escapeRegExp(t('en', 'site:currency.names.MYR'))) }).click();
  await expect(line).not.toContainText('S$');
  expect(errors).toEqual([]);
});

for (const lng of ['bm', 'cn'] as const) {
  test(`country and month names in ${lng}, the spec's date patterns kept`, async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    const malaysia = lng === 'cn' ? '马来西亚' : 'Malaysia';
    const china = lng === 'cn' ? '中国' : 'China';
    const germany = lng === 'cn' ? '德国' : 'Jerman';
    await useLanguage(page, lng, test.info().project.use.baseURL!);

    // The price checker (public): localised countries, sorted by the localised name.
    await page.goto('/');
    await page.getByRole('link', { name: t(lng, 'pages:shell.links.priceChecker') }).first().click();
    await expect(page).toHaveURL(/\/price-checker/);
    await expect(page.locator('form.pc-form')).toHaveAttribute('data-enhanced', 'true');
    const country = page.locator('#pc-country');
    await expect(country.locator('option').filter({ hasText: new RegExp(`^${malaysia}$`) })).toHaveCount(1);
    // No English name is left where the language has its own (sorting by the localised name: models' i18n/country-name.test.ts).
    if (lng === 'cn') expect((await country.locator('option').allInnerTexts()).slice(1).join(' ')).not.toMatch(/Malaysia|Singapore/);
    await country.selectOption({ label: malaysia });
    await expect(page.getByTestId('pc-price').or(page.locator('.pc-result'))).toBeVisible();
    await shot(page, testInfo, `price-checker-${lng}`);

    // Signed in: the profile's country select and the cart's rates time (DD MMM YYYY hh:mm a).
    await page.goto('/login');
    await signIn(page, DEMO.customer, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    await page.getByRole('link', { name: t(lng, 'nav:sidebar.items.profile') }).first().click();
    const profileCountry = page.getByLabel(t(lng, 'nav:profile.country'));
    await expect(profileCountry.locator('option').filter({ hasText: new RegExp(`^${germany}$`) })).toHaveCount(1);
    await expect(profileCountry.locator('option').filter({ hasText: new RegExp(`^${china}$`) })).toHaveCount(1);
    await shot(page, testInfo, `profile-${lng}`);

    await page.getByRole('link', { name: t(lng, 'nav:sidebar.items.orders') }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/orders/);
    await expect(page.getByTestId('orders-range')).toContainText(lng === 'cn' ? '显示第' : 'Menunjukkan');
    // Order dates stay dd-MM-yyyy (I18N-11).
    const firstDate = page.getByTestId('my-orders').locator('tbody tr').first().locator('td').nth(1);
    if ((await page.getByTestId('my-orders').count()) > 0) await expect(firstDate).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
    // The rates time: DD MMM YYYY hh:mm a with the month in the page's language.
    const month = lng === 'cn' ? '\\d{1,2}月' : '(Jan|Feb|Mac|Apr|Mei|Jun|Jul|Ogo|Sep|Okt|Nov|Dis)';
    await expect(page.locator('.currency-note')).toContainText(new RegExp(`\\d{2} ${month} \\d{4} \\d{2}:\\d{2} (am|pm)`));
    await shot(page, testInfo, `my-orders-${lng}`);
    expect(errors).toEqual([]);
  });
}
