import { expect, test, type Page } from '@playwright/test';
import { snap } from './support/app';

/**
 * The informational pages (PUB-3..21, PUB-31), the site navigation, the stored role flag (ACL-5,
 * ACL-18, ⚑AMB-12) and their screenshots in en, bm and cn, desktop and 375 px.
 */

const PAGES = [
  { path: '/trademark', h1: { en: 'What is a trademark?', bm: 'Apakah cap dagangan?', cn: '什么是商标？' } },
  { path: '/patent-registration', h1: { en: 'Patent registration and renewal', bm: 'Pendaftaran dan pembaharuan paten', cn: '专利注册与续展' } },
  { path: '/aboutus', h1: { en: 'About IPRenew', bm: 'Tentang IPRenew', cn: '关于 IPRenew' } },
  { path: '/tm-flow', h1: { en: 'The trademark process, step by step', bm: 'Proses cap dagangan, langkah demi langkah', cn: '商标流程详解' } },
  { path: '/faq', h1: { en: 'Frequently asked questions', bm: 'Soalan lazim', cn: '常见问题' } },
  { path: '/tnc', h1: { en: 'Terms of Service', bm: 'Terma Perkhidmatan', cn: '服务条款' } },
] as const;

const TITLES = {
  '/trademark': { en: 'What is a trademark?', bm: 'Apakah cap dagangan?', cn: '什么是商标？' },
  '/patent-registration': { en: 'Patent registration and annuity renewals', bm: 'Pendaftaran paten dan pembaharuan anuiti', cn: '专利注册与年费续展' },
  '/aboutus': { en: 'About us', bm: 'Tentang kami', cn: '关于我们' },
  '/tm-flow': { en: 'Trademark process flow', bm: 'Aliran proses cap dagangan', cn: '商标流程' },
  '/faq': { en: 'Frequently asked questions', bm: 'Soalan lazim', cn: '常见问题' },
  '/tnc': { en: 'Terms of Service', bm: 'Terma Perkhidmatan', cn: '服务条款' },
} as const;

const HTML_LANG = { en: 'en', bm: 'ms', cn: 'zh-Hans' } as const;
const LANGS = ['en', 'bm', 'cn'] as const;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function expectPageFrame(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('a.skip-link')).toHaveAttribute('href', '#main');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /IPRenew/);
}

test.describe('informational pages in three languages', () => {
  for (const lng of LANGS) {
    for (const info of PAGES) {
      test(`${info.path} in ${lng}`, async ({ page }, testInfo) => {
        const errors = collectErrors(page);
        await page.setViewportSize({ width: 1280, height: 900 });
        const response = await page.goto(`${info.path}?lng=${lng}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lng]);
        await expect(page).toHaveTitle(new RegExp(`^${TITLES[info.path][lng].replace(/[?()]/g, '\\$&')}.*\\| IPRenew$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.h1[lng]);
        await expectPageFrame(page);
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
        await snap(page, testInfo.outputPath(`${info.path.slice(1)}-${lng}-desktop.png`));
        await page.setViewportSize({ width: 375, height: 812 });
        // Nothing wider than the screen at 375 px.
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await snap(page, testInfo.outputPath(`${info.path.slice(1)}-${lng}-mobile.png`));
        expect(errors).toEqual([]);
      });
    }
  }
});

