/**
 * The interface language (I18N-1/2) in both apps: the Remix login pages and the console login in bm
 * and cn, and the choice carried over between the two apps by the shared `lng` cookie.
 * Expected texts are read from the shared catalogue (`@iprenew/models/i18n/locales`), so a wording change
 * does not break the test, but a missing or untranslated string does.
 */
import { test, type Page } from '@playwright/test';
import { CONSOLE_HTML_LANG, REMIX_HTML_LANG, collectPageErrors, escapeRegExp, expect, shot, t, type Lng } from './support/app';

const exact = (text: string) => new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);

async function remixSwitch(page: Page, lng: Lng) {
  // The Remix language switch (components/LanguageSwitch.tsx): buttons EN / BM / 中文.
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t('en', `common:language.short.${lng}`))}`) }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', REMIX_HTML_LANG[lng]);
}

async function expectRemixLogin(page: Page, lng: Lng) {
  await expect(page.locator('html')).toHaveAttribute('lang', REMIX_HTML_LANG[lng]);
  await expect(page.getByRole('heading', { name: t(lng, 'nav:login.variants.client.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: exact(t(lng, 'nav:login.submit')) })).toBeVisible();
}

async function consoleSwitch(page: Page, lng: Lng) {
  const names: Record<Lng, string> = { en: 'English', bm: 'Bahasa Melayu', cn: '中文' };
  await page.getByRole('button', { name: names[lng], exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', CONSOLE_HTML_LANG[lng]);
}

async function expectConsoleLogin(page: Page, lng: Lng) {
  await expect(page.locator('html')).toHaveAttribute('lang', CONSOLE_HTML_LANG[lng], { timeout: 15_000 });
  await expect(page.getByRole('button', { name: exact(t(lng, 'admin:login.submit')) })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(t(lng, 'admin:login.subtitle'))).toBeVisible();
}

for (const lng of ['bm', 'cn'] as const) {
  test(`the Remix login page switches to ${lng}`, async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/login');
    await expectRemixLogin(page, 'en');
    await remixSwitch(page, lng);
    await expect(page).toHaveURL(/\/login/);
    await expectRemixLogin(page, lng);
    await shot(page, testInfo, `remix-login-${lng}`);
    // Another Remix page keeps it (cookie).
    await page.goto('/forgot/password');
    await expect(page.locator('html')).toHaveAttribute('lang', REMIX_HTML_LANG[lng]);
    expect(errors).toEqual([]);
  });

  test(`the console login switches to ${lng}`, async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/admin/login');
    await expectConsoleLogin(page, 'en');
    await consoleSwitch(page, lng);
    await expectConsoleLogin(page, lng);
    await shot(page, testInfo, `console-login-${lng}`);
    await page.reload();
    await expectConsoleLogin(page, lng);
    expect(errors).toEqual([]);
  });
}

test('a language picked on the Remix site carries over to the console and back (shared lng cookie)', async ({ page, context }, testInfo) => {
  await page.goto('/login');
  await remixSwitch(page, 'cn');
  await page.goto('/admin/login');
  await expectConsoleLogin(page, 'cn');
  await shot(page, testInfo, 'carry-over-console-cn');

  await consoleSwitch(page, 'bm');
  await expectConsoleLogin(page, 'bm');
  const cookie = (await context.cookies()).find((c) => c.name === 'lng');
  expect(cookie, 'the console writes the shared lng cookie').toBeTruthy();
  expect(cookie!.path).toBe('/');

  await page.goto('/login');
  await expectRemixLogin(page, 'bm');
  await shot(page, testInfo, 'carry-over-remix-bm');
  // The landing page too.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', REMIX_HTML_LANG.bm);
});
