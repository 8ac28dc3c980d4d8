/**
 * The console's applications (issue 13, ADM-31..38, G-17, G-30, G-46, G-49):
 * - an admin follows the menu to Applications, finds a paid renewal waiting for an agent (Pending
 *   Assign), opens it and assigns it to an agent (a selection is required) → the agent's mailbox has
 *   the job_assigned mail; reassigns it to another agent → the new agent gets job_assigned and the
 *   previous one job_reassigned_out;
 * - an admin cancels an application with a reason (none is refused);
 * - screenshots of the list and the show page in en and cn at 1280 px, and the show page at 375 px;
 * - an admin opens an agent's open renewal, downloads its file from the Files card (G-45) and edits
 *   the application date and filing number in the Edit dialog (G-18; a blank date is refused);
 *   the show page (country named in the staff member's language) and the dialog in en, bm and cn
 *   are saved to /tmp/shots-con/;
 * - an admin downloads a search request's report from its show page.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { test, type Page } from '@playwright/test';
import sqlite3 from 'sqlite3';
import { DEMO } from './support/accounts';
import { signInToConsole } from './support/console';
import { collectPageErrors, escapeRegExp, expect, type Lng, queryDb, shot, snap, t } from './support/app';
import { E2E_DATABASE_FILE, E2E_STORAGE_DIR } from './support/paths';
import { outboxTo } from './support/outbox';

const AGENT2 = 'agent2@example.com';
const DESKTOP = { width: 1280, height: 900 };

function writeDb(sql: string, params: unknown[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(E2E_DATABASE_FILE, sqlite3.OPEN_READWRITE, (error) => error && reject(error));
    db.configure('busyTimeout', 5_000);
    db.run(sql, params, (error) => {
      db.close();
      if (error) reject(error);
      else resolve();
    });
  });
}

/**
 * A paid renewal waiting for an agent, of its own (the journey's fixture, like the demo's Japanese
 * renewal it copies: its IP record and application rows with a fresh reference and name) — or, with
 * `agentEmail`, already In Progress with that agent.
 */
async function pendingAssignRenewal(tag: string, agentEmail?: string): Promise<{ reference: string; name: string; id: number }> {
  const [demo] = await queryDb<{ id: number; ip_id: number }>('SELECT id, ip_id FROM applications WHERE status_id = 8 AND service_id = 3 ORDER BY id LIMIT 1');
  const stamp = `${Date.now().toString(36).toUpperCase()}${tag}`;
  const name = `E2E Console Mark ${stamp}`;
  const reference = `E2E${stamp}-1`;
  const now = new Date().toISOString().replace('T', ' ').replace('Z', ' +00:00');
  await writeDb(
    `INSERT INTO ips (user_id, type_id, country_id, model_type, filing_no, application_name, expiry_date, status, is_english_only, is_read, created_at, updated_at)
     SELECT user_id, type_id, country_id, model_type, ?, ?, expiry_date, status, is_english_only, is_read, ?, ? FROM ips WHERE id = ?`,
    [`JP-E2E-${stamp}`, name, now, now, demo!.ip_id],
  );
  const [ip] = await queryDb<{ id: number }>('SELECT id FROM ips WHERE application_name = ?', [name]);
  await writeDb(
    `INSERT INTO applications (reference, application_date, service_id, type_id, status_id, user_id, agent_id, ip_id, model_type, is_anonymous, acknowledge, read_by_customer, read_by_agent, read_by_staff, created_at, updated_at)
     SELECT ?, application_date, service_id, type_id, ?, user_id, (SELECT id FROM users WHERE email = ?), ?, model_type, 0, 0, 0, 0, 0, ?, ? FROM applications WHERE id = ?`,
    [reference, agentEmail ? 5 : 8, agentEmail ?? null, ip!.id, now, now, demo!.id],
  );
  const [application] = await queryDb<{ id: number }>('SELECT id FROM applications WHERE reference = ?', [reference]);
  return { reference, name, id: application!.id };
}

