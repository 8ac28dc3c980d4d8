import { mkdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { addCalendarMonths, addCalendarYears, calendarDateInKualaLumpur } from '@iprenew/models/schemas/index';
import { E2E_PASSWORD } from './support/accounts';
import { escapeRegExp, type Lng, queryDb, screenLanguages, signIn, snap, t } from './support/app';
import { noSidewaysScroll } from './support/seed';
import { useLanguage, writeDb } from './support/site';

/**
 * Issue 18, "Renewal-cost forecast" (ADR 074). A member signs in, opens the forecast from the sidebar,
 * and for the next 12 months sees the records falling due by month, each priced as an on-time renewal
 * at its due date; the total equals the sum of the public price checker's answers for the same
 * records at their due dates, and a record the checker cannot price is listed without an amount.
 * The xlsx download holds the same total. The page reads well at 1280 and 375 px in each language.
 */
const EMAIL = 'forecast.customer@example.test';
const SHOTS = '/tmp/shots-forecast';
const today = calendarDateInKualaLumpur();
const stamp = () => new Date().toISOString().replace('T', ' ').replace('Z', ' +00:00');

/** The records, soonest due first, and where each lands: in the 12-month window or not. */
const RECORDS = [
  { name: 'Forecast Kopi', type: 1, iso: 'MY', classes: 1, expiry: addCalendarMonths(today, 1), inWindow: true },
  { name: 'Forecast Puffin', type: 1, iso: 'IS', classes: 1, expiry: addCalendarMonths(today, 2), inWindow: true },
  // Year 6 (after the 5th granted) falls due in 3 months.
  { name: 'Forecast Pengisar', type: 2, iso: 'MY', grant: addCalendarYears(addCalendarMonths(today, 3), -5), latest: '5th_year_granted', inWindow: true },
  { name: 'Forecast Teh', type: 1, iso: 'MY', classes: 3, expiry: addCalendarMonths(today, 5), inWindow: true },
  { name: 'Forecast Singa', type: 1, iso: 'SG', classes: 1, expiry: addCalendarMonths(today, 8), inWindow: true },
  { name: 'Forecast Jauh', type: 1, iso: 'MY', classes: 1, expiry: addCalendarMonths(today, 14), inWindow: false },
  { name: 'Forecast Hidden', type: 1, iso: 'MY', classes: 1, expiry: addCalendarMonths(today, 4), inWindow: false, hidden: true },
] as const;

async function seedRecords(): Promise<void> {
  const [user] = await queryDb<{ id: number }>('SELECT id FROM users WHERE email = ?', [EMAIL]);
  const countries = await queryDb<{ id: number; iso2: string }>("SELECT id, iso2 FROM countries WHERE iso2 IN ('MY', 'IS', 'SG')");
  const countryId = (iso: string) => countries.find((c) => c.iso2 === iso)!.id;
  await writeDb([
    { sql: 'DELETE FROM ips WHERE user_id = ?', params: [user!.id] },
    ...RECORDS.map((r, i) => ({
      sql: `INSERT INTO ips (user_id, type_id, country_id, model_type, filing_no, application_no, application_name, expiry_date, grant_date, latest_application_year_granted, multiclass_no, status, is_english_only, is_read, created_at, updated_at)
            VALUES (?, ?, ?, 'ip', ?, ?, ?, ?, ?, ?, ?, ?, 1, 0, ?, ?)`,
      params: [
        user!.id,
        r.type,
        countryId(r.iso),
        r.type === 1 ? `TMFC${String(i).padStart(4, '0')}` : null,
        r.type === 2 ? `PIFC${String(i).padStart(4, '0')}` : null,
        r.name,
        'expiry' in r ? r.expiry : null,
        'grant' in r ? r.grant : null,
        'latest' in r ? r.latest : null,
        'classes' in r ? r.classes : null,
        'hidden' in r && r.hidden ? 0 : 1,
        stamp(),
        stamp(),
      ],
    })),
  ]);
}

const sidebarLink = (page: Page, lng: Lng) => page.locator('nav').getByRole('link', { name: new RegExp(`^${escapeRegExp(t(lng, 'nav:sidebar.items.forecast'))}`) }).first();

/** Signs in and opens the forecast from the sidebar or from the link above the dashboard's IP list. */
async function openForecast(page: Page, lng: Lng, via: 'sidebar' | 'portfolio' = 'sidebar'): Promise<void> {
  await page.goto('/login');
  await signIn(page, EMAIL, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/overview/);
  if (via === 'sidebar') await sidebarLink(page, lng).click();
  else await page.getByTestId('portfolio-forecast-link').filter({ hasText: t(lng, 'nav:portfolio.forecast') }).click();
  await expect(page).toHaveURL(/\/dashboard\/forecast$/);
  await expect(page.getByRole('heading', { level: 1, name: t(lng, 'ip-records:forecast.title') })).toBeVisible();
}

/** The checker's answer in MYR for a query (the form's own GET), or null when it says the service is not available. */
async function checkerAnswer(page: Page, query: string): Promise<string | null> {
  await page.goto(`/price-checker?${query}`);
  const total = page.getByTestId('pc-total');
  const none = page.getByTestId('pc-not-available');
  await expect(total.or(none)).toBeVisible();
  return (await none.isVisible()) ? null : (await total.getAttribute('data-myr'))!;
}

const sen = (amount: string) => Math.round(Number(amount) * 100);

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await seedRecords();
});

