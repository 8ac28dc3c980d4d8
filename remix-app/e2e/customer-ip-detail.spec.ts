import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { addCalendarDays } from '@iprenew/models/schemas/index';
import { DEMO } from './support/accounts';
import { queryDb, screenLanguages, snap, t } from './support/app';
import { useLanguage } from './support/site';
import { dbNow, noSidewaysScroll, seedIpApplication, signInCustomer } from './support/seed';
import { writeDb } from './support/site';
import { E2E_STORAGE_DIR } from './support/paths';

/**
 * The customer's IP detail (issue 14, ACL-28, POR-15..25, ORD-14, ADR 039): the demo customer opens an
 * application from the list, follows its IP card to the IP detail — Expiring Soon, the expiry in red —
 * is refused a .gif logo, then Request Renewal opens the renewal form with the filing number read-only
 * and adds it to the cart. Another customer gets 404. Screenshots en/bm/cn at 1280 and 375 px, without
 * sideways scroll at 375.
 */
const SHOTS = '/tmp/shots-ipd';
const run = Date.now().toString(36).toUpperCase();
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
let seeded: { ipId: number; reference: string; name: string; filingNo: string };

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // An IP near expiry (3 days: Expiring Soon, red) with its completed renewal.
  const { ipId, reference, name, filingNo } = await seedIpApplication({
    reference: `E2EIPD${run}-1`,
    name: `Kopi Expiring ${run}`,
    statusId: 7,
    filingNo: `TMX${run.slice(-8)}`,
    expiryDate: addCalendarDays(today(), 3),
    multiclassNo: 1,
    multiclassName: '30 Coffee, tea',
    applicationDate: '2025-11-20',
    readByCustomer: 1,
  });
  seeded = { ipId, reference, name, filingNo };
});