/** A stored PDF of the application (as the agent's upload leaves it: the bytes under applications/{id}/ and its files row). */
async function storedFile(applicationId: number, filename: string, description: string): Promise<Buffer> {
  const bytes = Buffer.from(`%PDF-1.4\n% ${filename}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
  const key = `applications/${applicationId}/e2e-${Date.now().toString(36)}.pdf`;
  mkdirSync(path.dirname(path.join(E2E_STORAGE_DIR, key)), { recursive: true });
  writeFileSync(path.join(E2E_STORAGE_DIR, key), bytes);
  const now = new Date().toISOString().replace('T', ' ').replace('Z', ' +00:00');
  await writeDb(
    'INSERT INTO files (application_id, description, filename, path, mime, size, status_id, is_hidden, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, 0, ?, ?)',
    [applicationId, description, filename, key, 'application/pdf', bytes.length, now, now],
  );
  return bytes;
}

/**
 * A server message in `lng` or English: the console's own texts follow the raw `lng` cookie this test
 * sets, while the API reads the signed cookie the language switch writes, so it may answer in English.
 */
const serverText = (lng: Lng, key: string) => new RegExp(`^(${escapeRegExp(t(lng, key))}|${escapeRegExp(t('en', key))})$`);

async function openApplication(page: Page, lng: Lng, reference: string) {
  await page.locator('.MuiDrawer-paper').getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t(lng, 'admin:menu.applications'))}`) }).click();
  await expect(page.locator('#react-admin-title')).toContainText(t(lng, 'console-applications:console.applications_title'), { timeout: 15_000 });
  await page.locator('input[name="q"]').fill(reference);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.click();
  await expect(page.getByTestId('history')).toBeVisible({ timeout: 15_000 });
}

async function chooseAgent(page: Page, lng: Lng, action: 'assign' | 'reassign', email: string) {
  await page.getByRole('button', { name: t(lng, `console-applications:console.${action}`), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(t(lng, `console-applications:console.${action}_title`))).toBeVisible();
  // A selection is required (ADM-34).
  await dialog.getByRole('button', { name: t(lng, `console-applications:console.${action}`), exact: true }).click();
  await expect(dialog.getByText(t(lng, 'console-applications:assign.agent_required'))).toBeVisible();
  const [agent] = await queryDb<{ name: string }>('SELECT name FROM users WHERE email = ?', [email]);
  await dialog.getByRole('combobox', { name: t(lng, 'products:main.choose_agent') }).fill(agent!.name);
  await page.getByRole('option', { name: new RegExp(escapeRegExp(email)) }).click();
  await dialog.getByRole('button', { name: t(lng, `console-applications:console.${action}`), exact: true }).click();
  await expect(page.getByText(serverText(lng, `console-applications:${action}.success`))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('agent-detail')).toContainText(email);
}

test('an admin assigns a paid renewal to an agent, then reassigns it; both agents are mailed', async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await context.addCookies([{ name: 'lng', value: 'en', url: baseURL! }]);
  const errors = collectPageErrors(page);
  const { reference } = await pendingAssignRenewal('A');
  await signInToConsole(page, DEMO.admin);
  await openApplication(page, 'en', reference);
  await expect(page.getByText(t('en', 'enums:applicationStatusLabel.8'))).toBeVisible();
  await shot(page, testInfo, 'show-pending-assign-en');

  await chooseAgent(page, 'en', 'assign', DEMO.agent);
  await expect(page.getByText(t('en', 'enums:applicationStatusLabel.5')).first()).toBeVisible();
  await expect(page.getByTestId('history')).toContainText('Assigned to agent');
  await expect.poll(() => outboxTo(DEMO.agent).filter((m) => m.includes(reference)).length, { timeout: 10_000 }).toBe(1);
  const [stored] = await queryDb<{ status_id: number; email: string }>('SELECT a.status_id, u.email FROM applications a JOIN users u ON u.id = a.agent_id WHERE a.reference = ?', [reference]);
  expect(stored).toEqual({ status_id: 5, email: DEMO.agent });

  await chooseAgent(page, 'en', 'reassign', AGENT2);
  await expect(page.getByTestId('history')).toContainText('Reassigned from agent');
  await expect.poll(() => outboxTo(AGENT2).filter((m) => m.includes(reference)).length, { timeout: 10_000 }).toBe(1);
  await expect.poll(() => outboxTo(DEMO.agent).filter((m) => m.includes(reference)).length, { timeout: 10_000 }).toBe(2);
  await shot(page, testInfo, 'show-reassigned-en');

  await page.getByRole('link', { name: t('en', 'ra:ra.action.list') }).click();
  await expect(page.getByRole('row').filter({ hasText: reference })).toBeVisible({ timeout: 15_000 });
  await shot(page, testInfo, 'list-en');
  expect(errors).toEqual([]);
});