test('the 12-month forecast total equals the sum of the price checker’s answers for the same records at their due dates', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openForecast(page, 'en');
  await expect(page.getByRole('combobox', { name: t('en', 'ip-records:forecast.period') })).toHaveValue('12');
  await expect(page.getByText(t('en', 'ip-records:forecast.estimateNote'))).toBeVisible();
  await expect(page.getByTestId('forecast-chart')).toBeVisible();

  const rows = page.getByTestId('forecast-row');
  const seen = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      name: tr.querySelector('.fc-name')!.textContent!.trim(),
      state: tr.getAttribute('data-state')!,
      checker: tr.getAttribute('data-checker')!,
      myr: tr.querySelector('[data-testid="forecast-fee"]')?.getAttribute('data-myr') ?? null,
    })),
  );
  const expected = RECORDS.filter((r) => r.inWindow).map((r) => r.name);
  expect(seen.map((row) => row.name)).toEqual(expected); // soonest first
  const shownTotal = (await page.getByTestId('forecast-total').getAttribute('data-myr'))!;
  await expect(page.getByTestId('forecast-total')).toHaveText(`RM ${Number(shownTotal).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  // The record no price sheet sells is listed, without an amount, with the reason.
  const unpriced = rows.filter({ hasText: 'Forecast Puffin' });
  await expect(unpriced.getByTestId('forecast-unpriced')).toContainText(t('en', 'ip-records:forecast.notPriced'));
  await expect(unpriced.getByTestId('forecast-unpriced')).toContainText(t('en', 'pricing:service_not_available'));

  // The xlsx download holds the same rows and total.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('forecast-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`renewal-forecast-12m-${today}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const summary = workbook.getWorksheet('Summary')!;
  const totalRow = summary.getSheetValues().find((row) => Array.isArray(row) && row[1] === t('en', 'ip-records:forecast.total')) as unknown[];
  expect(Number(totalRow[3]).toFixed(2)).toBe(shownTotal);
  expect(workbook.getWorksheet('Records')!.rowCount).toBe(expected.length + 1);

  // The public price checker, asked for each record with its due date (the checker's own GET form).
  let sum = 0;
  for (const row of seen) {
    const answer = await checkerAnswer(page, row.checker);
    expect(answer, row.name).toBe(row.myr);
    if (answer !== null) sum += sen(answer);
  }
  expect((sum / 100).toFixed(2)).toBe(shownTotal);
  // Not a fixed figure: the console's price journeys (earlier in the suite) change the demo's price sheets.
  expect(Number(shownTotal)).toBeGreaterThan(0);

  // 24 months adds the record due in 14 months; the hidden one never shows.
  await page.goto('/dashboard/forecast');
  await page.getByRole('combobox', { name: t('en', 'ip-records:forecast.period') }).selectOption('24');
  await expect(page).toHaveURL(/months=24/);
  await expect(page.getByTestId('forecast-row').filter({ hasText: 'Forecast Jauh' })).toBeVisible();
  await expect(page.getByTestId('forecast-row').filter({ hasText: 'Forecast Hidden' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

for (const lng of screenLanguages('bm')) {
  test(`the forecast reads well at 1280 and 375 px (${lng})`, async ({ page, baseURL }) => {
    await useLanguage(page, lng, baseURL!);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openForecast(page, lng, 'portfolio');
    await expect(page.locator('main')).not.toContainText(/ip-records:|pricing:|enums:|forecast\./);
    await expect(page.getByTestId('forecast-table')).toBeVisible();
    await noSidewaysScroll(page, 1280);
    await snap(page, `${SHOTS}/forecast-${lng}-1280.png`);
    await page.setViewportSize({ width: 375, height: 800 });
    await noSidewaysScroll(page, 375);
    await expect(page.getByTestId('forecast-total')).toBeVisible();
    await snap(page, `${SHOTS}/forecast-${lng}-375.png`);
    await snap(page, `${SHOTS}/forecast-${lng}-375-top.png`, false);
    await page.getByTestId('forecast-row').first().scrollIntoViewIfNeeded();
    await snap(page, `${SHOTS}/forecast-${lng}-375-table.png`, false);
  });
}
