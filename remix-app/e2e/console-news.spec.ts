/**
 * The console's news (ADM-50..55, G-51), as an admin works it from the menu:
 * - the form refuses an empty submit with the fields' messages; a news item with an image and a
 *   rich-text message is published at once ('News Submit Successful.');
 * - it appears on the public site in English, Malay and Chinese — the title and message as staff
 *   wrote them (ADM-55), the page around them translated — with its image;
 * - edited to Inactive without its image ('News updated successful.') it leaves the site (404) and its
 *   file is gone; deleted after the confirmation ('News deleted.') it leaves the list.
 */
import { test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { signInToConsole } from './support/console';
import { collectPageErrors, escapeRegExp, expect, queryDb, shot, t, type Lng } from './support/app';
import { useLanguage } from './support/site';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAKklEQVR4nGNkYPjPQApgIkn1qIZRDaMaRjWMahjVMKphVMOohlENQ0sDAKNmAR8Yq3pYAAAAAElFTkSuQmCC',
  'base64',
);

interface NewsRow {
  id: number;
  status: number;
  images: string | null;
  content: string;
}
const newsRow = (title: string) => queryDb<NewsRow>('SELECT id, status, images, content FROM news WHERE title = ?', [title]);

test('an admin publishes news with an image; it reads on the site in three languages, then is hidden and deleted', async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const title = `Renewal desk hours ${Date.now().toString(36)}`;
  await signInToConsole(page, DEMO.admin);
  await page.getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t('en', 'admin:menu.news'))}`) }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(page.getByRole('row').filter({ hasText: 'Filing in ASEAN and China from one dashboard' })).toBeVisible({ timeout: 15_000 });

  // Create: an empty submit shows every field's message and stores nothing.
  await page.getByRole('link', { name: t('en', 'ra:ra.action.create') }).click();
  await page.getByRole('button', { name: t('en', 'admin:common.submit') }).click();
  await expect(page.getByText(t('en', 'site:news_admin.validation.title_required'))).toBeVisible();
  await expect(page.getByText(t('en', 'site:news_admin.validation.message_required'))).toBeVisible();

  await page.getByLabel(t('en', 'site:news_admin.console.fields.title')).fill(title);
  await page.locator('input[type="file"]').setInputFiles({ name: 'desk.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.RaFileInput-removeButton, [class*="RaFileInputPreview"]').first()).toBeVisible();
  const editor = page.locator('.ProseMirror');
  await editor.click();
  // The level menu (ADR 069): its button is named by the level it shows; a heading, then a paragraph.
  await page.getByRole('button', { name: new RegExp(`^${t('en', 'ra:ra.tiptap.paragraph')} — `) }).click();
  await page.getByRole('menuitem', { name: t('en', 'ra:ra.tiptap.heading2') }).click();
  // Tiptap gives the editor its focus back one frame after a toolbar command: keys typed sooner are
  // lost (a user types after seeing the caret; the test waits for it as they would).
  await expect(page.getByRole('button', { name: new RegExp(`^${t('en', 'ra:ra.tiptap.heading2')} — `) })).toBeVisible();
  await expect(editor).toBeFocused();
  await page.keyboard.type('Saturday opening');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Our renewal desk now opens on Saturdays from 9 am to 1 pm.');
  const bold = page.getByRole('button', { name: t('en', 'ra:ra.tiptap.bold') });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.type(' Bring your certificate.');
  await shot(page, testInfo, 'create');
  await page.getByRole('button', { name: t('en', 'admin:common.submit') }).click();
  await expect(page.getByText(t('en', 'site:news_admin.submit_success'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(t('en', 'site:news_admin.console.published'));
  const [stored] = await newsRow(title);
  expect(stored).toMatchObject({ status: 1 });
  expect(JSON.parse(stored!.images!)).toHaveLength(1);
  expect(stored!.content).toContain('<strong>');
  expect(stored!.content).toContain('<h2>Saturday opening</h2>');
  await shot(page, testInfo, 'list');

  // The public site: newest first, with its image, in each language.
  for (const lng of ['en', 'bm', 'cn'] as Lng[]) {
    await useLanguage(page, lng, baseURL!);
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'site:news.title'));
    const card = page.locator('.news-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    const image = card.locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await card.locator('.news-card__more').click();
    await expect(page).toHaveURL(`/news-content/${stored!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.news-article__content strong')).toHaveText('Bring your certificate.');
    await shot(page, testInfo, `site-${lng}`);
  }

  // Edit: Inactive, image removed → it leaves the site and its file is removed.
  await useLanguage(page, 'en', baseURL!);
  await page.goto('/admin/news');
  await page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: t('en', 'ra:ra.action.edit') }).click();
  await expect(page.getByLabel(t('en', 'site:news_admin.console.fields.title'))).toHaveValue(title);
  await expect(page.locator('.ProseMirror')).toContainText('Saturdays');
  const preview = page.locator('img[src*="/api/admin/news/"]');
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('radio', { name: t('en', 'site:news_admin.console.inactive') }).check();
  await page.getByRole('button', { name: t('en', 'ra:ra.action.delete') }).first().click();
  await expect(preview).toHaveCount(0);
  await page.getByRole('button', { name: t('en', 'admin:common.submit') }).click();
  await expect(page.getByText(t('en', 'site:news_admin.update_success'))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText(t('en', 'site:news_admin.console.inactive'));
  await expect.poll(async () => (await newsRow(title))[0]).toMatchObject({ status: 0, images: null });
  expect((await page.request.get(`/news-content/${stored!.id}`)).status()).toBe(404);

  // Delete after the confirmation.
  await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: t('en', 'ra:ra.action.delete') }).click();
  await expect(page.getByRole('dialog')).toContainText(t('en', 'site:news_admin.console.delete_content'));
  await page.getByRole('dialog').getByRole('button', { name: t('en', 'ra:ra.action.confirm') }).click();
  await expect(page.getByText(t('en', 'site:news_admin.delete_success'))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  expect(await newsRow(title)).toHaveLength(0);
  expect(errors).toEqual([]);
});

for (const lng of ['bm', 'cn'] as Lng[]) {
  test(`the news screens read well in ${lng}`, async ({ page }) => {
    await signInToConsole(page, DEMO.admin);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: lng === 'bm' ? 'Bahasa Melayu' : '中文' }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t(lng, 'admin:menu.news'))}`) }).click();
    await expect(page.getByRole('columnheader', { name: t(lng, 'site:news_admin.console.fields.publish_date') })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: t(lng, 'ra:ra.action.create') }).click();
    await expect(page.getByText(t(lng, 'site:news_admin.console.publish_help'))).toBeVisible();
    await expect(page.getByRole('button', { name: t(lng, 'ra:ra.tiptap.bold') })).toBeVisible();
  });
}
