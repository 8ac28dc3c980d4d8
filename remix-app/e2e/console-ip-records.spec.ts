/**
 * The console's IP records (issue 13, ADM.d, G-10, G-43):
 * - an admin follows the menu to Trademarks, filters the list, exports it, lets the export runner
 *   work, opens Exports from the menu and downloads an .xlsx whose rows are the filtered ones;
 * - the admin opens a trademark and transfers it to a new e-mail: that address receives the
 *   set-password mail and owns the record;
 * - screenshots at 1280 px in en and bm (also copied to /tmp/shots-ip).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import sqlite3 from 'sqlite3';
import { test, type Page, type TestInfo } from '@playwright/test';
import { DEMO } from './support/accounts';
import { signInToConsole } from './support/console';
import { collectPageErrors, expect, type Lng, queryDb, snap, SHOTS_WANTED, t } from './support/app';
import { E2E_DATABASE_FILE } from './support/paths';
import { outboxTo } from './support/outbox';

const here = path.dirname(fileURLToPath(import.meta.url));
const SHOTS = '/tmp/shots-ip';

async function shot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const file = testInfo.outputPath(`${name}.png`);
  await snap(page, file);
  if (SHOTS_WANTED) copyFileSync(file, path.join(SHOTS, `${name}.png`));
}

function writeDb(sql: string, params: unknown[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(E2E_DATABASE_FILE, (error) => error && reject(error));
    db.run(sql, params, (error) => {
      db.close();
      if (error) reject(error);
      else resolve();
    });
  });
}

/** Trademarks of the demo customer, written as the ordering would leave them (unique names per run). */
async function trademark(name: string, filingNo: string): Promise<number> {
  const [owner] = await queryDb<{ id: number }>('SELECT id FROM users WHERE email = ?', [DEMO.customer]);
  const [my] = await queryDb<{ id: number }>("SELECT id FROM countries WHERE iso2 = 'MY'");
  const now = new Date().toISOString().replace('T', ' ').slice(0, 19);
  await writeDb(
    `INSERT INTO ips (user_id, type_id, country_id, model_type, filing_no, application_name, expiry_date, multiclass_no, status, is_english_only, is_read, created_at, updated_at)
     VALUES (?, 1, ?, 'ip', ?, ?, '2031-04-05', 30, 1, 0, 0, ?, ?)`,
    [owner!.id, my!.id, filingNo, name, now, now],
  );
  const [row] = await queryDb<{ id: number }>('SELECT id FROM ips WHERE filing_no = ?', [filingNo]);
  return row!.id;
}

const menuItem = (page: Page, lng: Lng, key: string) =>
  page.locator('.MuiDrawer-paper').getByRole('menuitem', { name: new RegExp(`^${t(lng, key)}`) });

async function openTrademarks(page: Page, lng: Lng, search: string) {
  await menuItem(page, lng, 'admin:menu.trademark').click();
  await expect(page).toHaveURL(/\/admin\/trademarks/);
  await page.locator('input[name="q"]').fill(search);
}

test('an admin filters the trademarks, exports them and downloads the xlsx with the filtered rows', async ({ page }, testInfo) => {
  // The export runner starts its own process (tsx): more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  const stamp = Date.now().toString(36).toUpperCase();
  await trademark(`Kopi Export ${stamp} A`, `E2EX${stamp}1`);
  await trademark(`Kopi Export ${stamp} B`, `E2EX${stamp}2`);
  await trademark(`Teh Other ${stamp}`, `E2EY${stamp}3`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToConsole(page, DEMO.admin);
  await openTrademarks(page, 'en', `Kopi Export ${stamp}`);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2, { timeout: 15_000 });
  await expect(page.getByRole('row').filter({ hasText: `Teh Other ${stamp}` })).toHaveCount(0);
  await shot(page, testInfo, 'trademarks-en-1280');

  await page.getByRole('button', { name: t('en', 'ip-records:console.export') }).click();
  await expect(page.getByText(t('en', 'ip-records:console.export_done'))).toBeVisible();
  const [queued] = await queryDb<{ id: number; filename: string; status: string; params: string }>('SELECT * FROM exports ORDER BY id DESC LIMIT 1');
  expect(queued!.status).toBe('processing');
  expect(JSON.parse(queued!.params).filter).toEqual({ q: `Kopi Export ${stamp}` });

  // The export runner (the scheduler's job) takes the queue.
  execFileSync('npx', ['tsx', path.join(here, 'support', 'run-exports.ts')], { cwd: path.resolve(here, '..'), encoding: 'utf8' });

  await menuItem(page, 'en', 'admin:menu.export').click();
  await expect(page).toHaveURL(/\/admin\/exports/);
  const row = page.getByRole('row').filter({ hasText: queued!.filename });
  await expect(row.getByText(t('en', 'ip-records:exports.statuses.success'))).toBeVisible({ timeout: 15_000 });
  await shot(page, testInfo, 'exports-en-1280');
  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: t('en', 'ip-records:exports.download') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^trademarks-\d{8}-\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  const names: string[] = [];
  workbook.worksheets[0]!.eachRow((r, n) => {
    if (n === 1) expect(String(r.getCell(2).value)).toBe(t('en', 'ip-records:columns.application_name'));
    else names.push(String(r.getCell(2).value));
  });
  expect(names.sort()).toEqual([`Kopi Export ${stamp} A`, `Kopi Export ${stamp} B`]);
  expect(errors).toEqual([]);
});

