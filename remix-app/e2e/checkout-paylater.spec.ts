/**
 * Pay later end to end (ORD-39..58, ORD-65..69, G-23, G-27, G-64):
 * - a customer selects a trademark renewal in the cart, applies a voucher, pays later, sees the
 *   bank-transfer details and Pending PayLater / Pending Payment, uploads a slip and sees Pending
 *   Verification; an admin verifies it in the console; the customer downloads the invoice;
 * - the cancel journey, without JavaScript: the 3-second wait is a refresh, the confirmation is a
 *   page state ('No, Keep My Order' / 'Yes, Cancel Order');
 * - screenshots in en, bm and cn.
 */
import { test, type Browser, type Page } from '@playwright/test';
import { addCalendarDays } from '@iprenew/models/schemas/index';
import { signInToConsole } from './support/console';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { collectPageErrors, escapeRegExp, expect, queryDb, signIn, t, type Lng } from './support/app';
import { checkoutShot, commerce } from './support/commerce';
import { E2E_BASE_URL } from './support/paths';
import { useLanguage } from './support/site';

const CUSTOMER = 'paylater.journey@example.test';
const VOUCHER = 'E2EPLV10';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256, 7)]);
const stamp = Date.now().toString(36).toUpperCase();
const rm = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function signInCustomer(page: Page) {
  await page.goto('/login');
  await signIn(page, CUSTOMER, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\//, { timeout: 15_000 });
}

/** From the cart: select every line, optionally apply a voucher, Pay → checkout. Returns the order reference. */
async function payFromCart(page: Page, voucher?: string): Promise<string> {
  await page.goto('/dashboard/cart');
  await page.getByTestId('select-all').check();
  if (voucher) {
    await page.getByTestId('voucher-code').fill(voucher);
    await page.getByRole('button', { name: t('en', 'orders:cart.voucher.apply') }).click();
    await expect(page.getByTestId('cart-discount')).toBeVisible();
  }
  await page.getByTestId('cart-pay').click();
  await page.waitForURL(/\/dashboard\/cart\/checkout\?ref=/);
  return new URL(page.url()).searchParams.get('ref')!;
}

const appStatuses = (reference: string) => queryDb<{ status_id: number }>('SELECT status_id FROM applications WHERE reference LIKE ? ORDER BY id', [`${reference}-%`]);

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  commerce('customer', CUSTOMER, 'Nur Aisyah');
  commerce('voucher', VOUCHER, '10.00');
});

