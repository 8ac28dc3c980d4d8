/**
 * The interface language (I18N-1/2) in both apps: the Remix login pages in bm and cn, the console's
 * sign-in (/admin/login → the staff login pages), and the choice carried over between the two apps by
 * the shared `lng` cookie.
 * Expected texts are read from the shared catalogue (`@iprenew/models/i18n/locales`), so a wording change
 * does not break the test, but a missing or untranslated string does.
 */
import { test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { CONSOLE_HTML_LANG, REMIX_HTML_LANG, collectPageErrors, escapeRegExp, expect, shot, signIn, t, type Lng } from './support/app';

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

const LANGUAGE_NAMES: Record<Lng, string> = { en: 'English', bm: 'Bahasa Melayu', cn: '中文' };

/** The console app bar's language menu (react-admin's LocalesMenuButton shows the current one). */
async function consoleSwitch(page: Page, from: Lng, to: Lng) {
  await page.getByRole('button', { name: LANGUAGE_NAMES[from], exact: true }).click();
  await page.getByRole('menuitem', { name: LANGUAGE_NAMES[to], exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', CONSOLE_HTML_LANG[to]);
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

  test(`the console's sign-in (/admin/login) is the staff login, in ${lng} once chosen`, async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/webadmin$/);
    await remixSwitch(page, lng);
    await expect(page.getByRole('heading', { name: t(lng, 'nav:login.variants.webadmin.title') })).toBeVisible();
    await shot(page, testInfo, `console-login-${lng}`);
    await page.goto('/admin/login?role=accountant');
    await expect(page).toHaveURL(/\/login\?role=accountant$/);
    await expect(page.locator('html')).toHaveAttribute('lang', REMIX_HTML_LANG[lng]);
    await expect(page.getByRole('heading', { name: t(lng, 'nav:login.variants.accountant.title') })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a language picked on the Remix site carries over to the console and back (shared lng cookie)', async ({ page, context }, testInfo) => {
  await page.goto('/login');
  await remixSwitch(page, 'cn');
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/webadmin$/);
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL(/\/admin(\/.*)?$/, { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', CONSOLE_HTML_LANG.cn, { timeout: 15_000 });
  await shot(page, testInfo, 'carry-over-console-cn');

  // The console's own language menu writes the shared cookie; the Remix site follows it.
  await consoleSwitch(page, 'cn', 'bm');
  const cookie = (await context.cookies()).find((c) => c.name === 'lng');
  expect(cookie, 'the console writes the shared lng cookie').toBeTruthy();
  expect(cookie!.path).toBe('/');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', REMIX_HTML_LANG.bm);
  await shot(page, testInfo, 'carry-over-remix-bm');
});
