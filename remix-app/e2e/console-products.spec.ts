/**
 * The console's product editor (CAT-14..22, ACL-30, ACL-31, ACL-56, SYS-16):
 * - an admin edits Malaysia's trademark renewal fee and sees it persisted; the admin has no
 *   "Add new product" and the API refuses it (403);
 * - a super admin adds a country without a product, prices its trademark renewal and search,
 *   sets its default agent and puts the services on sale; the public price checker prices it at once;
 * - screenshots of the list, the detail and the add-new page in en, bm and cn.
 */
import { test, type Page } from '@playwright/test';
import { signInToConsole } from './support/console';
import { DEMO } from './support/accounts';
import { collectPageErrors, expect, type Lng, queryDb, screenLanguages, shot, t } from './support/app';

// Long console journeys (sign-in, several saves, a screenshot per step): a budget for a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

const input = (page: Page, source: string) => page.locator(`input[name="${source}"]`);

async function costsOf(iso2: string, serviceId: number, typeId: number) {
  const [row] = await queryDb<{ processing_costs: string; service_costs: string; agent_costs: string; status: number }>(
    `SELECT ps.processing_costs, ps.service_costs, ps.agent_costs, ps.status FROM product_services ps
       JOIN products p ON p.id = ps.product_id JOIN countries c ON c.id = p.country_id
      WHERE c.iso2 = ? AND ps.service_id = ? AND ps.type_id = ?`,
    [iso2, serviceId, typeId],
  );
  return {
    status: Number(row!.status),
    processing: JSON.parse(row!.processing_costs) as Record<string, string>,
    service: JSON.parse(row!.service_costs) as Record<string, string>,
    agent: JSON.parse(row!.agent_costs) as Record<string, string>,
  };
}

async function openProduct(page: Page, countryName: string, lng: Lng = 'en') {
  await page.goto('/admin/products');
  const row = page.getByRole('row').filter({ hasText: countryName });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.click();
  await page.waitForURL(/\/admin\/products\/\d+\/show/);
  await expect(page.getByRole('tab', { name: t(lng, 'products:detail.tabs.renewal') })).toBeVisible({ timeout: 15_000 });
}

test('an admin edits the Malaysian trademark renewal fee; add-new is neither shown nor allowed', async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);
  await signInToConsole(page, DEMO.admin, '/admin/products');
  await expect(page.getByRole('row').filter({ hasText: 'Malaysia' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Showing 1 to 10 of \d+ entries/)).toBeVisible();
  await expect(page.getByRole('link', { name: t('en', 'products:list.add_new') })).toHaveCount(0);
  await shot(page, testInfo, 'admin-list');

  await openProduct(page, 'Malaysia');
  await page.getByRole('tab', { name: t('en', 'products:detail.tabs.renewal') }).click();
  const fee = input(page, 'services.2.trademark.processing_costs.per_class');
  await expect(fee).toHaveValue('1050.00');
  await fee.fill('1175.50');
  await shot(page, testInfo, 'admin-renewal-tab');
  await page.getByRole('button', { name: t('en', 'products:detail.update') }).click();
  await expect(page.getByText(t('en', 'products:update_success'))).toBeVisible({ timeout: 15_000 });
  expect((await costsOf('MY', 3, 1)).processing.per_class).toBe('1175.50');

  // A bad amount is refused on the form and changes nothing.
  await fee.fill('12.345');
  await page.getByRole('button', { name: t('en', 'products:detail.update') }).click();
  await expect(page.getByText(t('en', 'products:validation.money')).first()).toBeVisible();
  expect((await costsOf('MY', 3, 1)).processing.per_class).toBe('1175.50');

  await page.reload();
  await page.getByRole('tab', { name: t('en', 'products:detail.tabs.renewal') }).click();
  await expect(input(page, 'services.2.trademark.processing_costs.per_class')).toHaveValue('1175.50');

  // Put the seeded fee back: later journeys (price checker, currencies) price Malaysia as seeded.
  await input(page, 'services.2.trademark.processing_costs.per_class').fill('1050.00');
  await page.getByRole('button', { name: t('en', 'products:detail.update') }).click();
  await expect(page.getByText(t('en', 'products:update_success'))).toBeVisible();
  await expect.poll(async () => (await costsOf('MY', 3, 1)).processing.per_class).toBe('1050.00');

  // ACL-31: no add-new for admins, on screen or through the API.
  await page.goto('/admin/products/create');
  await page.waitForURL(/\/admin\/access-denied/);
  await expect(page.getByRole('button', { name: t('en', 'products:create.submit') })).toHaveCount(0);
  const [newZealand] = await queryDb<{ id: number }>("SELECT id FROM countries WHERE iso2 = 'NZ'");
  const refused = await page.request.post('/api/admin/products', {
    headers: { Accept: 'application/json', Origin: new URL(page.url()).origin },
    data: { country_id: newZealand!.id },
  });
  expect(refused.status()).toBe(403);
  expect(await queryDb('SELECT id FROM products WHERE country_id = ?', [newZealand!.id])).toEqual([]);
  expect(errors).toEqual([]);
});