test('a customer pays later with a voucher, uploads a slip, an admin verifies it and the customer downloads the invoice', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signInCustomer(page);
  // The renewal is ordered through the Request Renewal Filing form (ORD-1..16).
  await page.goto('/dashboard/filing/trademark');
  await page.getByTestId('line-0-filing_no').fill(`TMPL${stamp}1`);
  await page.getByTestId('line-0-country_id').selectOption({ label: 'Malaysia' });
  await page.getByTestId('line-0-application_name').fill('Senja Coffee Enterprise');
  await page.getByTestId('line-0-expiry_date').fill(addCalendarDays(new Date().toISOString().slice(0, 10), 120));
  await page.getByTestId('line-0-multiclass_no').fill('1');
  await page.getByTestId('line-0-multiclass_name').fill('30 Coffee, tea');
  await expect(page.getByTestId('line-0-price')).toContainText('RM');
  await page.getByRole('button', { name: t('en', 'orders:cart.filing.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Record created successful' })).toBeVisible();
  const [line] = await queryDb<{ id: number; fee: string }>('SELECT id, fee FROM cart_items WHERE filing_no = ?', [`TMPL${stamp}1`]);
  expect(line).toBeDefined();
  const reference = await payFromCart(page, VOUCHER);
  expect(reference).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);

  // Checkout: items, discount, amount to pay, the terms.
  await expect(page.getByRole('heading', { name: t('en', 'orders:checkout.title') })).toBeVisible();
  await expect(page.getByTestId('order-items')).toContainText(`TMPL${stamp}1`);
  await expect(page.getByTestId('order-discount')).toContainText('10.00');
  await expect(page.getByTestId('order-total')).toContainText(rm(Number(line!.fee) - 10));
  await expect(page.getByTestId('pay-card')).toBeVisible();
  await expect(page.getByTestId('pay-bypass')).toHaveCount(0);
  await page.getByTestId('pay-later').click();
  await expect(page.getByText(t('en', 'orders:checkout.terms_required'))).toBeVisible();
  await checkoutShot(page, testInfo, 'checkout-en');
  await page.getByTestId('accept-terms').check();
  await page.getByTestId('pay-later').click();

  // Payment Response: the 3-second wait, then the pay-later receipt.
  await page.waitForURL(/\/dashboard\/cart\/payment\/response\?/);
  await expect(page.getByTestId('receipt-waiting')).toBeVisible();
  await expect(page.getByTestId('bank-transfer')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('payment-status')).toHaveText(t('en', 'orders:status.payment.pending_paylater'));
  await expect(page.getByTestId('order-items')).toContainText(t('en', 'enums:applicationStatusLabel.3'));
  await expect(page.getByTestId('transfer-reference')).toHaveText(reference);
  await expect(page.getByTestId('pay-now')).toBeVisible();
  await expect(page.getByTestId('cancel-order')).toBeVisible();
  expect((await appStatuses(reference)).map((a) => a.status_id)).toEqual([3]);
  expect(await queryDb('SELECT id FROM cart_items WHERE id = ?', [line!.id])).toEqual([]);
  await checkoutShot(page, testInfo, 'paylater-en');

  // The slip: the file is required; then a real upload.
  const slipForm = page.getByTestId('slip-form');
  await slipForm.getByLabel(t('en', 'orders:slip.ref_no')).fill('MBB-778812');
  await slipForm.getByLabel(t('en', 'orders:slip.amount_paid')).fill((Number(line!.fee) - 10).toFixed(2));
  await page.getByTestId('slip-submit').click();
  await expect(slipForm.getByText(t('en', 'orders:slip.file_required'))).toBeVisible();
  await slipForm.getByLabel(t('en', 'orders:slip.file')).setInputFiles({ name: 'bank-in.png', mimeType: 'image/png', buffer: PNG });
  await page.getByTestId('slip-submit').click();
  await expect(page.getByTestId('receipt-flash')).toHaveText(t('en', 'orders:slip.submit_success'));
  await expect(page.getByTestId('payment-status')).toHaveText(t('en', 'orders:status.payment.pending_verification'));
  await expect(page.getByTestId('slip-form')).toHaveCount(0);
  await expect(page.getByTestId('cancel-order')).toHaveCount(0);
  expect((await appStatuses(reference)).map((a) => a.status_id)).toEqual([4]);
  await checkoutShot(page, testInfo, 'slip-submitted-en');

  // My orders lists it as Pending Verification.
  await page.goto('/dashboard/orders');
  const row = page.getByTestId(`order-row-${reference}`);
  await expect(row.getByTestId('order-status')).toHaveText(t('en', 'orders:status.order.pending_verification'));
  await checkoutShot(page, testInfo, 'my-orders-en');

  // An admin verifies the slip in the console.
  await verifyInConsole(browser, reference);
  await expect.poll(async () => (await queryDb<{ status: number }>('SELECT status FROM orders WHERE reference = ?', [reference]))[0]!.status).toBe(1);
  expect((await appStatuses(reference)).map((a) => a.status_id)[0]).toBeGreaterThanOrEqual(5);

  // The customer sees it validated and downloads the invoice.
  await page.goto(`/dashboard/cart/payment/response?refNo=${reference}&status=view&waited=1`);
  await expect(page.getByTestId('payment-status')).toHaveText(t('en', 'orders:status.payment.validated'));
  await expect(page.getByTestId('bank-transfer')).toHaveCount(0);
  await expect.poll(async () => (await page.request.get(`/storage/uploads/invoice/${reference}-invoice.pdf`)).status(), { timeout: 20_000 }).toBe(200);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-invoice').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${reference}-invoice.pdf`);
  const pdf = await page.request.get(`/storage/uploads/invoice/${reference}-invoice.pdf`);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByTestId('view-invoice')).toHaveAttribute('href', `/storage/uploads/invoice/${reference}-invoice.pdf`);
  await checkoutShot(page, testInfo, 'paid-en');

  // The same receipt and My orders in Malay and Chinese.
  for (const lng of ['bm', 'cn'] as Lng[]) {
    await useLanguage(page, lng, E2E_BASE_URL);
    await page.goto(`/dashboard/cart/payment/response?refNo=${reference}&status=view&waited=1`);
    await expect(page.getByTestId('payment-status')).toHaveText(t(lng, 'orders:status.payment.validated'));
    await expect(page.getByTestId('download-invoice')).toHaveText(t(lng, 'orders:receipt.downloadInvoice'));
    await checkoutShot(page, testInfo, `paid-${lng}`);
    await page.goto('/dashboard/orders');
    await expect(page.getByRole('heading', { name: t(lng, 'orders:myOrders.title') })).toBeVisible();
    await checkoutShot(page, testInfo, `my-orders-${lng}`);
  }
  await useLanguage(page, 'en', E2E_BASE_URL);
  expect(errors).toEqual([]);
});

