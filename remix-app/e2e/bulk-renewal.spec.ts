import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { addCalendarDays, addCalendarYears, calendarDateInKualaLumpur } from '@iprenew/models/schemas/index';
import { E2E_PASSWORD } from './support/accounts';
import { queryDb, screenLanguages, signIn, snap, t } from './support/app';
import { noSidewaysScroll } from './support/seed';
import { useLanguage, writeDb } from './support/site';

/**
 * Issue 18, bulk renewal: a customer ticks five of their records in the dashboard's list (three
 * trademarks, two patents) and one Thai trademark whose renewal needs the number of goods, presses
 * once, and finds five renewals in the cart — each priced by the engine, the patents for their next
 * annuity year — and the sixth listed with its reason and a link to its own renewal form. A second
 * press adds nothing. The bar and the answer read well at 375 px.
 */
const EMAIL = 'bulk.customer@example.test';
const stamp = () => new Date().toISOString().replace('T', ' ').replace('Z', ' +00:00');

interface Seeded {
  renewable: { id: number; name: string }[];
  goods: { id: number; name: string };
}

async function userId(): Promise<number> {
  const [user] = await queryDb<{ id: number }>('SELECT id FROM users WHERE email = ?', [EMAIL]);
  return user!.id;
}

/** Six records, once: dates from today, so the renewals are always inside their windows. */
async function seedRecords(): Promise<Seeded> {
  const user = await userId();
  const [my] = await queryDb<{ id: number }>("SELECT id FROM countries WHERE iso2 = 'MY'");
  const [th] = await queryDb<{ id: number }>("SELECT id FROM countries WHERE iso2 = 'TH'");
  const [existing] = await queryDb<{ n: number }>('SELECT COUNT(*) AS n FROM ips WHERE user_id = ?', [user]);
  if (existing!.n === 0) {
    const today = calendarDateInKualaLumpur();
    // Granted three years less sixty days ago: the 4th year, due in sixty days, is the next one to pay.
    const granted = addCalendarDays(addCalendarYears(today, -3), 60);
    const rows: { type: number; country: number; name: string; filing?: string; application?: string; grant?: string; expiry?: string; grantDate?: string; classes?: number }[] = [
      { type: 1, country: my!.id, name: 'Borong Kopi Senja', filing: 'TMBULK0001', expiry: addCalendarDays(today, 120), classes: 1 },
      { type: 1, country: my!.id, name: 'Borong Teh Tarik', filing: 'TMBULK0002', expiry: addCalendarDays(today, 200), classes: 2 },
      { type: 1, country: my!.id, name: 'Borong Roti Canai', filing: 'TMBULK0003', expiry: addCalendarDays(today, 300), classes: 3 },
      { type: 2, country: my!.id, name: 'Borong Pengisar', application: 'PIBULK0004', grant: 'MYBULK0004', grantDate: granted },
      { type: 2, country: my!.id, name: 'Borong Penapis', application: 'PIBULK0005', grant: 'MYBULK0005', grantDate: granted },
      { type: 1, country: th!.id, name: 'Borong Siam', filing: 'TMBULK0006', expiry: addCalendarDays(today, 150), classes: 1 },
    ];
    await writeDb(
      rows.map((row) => ({
        sql: `INSERT INTO ips (user_id, type_id, country_id, model_type, filing_no, application_no, grant_no, grant_date, application_name, expiry_date, multiclass_no, multiclass_name, status, is_english_only, is_read, created_at, updated_at)
              VALUES (?, ?, ?, 'ip', ?, ?, ?, ?, ?, ?, ?, ?, 1, 1, 0, ?, ?)`,
        params: [user, row.type, row.country, row.filing ?? null, row.application ?? null, row.grant ?? null, row.grantDate ?? null, row.name, row.expiry ?? null, row.classes ?? null, row.classes ? 'Coffee; cafés' : null, stamp(), stamp()],
      })),
    );
  }
  const records = await queryDb<{ id: number; application_name: string; country_id: number }>('SELECT id, application_name, country_id FROM ips WHERE user_id = ? ORDER BY id', [user]);
  return {
    renewable: records.filter((record) => record.country_id === my!.id).map((record) => ({ id: record.id, name: record.application_name })),
    goods: records.filter((record) => record.country_id === th!.id).map((record) => ({ id: record.id, name: record.application_name }))[0]!,
  };
}

