import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD } from './support/accounts';
import { queryDb, screenLanguages, signIn, snap, t, type Lng } from './support/app';
import { noSidewaysScroll } from './support/seed';
import { useLanguage, writeDb } from './support/site';

/**
 * Issue 18 (ADR 075): the portfolio import. A customer signs in, opens the import from the dashboard's
 * IP list, downloads the template (headers in their language), fills it with 50 rows of which 3 are
 * bad, uploads it, sees the errors on their cells and nothing written, confirms, and finds the 47
 * records in their list, shown as Active. The page reads well at 1280 and 375 px in each language.
 */
const EMAIL = 'import.customer@example.test';
const SHOTS = '/tmp/shots-import';
const DIR = path.join(os.tmpdir(), 'iprenew-import-e2e');

async function reset(): Promise<void> {
  await writeDb([
    { sql: 'DELETE FROM ips WHERE user_id = (SELECT id FROM users WHERE email = ?)', params: [EMAIL] },
    { sql: 'DELETE FROM portfolio_imports WHERE user_id = (SELECT id FROM users WHERE email = ?)', params: [EMAIL] },
  ]);
}

const recordCount = async () => (await queryDb<{ n: number }>('SELECT COUNT(*) AS n FROM ips WHERE user_id = (SELECT id FROM users WHERE email = ?)', [EMAIL]))[0]!.n;

/** 50 rows into the template's first sheet: 47 good (trademarks and patents), 3 bad (lines 12, 27 and 41). */
async function fillTemplate(template: Buffer, target: string, tag: string, rows = 50): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as never);
  const sheet = workbook.worksheets[0]!;
  for (let index = 1; index <= rows; index += 1) {
    const line = index + 1;
    const patent = index % 3 === 0;
    const row = patent
      ? ['Patent', 'Singapore', '', '', '', '', '', '', `SG-${tag}-${index}`, `SGG-${tag}-${index}`, '2019-04-01', '2021-06-15', '4']
      : ['Trademark', 'MY', `TM-${tag}-${index}`, `Kopi Import ${index}`, '2031-03-31', '2', 'Class 30, Class 43', '', '', '', '', '', ''];
    if (line === 12) row[3] = '=HYPERLINK("http://example.test","x")';
    if (line === 27) row[4] = '2031-02-30';
    if (line === 41) row[1] = 'Atlantis';
    sheet.getRow(line).values = row;
    sheet.getRow(line).commit();
  }
  writeFileSync(target, Buffer.from(await workbook.xlsx.writeBuffer()));
}

async function downloadTemplate(page: Page): Promise<Buffer> {
  const waiting = page.waitForEvent('download');
  await page.getByTestId('import-template-xlsx').click();
  const download = await waiting;
  const file = await download.path();
  return readFileSync(file!);
}

async function uploadFile(page: Page, file: string): Promise<void> {
  await page.getByTestId('import-file').setInputFiles(file);
  await page.getByTestId('import-upload').click();
  await expect(page).toHaveURL(/\/dashboard\/ip\/import\?token=[A-Za-z0-9_-]{43}$/);
}

/** From a clean slate: signs in and opens the import from the link above the dashboard's IP list. */
async function openImport(page: Page): Promise<void> {
  await reset();
  await page.goto('/login');
  await signIn(page, EMAIL, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/overview/);
  await page.getByTestId('portfolio-import-link').click();
  await expect(page).toHaveURL(/\/dashboard\/ip\/import$/);
}

test.beforeAll(() => {
  mkdirSync(SHOTS, { recursive: true });
  mkdirSync(DIR, { recursive: true });
});

test('import a 50-row file with 3 bad rows: errors on their cells, nothing written until confirmed, then 47 records', async ({ page }) => {
  await openImport(page);
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'ip-records:import.page.title') })).toBeVisible();

  // The template: the columns in English, a help sheet.
  const template = await downloadTemplate(page);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as never);
  expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe(t('en', 'ip-records:import.columns.type'));
  expect(workbook.worksheets[0]!.getRow(1).getCell(13).value).toBe(t('en', 'ip-records:import.columns.latest_year_granted'));
  expect(workbook.worksheets[1]!.name).toBe(t('en', 'ip-records:import.template.help_sheet'));

  const file = path.join(DIR, 'portfolio-50.xlsx');
  await fillTemplate(template, file, `E2E${Date.now()}`);
  await uploadFile(page, file);

  // The preview: counts, the three bad rows with their errors on their cells, nothing written.
  await expect(page.getByTestId('import-count-total')).toHaveText('50');
  await expect(page.getByTestId('import-count-valid')).toHaveText('47');
  await expect(page.getByTestId('import-count-errors')).toHaveText('3');
  await expect(page.getByTestId('import-count-duplicates')).toHaveText('0');
  await expect(page.getByTestId('import-error-12-application_name')).toHaveText(t('en', 'ip-records:import.errors.formula'));
  await expect(page.getByTestId('import-error-27-expiry_date')).toHaveText(t('en', 'pricing:validation.date_invalid'));
  await expect(page.getByTestId('import-error-41-country')).toHaveText(t('en', 'ip-records:import.errors.country_unknown'));
  await expect(page.getByTestId('import-row-12')).toHaveAttribute('data-status', 'error');
  await expect(page.getByTestId('import-row-13')).toHaveAttribute('data-status', 'valid');
  await expect(page.locator('[data-status="error"]')).toHaveCount(3);
  await expect(page.getByTestId('import-nothing-written')).toBeVisible();
  expect(await recordCount()).toBe(0);
  await snap(page, `${SHOTS}/import-preview-journey.png`);

  // Confirm: 47 records, once.
  await page.getByTestId('import-confirm').click();
  await expect(page.getByTestId('import-done')).toBeVisible();
  await expect(page.getByTestId('import-done')).toContainText('47');
  expect(await recordCount()).toBe(47);
  await expect(page.getByTestId('import-confirm')).toHaveCount(0);

  // The list shows them, as Active (no application yet: never POR-21's error row).
  await page.getByTestId('import-to-list').click();
  await expect(page).toHaveURL(/\/dashboard\/overview/);
  await expect(page.getByTestId('portfolio-count')).toContainText('47');
  await expect(page.locator('#portfolio').getByText(t('en', 'enums:displayStatus.active')).first()).toBeVisible();
  await expect(page.locator('#portfolio')).not.toContainText(t('en', 'nav:portfolio.noStatus'));
  // The IP detail page too.
  const [record] = await queryDb<{ id: number }>('SELECT id FROM ips WHERE user_id = (SELECT id FROM users WHERE email = ?) ORDER BY id LIMIT 1', [EMAIL]);
  await page.goto(`/dashboard/ip/detail/${record!.id}`);
  await expect(page.getByTestId('ip-display-status')).toHaveText(t('en', 'enums:displayStatus.active'));
});