async function verifyInConsole(browser: Browser, reference: string) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const admin = await context.newPage();
  await signInToConsole(admin, DEMO.admin, '/admin/payments');
  await expect(admin.getByRole('columnheader', { name: t('en', 'payments:console.fields.reference') })).toBeVisible({ timeout: 15_000 });
  await admin.locator('input[name="q"]').fill(reference);
  const row = admin.getByRole('row').filter({ hasText: reference });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('button', { name: t('en', 'payments:console.review') }).click();
  await admin.getByRole('dialog').getByRole('button', { name: t('en', 'payments:console.verify') }).click();
  await expect(admin.getByText(t('en', 'payments:verify_success'))).toBeVisible();
  await context.close();
}

test('without JavaScript: pay later, the 3-second refresh, Pay Now, and cancel with its confirmation', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: false });
  const page = await context.newPage();
  const line = commerce<{ id: number }>('cart', CUSTOMER, `TMPL${stamp}2`);
  await signInCustomer(page);
  await page.goto('/dashboard/cart');
  await page.locator(`input[name="cartIds"][value="${line.id}"]`).check();
  await page.getByTestId('cart-pay').click();
  await page.waitForURL(/\/dashboard\/cart\/checkout\?ref=/);
  const reference = new URL(page.url()).searchParams.get('ref')!;

  // The server checks the terms too.
  await page.getByTestId('pay-later').click();
  await expect(page.getByText(t('en', 'orders:checkout.terms_required'))).toBeVisible();
  await page.getByTestId('accept-terms').check();
  await page.getByTestId('pay-later').click();
  await expect(page.getByTestId('receipt-waiting')).toBeVisible();
  // The <noscript> refresh loads the receipt after 3 seconds.
  await expect(page.getByTestId('bank-transfer')).toBeVisible({ timeout: 10_000 });
  expect(page.url()).toContain('waited=1');

  // Pay Now reopens checkout for the same reference (G-64).
  await page.getByTestId('pay-now').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/cart/checkout\\?ref=${escapeRegExp(reference)}`));
  await page.goBack();

  // Cancel: a confirmation step; "No" keeps the order.
  await page.getByTestId('cancel-order').click();
  await expect(page.getByTestId('cancel-confirm')).toBeVisible();
  await expect(page.getByTestId('cancel-yes')).toHaveText(t('en', 'orders:cancel.yes'));
  // ORD-65: the order is named by its reference, never by the internal id.
  await expect(page.getByTestId('cancel-confirm').getByRole('heading')).toHaveText(t('en', 'orders:cancel.title').replace('{{id}}', reference));
  await checkoutShot(page, testInfo, 'cancel-confirm-en');
  await page.getByTestId('cancel-no').click();
  await expect(page.getByTestId('cancel-confirm')).toHaveCount(0);
  expect((await queryDb<{ status: number }>('SELECT status FROM orders WHERE reference = ?', [reference]))[0]!.status).toBe(0);
  await page.getByTestId('cancel-order').click();
  await page.getByTestId('cancel-yes').click();
  await expect(page.getByTestId('receipt-flash')).toHaveText(t('en', 'orders:cancel.success').replace('{{id}}', reference));
  const [order] = await queryDb<{ id: number; status: number }>('SELECT id, status FROM orders WHERE reference = ?', [reference]);
  await expect(page.getByTestId('payment-status')).toHaveText(t('en', 'orders:status.payment.cancelled'));
  expect(order!.status).toBe(2);
  expect((await appStatuses(reference)).map((a) => a.status_id)).toEqual([6]);
  await expect(page.getByTestId('cancel-order')).toHaveCount(0);
  await checkoutShot(page, testInfo, 'cancelled-en');

  // Checkout of a cancelled order goes back to the cart (ORD-40).
  await page.goto(`/dashboard/cart/checkout?ref=${reference}`);
  await expect(page).toHaveURL(/\/dashboard\/cart$/);
  await context.close();
});

test('checkout and the pay-later receipt in Malay and Chinese', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  for (const lng of ['bm', 'cn'] as Lng[]) {
    commerce('cart', CUSTOMER, `TMPL${stamp}${lng}`);
    await useLanguage(page, lng, E2E_BASE_URL);
    await signInCustomer(page);
    await payFromCart(page);
    await expect(page.getByRole('heading', { name: t(lng, 'orders:checkout.title') })).toBeVisible();
    await page.getByTestId('pay-later').click();
    await expect(page.getByText(t(lng, 'orders:checkout.terms_required'))).toBeVisible();
    await checkoutShot(page, testInfo, `checkout-${lng}`);
    await page.getByTestId('accept-terms').check();
    await page.getByTestId('pay-later').click();
    await expect(page.getByTestId('bank-transfer')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('payment-status')).toHaveText(t(lng, 'orders:status.payment.pending_paylater'));
    await expect(page.getByText(t(lng, 'orders:paylater.bank.title'))).toBeVisible();
    await checkoutShot(page, testInfo, `paylater-${lng}`);
    await page.context().clearCookies();
  }
});
