/**
 * The console's ratings (ADM-82/83, ACL-41, G-50, ADR 045):
 * - an admin opens Ratings from the menu, finds a customer's review, hides it — it leaves the public
 *   'What others say' page and the change is in the audit log — and shows it again;
 * - an accountant has no Ratings entry and the screen's data is refused;
 * - screenshots of the list in en, bm and cn, at 1280 and 375 px.
 */
import { test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { signInToConsole } from './support/console';
import { collectPageErrors, escapeRegExp, expect, type Lng, queryDb, screenLanguages, shot, t } from './support/app';
import { writeDb } from './support/site';

/** A timestamp as Sequelize writes it on SQLite ('2026-03-01 04:00:00.000 +00:00'). */
const stamp = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', ' +00:00');
const REFERENCE = `E2E-RT-${Date.now().toString(36)}`;
const REVIEW = `Console moderation check ${REFERENCE}: quick and clear.`;

const visibility = async () => Number((await queryDb<{ is_public: number }>('SELECT is_public FROM applications WHERE reference = ?', [REFERENCE]))[0]!.is_public);

async function openRatingsFromMenu(page: Page, lng: Lng) {
  const menuItem = page.getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t(lng, 'admin:menu.rating'))}( — .*)?$`) });
  await expect(page.locator('#react-admin-title')).toBeVisible({ timeout: 15_000 });
  // On a phone the menu is a drawer behind the app bar's menu button.
  if ((page.viewportSize()?.width ?? 1280) < 600) await page.getByRole('button', { name: t(lng, 'ra:ra.action.open_menu') }).click();
  await menuItem.click();
  await expect(page).toHaveURL(/\/admin\/ratings/);
  await expect(page.locator('#react-admin-title')).toContainText(t(lng, 'applications:ratings.title'), { timeout: 15_000 });
}

/** The review's row in the table, or its card on a phone. */
async function findReview(page: Page) {
  await page.locator('input[name="q"]').fill(REFERENCE);
  const phone = (page.viewportSize()?.width ?? 1280) < 600;
  const row = phone ? page.getByRole('article', { name: REFERENCE }) : page.getByRole('row').filter({ hasText: REFERENCE });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  return row;
}

/** The newest reviews on the public page (this journey's review is rated now, so it comes first when shown). */
async function publicReviews(page: Page) {
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What others say');
  return page.locator('.review-card');
}

test.describe('console ratings', () => {
  test.beforeAll(async () => {
    const [template] = await queryDb<Record<string, unknown>>('SELECT * FROM applications WHERE rating IS NOT NULL ORDER BY id LIMIT 1');
    const now = new Date();
    await writeDb([
      {
        sql: `INSERT INTO applications (reference, application_date, service_id, type_id, user_id, agent_id, ip_id, model_type, rating, review, is_anonymous, is_public, acknowledge, read_by_customer, rated_at, created_at, updated_at)
              VALUES (?, '2026-01-05', ?, ?, ?, ?, ?, 'ip', 5, ?, 0, 1, 1, 0, ?, ?, ?)`,
        params: [REFERENCE, template!.service_id, template!.type_id, template!.user_id, template!.agent_id, template!.ip_id, REVIEW, stamp(now), stamp(now), stamp(now)],
      },
    ]);
  });

  // Later journeys count the newest public reviews (site-reviews): this one moves to the back once checked.
  test.afterAll(async () => {
    await writeDb([{ sql: "UPDATE applications SET is_public = 1, rated_at = '2020-01-01 00:00:00.000 +00:00' WHERE reference = ?", params: [REFERENCE] }]);
  });

  test('an admin hides a review from the public page and shows it again, through the menu', async ({ page, browser, baseURL }, testInfo) => {
    const errors = collectPageErrors(page);
    const visitor = await browser.newPage({ baseURL });
    await expect((await publicReviews(visitor)).first()).toContainText(REVIEW);

    await signInToConsole(page, DEMO.admin);
    await openRatingsFromMenu(page, 'en');
    let row = await findReview(page);
    await expect(row).toContainText(REVIEW);
    await expect(row).toContainText(t('en', 'applications:ratings.state.shown'));
    await expect(row.getByRole('img', { name: t('en', 'applications:ratings.column.stars').replace('{{count}}', '5') })).toBeVisible();
    await shot(page, testInfo, 'ratings-shown');

    await row.getByRole('button', { name: t('en', 'applications:ratings.action.hide') }).click();
    await expect(page.getByText(t('en', 'applications:ratings.update.hidden'))).toBeVisible();
    row = page.getByRole('row').filter({ hasText: REFERENCE });
    await expect(row).toContainText(t('en', 'applications:ratings.state.hidden'));
    await expect(row.getByRole('button', { name: t('en', 'applications:ratings.action.show') })).toBeVisible();
    await expect(row.getByRole('button', { name: t('en', 'applications:ratings.action.hide') })).toHaveCount(0);
    expect(await visibility()).toBe(0);
    const [audit] = await queryDb<{ n: number }>("SELECT COUNT(*) AS n FROM audit_logs WHERE action = 'rating.visibility' AND target_id = (SELECT CAST(id AS TEXT) FROM applications WHERE reference = ?)", [REFERENCE]);
    expect(Number(audit!.n)).toBe(1);
    await publicReviews(visitor);
    await expect(visitor.getByText(REVIEW)).toHaveCount(0);

    // The hidden filter lists it; Show puts it back on the public page.
    await page.getByRole('combobox', { name: t('en', 'applications:ratings.filter.visibility') }).click();
    await page.getByRole('option', { name: t('en', 'applications:ratings.filter.hidden'), exact: true }).click();
    await expect(page).toHaveURL(/is_public/);
    row = page.getByRole('row').filter({ hasText: REFERENCE });
    await expect(row).toHaveCount(1);
    await shot(page, testInfo, 'ratings-hidden');
    await row.getByRole('button', { name: t('en', 'applications:ratings.action.show') }).click();
    await expect(page.getByText(t('en', 'applications:ratings.update.shown'))).toBeVisible();
    await expect.poll(visibility).toBe(1);
    await expect((await publicReviews(visitor)).first()).toContainText(REVIEW);
    await visitor.close();
    expect(errors).toEqual([]);
  });

  test('an accountant has no Ratings entry and its data is refused', async ({ page }) => {
    await signInToConsole(page, DEMO.accountant);
    await expect(page.getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t('en', 'admin:menu.rating'))}`) })).toHaveCount(0);
    const response = await page.request.get('/api/admin/ratings?range=[0,9]');
    expect(response.status()).toBe(403);
  });

  for (const lng of screenLanguages('bm')) {
    for (const width of [1280, 375]) {
      test(`the ratings list reads well in ${lng} at ${width} px`, async ({ page, context, baseURL }, testInfo) => {
        await context.addCookies([{ name: 'lng', value: lng, url: baseURL! }]);
        await page.setViewportSize({ width, height: 900 });
        await signInToConsole(page, DEMO.admin);
        await openRatingsFromMenu(page, lng);
        if (width === 375) await page.keyboard.press('Escape');
        const row = await findReview(page);
        await expect(row.getByRole('button', { name: t(lng, 'applications:ratings.action.hide') })).toBeVisible();
        await expect(row).toContainText(REVIEW);
        if (width === 1280) await expect(page.getByRole('columnheader', { name: t(lng, 'applications:ratings.column.review') })).toBeVisible();
        else await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await shot(page, testInfo, `ratings-${lng}-${width}`);
      });
    }
  }
});
