import { expect, test } from '@playwright/test';
import { type Lng, queryDb, screenLanguages, t } from './support/app';
import { siteShot, useLanguage } from './support/site';

/**
 * News (PUB-25, PUB-26, G-51): the demo's published items as paged cards, newest first, with their
 * created date (dd-MM-yyyy) and image served through the publication-checked route; Read More opens
 * the item; unpublished and unknown items are 404, and so are their images.
 */

const ddMMyyyy = /^\d{2}-\d{2}-\d{4}$/;
/** The first run of text of a stored item's HTML (its heading or first paragraph, up to a tag or entity). */
const openingText = (html: string) => (html.match(/>([^<&]+)</)?.[1] ?? '').trim();

test.describe('news', () => {
  test('lists the published news and opens one item with Read More', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const published = await queryDb<{ id: number; title: string; content: string }>(
      "SELECT id, title, content FROM news WHERE status = 1 AND publish_date <= datetime('now') ORDER BY publish_date DESC, id DESC",
    );
    expect(published.length).toBeGreaterThanOrEqual(4);

    await page.goto('/news');
    await expect(page).toHaveTitle(t('en', 'site:news.metaTitle'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    const cards = page.locator('.news-card');
    await expect(cards).toHaveCount(Math.min(10, published.length));
    await expect(cards.locator('h2')).toHaveText(published.slice(0, 10).map((n) => n.title));
    for (const date of await cards.locator('time').allTextContents()) expect(date).toMatch(ddMMyyyy);
    await expect(page.getByText('Office closure for Hari Raya Aidilfitri (draft)')).toHaveCount(0);

    // The first card's image comes from storage through the news image route.
    const image = cards.first().locator('img');
    await expect(image).toHaveAttribute('src', `/news-content/${published[0]!.id}/image/0`);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await cards.first().getByRole('link', { name: /Read More/i }).click();
    await expect(page).toHaveURL(`/news-content/${published[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published[0]!.title);
    // Its text (the newest item: the demo's, or one another journey left published).
    const opening = openingText(published[0]!.content);
    expect(opening).not.toBe('');
    await expect(page.locator('.news-article__content')).toContainText(opening);
    await expect(page.locator('.news-article__date time')).toHaveText(ddMMyyyy);
    await page.getByRole('link', { name: 'Back to news' }).click();
    await expect(page).toHaveURL('/news');
    expect(errors).toEqual([]);
  });

  test('unpublished and unknown items, their images and pages past the end are 404', async ({ page, request }) => {
    const [draft] = await queryDb<{ id: number }>('SELECT id FROM news WHERE status = 0 ORDER BY id LIMIT 1');
    expect(draft).toBeDefined();
    for (const path of [`/news-content/${draft!.id}`, '/news-content/999999', '/news-content/abc', '/news?page=99']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    const [withImage] = await queryDb<{ id: number }>("SELECT id FROM news WHERE status = 1 AND images IS NOT NULL AND images != 'null' ORDER BY id LIMIT 1");
    expect((await request.get(`/news-content/${withImage!.id}/image/0`)).headers()['content-type']).toBe('image/png');
    expect((await request.get(`/news-content/${withImage!.id}/image/1`)).status()).toBe(404);
    expect((await request.get(`/news-content/${draft!.id}/image/0`)).status()).toBe(404);
  });

  for (const lng of screenLanguages('bm')) {
    test(`news pages in ${lng}`, async ({ page, baseURL }, testInfo) => {
      await useLanguage(page, lng, baseURL!);
      await page.goto('/news');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'site:news.title'));
      await expect(page.locator('.news-card__more').first()).toContainText(t(lng, 'site:news.readMore'));
      await siteShot(page, testInfo, `news-${lng}`);
      await page.locator('.news-card__more').first().click();
      await expect(page.locator('.news-article')).toBeVisible();
      await siteShot(page, testInfo, `news-content-${lng}`);
    });
  }
});