const emptyCart = async () => writeDb([{ sql: 'DELETE FROM cart_items WHERE user_id = (SELECT id FROM users WHERE email = ?)', params: [EMAIL] }]);

async function tick(page: Page, ids: number[]) {
  for (const id of ids) await page.getByTestId(`portfolio-row-${id}`).getByTestId('bulk-renewal-pick').check();
}

let seeded: Seeded;

test.beforeAll(async () => {
  mkdirSync('/tmp/shots-bulk', { recursive: true });
  seeded = await seedRecords();
});

test('a customer adds five renewals to the cart in one step; the record that needs more is listed with its reason', async ({ page }) => {
  await emptyCart();
  await page.goto('/login');
  await signIn(page, EMAIL, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/overview/);
  const bar = page.getByTestId('bulk-renewal');
  await expect(bar.getByRole('heading', { name: t('en', 'nav:portfolio.bulk.title') })).toBeVisible();

  const five = seeded.renewable.map((record) => record.id);
  expect(five).toHaveLength(5);
  await tick(page, [...five, seeded.goods.id]);
  await bar.getByLabel(t('en', 'nav:portfolio.bulk.acceptance')).check();
  await bar.getByRole('button', { name: t('en', 'nav:portfolio.bulk.submit') }).click();

  const result = page.getByTestId('bulk-renewal-result');
  await expect(result).toContainText(t('en', 'orders:cart.bulk.added').replace('{{count}}', '5'));
  const refused = result.getByTestId(`bulk-refused-${seeded.goods.id}`);
  await expect(refused).toContainText(seeded.goods.name);
  await expect(refused).toContainText(t('en', 'pricing:validation.no_of_goods_required'));
  await expect(refused.getByRole('link', { name: t('en', 'nav:portfolio.bulk.openForm') })).toHaveAttribute('href', `/dashboard/filing/trademark/${seeded.goods.id}`);
  // The ticks are cleared by the answer; the navbar counts the five lines.
  await expect(page.getByTestId('bulk-renewal-pick').first()).not.toBeChecked();
  await expect(page.getByTestId('navbar-cart-count')).toHaveText('5');

  // Five request-renewal lines, one per record, with the acceptance flag; the patents for their 4th year.
  const lines = await queryDb<{ ip_id: number; type_id: number; fee: string; order_type: string; acceptance: number; selected_years: string | null }>(
    'SELECT ip_id, type_id, fee, order_type, acceptance, selected_years FROM cart_items WHERE user_id = ? ORDER BY ip_id',
    [await userId()],
  );
  expect(lines.map((line) => line.ip_id)).toEqual(five);
  expect(lines.every((line) => line.order_type === 'request renewal' && line.acceptance === 1)).toBe(true);
  expect(lines.filter((line) => line.type_id === 2).map((line) => JSON.parse(line.selected_years!))).toEqual([[{ year_granted: '4th_year_granted' }], [{ year_granted: '4th_year_granted' }]]);

  // The cart shows the five lines and their total.
  await result.getByTestId('bulk-renewal-cart').click();
  await expect(page).toHaveURL(/\/dashboard\/cart/);
  const total = lines.reduce((sum, line) => sum + Math.round(Number(line.fee) * 100), 0) / 100;
  await expect(page.getByTestId('cart-total')).toContainText(total.toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  await expect(page.locator('[data-testid^="cart-line-"]')).toHaveCount(5);

  // Back on the dashboard, the same selection again adds nothing: each renewal is in the cart already.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/overview/);
  await tick(page, five);
  await page.getByTestId('bulk-renewal').getByRole('button', { name: t('en', 'nav:portfolio.bulk.submit') }).click();
  await expect(page.getByTestId('bulk-renewal-result')).toContainText(t('en', 'orders:cart.bulk.none_added'));
  await expect(page.getByTestId(`bulk-refused-${five[0]}`)).toContainText(t('en', 'orders:cart.renewal_in_cart'));
  expect((await queryDb<{ n: number }>('SELECT COUNT(*) AS n FROM cart_items WHERE user_id = ?', [await userId()]))[0]!.n).toBe(5);
});

test('pressing with nothing ticked says what to do and adds nothing', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, EMAIL, E2E_PASSWORD);
  await page.getByTestId('bulk-renewal').getByRole('button', { name: t('en', 'nav:portfolio.bulk.submit') }).click();
  await expect(page.getByTestId('bulk-renewal-result')).toContainText(t('en', 'orders:cart.validation.bulk_select_one'));
});

