import { expect, test } from '@playwright/test';
import { snap } from './support/app';
import { commerce } from './support/commerce';
import { noSidewaysScroll, signInCustomer } from './support/seed';

/**
 * SYS-8 on the customer's own search requests (POR-38): a customer with 12 paid requests follows the
 * sidebar to Trademark Search, sees the first 10, chooses 5 per page, pages on, and the address keeps
 * the size; at 375 px the list's foot fits without sideways scrolling.
 */
const CUSTOMER = `paging.${Date.now().toString(36)}@example.test`;

test.beforeAll(() => {
  commerce('customer', CUSTOMER, 'Siti Paging');
  commerce('search-requests', CUSTOMER, '12');
});

test('the search request list: 10 per page by default, 5 when chosen, paged with the size kept (SYS-8)', async ({ page }, testInfo) => {
  await signInCustomer(page, CUSTOMER);
  await page.getByRole('navigation').getByRole('link', { name: 'Trademark Search' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/search$/);
  const count = page.getByTestId('request-list-count');
  await expect(count).toHaveText('Showing 1 to 10 of 12 entries');
  await page.getByRole('combobox', { name: 'Per page' }).selectOption('5');
  await page.getByRole('form', { name: 'Per page' }).getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/per_page=5/);
  await expect(count).toHaveText('Showing 1 to 5 of 12 entries');
  await page.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/per_page=5/);
  await expect(count).toHaveText('Showing 6 to 10 of 12 entries');
  await expect(page.getByRole('combobox', { name: 'Per page' })).toHaveValue('5');
  await expect(page).not.toHaveURL(/[?&]index/);
  await page.setViewportSize({ width: 375, height: 800 });
  await noSidewaysScroll(page, 375);
  await snap(page, testInfo.outputPath('search-list-375.png'));
});
