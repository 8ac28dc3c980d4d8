import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { queryDb, screenLanguages, signIn, snap, t } from './support/app';
import { useLanguage, writeDb } from './support/site';

/**
 * The customer's dashboard IP list (issue 14, POR.a, POR.b, ADR 040): the demo customer searches,
 * sorts and filters the list by clicking its controls, switches between cards and the table (kept in
 * the address), sees the display status (Expiring Soon), the Renewal Notification label and a search's
 * classes and goods, and follows each summary card. Screenshots en/bm/cn at 1280 and 375 px, without
 * sideways scroll at 375.
 */
const SHOTS = '/tmp/shots-dashboard';
const run = Date.now().toString(36).toUpperCase();
const now = () => new Date().toISOString().replace('T', ' ').replace('Z', ' +00:00');
/** A calendar day in Kuala Lumpur, `days` from today. */
const klDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

interface SeededIp {
  id: number;
  name: string;
  reference: string;
}
let alpha: SeededIp;
let beta: SeededIp;
let gamma: SeededIp;

async function idOf(sql: string, params: unknown[]): Promise<number> {
  const [row] = await queryDb<{ id: number }>(sql, params);
  if (!row) throw new Error(`nothing for ${sql}`);
  return row.id;
}

/** An IP record of the demo customer with one application in `statusId` (service 3 renewal, 1 search). */
async function seedIp(options: { name: string; type: number; modelType: 'ip' | 'search'; service: number; status: number; expiry: string | null; filingNo: string | null; applicationNo: string | null; renewalNotification?: boolean }): Promise<SeededIp> {
  const customer = await idOf('SELECT id FROM users WHERE email = ?', [DEMO.customer]);
  const my = await idOf("SELECT id FROM countries WHERE iso2 = 'MY'", []);
  const stamp = now();
  await writeDb([
    {
      sql: `INSERT INTO ips (user_id, type_id, country_id, model_type, filing_no, application_no, application_name, expiry_date, multiclass_no, status, is_english_only, is_read, renewal_notification_at, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, 1, 1, 0, ?, ?, ?)`,
      params: [customer, options.type, my, options.modelType, options.filingNo, options.applicationNo, options.name, options.expiry, options.renewalNotification ? stamp : null, stamp, stamp],
    },
  ]);
  const ipId = await idOf('SELECT id FROM ips WHERE application_name = ?', [options.name]);
  const reference = `E2EDB${run}-${ipId}`;
  await writeDb([
    {
      sql: `INSERT INTO applications (reference, application_date, service_id, type_id, status_id, user_id, agent_id, ip_id, model_type, is_anonymous, acknowledge, read_by_customer, read_by_agent, read_by_staff, created_at, updated_at)
            VALUES (?, '2026-11-20', ?, ?, ?, ?, NULL, ?, ?, 0, 0, 1, 1, 1, ?, ?)`,
      params: [reference, options.service, options.type, options.status, customer, ipId, options.modelType, stamp, stamp],
    },
  ]);
  return { id: ipId, name: options.name, reference };
}

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  alpha = await seedIp({ name: `Alpha Dash ${run}`, type: 1, modelType: 'ip', service: 3, status: 7, expiry: '2031-01-15', filingNo: `TMD${run}`, applicationNo: null, renewalNotification: true });
  beta = await seedIp({ name: `Beta Dash ${run}`, type: 2, modelType: 'ip', service: 3, status: 5, expiry: klDay(3), filingNo: null, applicationNo: `PID${run}` });
  gamma = await seedIp({ name: `Gamma Dash ${run}`, type: 1, modelType: 'search', service: 1, status: 2, expiry: null, filingNo: null, applicationNo: null });
  await writeDb([
    {
      sql: 'INSERT INTO classifications (ip_id, class_no, term, goods, created_at, updated_at) VALUES (?, 25, ?, ?, ?, ?)',
      params: [gamma.id, 'Clothing', 'Batik shirts and sarongs', now(), now()],
    },
  ]);
});

async function noSidewaysScroll(page: Page, width: number) {
  await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
}

const names = (page: Page) => page.getByTestId('portfolio-rows').getByTestId('portfolio-name');

