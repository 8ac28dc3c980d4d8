/**
 * My Orders at desktop widths (ORD-51): beside the sidebar, the eight-column table was wider than its
 * panel from 1024 px up to wide screens, so it scrolled sideways and each order's actions (Download
 * Invoice, View Invoice, View) were clipped until scrolled. Below 72rem of the list's own width each
 * order is a card (a container query, checkout.css). Here, at 1024, 1280, 1440 and 1920 px in the
 * three languages, reached through the sidebar: the list does not scroll sideways, and every order's
 * total and its View link lie inside the list and the window.
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

async function checkWidths(page: Page, lng: Lng): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const wrap = page.locator('.co-table-wrap');
    await expect(wrap).toBeVisible();
    const sideways = await wrap.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect.soft(sideways, `${lng} at ${width} px: the list scrolls ${sideways} px sideways`).toBeLessThanOrEqual(0);
    const rows = page.getByTestId('my-orders').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of (await rows.all()).slice(0, 3)) {
      await expectInside(row.locator('.money').first(), wrap, `${lng} at ${width} px: total`);
      await expectInside(row.getByRole('link', { name: t(lng, 'orders:myOrders.view'), exact: true }), wrap, `${lng} at ${width} px: View`);
    }
  }
}

test('My Orders fits beside the sidebar at desktop widths in every language, its actions in reach (ORD-51)', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\/overview$/, { timeout: 15_000 });
  for (const lng of LANGUAGES) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator(`form.lang-switch button[value="${lng}"]`).first().click();
    await expect(page.locator('form.lang-switch button[aria-pressed="true"]').first()).toHaveAttribute('value', lng);
    await page.locator('#shell-sidebar a[href="/dashboard/orders"]').click();
    await page.waitForURL((url) => url.pathname === '/dashboard/orders');
    await checkWidths(page, lng);
    await page.locator('#shell-sidebar a[href="/dashboard/overview"]').click();
    await page.waitForURL((url) => url.pathname === '/dashboard/overview');
  }
  expect(errors).toEqual([]);
});
