import type { Page } from '@playwright/test';
import { addCalendarDays, addCalendarYears } from '@iprenew/models/schemas/index';
import { expect, t } from './app';

const today = new Date().toISOString().slice(0, 10);

/**
 * Request Renewal Filing for a Malaysian patent granted so that the 6th-year annuity falls due in
 * 60 days; returns its application number (the cart line's text).
 */
export async function patentInCart(page: Page): Promise<string> {
  const applicationNo = `PI${Date.now().toString().slice(-9)}`;
  await page.goto('/dashboard/filing/patent');
  await page.getByTestId('line-0-application_no').fill(applicationNo);
  await page.getByTestId('line-0-grant_no').fill(`MY-${applicationNo.slice(2)}-A`);
  await page.getByTestId('line-0-country_id').selectOption({ label: 'Malaysia' });
  await page.getByTestId('line-0-grant_date').fill(addCalendarDays(addCalendarYears(today, -5), 60));
  await expect(page.getByTestId('line-0-price')).toContainText('RM', { timeout: 15_000 });
  await page.getByRole('button', { name: t('en', 'orders:cart.filing.submit') }).click();
  await expect(page.getByText(t('en', 'orders:cart.store_success'))).toBeVisible({ timeout: 15_000 });
  return applicationNo;
}

/** From the cart, only the line of that application number → Pay now → the checkout page, terms accepted. Returns the order reference. */
export async function payNowFor(page: Page, applicationNo: string): Promise<string> {
  await page.goto('/dashboard/cart');
  const boxes = page.locator('input[name="cartIds"]');
  await expect(boxes.first()).toBeVisible({ timeout: 15_000 });
  for (const box of await boxes.all()) await box.uncheck();
  await page.locator('tr').filter({ hasText: applicationNo }).locator('input[name="cartIds"]').check();
  await page.getByTestId('cart-pay').click();
  await page.waitForURL(/\/dashboard\/cart\/checkout\?ref=/, { timeout: 15_000 });
  const reference = new URL(page.url()).searchParams.get('ref')!;
  expect(reference).toMatch(/^[A-Z0-9]{12}$/);
  await page.getByTestId('accept-terms').check();
  return reference;
}
