import { expect, test, type Page } from '@playwright/test';
import { snap } from './support/app';

const LANGUAGES = [
  {
    code: 'en',
    button: 'EN',
    htmlLang: 'en',
    headline: 'Your trademarks and patents, managed online in Malaysia, Singapore and beyond',
    services: 'Everything your portfolio needs',
  },
  {
    code: 'bm',
    button: 'BM',
    htmlLang: 'ms',
    headline: 'Cap dagangan dan paten anda, diurus dalam talian di Malaysia, Singapura dan seterusnya',
    services: 'Semua yang diperlukan portfolio anda',
  },
  {
    code: 'cn',
    button: '中文',
    htmlLang: 'zh-Hans',
    headline: '在线管理您在马来西亚、新加坡及更多国家的商标和专利',
    services: '满足您知识产权组合的全部需求',
  },
] as const;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('landing page', () => {
  test('shows the public landing page in English by default', async ({ page }) => {
    const errors = collectErrors(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/IPRenew/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES[0].headline);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('IPRenew Sdn. Bhd.');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Malaysia, Singapore/);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    // PUB-2: the only price figure is the engine's "from" price (the seeded cheapest line), linked to the price checker.
    await expect(page.getByTestId('from-price')).toContainText('Prices from RM 9.90');
    await expect(page.getByTestId('from-price').getByRole('link')).toHaveAttribute('href', '/price-checker');
    await expect(page.locator('main')).not.toContainText(/\d+\.\d{2}(?<!9\.90)\b/);
    // ⚑AMB-20: the payment sentences name the configured card provider (Stripe here), never both.
    await expect(page.locator('.hero__points')).toContainText('Card or bank transfer');
    await expect(page.locator('main')).toContainText('Pay by card, or choose bank transfer and upload your payment slip.');
    await expect(page.locator('main')).not.toContainText('PayPal');
    expect(errors).toEqual([]);
  });

  for (const language of LANGUAGES) {
    test(`switches to ${language.code} with the language form`, async ({ page }, testInfo) => {
      const errors = collectErrors(page);
      await page.goto('/');
      await page.getByRole('button', { name: new RegExp(`^${language.button}`) }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', language.htmlLang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.headline);
      await expect(page.getByRole('heading', { level: 2, name: language.services })).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(`^${language.button}`) })).toHaveAttribute('aria-pressed', 'true');

      // The choice is kept in the cookie for the next visit.
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language.htmlLang);

      await snap(page, testInfo.outputPath(`landing-${language.code}-desktop.png`));
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, testInfo.outputPath(`landing-${language.code}-mobile.png`));
      expect(errors).toEqual([]);
    });
  }

  test('the language switch works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: /^BM/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES[1].headline);
    await context.close();
  });
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle(/Page not found/);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES[0].headline);
});

test('/admin sends a signed-out visitor to the staff sign-in, /webadmin (one sign-in design)', async ({ page }) => {
  const response = await page.goto('/admin');
  expect(response?.status(), 'the admin console must be built (npm run build -w admin-app)').toBe(200);
  await expect(page).toHaveURL(/\/webadmin$/, { timeout: 15_000 });
  await expect(page.locator('input[type="password"]')).toBeVisible();
});

test('the navbar takes its scrolled colour past 10 px and drops it back at the top (SYS-13)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/');
  const header = page.locator('header.site-header');
  await expect(header).not.toHaveAttribute('data-scrolled');
  const before = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveAttribute('data-scrolled');
});
