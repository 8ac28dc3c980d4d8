import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { queryDb, screenLanguages, signIn, snap, t } from './support/app';
import { useLanguage, writeDb } from './support/site';
import { dbNow, noSidewaysScroll, seedIpApplication } from './support/seed';

/**
 * Acknowledge and rate (issue 14, POR-30..35, G-50, ADR 042): the demo customer opens a Certificate
 * Ready application from the dashboard's Certificate Ready card, acknowledges it, tries to rate
 * without stars ('Rating is Required'), rates with a review posted anonymously, sees Completed, and
 * finds the review — anonymised — on the public 'What others say' page. Another customer gets 404.
 * Screenshots en/bm/cn at 1280 and 375 px, without sideways scroll at 375.
 */
const SHOTS = '/tmp/shots-rate';
const run = Date.now().toString(36).toUpperCase();
const REVIEW = `Quick and clear renewal ${run}.`;

let seeded: { id: number; reference: string; ipId: number };

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const stamp = dbNow();
  const { id, ipId, reference } = await seedIpApplication({ reference: `E2EAR${run}-1`, name: `Rated Mark ${run}`, statusId: 2, filingNo: `TMR${run.slice(-8)}`, certificateReadyAt: stamp });
  seeded = { id, reference, ipId };
});

// Later journeys count the newest reviews (site-reviews): this one moves to the back once checked.
test.afterAll(async () => {
  if (seeded) await writeDb([{ sql: "UPDATE applications SET rated_at = '2020-01-01 00:00:00.000 +00:00' WHERE id = ?", params: [seeded.id] }]);
});

test('a customer acknowledges and rates a Certificate Ready application; it completes and the review shows anonymised; another customer gets 404', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/overview/);

  // The Certificate Ready card opens the list filtered to Certificate Ready; the row opens the page.
  await page.getByTestId('stat-certificateReady').click();
  await expect(page).toHaveURL(/\/dashboard\/application\/all\?status=2/);
  await page.getByTestId(`application-row-${seeded.reference}`).getByRole('link', { name: seeded.reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: seeded.reference })).toBeVisible();

  // Acknowledge first: the rating form is not offered yet.
  const panel = page.getByTestId('acknowledge-rate');
  await expect(panel.getByTestId('rate')).toHaveCount(0);
  await panel.getByRole('button', { name: t('en', 'applications:customer.acknowledge.button') }).click();
  await expect(page.getByTestId('customer-application-flash')).toHaveText(t('en', 'applications:customer.acknowledge.success'));
  // SYS-4: the confirmation clears after 1 second.
  await expect(page.getByTestId('customer-application-flash')).toBeHidden({ timeout: 4_000 });
  await expect(panel.getByTestId('acknowledge')).toHaveCount(0);
  await expect(page.getByTestId('history')).toContainText(t('en', 'jobs:history.owner_acknowledged'));

  // No stars chosen: 'Rating is Required', nothing changed.
  await panel.getByRole('textbox', { name: t('en', 'applications:customer.rate.review') }).fill(REVIEW);
  await panel.getByRole('button', { name: t('en', 'applications:customer.rate.submit') }).click();
  await expect(panel.getByTestId('rating-error')).toHaveText('Rating is Required');
  await expect(panel.getByRole('textbox', { name: t('en', 'applications:customer.rate.review') })).toHaveValue(REVIEW);
  const [before] = await queryDb<{ status_id: number; rating: number | null }>('SELECT status_id, rating FROM applications WHERE id = ?', [seeded.id]);
  expect([Number(before!.status_id), before!.rating]).toEqual([2, null]);

  for (const lng of screenLanguages('bm')) {
    await useLanguage(page, lng, baseURL!);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(panel.getByRole('button', { name: t(lng, 'applications:customer.rate.submit') })).toBeVisible();
      await snap(page, `${SHOTS}/rate-${lng}-${width}.png`);
      if (width === 375) await noSidewaysScroll(page, 375);
    }
  }
  await useLanguage(page, 'en', baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();

  // Four stars, the review, anonymously: Completed.
  await panel.locator('label', { hasText: t('en', 'applications:customer.rate.starLabel').replace('{{rating}}', '4') }).click();
  await expect(panel.getByRole('radio', { name: t('en', 'applications:customer.rate.starLabel').replace('{{rating}}', '4') })).toBeChecked();
  await panel.getByRole('textbox', { name: t('en', 'applications:customer.rate.review') }).fill(REVIEW);
  await panel.getByLabel(t('en', 'applications:customer.rate.anonymous')).check();
  await panel.getByRole('button', { name: t('en', 'applications:customer.rate.submit') }).click();
  await expect(page.getByTestId('customer-application-flash')).toHaveText(t('en', 'applications:customer.rate.success'));
  await expect(page.getByTestId('app-status')).toContainText(t('en', 'enums:applicationStatusLabel.7'));
  await expect(panel.getByTestId('rated')).toContainText(t('en', 'applications:customer.rate.rated').replace('{{rating}}', '4'));
  await expect(page.getByTestId('history')).toContainText(t('en', 'jobs:history.owner_completed'));
  const [after] = await queryDb<{ status_id: number; rating: number; is_anonymous: number; completed_at: string | null; expiry_date: string }>(
    'SELECT a.status_id, a.rating, a.is_anonymous, a.completed_at, i.expiry_date FROM applications a JOIN ips i ON i.id = a.ip_id WHERE a.id = ?',
    [seeded.id],
  );
  expect([Number(after!.status_id), Number(after!.rating), Number(after!.is_anonymous), after!.expiry_date]).toEqual([7, 4, 1, '2037-03-31']);
  expect(after!.completed_at).not.toBeNull();
  for (const lng of screenLanguages('bm')) {
    await useLanguage(page, lng, baseURL!);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(panel.getByTestId('rated')).toBeVisible();
      await snap(page, `${SHOTS}/rated-${lng}-${width}.png`);
      if (width === 375) await noSidewaysScroll(page, 375);
    }
  }
  await useLanguage(page, 'en', baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The public 'What others say' page, through the site footer: the review, newest first, anonymised.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: t('en', 'pages:shell.links.reviews') }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  const card = page.locator('.review-card').first();
  await expect(card).toContainText(REVIEW);
  await expect(card).toContainText(t('en', 'site:reviews.anonymous'));
  const [owner] = await queryDb<{ name: string }>('SELECT name FROM users WHERE email = ?', [DEMO.customer]);
  await expect(card.locator('.review-card__name')).toContainText(`${Array.from(owner!.name.trim())[0]!.toUpperCase()}****`);
  await expect(card).not.toContainText(owner!.name.trim());

  // Another customer: the page is 404 and their post changes nothing.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await signIn(otherPage, DEMO.customer2, DEMO_PASSWORD);
  await expect(otherPage).toHaveURL(/\/dashboard\/overview/);
  expect((await otherPage.request.get(`/dashboard/application/${seeded.id}`)).status()).toBe(404);
  await other.close();
});