test('an admin cancels an application with a reason (cn), and the page reads well at 375 px', async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await context.addCookies([{ name: 'lng', value: 'cn', url: baseURL! }]);
  const errors = collectPageErrors(page);
  const { reference } = await pendingAssignRenewal('C');
  await signInToConsole(page, DEMO.admin);
  await openApplication(page, 'cn', reference);
  await shot(page, testInfo, 'show-cn');

  await page.getByRole('button', { name: t('cn', 'console-applications:console.cancel_application') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: t('cn', 'console-applications:console.cancel_confirm') }).click();
  await expect(dialog.getByText(serverText('cn', 'applications:cancel.reason_required'))).toBeVisible({ timeout: 15_000 });
  await dialog.getByLabel(t('cn', 'console-applications:console.cancel_reason')).fill('客户要求取消');
  await dialog.getByRole('button', { name: t('cn', 'console-applications:console.cancel_confirm') }).click();
  await expect(page.getByText(serverText('cn', 'applications:cancel.success'))).toBeVisible({ timeout: 15_000 });
  // The history reads in the console's language (ADR 032): the cancel entry in Chinese, the reason as typed.
  await expect(page.getByTestId('history')).toContainText(t('cn', 'jobs:history.cancelled').replace('{{reason}}', '客户要求取消'));
  await expect(page.getByRole('button', { name: t('cn', 'console-applications:console.cancel_application') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('cn', 'console-applications:console.assign'), exact: true })).toHaveCount(0);
  const [stored] = await queryDb<{ status_id: number }>('SELECT status_id FROM applications WHERE reference = ?', [reference]);
  expect(stored!.status_id).toBe(6);

  await page.getByRole('link', { name: t('cn', 'ra:ra.action.list') }).click();
  await expect(page.getByRole('row').filter({ hasText: reference })).toBeVisible({ timeout: 15_000 });
  await shot(page, testInfo, 'list-cn');
  await page.getByRole('row').filter({ hasText: reference }).click();
  await expect(page.getByTestId('history')).toBeVisible({ timeout: 15_000 });
  await page.setViewportSize({ width: 375, height: 740 });
  await shot(page, testInfo, 'show-cn-375');
  expect(errors).toEqual([]);
});

const SHOTS = '/tmp/shots-con';
/** The fixture's country (the demo's Japanese renewal) as CLDR names it in each language. */
const JAPAN = { en: 'Japan', bm: 'Jepun', cn: '日本' } as const;

