import { expect, test } from '@playwright/test';
import { type Lng, queryDb, screenLanguages, t } from './support/app';
import { siteShot, useLanguage, writeDb } from './support/site';

/**
 * 'What others say' (PUB-27, PUB-28, G-50, SYS-8): the customers' ratings, newest first, a fixed 10
 * per page with page links; an anonymous reviewer shows as the initial of their name and asterisks.
 * Twelve recent ratings are added to the demo's, so the demo's anonymous review moves to page 2.
 */

/** A timestamp as Sequelize writes it on SQLite ('2026-03-01 04:00:00.000 +00:00'). */
const stamp = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', ' +00:00');

interface Rated {
  id: number;
  review: string | null;
  is_anonymous: number;
  name: string;
}

test.describe('reviews', () => {
  test.beforeAll(async () => {
    const [template] = await queryDb<Record<string, unknown>>('SELECT * FROM applications WHERE rating IS NOT NULL ORDER BY id LIMIT 1');
    const now = Date.now();
    await writeDb(
      Array.from({ length: 12 }, (_, i) => ({
        sql: `INSERT INTO applications (reference, application_date, service_id, type_id, user_id, ip_id, model_type, rating, review, is_anonymous, acknowledge, read_by_customer, rated_at, created_at, updated_at)
              VALUES (?, '2026-01-05', ?, ?, ?, ?, 'ip', ?, ?, 0, 1, 0, ?, ?, ?)`,
        params: [
          `E2E-RV-${now.toString(36)}-${i}`,
          template!.service_id,
          template!.type_id,
          template!.user_id,
          template!.ip_id,
          (i % 5) + 1,
          `E2E review ${i + 1}: the renewal was handled smoothly.`,
          stamp(new Date(now - (12 - i) * 60_000)),
          stamp(new Date()),
          stamp(new Date()),
        ],
      })),
    );
  });

  test('10 per page, newest first, page links, an anonymous reviewer as initial and asterisks', async ({ page }) => {
    const rated = await queryDb<Rated>(
      `SELECT a.id, a.review, a.is_anonymous, u.name FROM applications a JOIN users u ON u.id = a.user_id
       WHERE a.rating BETWEEN 1 AND 5 ORDER BY a.rated_at DESC, a.id DESC`,
    );
    expect(rated.length).toBeGreaterThan(10);
    // Other journeys rate too (the agent journey's rating may be newer than some of these): the
    // expectations follow the database's order rather than assuming this file's rows come first.
    const anonymous = rated.findIndex((r) => Number(r.is_anonymous) === 1);
    expect(anonymous).toBeGreaterThanOrEqual(10); // past page 1
    const anonymousPage = Math.floor(anonymous / 10) + 1;

    await page.goto('/reviews');
    await expect(page).toHaveTitle(t('en', 'site:reviews.metaTitle'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What others say');
    const cards = page.locator('.review-card');
    await expect(cards).toHaveCount(10);
    await expect(cards.first()).toContainText(rated[0]!.review ?? rated[0]!.name);
    await expect(page.locator('.review-card', { hasText: 'E2E review 12' }).first()).toBeVisible();
    await expect(cards.first().getByRole('img', { name: /Rated \d out of 5/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 1 of');

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL('/reviews?page=2');
    await expect(cards).toHaveCount(Math.min(10, rated.length - 10));
    if (anonymousPage > 2) await page.getByRole('link', { name: `Page ${anonymousPage}` }).click();
    const hidden = rated[anonymous]!;
    const masked = `${Array.from(hidden.name.trim())[0]!.toUpperCase()}****`;
    const card = cards.filter({ hasText: hidden.review ?? '' }).first();
    await expect(card.locator('.review-card__name')).toContainText(masked);
    await expect(card).toContainText('Anonymous customer');
    await expect(card).not.toContainText(hidden.name);
    await expect(page.getByRole('link', { name: `Page ${anonymousPage}` })).toHaveAttribute('aria-current', 'page');
    expect((await page.goto('/reviews?page=50'))?.status()).toBe(404);
  });

  for (const lng of screenLanguages('cn')) {
    test(`reviews page in ${lng}`, async ({ page, baseURL }, testInfo) => {
      await useLanguage(page, lng, baseURL!);
      await page.goto('/reviews?page=2');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'site:reviews.title'));
      await siteShot(page, testInfo, `reviews-${lng}`);
    });
  }
});
