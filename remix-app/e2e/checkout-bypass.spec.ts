/**
 * Bypass (ORD-43, ORD-44): a whitelisted customer sees the sandbox prompt in the cart and the Bypass
 * button at checkout, uses it, and sees the receipt as paid (method Bypass, 0.00 received) with the
 * invoice; a customer who is not whitelisted has no Bypass button. Screenshots in en, bm and cn.
 */
import { test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts';
import { collectPageErrors, expect, queryDb, signIn, t, type Lng } from './support/app';
import { checkoutShot, commerce } from './support/commerce';
import { E2E_BASE_URL } from './support/paths';
import { useLanguage } from './support/site';

const WHITELISTED = 'bypass.journey@example.test';
const stamp = Date.now().toString(36).toUpperCase();

async function toCheckout(page: Page, email: string): Promise<string> {
  await page.goto('/login');
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\//, { timeout: 15_000 });
  await page.goto('/dashboard/cart');
  await page.getByTestId('select-all').check();
  await page.getByTestId('cart-pay').click();
  await page.waitForURL(/\/dashboard\/cart\/checkout\?ref=/);
  return new URL(page.url()).searchParams.get('ref')!;
}

test('a whitelisted customer pays by bypass and sees the receipt as paid', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  commerce('customer', WHITELISTED, 'Tan Mei Ling', 'whitelist');
  commerce('cart', WHITELISTED, `TMBP${stamp}1`);
  const reference = await toCheckout(page, WHITELISTED);
  await expect(page.getByTestId('pay-bypass')).toBeVisible();
  await checkoutShot(page, testInfo, 'checkout-bypass-en');
  await page.getByTestId('accept-terms').check();
  await page.getByTestId('pay-bypass').click();
  await page.waitForURL(/\/dashboard\/cart\/payment\/response\?.*status=success/);
  await expect(page.getByTestId('payment-status')).toHaveText(t('en', 'orders:status.payment.validated'), { timeout: 10_000 });
  await expect(page.getByTestId('order-paid')).toContainText('0.00');
  await expect(page.getByText(t('en', 'orders:status.method.bypass'))).toBeVisible();
  await expect(page.getByTestId('download-invoice')).toBeVisible();
  const [order] = await queryDb<{ status: number; payment_method: string; paid_amount: string }>('SELECT status, payment_method, paid_amount FROM orders WHERE reference = ?', [reference]);
  expect(order).toMatchObject({ status: 1, payment_method: 'bypass' });
  expect(Number(order!.paid_amount)).toBe(0);
  const [payment] = await queryDb<{ status: number; provider: string }>('SELECT status, provider FROM payments WHERE reference = ?', [reference]);
  expect(payment).toMatchObject({ status: 1, provider: 'bypass' });
  const apps = await queryDb<{ status_id: number }>('SELECT status_id FROM applications WHERE reference LIKE ?', [`${reference}-%`]);
  expect(apps).toHaveLength(1);
  await checkoutShot(page, testInfo, 'bypass-paid-en');

  for (const lng of ['bm', 'cn'] as Lng[]) {
    await useLanguage(page, lng, E2E_BASE_URL);
    await page.goto(`/dashboard/cart/payment/response?refNo=${reference}&status=success`);
    await expect(page.getByTestId('receipt-waiting')).toHaveText(t(lng, 'orders:receipt.confirming'));
    await expect(page.getByTestId('payment-status')).toHaveText(t(lng, 'orders:status.payment.validated'), { timeout: 10_000 });
    await checkoutShot(page, testInfo, `bypass-paid-${lng}`);
  }
  expect(errors).toEqual([]);
});

test('a customer who is not whitelisted has no bypass, and cannot post one', async ({ page }) => {
  const email = 'not.whitelisted.journey@example.test';
  commerce('customer', email, 'Lim Wei');
  commerce('cart', email, `TMBP${stamp}2`);
  const reference = await toCheckout(page, email);
  await expect(page.getByTestId('pay-later')).toBeVisible();
  await expect(page.getByTestId('pay-bypass')).toHaveCount(0);
  // A forged bypass post is refused and changes nothing.
  const response = await page.request.post(`/dashboard/cart/checkout?ref=${reference}`, { form: { ref: reference, intent: 'bypass', accept: 'on' }, headers: { Origin: E2E_BASE_URL } });
  expect(response.status()).toBeLessThan(500);
  const [order] = await queryDb<{ status: number }>('SELECT status FROM orders WHERE reference = ?', [reference]);
  expect(order!.status).toBe(0);
});