test('a customer opens an IP near expiry, is refused a .gif logo, requests its renewal; another customer gets 404', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInCustomer(page, DEMO.customer);

  // From the sidebar's Applications, the application, then its IP card's link.
  await page.getByRole('navigation', { name: t('en', 'nav:shell.sidebarLabel') }).getByRole('link', { name: t('en', 'nav:sidebar.items.applicationAll') }).click();
  await expect(page).toHaveURL(/\/dashboard\/application\/all$/);
  await expect(page.getByTestId('job-filters')).toBeVisible();
  await page.getByLabel(t('en', 'jobs:list.filters.search')).fill(seeded.name);
  await page.getByRole('button', { name: t('en', 'jobs:list.filters.apply') }).click();
  // The filtered list, not the row of the list it replaces (a click on that one lands on a detached link).
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(page.getByTestId(`application-row-${seeded.reference}`)).toHaveCount(1);
  await page.getByTestId(`application-row-${seeded.reference}`).getByRole('link', { name: seeded.reference }).click();
  await page.getByTestId('ip-detail-link').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/ip/detail/${seeded.ipId}$`));
  await expect(page.getByRole('heading', { level: 1, name: seeded.name })).toBeVisible();
  await expect(page.getByTestId('ip-display-status')).toHaveText(t('en', 'enums:displayStatus.expiringSoon'));
  await expect(page.getByTestId('ip-expiry').locator('dd')).toHaveAttribute('data-tone', 'red');
  await expect(page.getByTestId(`ip-application-${seeded.reference}`)).toBeVisible();

  // POR-18: a .gif is refused, nothing changed.
  await page.getByTestId('logo-dialog').locator('summary').click();
  await page.getByLabel(t('en', 'files:logo.file')).setInputFiles({ name: 'mark.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') });
  await page.getByTestId('logo-dialog').getByRole('button', { name: t('en', 'files:logo.submit') }).click();
  await expect(page.getByTestId('logo-dialog').locator('.field__error')).toHaveText(t('en', 'orders:request.validation.logo_type'));
  const [ip] = await queryDb<{ path: string | null }>('SELECT path FROM ips WHERE id = ?', [seeded.ipId]);
  expect(ip!.path).toBeNull();

  for (const lng of screenLanguages('bm')) {
    await useLanguage(page, lng, baseURL!);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.getByTestId('ip-display-status')).toHaveText(t(lng, 'enums:displayStatus.expiringSoon'));
      await snap(page, `${SHOTS}/ip-detail-${lng}-${width}.png`);
      if (width === 375) await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
    }
  }
  await useLanguage(page, 'en', baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();

  // POR-17, ORD-14: Request Renewal opens the renewal form, filing number read-only, and adds it to the cart.
  await page.getByTestId('request-renewal').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/filing/trademark/${seeded.ipId}$`));
  await expect(page.getByTestId('line-0-filing_no')).toHaveValue(seeded.filingNo);
  await expect(page.getByTestId('line-0-filing_no')).toHaveAttribute('readonly', '');
  await expect(page.getByTestId('line-0-price')).toContainText('RM');
  await page.getByRole('button', { name: t('en', 'orders:cart.filing.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Record created successful' })).toBeVisible();
  const lines = await queryDb<{ order_type: string }>('SELECT order_type FROM cart_items WHERE ip_id = ?', [seeded.ipId]);
  expect(lines.map((l) => l.order_type)).toEqual(['request renewal']);

  // ADR 044: back on the record (dashboard → its row's View), Request Renewal is gone while the renewal waits in the cart.
  await page.getByRole('navigation', { name: t('en', 'nav:shell.sidebarLabel') }).getByRole('link', { name: t('en', 'nav:sidebar.items.overview') }).click();
  const filters = page.getByTestId('portfolio-filters');
  await filters.getByLabel(t('en', 'nav:portfolio.filters.search')).fill(seeded.filingNo);
  await filters.getByRole('button', { name: t('en', 'nav:portfolio.filters.apply') }).click();
  await page.getByTestId(`portfolio-row-${seeded.ipId}`).getByRole('link', { name: /^View / }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/ip/detail/${seeded.ipId}$`));
  await expect(page.getByTestId('renewal-refusal')).toHaveText(t('en', 'orders:cart.renewal_in_cart'));
  await expect(page.getByTestId('request-renewal')).toHaveCount(0);

  // Another customer: 404.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signInCustomer(otherPage, DEMO.customer2);
  expect((await otherPage.request.get(`/dashboard/ip/detail/${seeded.ipId}`)).status()).toBe(404);
  await other.close();
});

test('on the IP detail the owner acknowledges and rates the latest application and sees only its visible files (POR-15, ADR 046)', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const ready = await seedIpApplication({
    reference: `E2EIPR${run}-1`,
    name: `Teh Tarik Ready ${run}`,
    statusId: 2,
    filingNo: `TMR${run.slice(-8)}`,
    certificateReadyAt: dbNow(),
    readByCustomer: 1,
  });
  const stamp = dbNow();
  // Real stored files: later journeys crawl every link (link-crawl) and download what is listed.
  for (const name of ['certificate.pdf', 'note.pdf']) {
    const key = path.join(E2E_STORAGE_DIR, `e2e/${ready.id}/${name}`);
    mkdirSync(path.dirname(key), { recursive: true });
    writeFileSync(key, Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1'));
  }
  await writeDb([
    { sql: "INSERT INTO files (application_id, description, filename, path, status_id, is_hidden, created_at, updated_at) VALUES (?, 'Certificate of renewal', 'certificate.pdf', ?, 1, 0, ?, ?)", params: [ready.id, `e2e/${ready.id}/certificate.pdf`, stamp, stamp] },
    { sql: "INSERT INTO files (application_id, description, filename, path, status_id, is_hidden, created_at, updated_at) VALUES (?, 'Office working note', 'note.pdf', ?, 1, 1, ?, ?)", params: [ready.id, `e2e/${ready.id}/note.pdf`, stamp, stamp] },
  ]);
  const [hidden] = await queryDb<{ id: number }>("SELECT id FROM files WHERE application_id = ? AND filename = 'note.pdf'", [ready.id]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInCustomer(page, DEMO.customer);
  // From the portfolio on the dashboard: search the filing number, then the row's View.
  const filters = page.getByTestId('portfolio-filters');
  await filters.getByLabel(t('en', 'nav:portfolio.filters.search')).fill(ready.filingNo);
  await filters.getByRole('button', { name: t('en', 'nav:portfolio.filters.apply') }).click();
  await page.getByTestId(`portfolio-row-${ready.ipId}`).getByRole('link', { name: /^View / }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/ip/detail/${ready.ipId}$`));

  // The files card lists the certificate, never the hidden note (nor lets it download).
  const files = page.getByTestId('customer-ip-files');
  await expect(files).toContainText('certificate.pdf');
  await expect(files).not.toContainText('note.pdf');
  expect((await page.request.get(`/dashboard/application/${ready.id}/files/${hidden!.id}`)).status()).toBe(404);
  const [visible] = await queryDb<{ id: number }>("SELECT id FROM files WHERE application_id = ? AND filename = 'certificate.pdf'", [ready.id]);
  expect((await page.request.get(`/dashboard/application/${ready.id}/files/${visible!.id}`)).status()).toBe(200);

  const panel = page.getByTestId('acknowledge-rate');
  await expect(panel.getByTestId('rate')).toHaveCount(0);
  for (const lng of screenLanguages('bm')) {
    await useLanguage(page, lng, baseURL!);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(panel.getByRole('button', { name: t(lng, 'applications:customer.acknowledge.button') })).toBeVisible();
      await snap(page, `${SHOTS}/ip-acknowledge-${lng}-${width}.png`);
      if (width === 375) await noSidewaysScroll(page, 375);
    }
  }
  await useLanguage(page, 'en', baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();

  await panel.getByRole('button', { name: t('en', 'applications:customer.acknowledge.button') }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/ip/detail/${ready.ipId}$`));
  await expect(page.getByTestId('customer-ip-flash')).toHaveText(t('en', 'applications:customer.acknowledge.success'));
  await expect(panel.getByTestId('acknowledge')).toHaveCount(0);
  await panel.getByRole('button', { name: t('en', 'applications:customer.rate.submit') }).click();
  await expect(panel.getByTestId('rating-error')).toHaveText('Rating is Required');
  await snap(page, `${SHOTS}/ip-rate-en-1280.png`);

  await panel.locator('label', { hasText: t('en', 'applications:customer.rate.starLabel').replace('{{rating}}', '5') }).click();
  await panel.getByRole('textbox', { name: t('en', 'applications:customer.rate.review') }).fill(`Certificate on time ${run}.`);
  await panel.getByRole('button', { name: t('en', 'applications:customer.rate.submit') }).click();
  await expect(page.getByTestId('customer-ip-flash')).toBeVisible();
  await expect(panel.getByTestId('rated')).toBeVisible();
  await expect(page.getByTestId(`ip-application-${ready.reference}`)).toContainText(t('en', 'enums:applicationStatus.7'));
  const [after] = await queryDb<{ status_id: number; rating: number; acknowledge: number }>('SELECT status_id, rating, acknowledge FROM applications WHERE id = ?', [ready.id]);
  expect([Number(after!.status_id), Number(after!.rating), Number(after!.acknowledge)]).toEqual([7, 5, 1]);
  // Later journeys count the newest public reviews (site-reviews): this one moves to the back.
  await writeDb([{ sql: "UPDATE applications SET rated_at = '2020-01-01 00:00:00.000 +00:00' WHERE id = ?", params: [ready.id] }]);
});
