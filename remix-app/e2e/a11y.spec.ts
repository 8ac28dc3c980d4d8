/**
 * Accessibility and languages (issue 17): every page of both apps — public pages, the customer's and
 * the agent's pages, and the console's screens (each menu entry, its forms) — passes axe-core's
 * WCAG 2.2 A/AA rules with no serious or critical violation, and shows no raw catalogue key
 * (`orders:checkout.title`, `cart.filing.submit`). One page load and one axe run per page, one
 * signed-in context per role. The cart with a line, its line's form, the checkout and the payment
 * step are checked on the way by keyboard-checkout.spec.ts (the demo customer's cart is empty).
 * CI runs every page in en and five pages in bm and cn;
 * `bash bench/a11y.sh` (A11Y_ALL_LANGUAGES=1) runs every page in all three.
 * Rules excluded and why: docs/decisions/069-accessibility-sweep.md.
 */
import { test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { ALL_LANGUAGES, formatFindings, pageFindings, remixLanguageCookie, type Finding } from './support/a11y';
import {
  AGENT_PAGES,
  CONSOLE_FORMS,
  CONSOLE_SCREENS,
  CUSTOMER_PAGES,
  FIVE_CONSOLE,
  FIVE_CUSTOMER,
  FIVE_PUBLIC,
  PUBLIC_PAGES,
  type ConsoleScreen,
  type RemixPage,
} from './support/a11y-pages';
import { CONSOLE_HTML_LANG, escapeRegExp, expect, signIn, t, type Lng } from './support/app';
import { signInToConsole } from './support/console';

async function useLanguage(context: BrowserContext, baseURL: string, lng: Lng): Promise<void> {
  await context.addCookies([{ name: 'lng', value: remixLanguageCookie(lng), url: baseURL }]);
}

/** The first link of `from` whose path matches `pattern` (read from the served HTML, no page load). */
async function firstLink(page: Page, from: string, pattern: RegExp): Promise<string | null> {
  const html = await (await page.request.get(from)).text();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&');
    if (pattern.test(href.split(/[?#]/)[0]!)) return href;
  }
  return null;
}

async function sweepRemixPages(page: Page, lng: Lng, pages: RemixPage[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const entry of pages) {
    let target = entry.link ? await firstLink(page, entry.path, entry.link) : entry.path;
    if (target && entry.then) target = await firstLink(page, target, entry.then);
    if (!target) {
      findings.push({ page: `${lng} ${entry.path}`, problem: `no link matching ${entry.link} to follow` });
      continue;
    }
    const response = await page.goto(target);
    const status = response?.status() ?? 0;
    if (status >= 500 || (status >= 400 && entry.path !== '/no-such-page')) findings.push({ page: `${lng} ${target}`, problem: `answered ${status}` });
    findings.push(...(await pageFindings(page, `${lng} ${target}`)));
  }
  return findings;
}

async function signInRemix(page: Page, loginPath: string, email: string): Promise<void> {
  await page.goto(loginPath);
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\//, { timeout: 30_000 });
}

/** Counts the console's data requests in flight, so a screen is checked once its list has loaded. */
function requestsInFlight(page: Page): () => number {
  let inFlight = 0;
  const isData = (type: string) => type === 'fetch' || type === 'xhr';
  page.on('request', (request) => {
    if (isData(request.resourceType())) inFlight += 1;
  });
  const finished = (request: { resourceType(): string }) => {
    if (isData(request.resourceType())) inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return () => inFlight;
}

/** Until no data request is in flight and no progress indicator shows, twice in a row. */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  let quiet = 0;
  for (let tries = 0; tries < 150 && quiet < 2; tries += 1) {
    await page.waitForTimeout(100);
    const busy = inFlight() > 0 || (await page.locator('[role="progressbar"], .MuiSkeleton-root').count()) > 0;
    quiet = busy ? 0 : quiet + 1;
  }
}

/** Opens a console screen inside the running console (its router follows the history), without reloading it. */
async function openConsole(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The super admin in the console, reading `lng` (set after signing in: signing in may set the user's own language). */
async function signInConsoleIn(page: Page, context: BrowserContext, baseURL: string, lng: Lng): Promise<void> {
  await signInToConsole(page, DEMO.superAdmin);
  if (lng === 'en') return;
  await useLanguage(context, baseURL, lng);
  await page.goto('/admin/');
  await expect(page.locator('html')).toHaveAttribute('lang', CONSOLE_HTML_LANG[lng], { timeout: 15_000 });
}

async function sweepConsole(page: Page, lng: Lng, screens: ConsoleScreen[], forms: string[]): Promise<Finding[]> {
  const inFlight = requestsInFlight(page);
  const findings: Finding[] = [];
  const check = async (path: string, opened: () => Promise<void>) => {
    await openConsole(page, path);
    try {
      await opened();
    } catch (error) {
      findings.push({ page: `${lng} ${path}`, problem: `did not open: ${String(error).split('\n')[0]}` });
      return;
    }
    await settle(page, inFlight);
    findings.push(...(await pageFindings(page, `${lng} ${path}`)));
  };
  for (const screen of screens) {
    await check(screen.path, () => expect(page.locator('#react-admin-title')).toContainText(new RegExp(escapeRegExp(t(lng, screen.title))), { timeout: 15_000 }));
  }
  // A form is open once one of its fields shows (Add Product is a country picker, not a <form>).
  const field = page.locator('#main-content input:visible:not([type="hidden"]), #main-content textarea:visible, #main-content [role="combobox"]:visible');
  const title = page.locator('#react-admin-title');
  for (const path of forms) {
    const before = (await title.textContent()) ?? '';
    await check(path, async () => {
      await expect(title).not.toHaveText(before, { timeout: 15_000 });
      await expect(field.first()).toBeVisible({ timeout: 15_000 });
    });
  }
  return findings;
}

const LANGUAGES: Lng[] = ALL_LANGUAGES ? ['en', 'bm', 'cn'] : ['en'];

for (const lng of LANGUAGES) {
  test.describe(`every page in ${lng}`, () => {
    test(`public pages in ${lng}: no serious or critical WCAG violation, no raw key`, async ({ page, context, baseURL }) => {
      test.setTimeout(600_000);
      await useLanguage(context, baseURL!, lng);
      const findings = await sweepRemixPages(page, lng, PUBLIC_PAGES);
      // The console's sign-in page (an anonymous visitor of /admin lands there).
      await page.goto('/admin/login');
      await expect(page.locator('input[name="password"]')).toBeVisible({ timeout: 15_000 });
      findings.push(...(await pageFindings(page, `${lng} /admin/login`)));
      expect(findings, formatFindings(findings)).toEqual([]);
    });

    test(`customer pages in ${lng}: no serious or critical WCAG violation, no raw key`, async ({ page, context, baseURL }) => {
      test.setTimeout(600_000);
      await signInRemix(page, '/login?role=client', DEMO.customer);
      await useLanguage(context, baseURL!, lng);
      const findings = await sweepRemixPages(page, lng, CUSTOMER_PAGES);
      expect(findings, formatFindings(findings)).toEqual([]);
    });

    test(`agent pages in ${lng}: no serious or critical WCAG violation, no raw key`, async ({ page, context, baseURL }) => {
      test.setTimeout(600_000);
      await signInRemix(page, '/login?role=agent', DEMO.agent);
      await useLanguage(context, baseURL!, lng);
      const findings = await sweepRemixPages(page, lng, AGENT_PAGES);
      expect(findings, formatFindings(findings)).toEqual([]);
    });

    test(`console screens and forms in ${lng}: no serious or critical WCAG violation, no raw key`, async ({ page, context, baseURL }) => {
      test.setTimeout(600_000);
      await signInConsoleIn(page, context, baseURL!, lng);
      const findings = await sweepConsole(page, lng, CONSOLE_SCREENS, CONSOLE_FORMS);
      expect(findings, formatFindings(findings)).toEqual([]);
    });
  });
}

if (!ALL_LANGUAGES) {
  for (const lng of ['bm', 'cn'] as const) {
    test(`five pages in ${lng}: no serious or critical WCAG violation, no raw key`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const findings: Finding[] = [];
      const visitor = await browser.newContext({ baseURL });
      await useLanguage(visitor, baseURL!, lng);
      findings.push(...(await sweepRemixPages(await visitor.newPage(), lng, FIVE_PUBLIC)));
      await visitor.close();

      const customer = await browser.newContext({ baseURL });
      const customerPage = await customer.newPage();
      await signInRemix(customerPage, '/login?role=client', DEMO.customer);
      await useLanguage(customer, baseURL!, lng);
      findings.push(...(await sweepRemixPages(customerPage, lng, FIVE_CUSTOMER)));
      await customer.close();

      const staff = await browser.newContext({ baseURL });
      const staffPage = await staff.newPage();
      await signInConsoleIn(staffPage, staff, baseURL!, lng);
      findings.push(...(await sweepConsole(staffPage, lng, FIVE_CONSOLE, [])));
      await staff.close();
      expect(findings, formatFindings(findings)).toEqual([]);
    });
  }
}