test('an admin transfers a trademark to a new e-mail; the new owner receives the set-password mail', async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);
  const stamp = Date.now().toString(36).toUpperCase();
  const id = await trademark(`Transfer Mark ${stamp}`, `E2ET${stamp}`);
  const email = `new-owner-${stamp.toLowerCase()}@example.test`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToConsole(page, DEMO.admin);
  await openTrademarks(page, 'en', `Transfer Mark ${stamp}`);
  await page.getByRole('row').filter({ hasText: `Transfer Mark ${stamp}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/ip-records/${id}/show`));
  await shot(page, testInfo, 'ip-detail-en-1280');
  await page.getByRole('button', { name: t('en', 'ip-records:console.transfer') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('en', 'ip-records:console.transfer_new')).check();
  await dialog.getByLabel(t('en', 'ip-records:console.transfer_email')).fill('not-an-email');
  await dialog.getByLabel(t('en', 'ip-records:console.transfer_name')).fill('Ah');
  await dialog.getByRole('button', { name: t('en', 'ip-records:console.transfer_submit') }).click();
  await expect(dialog.getByText(t('en', 'ip-records:validation.email_invalid'))).toBeVisible();
  await expect(dialog.getByText(t('en', 'ip-records:validation.name_min'))).toBeVisible();
  await dialog.getByLabel(t('en', 'ip-records:console.transfer_email')).fill(email);
  await dialog.getByLabel(t('en', 'ip-records:console.transfer_name')).fill('Tan Ah Kow');
  await shot(page, testInfo, 'transfer-en-1280');
  await dialog.getByRole('button', { name: t('en', 'ip-records:console.transfer_submit') }).click();
  await expect(page.getByText(t('en', 'ip-records:transfer_success'))).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const [owner] = await queryDb<{ id: number; status_id: number; role_id: number }>('SELECT id, status_id, role_id FROM users WHERE email = ?', [email]);
  expect(owner).toMatchObject({ status_id: 5, role_id: 4 });
  const [ip] = await queryDb<{ user_id: number }>('SELECT user_id FROM ips WHERE id = ?', [id]);
  expect(ip!.user_id).toBe(owner!.id);
  await expect
    .poll(() => outboxTo(email).filter((mail) => mail.includes('/forgot/password/')).length, { timeout: 10_000 })
    .toBe(1);
  expect(errors).toEqual([]);
});

test('the IP screens read well in bm at 1280 px', async ({ page, context, baseURL }, testInfo) => {
  await context.addCookies([{ name: 'lng', value: 'bm', url: baseURL! }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToConsole(page, DEMO.admin);
  await menuItem(page, 'bm', 'admin:menu.trademark').click();
  await expect(page.getByRole('columnheader', { name: t('bm', 'ip-records:columns.application_name') })).toBeVisible({ timeout: 15_000 });
  await shot(page, testInfo, 'trademarks-bm-1280');
  await page.locator('tbody tr').first().click();
  await expect(page.getByText(t('bm', 'ip-records:console.upload_logo'))).toBeVisible({ timeout: 15_000 });
  await shot(page, testInfo, 'ip-detail-bm-1280');
  await menuItem(page, 'bm', 'admin:menu.patent').click();
  await expect(page.getByRole('columnheader', { name: t('bm', 'ip-records:columns.application_no') })).toBeVisible({ timeout: 15_000 });
  await shot(page, testInfo, 'patents-bm-1280');
});