test('an admin downloads an application file from the Files card and edits the application (G-45, G-18); en, bm and cn', async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(DESKTOP);
  await context.addCookies([{ name: 'lng', value: 'en', url: baseURL! }]);
  const errors = collectPageErrors(page);
  const { reference, id } = await pendingAssignRenewal('F', DEMO.agent);
  const filename = `Power of attorney ${reference}.pdf`;
  const bytes = await storedFile(id, filename, 'Signed by the owner');
  await signInToConsole(page, DEMO.admin);
  await openApplication(page, 'en', reference);

  // G-45: the Files card lists the file with its description and status; Download saves it under its name.
  const files = page.getByTestId('files');
  const row = files.getByRole('row').filter({ hasText: filename });
  await expect(row).toContainText('Signed by the owner');
  await expect(row).toContainText(t('en', 'enums:fileStatus.1'));
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: new RegExp(`^${escapeRegExp(t('en', 'console-applications:console.download'))}`) }).click()]);
  expect(download.suggestedFilename()).toBe(filename);
  expect(readFileSync((await download.path())!).equals(bytes)).toBe(true);

  // G-18: the Edit dialog — a blank date is refused with the field's message, then the edit is saved.
  await page.getByRole('button', { name: t('en', 'console-applications:console.edit'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(t('en', 'console-applications:console.edit_title'))).toBeVisible();
  const date = dialog.getByLabel(t('en', 'console-applications:console.application_date'));
  await date.fill('');
  await dialog.getByRole('button', { name: t('en', 'console-applications:console.edit_save') }).click();
  await expect(page.getByText(serverText('en', 'applications:step.fail'))).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText(t('en', 'jobs:edit.date_required'))).toBeVisible();
  await date.fill('2026-03-02');
  const filingNo = `JP-EDIT-${reference.slice(3, 11)}`;
  await dialog.getByLabel(t('en', 'console-applications:console.filing_no')).fill(filingNo);
  await dialog.getByRole('button', { name: t('en', 'console-applications:console.edit_save') }).click();
  await expect(page.getByText(serverText('en', 'applications:step.success'))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(filingNo)).toBeVisible();
  await expect(page.getByTestId('history')).toContainText('Application details updated');
  const [stored] = await queryDb<{ application_date: string; filing_no: string }>('SELECT a.application_date, i.filing_no FROM applications a JOIN ips i ON i.id = a.ip_id WHERE a.reference = ?', [reference]);
  expect(stored).toEqual({ application_date: '2026-03-02', filing_no: filingNo });

  // The show page (the country in the reader's language) and the dialog in each language, at 1280 px.
  for (const lng of ['en', 'bm', 'cn'] as const) {
    await context.addCookies([{ name: 'lng', value: lng, url: baseURL! }]);
    await page.reload();
    await expect(page.getByTestId('files').getByRole('heading', { name: t(lng, 'console-applications:console.files') })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(JAPAN[lng], { exact: true })).toBeVisible();
    await snap(page, path.join(SHOTS, `show-files-${lng}.png`));
    await page.getByRole('button', { name: t(lng, 'console-applications:console.edit'), exact: true }).click();
    await expect(page.getByRole('dialog').getByText(t(lng, 'console-applications:console.edit_title'))).toBeVisible();
    await snap(page, path.join(SHOTS, `edit-dialog-${lng}.png`), false);
    await page.getByRole('dialog').getByRole('button', { name: t(lng, 'console-applications:console.close') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  // At 375 px the Files card's Download and the Edit dialog's fields and Save are within reach, with no sideways scroll.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  const download375 = page.getByTestId('files').getByRole('button', { name: new RegExp(`^${escapeRegExp(t('cn', 'console-applications:console.download'))}`) });
  await download375.first().scrollIntoViewIfNeeded();
  await expect(download375.first()).toBeInViewport();
  await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(375);
  await snap(page, path.join(SHOTS, 'show-files-cn-375.png'));
  await page.getByRole('button', { name: t('cn', 'console-applications:console.edit'), exact: true }).click();
  const dialog375 = page.getByRole('dialog');
  await expect(dialog375.getByRole('button', { name: t('cn', 'console-applications:console.edit_save') })).toBeInViewport();
  const box = await dialog375.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await snap(page, path.join(SHOTS, 'edit-dialog-cn-375.png'), false);
  expect(errors).toEqual([]);
});

test("an admin downloads a search request's report from its show page (ADM-39, G-45)", async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(DESKTOP);
  await context.addCookies([{ name: 'lng', value: 'en', url: baseURL! }]);
  const errors = collectPageErrors(page);
  // The demo's search request at Report Ready, with the agent's locked report.
  const [search] = await queryDb<{ reference: string; filename: string }>(
    'SELECT a.reference, f.filename FROM applications a JOIN files f ON f.application_id = a.id AND f.status_id = 2 WHERE a.service_id = 1 ORDER BY a.id LIMIT 1',
  );
  await signInToConsole(page, DEMO.admin);
  await page.locator('.MuiDrawer-paper').getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t('en', 'console-applications:console.searches_title'))}`) }).click();
  await page.locator('input[name="q"]').fill(search!.reference);
  const row = page.getByRole('row').filter({ hasText: search!.reference });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.click();
  const report = page.getByTestId('search-report');
  await expect(report).toContainText(search!.filename, { timeout: 15_000 });
  await expect(page.getByTestId('files').getByRole('row').filter({ hasText: search!.filename })).toBeVisible();
  await snap(page, path.join(SHOTS, 'search-show-en.png'));
  const [download] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: new RegExp(`^${escapeRegExp(t('en', 'console-applications:console.download'))}`) }).click()]);
  expect(download.suggestedFilename()).toBe(search!.filename);
  expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  expect(errors).toEqual([]);
});

const here = path.dirname(fileURLToPath(import.meta.url));

test('an admin exports the filtered application list and downloads the xlsx from Exports (ADM-31 exportFile, G-43)', async ({ page }) => {
  // The export runner starts its own process (tsx): more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  const [customer] = await queryDb<{ id: number; email: string }>('SELECT id, email FROM users WHERE email = ?', [DEMO.customer]);
  // What the list's search on the e-mail finds (a contains match on the customer's e-mail).
  const mine = await queryDb<{ reference: string }>(
    "SELECT a.reference FROM applications a JOIN users u ON u.id = a.user_id JOIN ips i ON i.id = a.ip_id WHERE u.email LIKE '%' || ? || '%'",
    [customer!.email],
  );
  expect(mine.length).toBeGreaterThan(0);

  await signInToConsole(page, DEMO.admin);
  await page.locator('.MuiDrawer-paper').getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t('en', 'admin:menu.applications'))}`) }).click();
  await expect(page.locator('#react-admin-title')).toContainText(t('en', 'console-applications:console.applications_title'), { timeout: 15_000 });
  await page.locator('input[name="q"]').fill(customer!.email);
  await expect(page).toHaveURL(/filter=/, { timeout: 15_000 });
  await page.getByRole('button', { name: t('en', 'ip-records:console.export') }).click();
  await expect(page.getByText(t('en', 'ip-records:console.export_done'))).toBeVisible({ timeout: 15_000 });
  const [queued] = await queryDb<{ id: number; filename: string; type: string; params: string }>('SELECT * FROM exports ORDER BY id DESC LIMIT 1');
  expect(queued!.type).toBe('applications');
  expect(JSON.parse(queued!.params).filter).toMatchObject({ q: customer!.email });

  execFileSync('npx', ['tsx', path.join(here, 'support', 'run-exports.ts')], { cwd: path.resolve(here, '..'), encoding: 'utf8' });
  await page.locator('.MuiDrawer-paper').getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t('en', 'admin:menu.export'))}`) }).click();
  const row = page.getByRole('row').filter({ hasText: queued!.filename });
  await expect(row.getByText(t('en', 'ip-records:exports.statuses.success'))).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText(t('en', 'ip-records:exports.types.applications'), { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: t('en', 'ip-records:exports.download') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^applications-\d{8}-\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const references: string[] = [];
  workbook.worksheets[0]!.eachRow((r, n) => {
    if (n === 1) expect(String(r.getCell(1).value)).toBe(t('en', 'console-applications:console.reference'));
    else references.push(String(r.getCell(1).value));
  });
  expect(references.sort()).toEqual(mine.map((m) => m.reference).sort());
  expect(errors).toEqual([]);
});
