import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { queryDb, screenLanguages, signIn, snap, t } from './support/app';
import { useLanguage, writeDb } from './support/site';

/**
 * Feedback and the sidebar's dots (issue 14, POR-52..56, G-39, G-58, ACL-16, ADR 043): the demo
 * customer sees a dot on Applications for an unread application, opens it — the dot is gone — then
 * follows the sidebar to Report, submits without a proof (the error on the field), then with one
 * ('Report Submit Successful') and finds it Pending in their list; the proof downloads for them, and
 * another customer gets 404 for it. Screenshots en/bm/cn at 1280 and 375 px, without sideways scroll.
 */
const SHOTS = '/tmp/shots-report';
const run = Date.now().toString(36).toUpperCase();
const now = () => new Date().toISOString().replace('T', ' ').replace('Z', ' +00:00');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

async function idOf(sql: string, params: unknown[]): Promise<number> {
  const [row] = await queryDb<{ id: number }>(sql, params);
  if (!row) throw new Error(`nothing for ${sql}`);
  return row.id;
}

let unread: { id: number; reference: string };
const PAY_LATER_REF = `E2EPL${run}`;

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const customer = await idOf('SELECT id FROM users WHERE email = ?', [DEMO.customer]);
  const my = await idOf("SELECT id FROM countries WHERE iso2 = 'MY'", []);
  const stamp = now();
  const name = `Report Dot ${run}`;
  const reference = `E2ERD${run}-1`;
  // Everything else of the demo customer read: the dot is this application's alone.
  await writeDb([
    { sql: 'UPDATE applications SET read_by_customer = 1 WHERE user_id = ?', params: [customer] },
    {
      sql: `INSERT INTO ips (user_id, type_id, country_id, model_type, filing_no, application_name, expiry_date, status, is_english_only, is_read, created_at, updated_at)
            VALUES (?, 1, ?, 'ip', ?, ?, '2027-03-31', 1, 1, 0, ?, ?)`,
      params: [customer, my, `TMR${run.slice(-8)}`, name, stamp, stamp],
    },
  ]);
  const ipId = await idOf('SELECT id FROM ips WHERE application_name = ? ORDER BY id DESC LIMIT 1', [name]);
  await writeDb([
    {
      sql: `INSERT INTO applications (reference, application_date, service_id, type_id, status_id, user_id, agent_id, ip_id, model_type, is_anonymous, acknowledge, read_by_customer, read_by_agent, read_by_staff, created_at, updated_at)
            VALUES (?, '2026-11-20', 3, 1, 1, ?, NULL, ?, 'ip', 0, 0, 0, 1, 1, ?, ?)`,
      params: [reference, customer, ipId, stamp, stamp],
    },
  ]);
  unread = { id: await idOf('SELECT id FROM applications WHERE reference = ?', [reference]), reference };
  // A staff reply to an earlier report of the customer, not yet seen (G-39): the Report dot.
  const customer2 = await idOf('SELECT id FROM users WHERE email = ?', [DEMO.customer2]);
  await writeDb([
    { sql: 'INSERT INTO reports (ref_code, user_id, title, message, status_id, is_read, created_at, updated_at) VALUES (?, ?, ?, ?, 0, 1, ?, ?)', params: [`RPTD${run.slice(-7)}`, customer, `Earlier report ${run}`, 'The receipt did not arrive.', stamp, stamp] },
    // An order of the other customer waiting for their bank transfer (G-58): the Orders dot.
    { sql: "INSERT INTO orders (reference, user_id, total, status, payment_method, created_at, updated_at) VALUES (?, ?, '120.00', 0, 'paylater', ?, ?)", params: [PAY_LATER_REF, customer2, stamp, stamp] },
  ]);
  const report = await idOf('SELECT id FROM reports WHERE ref_code = ?', [`RPTD${run.slice(-7)}`]);
  await writeDb([{ sql: 'INSERT INTO report_messages (report_id, user_id, message, created_at, updated_at) VALUES (?, NULL, ?, ?, ?)', params: [report, 'We have sent it again.', stamp, stamp] }]);
});

// The other customer's seeded order leaves the demo data as it was.
test.afterAll(async () => {
  await writeDb([{ sql: 'UPDATE orders SET status = 2 WHERE reference = ?', params: [PAY_LATER_REF] }]);
});

async function signInCustomer(page: Page, email: string) {
  await page.goto('/login');
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/overview/);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: t('en', 'nav:shell.sidebarLabel') });
const sidebarLink = (page: Page, label: string) => sidebar(page).getByRole('link', { name: new RegExp(`^${t('en', `nav:sidebar.items.${label}`)}`) });