/** Picks `value` in the filter bar's select labelled `labelKey` and applies the filters. */
async function choose(page: Page, labelKey: string, value: string) {
  const filters = page.getByTestId('portfolio-filters');
  const select = filters.getByLabel(t('en', labelKey));
  const name = await select.getAttribute('name');
  await select.selectOption(value);
  await filters.getByRole('button', { name: t('en', 'nav:portfolio.filters.apply') }).click();
  // The next pick waits for this page: a select picked while the previous one loads is reset by it.
  await expect(page).toHaveURL(new RegExp(`[?&]${name}=${value}(&|#|$)`));
}

test('a customer searches, sorts and filters their IP list, switches layout and follows each card', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/overview/);
  await expect(page.getByRole('heading', { level: 2, name: t('en', 'nav:portfolio.title') })).toBeVisible();
  await expect(page.getByTestId('portfolio-rows')).toHaveAttribute('data-layout', 'grid');

  // POR-11: search by applicant name.
  const filters = page.getByTestId('portfolio-filters');
  await filters.getByLabel(t('en', 'nav:portfolio.filters.search')).fill(`Dash ${run}`);
  await filters.getByRole('button', { name: t('en', 'nav:portfolio.filters.apply') }).click();
  await expect(page.getByTestId('portfolio-count')).toHaveText(t('en', 'nav:portfolio.count').replace('{{first}}', '1').replace('{{last}}', '3').replace('{{total}}', '3'));
  // Newest first by default.
  await expect(names(page)).toHaveText([gamma.name, beta.name, alpha.name]);

  // POR-5 ⚑AMB-29: each sort.
  await choose(page, 'nav:portfolio.filters.sort', 'AtoZ');
  await expect(page).toHaveURL(/sortby=AtoZ/);
  await expect(names(page)).toHaveText([alpha.name, beta.name, gamma.name]);
  await choose(page, 'nav:portfolio.filters.sort', 'ZtoA');
  await expect(names(page)).toHaveText([gamma.name, beta.name, alpha.name]);
  await choose(page, 'nav:portfolio.filters.sort', 'new_expiry');
  await expect(names(page)).toHaveText([alpha.name, beta.name, gamma.name]);
  await choose(page, 'nav:portfolio.filters.sort', 'old_expiry');
  await expect(names(page)).toHaveText([beta.name, alpha.name, gamma.name]);
  await choose(page, 'nav:portfolio.filters.sort', 'oldest');
  await expect(names(page)).toHaveText([alpha.name, beta.name, gamma.name]);

  // POR-22..25, POR-2, POR-9: Expiring Soon in red; the label; a search's classes and goods; View.
  const betaRow = page.getByTestId(`portfolio-row-${beta.id}`);
  await expect(betaRow.locator('.portfolio-status')).toHaveText(t('en', 'enums:displayStatus.expiringSoon'));
  await expect(betaRow.locator('.portfolio-expiry')).toHaveClass(/portfolio-expiry--red/);
  const alphaRow = page.getByTestId(`portfolio-row-${alpha.id}`);
  await expect(alphaRow.locator('.portfolio-status')).toHaveText(t('en', 'enums:applicationStatusLabel.7'));
  await expect(alphaRow.getByTestId('portfolio-renewal')).toHaveText(t('en', 'nav:portfolio.renewalNotification'));
  await expect(alphaRow.locator('.portfolio-expiry')).toHaveClass(/portfolio-expiry--green/);
  await expect(alphaRow).toContainText(`TMD${run}`);
  await expect(alphaRow.getByRole('link', { name: /^View / })).toHaveAttribute('href', `/dashboard/ip/detail/${alpha.id}`);
  const gammaRow = page.getByTestId(`portfolio-row-${gamma.id}`);
  await expect(gammaRow.getByTestId('portfolio-classes')).toContainText('25 — Clothing');
  await expect(gammaRow.getByTestId('portfolio-classes')).toContainText('Batik shirts and sarongs');
  await expect(gammaRow.locator('.portfolio-status')).toHaveText(t('en', 'enums:displayStatus.reportReady'));
  await expect(gammaRow.getByRole('link', { name: /^View / })).toHaveAttribute('href', `/dashboard/search/detail/${gamma.id}`);

  // POR-8 type, POR-13 status codes (7 Completed, ADR 040).
  await choose(page, 'nav:portfolio.filters.type', '2');
  await expect(names(page)).toHaveText([beta.name]);
  await choose(page, 'nav:portfolio.filters.type', '0');
  await choose(page, 'nav:portfolio.filters.status', '7');
  await expect(names(page)).toHaveText([alpha.name]);
  await choose(page, 'nav:portfolio.filters.status', '6');
  await expect(page.getByTestId('portfolio-empty')).toContainText(t('en', 'nav:portfolio.empty'));
  await choose(page, 'nav:portfolio.filters.status', '0');
  await expect(names(page)).toHaveText([alpha.name, beta.name, gamma.name]);

  // POR-3: the table layout, kept in the address with the filters; the filters keep it too.
  await page.getByTestId('portfolio-layout-table').click();
  await expect(page).toHaveURL(/layout=table/);
  await expect(page).toHaveURL(/sortby=oldest/);
  await expect(page.getByTestId('portfolio-rows')).toHaveAttribute('data-layout', 'table');
  await expect(names(page)).toHaveText([alpha.name, beta.name, gamma.name]);
  await choose(page, 'nav:portfolio.filters.sort', 'AtoZ');
  await expect(page).toHaveURL(/layout=table/);
  await expect(page.getByTestId('portfolio-rows')).toHaveAttribute('data-layout', 'table');
  await snap(page, `${SHOTS}/table-en-1280.png`);
  await page.getByTestId('portfolio-layout-grid').click();
  await expect(page.getByTestId('portfolio-rows')).toHaveAttribute('data-layout', 'grid');

  // POR-1: the cards. The records card goes to the list; In Progress, Completed to the application list.
  await page.getByTestId('stat-ipRecords').click();
  await expect(page).toHaveURL(/#portfolio$/);
  await page.getByTestId('stat-inProgress').click();
  await expect(page).toHaveURL(/\/dashboard\/application\/all\?status=5$/);
  await expect(page.getByTestId(`application-row-${beta.reference}`)).toBeVisible();
  await expect(page.getByTestId(`application-row-${alpha.reference}`)).toHaveCount(0);
  await page.goBack();
  await page.getByTestId('stat-completed').click();
  await expect(page).toHaveURL(/\/dashboard\/application\/all\?status=7$/);
  await expect(page.getByTestId(`application-row-${alpha.reference}`)).toBeVisible();
  await page.goBack();
  await page.getByTestId('stat-certificateReady').click();
  await expect(page).toHaveURL(/\/dashboard\/application\/all\?status=2$/);
  await expect(page.getByTestId(`application-row-${gamma.reference}`)).toBeVisible();
  await page.goBack();
  // The customer's delivery list is helper C's page (issue 14): the card opens its status 1.
  await expect(page.getByTestId('stat-pendingDelivery')).toHaveAttribute('href', '/dashboard/delivery?status=1');
  await expect(page).toHaveURL(/search=/);

  // en / bm / cn at 1280 and 375 px; no sideways scroll on a phone, in both layouts.
  for (const lng of screenLanguages('bm')) {
    await useLanguage(page, lng, baseURL!);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: t(lng, 'nav:portfolio.title') })).toBeVisible();
      await expect(page.getByTestId(`portfolio-row-${beta.id}`).locator('.portfolio-status')).toHaveText(t(lng, 'enums:displayStatus.expiringSoon'));
      await snap(page, `${SHOTS}/overview-${lng}-${width}.png`);
      if (width === 375) {
        await noSidewaysScroll(page, 375);
        await page.getByTestId('portfolio-layout-table').click();
        await expect(page.getByTestId('portfolio-rows')).toHaveAttribute('data-layout', 'table');
        await snap(page, `${SHOTS}/table-${lng}-375.png`);
        await noSidewaysScroll(page, 375);
        await page.getByTestId('portfolio-layout-grid').click();
        await expect(page.getByTestId('portfolio-rows')).toHaveAttribute('data-layout', 'grid');
      }
    }
  }
});
