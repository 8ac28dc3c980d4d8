import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signIn } from './support/app';

/**
 * ADR 091: a signed-in page's data is `private, no-store`, so a prefetched answer is never reused and
 * prefetching on hover ran every page's loaders twice. Following the sidebar (hovered, then clicked,
 * as a mouse does) and the navbar's cart badge ask the server for each page's data once per visit,
 * and never as a prefetch.
 */
test('the sidebar asks for each page once: no prefetch of signed-in data', async ({ page }) => {
  const asked: { path: string; purpose: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.data')) asked.push({ path: url.pathname, purpose: request.headers()['sec-purpose'] ?? request.headers()['purpose'] ?? '' });
  });
  await page.goto('/login');
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\/overview/);
  const sidebar = page.locator('#shell-sidebar');
  const steps = [
    { href: '/dashboard/cart', link: sidebar.locator('a[href="/dashboard/cart"]') },
    { href: '/dashboard/orders', link: sidebar.locator('a[href="/dashboard/orders"]') },
    { href: '/dashboard/search', link: sidebar.locator('a[href="/dashboard/search"]') },
    // The navbar's cart badge.
    { href: '/dashboard/cart', link: page.getByTestId('navbar-cart') },
  ];
  for (const { href, link } of steps) {
    await link.hover();
    await page.waitForTimeout(300);
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect(link).toHaveAttribute('aria-current', 'page');
    await page.waitForLoadState('networkidle');
  }
  expect(asked.filter((request) => request.purpose.includes('prefetch'))).toEqual([]);
  const times = (path: string) => asked.filter((request) => request.path === path).length;
  expect([times('/dashboard/cart.data'), times('/dashboard/orders.data'), times('/dashboard/search.data')]).toEqual([2, 1, 1]);
});

test('at 375 px the drawer closes at the click, before the next page has arrived', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/login');
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\/overview/);
  const menu = page.locator('button[aria-controls="shell-sidebar"]');
  for (const href of ['/dashboard/orders', '/dashboard/cart']) {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.locator(`#shell-sidebar a[href="${href}"]`).click();
    // Read at once: the next page's data and strings are still on their way.
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.locator(`#shell-sidebar a[href="${href}"]`)).toHaveAttribute('aria-current', 'page');
  }
});