test('a customer clears the Applications and Report dots by opening them, sends a report with a proof and sees it Pending; another customer gets 404 for the proof', async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInCustomer(page, DEMO.customer);

  // G-58: a dot, read out as "1 unread", beside Applications; opening the application clears it.
  const applications = sidebarLink(page, 'applicationAll');
  await expect(applications.locator('.sidebar__dot')).toHaveCount(1);
  await expect(applications).toContainText(t('en', 'nav:dots.unread').replace('{{count}}', '1'));
  await applications.click();
  await page.getByTestId(`application-row-${unread.reference}`).getByRole('link', { name: unread.reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: unread.reference })).toBeVisible();
  // Cleared on the page that read it (ADR 043), and still after the next page.
  await expect(sidebarLink(page, 'applicationAll').locator('.sidebar__dot')).toHaveCount(0);
  await sidebarLink(page, 'overview').click();
  await expect(page).toHaveURL(/\/dashboard\/overview/);
  await expect(sidebarLink(page, 'applicationAll').locator('.sidebar__dot')).toHaveCount(0);

  // G-39, G-58: the Report dot for the unseen reply; opening Report shows the reply and clears the dot there.
  await expect(sidebarLink(page, 'report').locator('.sidebar__dot')).toHaveCount(1);
  await sidebarLink(page, 'report').click();
  await expect(page.getByText('We have sent it again.')).toBeVisible();
  await expect(sidebarLink(page, 'report').locator('.sidebar__dot')).toHaveCount(0);
  await sidebarLink(page, 'overview').click();
  await expect(sidebarLink(page, 'report').locator('.sidebar__dot')).toHaveCount(0);

  // POR-52: Report from the sidebar; without a proof the error is on the file field, the text kept.
  await sidebarLink(page, 'report').click();
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'reports:title') })).toBeVisible();
  const title = `Cannot download invoice ${run}`;
  await page.getByLabel(t('en', 'reports:form.title')).fill(title);
  await page.getByLabel(t('en', 'reports:form.message')).fill('The invoice link shows an error page.');
  await page.getByRole('button', { name: t('en', 'reports:form.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('en', 'reports:fail') })).toBeVisible();
  await expect(page.locator('#report-attachment-error')).toHaveText(t('en', 'reports:validation.file_required'));
  await expect(page.getByLabel(t('en', 'reports:form.title'))).toHaveValue(title);

  // POR-53: with a proof → 'Report Submit Successful', and the report is listed Pending (POR-54).
  await page.getByLabel(t('en', 'reports:form.attachment')).setInputFiles({ name: 'error-page.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: t('en', 'reports:form.submit') }).click();
  await expect(page.getByText(t('en', 'reports:success'))).toBeVisible();
  const [stored] = await queryDb<{ id: number; ref_code: string }>('SELECT id, ref_code FROM reports WHERE title = ?', [title]);
  expect(stored!.ref_code).toMatch(/^RPT[A-Z0-9]{8}$/);
  const item = page.getByTestId(`report-${stored!.ref_code}`);
  await expect(item.getByTestId('report-status')).toHaveText(t('en', 'reports:status.Pending'));
  await expect(item).toContainText(title);
  const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('link', { name: 'error-page.png' }).click()]);
  expect(download.suggestedFilename()).toBe('error-page.png');
  const [file] = await queryDb<{ id: number }>('SELECT id FROM report_attachments WHERE report_id = ?', [stored!.id]);

  for (const lng of screenLanguages('cn')) {
    await useLanguage(page, lng, baseURL!);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: t(lng, 'reports:title') })).toBeVisible();
      await expect(item.getByTestId('report-status')).toHaveText(t(lng, 'reports:status.Pending'));
      await snap(page, `${SHOTS}/report-${lng}-${width}.png`);
      if (width === 375) await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  }
  await useLanguage(page, 'en', baseURL!);

  // G-45: another customer gets 404 for the proof.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signInCustomer(otherPage, DEMO.customer2);
  expect((await otherPage.request.get(`/dashboard/report/attachments/${file!.id}`)).status()).toBe(404);
  // G-58: their order waiting for a bank transfer puts a dot on Orders, which lists it.
  await expect(sidebarLink(otherPage, 'orders').locator('.sidebar__dot')).toHaveCount(1);
  await sidebarLink(otherPage, 'orders').click();
  await expect(otherPage.getByText(PAY_LATER_REF)).toBeVisible();
  await other.close();
});
