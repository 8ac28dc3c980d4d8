/**
 * The lists beside the sidebar at desktop widths. My Orders (ORD-51): the eight-column table was wider
 * than its panel from 1024 px up to wide screens, so it scrolled sideways and each order's actions
 * (Download Invoice, View Invoice, View) were clipped until scrolled; below 72rem of the list's own
 * width each order is a card (a container query, checkout.css). The search and application lists
 * (POR-38) overflowed at 800–1100 px the same way, and a visually hidden header escaped their box so
 * the whole page scrolled; below 48rem of their box they stack (cart.css). Here, at 1024, 1280, 1440
 * and 1920 px in the three languages, reached through the sidebar: no list scrolls sideways, nor the
 * page, and every row's total (My Orders) and View link lie inside the list. Then every sidebar page of
 * the customer and the agent at 800–1440 px: no box in the page scrolls sideways (the agent's jobs,
 * payments and deliveries, the customer's applications, deliveries and forecast overflowed at 1024
 * px, the settled payments' unbroken Malay headers at 1280).
 */
import { test, type Locator, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { collectPageErrors, expect, type Lng, signIn, t } from './support/app';

const WIDTHS = [1024, 1280, 1440, 1920];
const LANGUAGES: Lng[] = ['en', 'bm', 'cn'];

/** Wholly inside the list's box (and so inside the window): nothing to scroll to reach it. */
async function expectInside(locator: Locator, list: Locator, what: string): Promise<void> {
  const [box, frame] = await Promise.all([locator.boundingBox(), list.boundingBox()]);
  expect(box, what).not.toBeNull();
  expect.soft(box!.x, `${what}: starts at x=${box!.x}, the list at ${frame!.x}`).toBeGreaterThanOrEqual(frame!.x - 0.5);
  expect.soft(box!.x + box!.width, `${what}: ends at x=${box!.x + box!.width}, the list at ${frame!.x + frame!.width}`).toBeLessThanOrEqual(frame!.x + frame!.width + 0.5);
}

/** At each width: the list and the page do not scroll sideways; each row's View (and total) inside the list. */
async function checkWidths(page: Page, lng: Lng, list: { wrap: string; table: string; view: string; total?: string }): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const wrap = page.locator(list.wrap);
    await expect(wrap).toBeVisible();
    const what = `${page.url().split('/').pop()} ${lng} at ${width} px`;
    const sideways = await wrap.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect.soft(sideways, `${what}: the list scrolls ${sideways} px sideways`).toBeLessThanOrEqual(0);
    const pageSideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(pageSideways, `${what}: the page scrolls ${pageSideways} px sideways`).toBeLessThanOrEqual(0);
    const rows = page.getByTestId(list.table).locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of (await rows.all()).slice(0, 3)) {
      if (list.total) await expectInside(row.locator(list.total).first(), wrap, `${what}: total`);
      await expectInside(row.getByRole('link', { name: t(lng, list.view), exact: true }), wrap, `${what}: View`);
    }
  }
}

/** A sidebar entry, then the list's checks. */
async function openAndCheck(page: Page, lng: Lng, href: string, list: Parameters<typeof checkWidths>[2]): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.locator(`#shell-sidebar a[href="${href}"]`).click();
  await page.waitForURL((url) => url.pathname === href);
  await checkWidths(page, lng, list);
}

test('My Orders and the search and application lists fit beside the sidebar at desktop widths in every language, their actions in reach (ORD-51, POR-38)', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\/overview$/, { timeout: 15_000 });
  for (const lng of LANGUAGES) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator(`form.lang-switch button[value="${lng}"]`).first().click();
    await expect(page.locator('form.lang-switch button[aria-pressed="true"]').first()).toHaveAttribute('value', lng);
    await openAndCheck(page, lng, '/dashboard/orders', { wrap: '.co-table-wrap', table: 'my-orders', view: 'orders:myOrders.view', total: '.money' });
    for (const href of ['/dashboard/search', '/dashboard/apply']) {
      await openAndCheck(page, lng, href, { wrap: '.request-list-panel .table-scroll', table: 'request-list', view: 'orders:request.columns.view' });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('#shell-sidebar a[href="/dashboard/overview"]').click();
    await page.waitForURL((url) => url.pathname === '/dashboard/overview');
  }
  expect(errors).toEqual([]);
});

/** Boxes in the page's main area that scroll sideways (a table wider than its panel), with how far. */
function sidewaysBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('main *')) {
      const { overflowX } = getComputedStyle(el);
      if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1) found.push(`${el.className} +${el.scrollWidth - el.clientWidth}px`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) found.push(`the page +${document.documentElement.scrollWidth - window.innerWidth}px`);
    return found;
  });
}

for (const [role, email, login] of [
  ['customer', DEMO.customer, '/login'],
  ['agent', DEMO.agent, '/login?role=agent'],
] as const) {
  test(`every ${role} page from the sidebar at 800–1440 px: no list scrolls sideways beside the sidebar, in three languages`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(login);
    await signIn(page, email, DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard\/overview$/, { timeout: 15_000 });
    await expect(page.locator('.shell--enhanced')).toHaveCount(1);
    const hrefs = await page.locator('#shell-sidebar a[href^="/dashboard"]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    expect(hrefs.length).toBeGreaterThan(5);
    for (const lng of LANGUAGES) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.locator(`form.lang-switch button[value="${lng}"]`).first().click();
      await expect(page.locator('form.lang-switch button[aria-pressed="true"]').first()).toHaveAttribute('value', lng);
      for (const href of hrefs) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.locator(`#shell-sidebar a[href="${href}"]`).first().click();
        await expect(page.locator(`#shell-sidebar a[href="${href}"][aria-current="page"]`).first()).toBeAttached();
        await page.waitForLoadState('networkidle');
        // 800 px: a tablet held sideways (the menu button); 1024–1440: laptops, the sidebar beside the page.
        for (const width of [800, 1024, 1280, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          expect.soft(await sidewaysBoxes(page), `${role} ${href} ${lng} at ${width} px`).toEqual([]);
        }
      }
    }
    expect(errors).toEqual([]);
  });
}
