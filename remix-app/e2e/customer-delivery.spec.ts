import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { queryDb, screenLanguages, snap, t } from './support/app';
import { useLanguage, writeDb } from './support/site';
import { dbNow, idOf, noSidewaysScroll, seedIpApplication, signInCustomer } from './support/seed';

/**
 * The customer's side of delivery (issue 14, DLV-1..16, ACL-29, ACL-52, G-37, ADR 041): the demo
 * customer opens a Certificate Ready application from the sidebar, requests delivery — an uncovered
 * address (Brunei) is refused with the coverage message, 'Use Own Address' (Malaysia) becomes a
 * delivery line in the cart — pays it with the bypass, then opens Delivery from the sidebar, sees the
 * courier's tracking and marks a parcel received. Another customer gets 404 for the request page.
 * Screenshots en/bm/cn at 1280 and 375 px, without sideways scroll at 375.
 */
const SHOTS = '/tmp/shots-customer-delivery';
const run = Date.now().toString(36).toUpperCase();
const TRACKING = `EP${run}MY`;

let ready: { id: number; reference: string; name: string };
let deliveringId: number;
let bruneiId: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  ready = await seedIpApplication({ reference: `E2EDR${run}-1`, name: `Kopi Delivery ${run}`, statusId: 2 });
  const onTheWay = await seedIpApplication({ reference: `E2EDW${run}-1`, name: `Teh Delivery ${run}`, statusId: 2 });
  const my = await idOf("SELECT id FROM countries WHERE iso2 = 'MY'", []);
  bruneiId = await idOf("SELECT id FROM countries WHERE iso2 = 'BN'", []);
  const selangor = await idOf("SELECT id FROM states WHERE country_id = ? AND name = 'Selangor'", [my]);
  const stamp = dbNow();
  const address = JSON.stringify({ address_1: '12 Jalan Ampang', address_2: null, poscode: '50450', city: 'Kuala Lumpur', state: 'WP Kuala Lumpur', country: 'Malaysia' });
  await writeDb([
    // The demo price table covers Malaysia (demo seed); Brunei stays uncovered.
    { sql: `INSERT INTO delivery_prices (country_id, state_id, fee, status, created_at, updated_at) SELECT ?, NULL, '25.00', 1, ?, ? WHERE NOT EXISTS (SELECT 1 FROM delivery_prices WHERE country_id = ? AND state_id IS NULL)`, params: [my, stamp, stamp, my] },
    { sql: 'DELETE FROM delivery_prices WHERE country_id = ?', params: [bruneiId] },
    // 'Use Own Address' needs a complete profile address in Malaysia.
    { sql: "UPDATE users SET country_id = ?, state_id = COALESCE(state_id, ?), address_1 = COALESCE(address_1, '8 Jalan SS2/24'), poscode = COALESCE(poscode, '47300'), city = COALESCE(city, 'Petaling Jaya') WHERE email = ?", params: [my, selangor, DEMO.customer] },
    {
      sql: `INSERT INTO deliveries (application_id, fee, fee_type, service_id, is_delivered, address, courier, tracking_no, created_at, updated_at) VALUES (?, '25.00', 'delivery_fee', 4, 0, ?, 'Pos Laju', ?, ?, ?)`,
      params: [onTheWay.id, address, TRACKING, stamp, stamp],
    },
  ]);
  deliveringId = await idOf('SELECT id FROM deliveries WHERE tracking_no = ?', [TRACKING]);
});

const sidebar = (page: Page) => page.getByRole('navigation', { name: t('en', 'nav:shell.sidebarLabel') });

