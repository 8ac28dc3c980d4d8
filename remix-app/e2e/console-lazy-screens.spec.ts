/**
 * The console's screens load when opened (issue 17, ADR 070) without losing a click: on a slow
 * network, a staff member types a search in a list and clicks a row (or its Edit button) at once,
 * before the search's debounce fires; the record's screen opens and stays open.
 *
 * The race this guards: with plain React.lazy the clicked screen's chunk was fetched only then; while
 * it loaded, the list stayed mounted (hidden) behind react-admin's Suspense, its debounced search
 * navigated back to the list, and the click was lost. Now a list's sibling screens load with it and a
 * loaded screen renders at once (common/lazyScreen.ts).
 */
import { test, type Locator, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { signInToConsole } from './support/console';
import { collectPageErrors, escapeRegExp, expect, t } from './support/app';

/** Longer than react-admin's 500 ms search debounce. */
const CHUNK_DELAY_MS = 1_200;

/** Opens a list from the menu and returns its first row once shown. */
async function openList(page: Page, menuLabel: string): Promise<Locator> {
  await page
    .locator('.MuiDrawer-paper')
    .getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t('en', menuLabel))}`) })
    .click();
  const row = page.locator('tbody .RaDatagrid-row').first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  return row;
}

/** Types `text` in the list's search and, before the search applies, clicks `target`. */
async function searchAndClickAtOnce(page: Page, text: string, target: Locator): Promise<void> {
  await page.locator('input[name="q"]').fill(text);
  await target.click();
}

/** The screen `opened` shows is still there after the search's debounce and the slow chunks have passed. */
async function staysOpen(page: Page, url: RegExp, opened: () => Promise<void>): Promise<void> {
  await expect(page).toHaveURL(url);
  await opened();
  await page.waitForTimeout(CHUNK_DELAY_MS + 500);
  await expect(page).toHaveURL(url);
  await opened();
}

test('a row clicked while the list search is pending opens its record, which stays open', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signInToConsole(page, DEMO.admin);
  // A slow network from here on: every console chunk arrives CHUNK_DELAY_MS late.
  await page.route(/\/admin\/assets\/[^/]+\.js(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
    await route.continue();
  });

  // Applications: a row opens the application (its reference in the title).
  const application = await openList(page, 'admin:menu.applications');
  const reference = (await application.locator('.column-reference').innerText()).trim();
  await searchAndClickAtOnce(page, reference, application);
  await staysOpen(page, /\/admin\/applications\/\d+\/show$/, () =>
    expect(page.locator('#react-admin-title')).toContainText(reference, { timeout: 15_000 }),
  );

  // Orders: a row opens the order (its reference and its lines).
  const order = await openList(page, 'payments:console.orders_title');
  const orderReference = (await order.locator('.column-reference').innerText()).trim();
  await searchAndClickAtOnce(page, orderReference, order);
  await staysOpen(page, /\/admin\/orders\/\d+\/show$/, async () => {
    await expect(page.getByText(t('en', 'payments:console.lines'))).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#main-content').getByText(orderReference, { exact: true })).toBeVisible();
  });

  // News: a row's Edit button opens the edit form with its title.
  const news = page.locator('tbody .RaDatagrid-row').filter({ has: page.getByRole('link', { name: t('en', 'ra:ra.action.edit') }) });
  await openList(page, 'admin:menu.news');
  const title = (await news.first().locator('.column-title').innerText()).trim();
  await searchAndClickAtOnce(page, title, news.first().getByRole('link', { name: t('en', 'ra:ra.action.edit') }));
  await staysOpen(page, /\/admin\/news\/\d+$/, () =>
    expect(page.getByLabel(t('en', 'site:news_admin.console.fields.title'))).toHaveValue(title, { timeout: 15_000 }),
  );
  expect(errors).toEqual([]);
});