test('a super admin adds a country, prices it, sets its default agent and puts its services on sale', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const [agent] = await queryDb<{ id: number; name: string }>('SELECT id, name FROM users WHERE email = ?', [DEMO.agent]);
  await signInToConsole(page, DEMO.superAdmin, '/admin/products');
  await page.getByRole('link', { name: t('en', 'products:list.add_new') }).click();
  await page.waitForURL(/\/admin\/products\/create/);
  await page.getByRole('combobox', { name: t('en', 'products:create.country') }).fill('Australia');
  await page.getByRole('option', { name: /Australia/ }).click();
  await page.getByRole('button', { name: t('en', 'products:create.submit') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure to create a new product ?')).toBeVisible();
  await shot(page, testInfo, 'sa-add-confirm');
  await dialog.getByRole('button', { name: t('en', 'ra:ra.action.confirm') }).click();
  await expect(page.getByText('New Product Successful Added.')).toBeVisible();
  await page.waitForURL(/\/admin\/products\/\d+\/show/);
  const [created] = await queryDb<{ in_service: number }>("SELECT in_service FROM countries WHERE iso2 = 'AU'");
  expect(Number(created!.in_service)).toBe(1);

  // CAT-19: the default agent.
  await page.getByRole('combobox', { name: t('en', 'products:main.choose_agent') }).fill(agent!.name.slice(0, 4));
  await page.getByRole('option', { name: new RegExp(agent!.name) }).first().click();
  await page.getByRole('button', { name: t('en', 'products:main.set_default_agent') }).click();
  await expect(page.getByText('Successful set default agent')).toBeVisible();
  const [product] = await queryDb<{ id: number; default_agent_id: number }>(
    "SELECT p.id, p.default_agent_id FROM products p JOIN countries c ON c.id = p.country_id WHERE c.iso2 = 'AU'",
  );
  expect(product!.default_agent_id).toBe(agent!.id);

  // Put the trademark renewal on sale before it is priced: refused on the form.
  await page.getByRole('tab', { name: t('en', 'products:detail.tabs.renewal') }).click();
  const tmRenewal = page.locator('[data-sheet="3-1"]');
  await tmRenewal.getByRole('switch', { name: t('en', 'products:sheet.sell') }).or(tmRenewal.getByRole('checkbox', { name: t('en', 'products:sheet.sell') })).click();
  await page.getByRole('button', { name: t('en', 'products:detail.update') }).click();
  await expect(page.getByText(t('en', 'products:validation.cost_required_active')).first()).toBeVisible();
  expect((await costsOf('AU', 3, 1)).status).toBe(0);

  const prices: Record<string, string> = {
    'processing_costs.per_class': '480.00',
    'processing_costs.late_6m_per_class': '120.00',
    'processing_costs.late_1y_per_class': '0.00',
    'service_costs.base': '350.00',
    'service_costs.per_class': '100.00',
    'agent_costs.base': '210.00',
    'agent_costs.per_class': '60.00',
  };
  for (const [key, value] of Object.entries(prices)) await input(page, `services.2.trademark.${key}`).fill(value);
  await shot(page, testInfo, 'sa-new-country-renewal');
  await page.getByRole('button', { name: t('en', 'products:detail.update') }).click();
  await expect(page.getByText(t('en', 'products:update_success'))).toBeVisible();
  const renewal = await costsOf('AU', 3, 1);
  expect(renewal).toMatchObject({ status: 1, processing: { per_class: '480.00', late_6m_per_class: '120.00' }, agent: { per_class: '60.00' } });

  // The trademark search too.
  await page.getByRole('tab', { name: t('en', 'products:detail.tabs.search') }).click();
  const search: Record<string, string> = { 'processing_costs.per_class': '0.00', 'service_costs.base': '49.00', 'service_costs.per_class': '20.00', 'agent_costs.base': '29.40', 'agent_costs.per_class': '12.00' };
  for (const [key, value] of Object.entries(search)) await input(page, `services.0.trademark.${key}`).fill(value);
  const tmSearch = page.locator('[data-sheet="1-1"]');
  await tmSearch.getByRole('switch', { name: t('en', 'products:sheet.sell') }).or(tmSearch.getByRole('checkbox', { name: t('en', 'products:sheet.sell') })).click();
  await page.getByRole('button', { name: t('en', 'products:detail.update') }).click();
  await expect(page.getByText(t('en', 'products:update_success')).first()).toBeVisible();
  expect((await costsOf('AU', 1, 1)).status).toBe(1);

  // The public price checker sells the new country at once (CAT-24, CAT-44): 1 class, not expired:
  // official 480.00 + service 350.00 + 100.00 per class.
  const [au] = await queryDb<{ id: number }>("SELECT id FROM countries WHERE iso2 = 'AU'");
  const expiry = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/price-checker?service_id=3&type_id=1&country_id=${au!.id}&expiry_date=${expiry}&multiclass_no=1&check=1`);
  await expect(page.locator('#pc-country option', { hasText: 'Australia' })).toHaveCount(1);
  await expect(page.getByTestId('pc-total')).toHaveAttribute('data-myr', '930.00');
  await shot(page, testInfo, 'price-checker-new-country');

  await page.goto('/admin/products');
  const row = page.getByRole('row').filter({ hasText: 'Australia' });
  await expect(row.getByText('Trademark Renewal')).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText(agent!.name)).toBeVisible();
  await shot(page, testInfo, 'sa-list-with-new-country');
  expect(errors).toEqual([]);
});

const isActive = async (iso2: string) =>
  Number((await queryDb<{ is_active: number }>('SELECT p.is_active FROM products p JOIN countries c ON c.id = p.country_id WHERE c.iso2 = ?', [iso2]))[0]!.is_active);

test('deactivating a product asks first; cancelling changes nothing; activating needs no confirmation', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await signInToConsole(page, DEMO.admin);
  await openProduct(page, 'Brunei');
  const deactivate = page.getByRole('button', { name: t('en', 'products:main.deactivate') });
  await deactivate.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(t('en', 'products:main.deactivate_confirm_title').replace('{{country}}', 'Brunei'))).toBeVisible();
  await expect(dialog.getByText(t('en', 'products:main.deactivate_confirm'))).toBeVisible();
  await dialog.getByRole('button', { name: t('en', 'ra:ra.action.cancel') }).click();
  await expect(dialog).toHaveCount(0);
  expect(await isActive('BN')).toBe(1);

  await deactivate.click();
  await page.getByRole('dialog').getByRole('button', { name: t('en', 'products:main.deactivate') }).click();
  await expect(page.getByText(t('en', 'products:deactivated'))).toBeVisible();
  await expect.poll(() => isActive('BN')).toBe(0);

  // Back on sale at once: activating asks nothing.
  await page.getByRole('button', { name: t('en', 'products:main.activate') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => isActive('BN')).toBe(1);
  await shot(page, testInfo, 'reactivated');
  expect(errors).toEqual([]);
});

for (const lng of screenLanguages('cn')) {
  test(`the product screens read well in ${lng}`, async ({ page, context, baseURL }, testInfo) => {
    await context.addCookies([{ name: 'lng', value: lng, url: baseURL! }]);
    await signInToConsole(page, DEMO.superAdmin, '/admin/products');
    await expect(page.getByText(t(lng, 'products:fields.services_sold'))).toBeVisible({ timeout: 15_000 });
    await shot(page, testInfo, `list-${lng}`);
    // Country names are shown in the reader's language.
    await openProduct(page, lng === 'cn' ? '马来西亚' : 'Malaysia', lng);
    await expect(page.getByText(t(lng, 'products:main.rules_title'))).toBeVisible();
    await shot(page, testInfo, `detail-main-${lng}`);
    await page.getByRole('button', { name: t(lng, 'products:main.deactivate') }).click();
    await expect(page.getByRole('dialog').getByText(t(lng, 'products:main.deactivate_confirm'))).toBeVisible();
    await shot(page, testInfo, `deactivate-confirm-${lng}`);
    await page.getByRole('dialog').getByRole('button', { name: t(lng, 'ra:ra.action.cancel') }).click();
    expect(await isActive('MY')).toBe(1);
    await page.getByRole('tab', { name: t(lng, 'products:detail.tabs.renewal') }).click();
    await expect(page.getByText(t(lng, 'products:documents.title')).first()).toBeVisible();
    await shot(page, testInfo, `detail-renewal-${lng}`);
    await page.getByRole('button', { name: t(lng, 'products:documents.edit') }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(page, testInfo, `document-${lng}`);
    await page.getByRole('button', { name: t(lng, 'products:documents.cancel') }).click();
    await page.goto('/admin/products/create');
    await expect(page.getByText(t(lng, 'products:create.intro'))).toBeVisible({ timeout: 15_000 });
    await shot(page, testInfo, `create-${lng}`);
  });
}