test('a customer requests delivery (uncovered refused, own address to the cart), pays it, follows the tracking and marks a parcel received; another customer gets 404', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInCustomer(page, DEMO.customer);

  // The application, from the sidebar.
  await sidebar(page).getByRole('link', { name: t('en', 'nav:sidebar.items.applicationAll') }).click();
  await page.getByLabel(t('en', 'jobs:list.filters.search')).fill(ready.name);
  await page.getByRole('button', { name: t('en', 'jobs:list.filters.apply') }).click();
  await page.getByTestId(`application-row-${ready.reference}`).getByRole('link', { name: ready.reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: ready.reference })).toBeVisible();
  await page.getByTestId('delivery-request-card').getByRole('link', { name: t('en', 'deliveries:customer.request.open') }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/application/${ready.id}/delivery$`));
  // The request form in Malay and Chinese, wide and on a phone.
  for (const lng of ['bm', 'cn'] as const) {
    await useLanguage(page, lng, baseURL!);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.getByTestId('delivery-request-form').getByLabel(t(lng, 'deliveries:customer.request.address_1'))).toBeVisible();
      await snap(page, `${SHOTS}/request-${lng}-${width}.png`);
      if (width === 375) await noSidewaysScroll(page, 375);
    }
  }
  await useLanguage(page, 'en', baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();

  // An uncovered address: refused with the coverage message, nothing in the cart.
  const form = page.getByTestId('delivery-request-form');
  await form.getByLabel(t('en', 'deliveries:customer.request.address_1')).fill('Unit 3, Simpang 22');
  await form.getByLabel(t('en', 'deliveries:customer.request.poscode')).fill('BS8811');
  await form.getByLabel(t('en', 'deliveries:customer.request.city')).fill('Bandar Seri Begawan');
  await form.getByLabel(t('en', 'deliveries:customer.request.country')).selectOption(String(bruneiId));
  const state = form.getByLabel(t('en', 'deliveries:customer.request.state'));
  await expect(state.locator('option')).toHaveCount(5);
  await state.selectOption({ index: 2 });
  await snap(page, `${SHOTS}/request-en-1280.png`);
  await page.getByTestId('delivery-request-submit').click();
  await expect(page.getByTestId('delivery-request-error')).toHaveText(t('en', 'deliveries:customer.request.not_covered'));
  expect(await queryDb('SELECT id FROM cart_items WHERE application_id = ?', [ready.id])).toHaveLength(0);
  await snap(page, `${SHOTS}/request-refused-en-1280.png`);
  await page.setViewportSize({ width: 375, height: 900 });
  await snap(page, `${SHOTS}/request-refused-en-375.png`);
  await noSidewaysScroll(page, 375);
  await page.setViewportSize({ width: 1280, height: 900 });

  // 'Use Own Address': one delivery line in the cart.
  await page.getByTestId('use-own-address').check();
  await expect(form.getByLabel(t('en', 'deliveries:customer.request.address_1'))).not.toHaveValue('Unit 3, Simpang 22');
  await page.getByTestId('delivery-request-submit').click();
  await expect(page).toHaveURL(/\/dashboard\/cart$/);
  const lines = await queryDb<{ id: number; fee_type: string }>('SELECT id, fee_type FROM cart_items WHERE application_id = ? AND service_id = 4', [ready.id]);
  expect(lines).toHaveLength(1);
  expect(lines[0]!.fee_type).toBe('delivery_fee');

  // Paid through the normal checkout (the demo customer may bypass).
  const selectAll = page.getByTestId('select-all');
  if (await selectAll.isChecked()) await selectAll.uncheck();
  await page.getByTestId(`cart-line-${lines[0]!.id}`).getByRole('checkbox').check();
  await page.getByTestId('cart-pay').click();
  await page.waitForURL(/\/dashboard\/cart\/checkout\?ref=/);
  await page.getByTestId('accept-terms').check();
  await page.getByTestId('pay-bypass').click();
  await page.waitForURL(/\/dashboard\/cart\/payment\/response\?.*status=success/);
  await expect(page.getByTestId('payment-status')).toHaveText(t('en', 'orders:status.payment.validated'), { timeout: 10_000 });
  expect(await queryDb('SELECT id FROM deliveries WHERE application_id = ?', [ready.id])).toHaveLength(1);

  // Delivery, from the sidebar: the tracking view, then Mark Received.
  await sidebar(page).getByRole('link', { name: t('en', 'nav:sidebar.items.delivery') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'deliveries:customer.page.title'));
  const row = page.getByTestId(`delivery-row-${deliveringId}`);
  await row.getByText(t('en', 'deliveries:customer.tracking.view')).click();
  await expect(row.getByTestId('delivery-tracking-view')).toContainText('Pos Laju');
  await expect(row.getByTestId('delivery-tracking-link')).toHaveAttribute('href', `https://parcelsapp.com/en/tracking/${TRACKING}`);
  await snap(page, `${SHOTS}/list-tracking-en-1280.png`);
  await row.getByRole('button', { name: t('en', 'deliveries:customer.receive.action') }).click();
  await expect(page.getByText(t('en', 'deliveries:update.success'))).toBeVisible();
  await expect(page.getByTestId(`delivery-row-${deliveringId}`).getByTestId('delivery-state')).toHaveText(t('en', 'deliveries:state.delivered'));
  const [received] = await queryDb<{ is_delivered: number; delivered_at: string | null }>('SELECT is_delivered, delivered_at FROM deliveries WHERE id = ?', [deliveringId]);
  expect(Number(received!.is_delivered)).toBe(1);
  expect(received!.delivered_at).not.toBeNull();

  for (const lng of screenLanguages('cn')) {
    await useLanguage(page, lng, baseURL!);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'deliveries:customer.page.title'));
      await snap(page, `${SHOTS}/list-${lng}-${width}.png`);
      if (width === 375) await noSidewaysScroll(page, 375);
    }
  }

  // Another customer: the request page is 404.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signInCustomer(otherPage, DEMO.customer2);
  expect((await otherPage.request.get(`/dashboard/application/${ready.id}/delivery`)).status()).toBe(404);
  await other.close();
});