test('a bad file is refused with its message and nothing is written', async ({ page }) => {
  await reset();
  await page.goto('/login');
  await signIn(page, EMAIL, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/overview/);
  await page.goto('/dashboard/ip/import');
  const fake = path.join(DIR, 'not-a-sheet.xlsx');
  writeFileSync(fake, Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n'));
  await page.getByTestId('import-file').setInputFiles(fake);
  await page.getByTestId('import-upload').click();
  await expect(page.getByTestId('import-refusal')).toHaveText(t('en', 'ip-records:import.errors.wrong_type'));
  const formula = path.join(DIR, 'formula.csv');
  writeFileSync(formula, 'Type,Country,Filing number,Applicant,Expiry date,Number of classes,Class names\r\nTrademark,MY,TM1,=cmd|calc,2031-01-01,1,C30\r\n');
  await page.getByTestId('import-file').setInputFiles(formula);
  await page.getByTestId('import-upload').click();
  await expect(page.getByTestId('import-error-2-application_name')).toHaveText(t('en', 'ip-records:import.errors.formula'));
  await expect(page.getByTestId('import-confirm')).toHaveCount(0);
  expect(await recordCount()).toBe(0);
});

for (const lng of screenLanguages('bm')) {
  test(`the import page reads well at 1280 and 375 px (${lng})`, async ({ page, baseURL }) => {
    await reset();
    await useLanguage(page, lng as Lng, baseURL!);
    await page.goto('/login');
    await signIn(page, EMAIL, E2E_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/overview/);
    await page.getByTestId('portfolio-import-link').click();
    await expect(page.getByRole('heading', { level: 1, name: t(lng, 'ip-records:import.page.title') })).toBeVisible();
    await snap(page, `${SHOTS}/import-upload-${lng}-1280.png`);
    // The template's headers are in the reader's language; the file is read back whatever its language.
    const template = await downloadTemplate(page);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as never);
    expect(workbook.worksheets[0]!.getRow(1).getCell(2).value).toBe(t(lng, 'ip-records:import.columns.country'));
    const file = path.join(DIR, `portfolio-${lng}.xlsx`);
    await fillTemplate(template, file, `W${lng}${Date.now()}`, 12);
    await uploadFile(page, file);
    await expect(page.getByTestId('import-count-errors')).toHaveText('1');
    await expect(page.getByTestId('import-error-12-application_name')).toHaveText(t(lng, 'ip-records:import.errors.formula'));
    await expect(page.locator('main')).not.toContainText('ip-records:');
    await snap(page, `${SHOTS}/import-preview-${lng}-1280.png`);
    await page.setViewportSize({ width: 375, height: 800 });
    await noSidewaysScroll(page, 375);
    await page.getByTestId('import-confirm').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('import-confirm')).toBeInViewport();
    await snap(page, `${SHOTS}/import-preview-${lng}-375.png`);
    expect(await recordCount()).toBe(0);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the upload, the preview and the confirmation are plain HTML forms', async ({ page }) => {
    await openImport(page);
    const tag = `NJ${Date.now().toString(36).toUpperCase()}`;
    const file = path.join(DIR, 'no-script.csv');
    writeFileSync(
      file,
      'Type,Country,Filing number,Applicant,Expiry date,Number of classes,Class names\r\n' +
        `Trademark,MY,TM-${tag}-1,Kopi Tanpa Skrip,2031-05-31,1,Class 30\r\n` +
        `Trademark,MY,TM-${tag}-2,Teh Tanpa Skrip,2031-02-30,1,Class 30\r\n` +
        `Trademark,MY,TM-${tag}-3,Roti Tanpa Skrip,2032-01-15,2,"Class 30, Class 43"\r\n`,
    );
    await uploadFile(page, file);
    await expect(page.getByTestId('import-count-valid')).toHaveText('2');
    await expect(page.getByTestId('import-count-errors')).toHaveText('1');
    await expect(page.getByTestId('import-error-3-expiry_date')).toHaveText(t('en', 'pricing:validation.date_invalid'));
    expect(await recordCount()).toBe(0);
    await page.getByTestId('import-confirm').click();
    await expect(page.getByTestId('import-done')).toContainText('2');
    expect(await recordCount()).toBe(2);
  });
});
