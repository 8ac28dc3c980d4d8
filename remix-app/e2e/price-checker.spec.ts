import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { addCalendarDays, addCalendarYears, calendarDateInKualaLumpur } from '@iprenew/models/schemas/index';
import { type Lng, queryDb, screenLanguages, SHOTS_WANTED, snap, t } from './support/app';

/**
 * The public price checker (PUB-29, CAT-44..46) on the seeded catalogue. Expected totals are the
 * engine's worked examples (calculate-fee.test.ts in the models catalogue domain): Malaysia, trademark
 * renewal, 3 classes, not expired = 1050 × 3 + 350 + 100 × 3 = RM 3,800.00.
 */

const today = calendarDateInKualaLumpur();
/** Screenshots for a visual check, outside the shared test-results folder (other runs clear it). */
const SHOTS = path.join(os.tmpdir(), 'iprenew-shots');

async function countryId(iso2: string): Promise<number> {
  const [row] = await queryDb<{ id: number }>('SELECT id FROM countries WHERE iso2 = ?', [iso2]);
  return row!.id;
}

async function enhanced(page: Page) {
  await expect(page.locator('form.pc-form')).toHaveAttribute('data-enhanced', 'true');
}

/** The shown line amounts add up to the total (data-myr holds each MYR amount as the engine answered it). */
async function expectLinesAddUp(page: Page) {
  const lines = await page.locator('[data-testid="pc-price"] tbody td[data-myr]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-myr')!));
  const total = await page.getByTestId('pc-total').getAttribute('data-myr');
  const sen = lines.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0);
  expect((sen / 100).toFixed(2)).toBe(total);
}

