/**
 * Keyboard-only checkout (issue 17): a customer signs in, orders a trademark renewal through the
 * Request Renewal Filing form, selects it in the cart, accepts the terms and chooses Pay Later —
 * reaching the payment step (the bank-transfer details) with Tab, Shift+Tab, typing, Space and Enter
 * only: no mouse click, no `fill`, no `check`. Each page of the way also passes the accessibility
 * checks of a11y.spec.ts (axe WCAG 2.2 A/AA, no raw catalogue key).
 */
import { test, type Locator, type Page } from '@playwright/test';
import { addCalendarDays } from '@iprenew/models/schemas/index';
import { DEMO_PASSWORD } from './support/accounts';
import { formatFindings, pageFindings, type Finding } from './support/a11y';
import { collectPageErrors, expect, t } from './support/app';
import { commerce } from './support/commerce';

const CUSTOMER = 'keyboard.checkout@example.test';
const stamp = Date.now().toString(36).toUpperCase();
const FILING_NO = `TMKB${stamp}`;

/** Moves the focus with Tab (forwards) until `target` has it; fails when it is not reachable. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  const element = await target.elementHandle();
  if (!element) throw new Error(`nothing to tab to: ${target}`);
  for (let presses = 0; presses < limit; presses += 1) {
    if (await element.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target} in ${limit} presses`);
}

/** Tab to a text field and type into it. */
async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

test('a customer orders and reaches the payment step with the keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  commerce('customer', CUSTOMER, 'Keyboard Customer');
  const errors = collectPageErrors(page);
  const findings: Finding[] = [];

  // Sign in.
  await page.goto('/login?role=client');
  await typeInto(page, page.locator('input[name="email"]'), CUSTOMER);
  await typeInto(page, page.locator('input[name="password"]'), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard\//, { timeout: 30_000 });

  // The sidebar's Request Renewal Filing.
  await tabTo(page, page.locator('a[href="/dashboard/filing/trademark"]').first());
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard\/filing\/trademark/);
  await expect(page.getByTestId('line-0-filing_no')).toBeVisible();

  // The renewal line: typed, the country picked by typing its name in the closed list.
  await typeInto(page, page.getByTestId('line-0-filing_no'), FILING_NO);
  await tabTo(page, page.getByTestId('line-0-country_id'));
  await page.keyboard.type('Malaysia');
  await expect(page.getByTestId('line-0-country_id').locator('option:checked')).toHaveText('Malaysia');
  await typeInto(page, page.getByTestId('line-0-application_name'), 'Senja Coffee Enterprise');
  // A date field takes its parts typed in the browser's order (en-US: month, day, year).
  const expiry = addCalendarDays(new Date().toISOString().slice(0, 10), 120);
  const [year, month, day] = expiry.split('-');
  await tabTo(page, page.getByTestId('line-0-expiry_date'));
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(page.getByTestId('line-0-expiry_date')).toHaveValue(expiry);
  await typeInto(page, page.getByTestId('line-0-multiclass_no'), '1');
  await typeInto(page, page.getByTestId('line-0-multiclass_name'), '30 Coffee, tea');
  await expect(page.getByTestId('line-0-price')).toContainText('RM', { timeout: 15_000 });
  const acceptance = page.getByTestId('filing-acceptance');
  if ((await acceptance.count()) > 0 && !(await acceptance.isChecked())) {
    await tabTo(page, acceptance);
    await page.keyboard.press('Space');
    await expect(acceptance).toBeChecked();
  }
  findings.push(...(await pageFindings(page, 'filing form, filled')));
  await tabTo(page, page.getByRole('button', { name: t('en', 'orders:cart.filing.submit') }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: t('en', 'orders:cart.store_success') })).toBeVisible({ timeout: 15_000 });

  // The cart, through the sidebar: select the line with Space, Pay with Enter.
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, page.locator('a[href="/dashboard/cart"]').first());
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard\/cart$/);
  const row = page.locator('tr').filter({ hasText: FILING_NO });
  const box = row.locator('input[name="cartIds"]');
  await expect(box).toBeVisible();
  // The line's own form (Edit), checked for the sweep, then back to the cart (the browser's Back).
  await tabTo(page, row.locator('a[href^="/dashboard/cart/detail/"]'));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard\/cart\/detail\/\d+$/);
  await expect(page.getByTestId('line-0-filing_no')).toHaveValue(FILING_NO);
  findings.push(...(await pageFindings(page, 'cart line detail')));
  await page.goBack();
  await page.waitForURL(/\/dashboard\/cart$/);
  await expect(box).toBeVisible();
  if (!(await box.isChecked())) {
    await tabTo(page, box);
    await page.keyboard.press('Space');
  }
  await expect(box).toBeChecked();
  findings.push(...(await pageFindings(page, 'cart, line selected')));
  await tabTo(page, page.getByTestId('cart-pay'));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard\/cart\/checkout\?ref=/, { timeout: 15_000 });

  // Checkout: the terms with Space, Pay Later with Enter.
  await expect(page.getByRole('heading', { name: t('en', 'orders:checkout.title') })).toBeVisible();
  await expect(page.getByTestId('order-items')).toContainText(FILING_NO);
  findings.push(...(await pageFindings(page, 'checkout')));
  await tabTo(page, page.getByTestId('accept-terms'));
  await page.keyboard.press('Space');
  await expect(page.getByTestId('accept-terms')).toBeChecked();
  await tabTo(page, page.getByTestId('pay-later'));
  await page.keyboard.press('Enter');

  // The payment step: the bank-transfer details of the order.
  await page.waitForURL(/\/dashboard\/cart\/payment\/response\?/, { timeout: 15_000 });
  await expect(page.getByTestId('bank-transfer')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('slip-form')).toBeVisible();
  findings.push(...(await pageFindings(page, 'payment step (pay later)')));
  expect(findings, formatFindings(findings)).toEqual([]);
  expect(errors).toEqual([]);
});