test('the bulk renewal works without JavaScript: the ticks join the form, the answer is on the next page', async ({ browser, baseURL }) => {
  await emptyCart();
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await signIn(page, EMAIL, E2E_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/overview/);
    await tick(page, [seeded.renewable[1]!.id, seeded.renewable[3]!.id]);
    await page.getByTestId('bulk-renewal').getByRole('button', { name: t('en', 'nav:portfolio.bulk.submit') }).click();
    await expect(page.getByTestId('bulk-renewal-result')).toContainText(t('en', 'orders:cart.bulk.added').replace('{{count}}', '2'));
    const lines = await queryDb<{ ip_id: number }>('SELECT ip_id FROM cart_items WHERE user_id = ? ORDER BY ip_id', [await userId()]);
    expect(lines.map((line) => line.ip_id)).toEqual([seeded.renewable[1]!.id, seeded.renewable[3]!.id]);
  } finally {
    await context.close();
    await emptyCart();
  }
});

for (const lng of screenLanguages('bm')) {
  test(`the bulk renewal bar and its answer read well at 1280 and 375 px (${lng})`, async ({ page, baseURL }) => {
    await emptyCart();
    await useLanguage(page, lng, baseURL!);
    await page.goto('/login');
    await signIn(page, EMAIL, E2E_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/overview/);
    const bar = page.getByTestId('bulk-renewal');
    await expect(bar.getByRole('heading', { name: t(lng, 'nav:portfolio.bulk.title') })).toBeVisible();
    await tick(page, [seeded.renewable[0]!.id, seeded.goods.id]);
    await bar.getByRole('button', { name: t(lng, 'nav:portfolio.bulk.submit') }).click();
    const result = page.getByTestId('bulk-renewal-result');
    await expect(result).toContainText(t(lng, 'orders:cart.bulk.added').replace('{{count}}', '1'));
    await expect(result).toContainText(t(lng, 'pricing:validation.no_of_goods_required'));
    await expect(page.locator('#portfolio')).not.toContainText(/\b(nav|orders|pricing):/);
    await result.scrollIntoViewIfNeeded();
    await snap(page, `/tmp/shots-bulk/bulk-${lng}-1280.png`, false);
    await page.setViewportSize({ width: 375, height: 800 });
    await noSidewaysScroll(page, 375);
    await result.scrollIntoViewIfNeeded();
    await snap(page, `/tmp/shots-bulk/bulk-result-${lng}-375.png`, false);
    await bar.scrollIntoViewIfNeeded();
    await expect(bar.getByRole('button', { name: t(lng, 'nav:portfolio.bulk.submit') })).toBeInViewport();
    await snap(page, `/tmp/shots-bulk/bulk-bar-${lng}-375.png`, false);
    await emptyCart();
  });
}
