/**
 * Every Remix form works without JavaScript (issue 17): in a browser with JavaScript off, the main
 * forms of the site are submitted as plain HTML and the server's answer is on the next page — a
 * refused sign-in and a sign-in, the registration's field errors, the contact form's errors and its
 * thanks, the price checker's price, a renewal added to the cart, the profile's refusal and its
 * save, the change-password refusal, the report form's errors, and Pay Later at checkout.
 * (Each area's own spec walks its form further; this one keeps the whole list in one place.)
 */
import { test } from '@playwright/test';
import { addCalendarDays } from '@iprenew/models/schemas/index';
import { DEMO_PASSWORD } from './support/accounts';
import { expect, queryDb, signIn, t } from './support/app';
import { commerce } from './support/commerce';

const CUSTOMER = 'nojs.forms@example.test';
const stamp = Date.now().toString(36).toUpperCase();
const today = new Date().toISOString().slice(0, 10);

test.use({ javaScriptEnabled: false });

test('the public forms answer without JavaScript: sign-in, registration, contact, price checker', async ({ page }) => {
  commerce('customer', CUSTOMER, 'No Script Forms');

  // Sign-in: a wrong password is refused on the page, the right one signs in.
  await page.goto('/login');
  await signIn(page, CUSTOMER, 'WrongPassword1');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, CUSTOMER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
  await page.context().clearCookies();

  // Registration: an empty form comes back with its field errors.
  await page.goto('/register');
  await page.getByRole('button', { name: t('en', 'account:register.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/register/);
  await expect(page.locator('.field__error:not(:empty), [id$="-error"]:not(:empty)').first()).toBeVisible();

  // Contact: the errors, then the thanks.
  await page.goto('/contactus');
  await page.locator('button[type="submit"].contact-form__submit').click();
  await expect(page.getByText(t('en', 'site:contact.validation.name_required'))).toBeVisible();
  await page.getByLabel('Name').fill('Tan Wei Ming');
  await page.getByLabel('Email').fill('wei.ming@example.com');
  await page.getByLabel('Message').fill(`No-script enquiry ${stamp}`);
  const question = (await page.getByText(/What is \d+ plus \d+\?/).first().textContent()) ?? '';
  const [, a, b] = question.match(/What is (\d+) plus (\d+)\?/) ?? [];
  await page.getByLabel(/What is \d+ plus \d+\?/).fill(String(Number(a) + Number(b)));
  await page.locator('button[type="submit"].contact-form__submit').click();
  await expect(page.getByText(t('en', 'site:contact.success'))).toBeVisible();

  // Price checker: the price of a search in Malaysia.
  await page.goto('/price-checker');
  await page.getByRole('radio', { name: 'Search' }).check();
  await page.getByLabel('Country').selectOption({ label: 'Malaysia' });
  await page.getByRole('button', { name: 'Check price' }).click();
  await expect(page.getByTestId('pc-total')).toHaveText('RM 9.90');
});

test('the customer forms answer without JavaScript: cart, checkout, profile, password, report', async ({ page }) => {
  commerce('customer', CUSTOMER, 'No Script Forms');
  await page.goto('/login');
  await signIn(page, CUSTOMER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/overview$/);

  // A renewal into the cart: Check price, then Add to cart.
  const filingNo = `TMNJ${stamp}`;
  await page.goto('/dashboard/filing/trademark');
  await page.getByTestId('line-0-filing_no').fill(filingNo);
  await page.getByTestId('line-0-country_id').selectOption({ label: 'Malaysia' });
  await page.getByTestId('line-0-application_name').fill('Senja Coffee Enterprise');
  await page.getByTestId('line-0-expiry_date').fill(addCalendarDays(today, 120));
  await page.getByTestId('line-0-multiclass_no').fill('1');
  await page.getByTestId('line-0-multiclass_name').fill('30 Coffee, tea');
  await page.getByRole('button', { name: t('en', 'orders:cart.filing.checkPrice') }).click();
  await expect(page.getByTestId('line-0-price')).toContainText('RM');
  await page.getByRole('button', { name: t('en', 'orders:cart.filing.submit') }).click();
  await expect(page.getByText(t('en', 'orders:cart.store_success'))).toBeVisible();
  expect(await queryDb('SELECT id FROM cart_items WHERE filing_no = ?', [filingNo])).toHaveLength(1);

  // The cart's Pay, the checkout's terms and Pay Later: the bank-transfer details.
  await page.goto('/dashboard/cart');
  await page.locator('tr').filter({ hasText: filingNo }).locator('input[name="cartIds"]').check();
  await page.getByTestId('cart-pay').click();
  await expect(page).toHaveURL(/\/dashboard\/cart\/checkout\?ref=/);
  await page.getByTestId('pay-later').click();
  await expect(page.getByText(t('en', 'orders:checkout.terms_required'))).toBeVisible();
  await page.getByTestId('accept-terms').check();
  await page.getByTestId('pay-later').click();
  await expect(page).toHaveURL(/\/dashboard\/cart\/payment\/response\?/);
  // Without scripts the 3-second wait is a refresh the browser follows (or a link to it).
  const waited = page.getByTestId('bank-transfer');
  if (!(await waited.isVisible())) {
    await page.waitForTimeout(3_500);
    await page.reload();
  }
  await expect(waited).toBeVisible({ timeout: 15_000 });

  // Profile: a too-short name is refused, a good one saved.
  await page.goto('/dashboard/user/profile');
  await page.getByLabel('Name', { exact: true }).fill('Al');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('The name must be at least 3 characters.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('No Script Forms Binti Ali');
  await page.getByLabel('State').selectOption({ label: 'Selangor' });
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile update successuful' })).toBeVisible();

  // Change password: a confirmation that does not match is refused.
  await page.goto('/dashboard/user/change/password');
  await page.getByLabel('Current password').fill(DEMO_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('Changed123');
  await page.getByLabel('Confirm new password').fill('Changed124');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('The new password confirmation does not match the new password.')).toBeVisible();

  // Report an issue: an empty report comes back with its errors.
  await page.goto('/dashboard/report');
  await page.getByRole('button', { name: t('en', 'reports:form.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard\/report/);
  await expect(page.locator('#report-title-error')).not.toBeEmpty();
});