test.describe('price checker', () => {
  test('prices a Malaysian trademark renewal as the engine does, updating as the fields change', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/price-checker');
    await expect(page).toHaveTitle(t('en', 'pricing:checker.metaTitle'));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t('en', 'pricing:checker.metaDescription'));
    await enhanced(page);
    await expect(page.getByRole('radio', { name: 'Renewal' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Trademark' })).toBeChecked();
    await page.getByLabel('Country').selectOption({ label: 'Malaysia' });
    await page.getByLabel('Number of classes').fill('3');
    await page.getByLabel('Expiry date').fill(addCalendarDays(today, 60));

    await expect(page.getByTestId('pc-total')).toHaveText('RM 3,800.00');
    await expect(page.getByTestId('pc-price')).toContainText('Renewal before expiry');
    await expect(page.locator('[data-line="official_fee"]')).toContainText('RM 3,150.00');
    await expect(page.locator('[data-line="service_fee"]')).toContainText('RM 650.00');
    await expectLinesAddUp(page);
    expect(new URL(page.url()).searchParams.get('multiclass_no')).toBe('3');

    // Four months late: + late surcharge 250 × 3 (tm_expired_6m) = RM 4,550.00.
    await page.getByLabel('Expiry date').fill(addCalendarDays(today, -120));
    await expect(page.getByTestId('pc-total')).toHaveText('RM 4,550.00');
    await expect(page.locator('[data-line="late_surcharge"]')).toContainText('RM 750.00');
    await expect(page.getByTestId('pc-price')).toContainText('Includes surcharges of RM 750.00');
    await expectLinesAddUp(page);
    expect(errors).toEqual([]);
  });

  test('prices a patent renewal over several years; raising the first year raises the last', async ({ page }) => {
    await page.goto('/price-checker');
    await enhanced(page);
    await page.getByRole('radio', { name: 'Patent' }).check();
    await expect(page.getByLabel('Grant date')).toBeVisible();
    await page.getByLabel('Country').selectOption({ label: 'Malaysia' });
    // Granted so that the 6th-year annuity falls due in 60 days: years before the 6th have lapsed.
    const grant = addCalendarDays(addCalendarYears(today, -5), 60);
    await page.getByLabel('Grant date').fill(grant);
    const first = page.getByLabel('First year to renew');
    await expect(first.locator('option').first()).toHaveText(/^Year 6 \(due \d{2}-\d{2}-\d{4}\)$/);
    await expect(first.locator('option')).toHaveCount(15);
    await expect(page.getByTestId('pc-total')).toHaveText('RM 780.00'); // 600 + 180

    await first.selectOption('8th_year_granted');
    await expect(page.getByLabel('Renew until')).toHaveValue('8th_year_granted');
    await page.getByLabel('Renew until').selectOption('10th_year_granted');
    // Years 8–10: 600 × 3 + service 180 × 3 = RM 2,340.00
    await expect(page.getByTestId('pc-total')).toHaveText('RM 2,340.00');
    await expect(page.getByTestId('pc-price')).toContainText('Years paid: Year 8 to Year 10 (3)');
    await expectLinesAddUp(page);
    await snap(page, path.join(SHOTS, 'price-checker-patent.png'));

    // A grant date in the future is refused with the rule's message.
    await page.getByLabel('Grant date').fill(addCalendarDays(today, 3));
    await expect(page.locator('#pc-grant_date-error')).toHaveText(t('en', 'pricing:validation.grant_date_window'));
    await expect(page.getByTestId('pc-price')).toHaveCount(0);
  });

  test('says "Current service is not available" for a mark expired more than a year ago', async ({ page }) => {
    const my = await countryId('MY');
    await page.goto(`/price-checker?service_id=3&type_id=1&country_id=${my}&multiclass_no=2&expiry_date=${addCalendarYears(today, -2)}`);
    await expect(page.getByTestId('pc-not-available')).toContainText('Current service is not available');
    await expect(page.getByTestId('pc-not-available').getByRole('link')).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByTestId('pc-price')).toHaveCount(0);
    if (SHOTS_WANTED) await page.getByRole('region', { name: 'Your price' }).screenshot({ path: path.join(SHOTS, 'price-checker-unavailable.png') });
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/price-checker');
    await page.getByRole('radio', { name: 'Search' }).check();
    await page.getByLabel('Country').selectOption({ label: 'Malaysia' });
    await page.getByRole('button', { name: 'Check price' }).click();
    await expect(page.getByTestId('pc-total')).toHaveText('RM 9.90');
    await expect(page.getByLabel('Expiry date')).toHaveCount(0);

    // Back to a renewal: the form shows its fields and says what is missing.
    await page.getByRole('radio', { name: 'Renewal' }).check();
    await page.getByRole('button', { name: 'Check price' }).click();
    await expect(page.locator('#pc-expiry_date-error')).toHaveText(t('en', 'pricing:validation.expiry_date_required'));
    await page.getByLabel('Number of classes').fill('3');
    await page.getByLabel('Expiry date').fill(addCalendarDays(today, 60));
    await page.getByRole('button', { name: 'Check price' }).click();
    await expect(page.getByTestId('pc-total')).toHaveText('RM 3,800.00');
    await context.close();
  });

  test('the landing page shows the engine\'s "from" price and links here (PUB-2)', async ({ page }) => {
    for (const lng of ['en', 'bm', 'cn'] as Lng[]) {
      await page.goto(`/?lng=${lng}`);
      await expect(page.getByTestId('from-price')).toContainText(t(lng, 'landing:fromPrice.label').replace('{{price}}', 'RM 9.90'));
      if (SHOTS_WANTED) await page.getByTestId('from-price').screenshot({ path: path.join(SHOTS, `from-price-${lng}.png`) });
    }
    await snap(page, path.join(SHOTS, 'landing-cn.png'), false);
    await page.getByTestId('from-price').getByRole('link').click();
    await expect(page).toHaveURL(/\/price-checker$/);
  });

  for (const lng of screenLanguages('cn')) {
    test(`reads well in ${lng} (screenshot)`, async ({ page }) => {
      const th = await countryId('TH');
      await page.goto(`/price-checker?lng=${lng}&service_id=3&type_id=1&country_id=${th}&multiclass_no=2&no_of_goods=5&expiry_date=${addCalendarDays(today, -60)}`);
      await expect(page).toHaveTitle(t(lng, 'pricing:checker.metaTitle'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'pricing:checker.title'));
      await expect(page.locator('[data-line="goods_fee"]')).toContainText(t(lng, 'pricing:lines.goods_fee'));
      // Thailand, 2 classes, 5 goods, 2 months late: 1300 + late 130 × 2 + 330 + 110 × 2 = RM 2,110.00
      await expect(page.getByTestId('pc-total')).toContainText('RM 2,110.00');
      await snap(page, path.join(SHOTS, `price-checker-${lng}.png`));
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, path.join(SHOTS, `price-checker-${lng}-mobile.png`));
    });
  }
});
