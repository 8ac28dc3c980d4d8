import { expect, test } from '@playwright/test';
import { addCalendarDays, calendarDateInKualaLumpur, convertFromMyr, formatMoney } from '@iprenew/models/schemas/index';
import { queryDb, t, type Lng } from './support/app';
import { siteShot, useLanguage } from './support/site';

/**
 * Display currency (I18N-6..10, ⚑AMB-01, G-28, G-68): the switch (a plain form) sets the `currency`
 * cookie and the price checker's amounts are shown converted (≈) next to the RM amount that is
 * charged, with the disclaimer. Expected amounts use the rates stored in the e2e database.
 */

async function storedRates() {
  const rows = await queryDb<{ currency: string; rate: string | number }>('SELECT currency, rate FROM currency_rates');
  return Object.fromEntries(rows.map((r) => [r.currency, String(r.rate)])) as Record<'MYR' | 'SGD' | 'USD' | 'EUR' | 'CNY', string>;
}

test.describe('display currency', () => {
  test('switching to S$ converts the price checker total; back to RM shows RM only', async ({ page }) => {
    const rates = await storedRates();
    await page.goto('/price-checker');
    await expect(page.locator('form.pc-form')).toHaveAttribute('data-enhanced', 'true');
    await page.getByLabel('Country').selectOption({ label: 'Malaysia' });
    await page.getByLabel('Number of classes').fill('3');
    await page.getByLabel('Expiry date').fill(addCalendarDays(calendarDateInKualaLumpur(), 60));
    await expect(page.getByTestId('pc-total')).toHaveText('RM 3,800.00');
    await expect.poll(() => new URL(page.url()).searchParams.get('multiclass_no')).toBe('3');

    await page.getByRole('button', { name: /Singapore Dollar/ }).click();
    const sgd = formatMoney(convertFromMyr('3800.00', 'SGD', rates), 'SGD');
    await expect(page.getByTestId('pc-total')).toContainText(`≈ ${sgd}`);
    await expect(page.getByTestId('pc-total')).toContainText('RM 3,800.00');
    await expect(page.getByRole('button', { name: /Singapore Dollar/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(t('en', 'site:currency.disclaimer'))).toBeVisible();
    expect(new URL(page.url()).searchParams.get('multiclass_no')).toBe('3');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'currency')?.httpOnly).toBe(true);

    await page.getByRole('button', { name: /Malaysian Ringgit/ }).click();
    await expect(page.getByTestId('pc-total')).toHaveText('RM 3,800.00');
  });

  for (const lng of ['en', 'bm', 'cn'] as Lng[]) {
    test(`converted amounts in ${lng}`, async ({ page, baseURL }, testInfo) => {
      const [malaysia] = await queryDb<{ id: number }>("SELECT id FROM countries WHERE iso2 = 'MY'");
      await useLanguage(page, lng, baseURL!);
      await page.goto('/price-checker');
      await expect(page.locator('form.pc-form')).toHaveAttribute('data-enhanced', 'true');
      await page.locator('#pc-country').selectOption(String(malaysia!.id));
      await page.locator('#pc-classes').fill('3');
      await page.locator('input[type="date"]').first().fill(addCalendarDays(calendarDateInKualaLumpur(), 60));
      await expect(page.getByTestId('pc-total')).toHaveText('RM 3,800.00');
      await expect.poll(() => new URL(page.url()).searchParams.get('multiclass_no')).toBe('3');
      const euro = page.getByRole('button', { name: new RegExp(t(lng, 'site:currency.names.EUR')) });
      await euro.click();
      await expect(euro).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('pc-total')).toContainText('≈ €');
      await expect(page.getByText(t(lng, 'site:currency.disclaimer'))).toBeVisible();
      await siteShot(page, testInfo, `currency-${lng}`);
    });
  }
});