test.describe('content the spec gives', () => {
  test('the FAQ states PUB-9..16 and opens as an accordion', async ({ page }) => {
    await page.goto('/faq');
    const answers: [string, RegExp][] = [
      ['Can one purchase cover several countries?', /Each purchase covers one country/],
      ['How large can my logo image be?', /at most 1MB/],
      ['What happens if I do not finish my order?', /drafts are kept in the cart/],
      // The e2e server is configured with Stripe: the answer names card payments (AMB-20, ADR 021).
      ['Which payment methods are accepted?', /Card payments \(credit and debit cards\) are accepted/],
      ['How long does a trademark search take?', /3 to 5 working days/],
      ['How long does a filing take?', /4 working days/],
      ['When should I order a renewal?', /14 working days before the expiry date/],
      ['What is the gazette period?', /about 2 months/],
    ];
    for (const [question, answer] of answers) {
      const item = page.locator('details').filter({ has: page.getByText(question, { exact: true }) });
      await expect(item.getByText(answer)).toBeHidden();
      await item.getByText(question, { exact: true }).click();
      await expect(item.getByText(answer)).toBeVisible();
    }
  });

  test('the terms page shows the 16 sections and the contact section of the registration dialog', async ({ page }) => {
    await page.goto('/tnc');
    const body = page.locator('.legal__body');
    await expect(body.getByRole('heading', { level: 2 })).toHaveCount(17);
    await expect(body).toContainText('no refund is offered');
    await expect(body).toContainText('completed automatically 14 days after the certificate has been delivered or uploaded');
    await expect(body).toContainText('governed by the laws of Malaysia');
    await expect(body).toContainText('No hard-copy renewal certificate is issued');
    await page.getByRole('link', { name: '16. Governing law' }).click();
    await expect(page).toHaveURL(/#tnc-s16$/);
  });

  test('the patent page explains the annuity, the 6-month grace period and the 100% surcharge', async ({ page }) => {
    await page.goto('/patent-registration');
    await expect(page.getByRole('heading', { name: 'The renewal fee is an annuity' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('grace period of 6 months');
    await expect(page.getByRole('main')).toContainText('surcharge of 100%');
  });

  test('the process flow is an ordered list of 7 steps with their account status', async ({ page }) => {
    await page.goto('/tm-flow');
    const flow = page.getByRole('list', { name: 'Trademark process: 7 steps' });
    await expect(flow.getByRole('listitem')).toHaveCount(7);
    await expect(flow.getByRole('listitem').nth(4)).toContainText('Gazette');
  });

  test('the about page names the five kinds of work (PUB-8)', async ({ page }) => {
    await page.goto('/aboutus');
    for (const work of ['Searches', 'Filings', 'Renewals', 'Opposition steps', 'Document delivery']) {
      await expect(page.getByRole('heading', { level: 3, name: work })).toBeVisible();
    }
  });
});

test.describe('navigation', () => {
  test('the footer links every public page, and each answers', async ({ page, request }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const targets = ['/trademark', '/patent-registration', '/price-checker', '/tm-flow', '/aboutus', '/news', '/reviews', '/faq', '/contactus', '/tnc', '/login', '/register'];
    for (const target of targets) {
      await expect(footer.locator(`a[href="${target}"]`)).toHaveCount(1);
      const response = await request.get(target);
      expect(response.status(), target).toBe(200);
    }
  });

  test('the header reaches the pages and marks the current one', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Trademarks' }).click();
    await expect(page).toHaveURL(/\/trademark$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Trademarks' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Trademark process' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The trademark process, step by step');
    // The pages the header leaves out are in the menu (an icon button named "Menu" on wide screens).
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await page.locator('summary.site-menu__toggle').click();
    await expect(menu.getByRole('link', { name: 'Trademarks' })).toBeHidden();
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await page.locator('summary.site-menu__toggle').click();
    await page.getByRole('navigation', { name: 'Site menu' }).getByRole('link', { name: 'About us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About IPRenew');
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the maintenance page reads 503 Maintenance Mode (PUB-30)', async ({ page }) => {
    const response = await page.goto('/maintenance');
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('503 Maintenance Mode');
  });

  test('an unknown path answers the 404 page inside the site shell', async ({ page }) => {
    const response = await page.goto('/no-such-page/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('contentinfo').locator('a[href="/faq"]')).toHaveCount(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page renders, the FAQ opens and the mobile menu works', async ({ page }, testInfo) => {
    for (const info of PAGES) {
      await page.goto(info.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.h1.en);
    }
    await page.goto('/faq');
    await page.getByText('What is the gazette period?').click();
    await expect(page.getByText(/The gazette period is about 2 months/)).toBeVisible();

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/trademark');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.getByText('Menu', { exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await snap(page, testInfo.outputPath('menu-nojs-mobile.png'), false);
    await menu.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    // The language switch sits in the menu on small screens.
    await page.getByText('Menu', { exact: true }).click();
    await page.locator('.site-menu__lang').getByRole('button', { name: /^BM/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terma Perkhidmatan');
  });
});

test.describe('stored role flag', () => {
  test('a fresh browser opening /faq directly sees the FAQ and stores role 4 (⚑AMB-12)', async ({ browser, baseURL }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto('/faq');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    const role = (await context.cookies(baseURL)).find((c) => c.name === 'role');
    expect(role?.httpOnly).toBe(true);
    expect(JSON.parse(Buffer.from(decodeURIComponent(role!.value), 'base64').toString())).toBe(4);
    await context.close();
  });

  test('a protected page sends a visitor without a stored role to Main Page, and with one to the login (ACL-5)', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/dashboard/overview');
    await expect(page).toHaveURL(/\/$/);
    // The landing page stored role 4: now the customer login.
    await page.goto('/dashboard/overview');
    await expect(page).toHaveURL(/\/login$/);
    // The agent login stores role 3: a page both open now asks for the agent login.
    await page.goto('/login?role=agent');
    await page.goto('/dashboard/overview');
    await expect(page).toHaveURL(/\/login\?role=agent$/);
    await context.close();
  });
});
