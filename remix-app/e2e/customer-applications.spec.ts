import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { queryDb, screenLanguages, snap, t } from './support/app';
import { E2E_STORAGE_DIR } from './support/paths';
import { useLanguage, writeDb } from './support/site';
import { dbNow, idOf, noSidewaysScroll, seedIpApplication, signInCustomer } from './support/seed';

/**
 * The customer's applications (issue 14, POR-26..29, ACL-27, ACL-51, ADR 038): the demo customer
 * follows the sidebar to the application list, filters it (Completed through the dashboard card too,
 * ⚑AMB-24), opens an application — read-only, marked read — and downloads its visible file; the hidden
 * one is not listed. Another customer gets 404 for the page and the file. Screenshots en/bm/cn at 1280
 * and 375 px, without sideways scroll at 375.
 */
const SHOTS = '/tmp/shots-por';
const run = Date.now().toString(36).toUpperCase();

interface Seeded {
  filed: { id: number; reference: string; name: string };
  completed: { id: number; reference: string; name: string };
  fileId: number;
  hiddenId: number;
}
let seeded: Seeded;

/** A stored PDF of the application, as the agent's upload leaves it. */
async function storedFile(applicationId: number, filename: string, hidden: boolean): Promise<number> {
  const bytes = Buffer.from(`%PDF-1.4\n% ${filename}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
  const key = `applications/${applicationId}/e2e-${run}-${filename}`;
  mkdirSync(path.dirname(path.join(E2E_STORAGE_DIR, key)), { recursive: true });
  writeFileSync(path.join(E2E_STORAGE_DIR, key), bytes);
  await writeDb([
    {
      sql: 'INSERT INTO files (application_id, description, filename, path, mime, size, status_id, is_hidden, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      params: [applicationId, hidden ? 'Internal note' : 'Filing receipt', filename, key, 'application/pdf', bytes.length, hidden ? 0 : 1, hidden ? 1 : 0, dbNow(), dbNow()],
    },
  ]);
  return idOf('SELECT id FROM files WHERE path = ?', [key]);
}

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const filed = await seedIpApplication({ reference: `E2ECA${run}-1`, name: `Kopi Portfolio ${run}`, statusId: 1 });
  const completed = await seedIpApplication({ reference: `E2ECC${run}-1`, name: `Teh Portfolio ${run}`, statusId: 7 });
  seeded = { filed, completed, fileId: await storedFile(filed.id, 'receipt.pdf', false), hiddenId: await storedFile(filed.id, 'note.pdf', true) };
});

test('a customer lists, filters and opens their applications read-only and downloads a visible file; another customer gets 404', async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInCustomer(page, DEMO.customer);

  // ⚑AMB-24: the Completed card opens the list filtered to Completed.
  await page.getByTestId('stat-completed').click();
  await expect(page).toHaveURL(/\/dashboard\/application\/all\?status=7/);
  await expect(page.getByTestId(`application-row-${seeded.completed.reference}`)).toBeVisible();
  await expect(page.getByTestId(`application-row-${seeded.filed.reference}`)).toHaveCount(0);

  // The sidebar's Applications entry, then a search and the Filed code.
  await page.getByRole('navigation', { name: t('en', 'nav:shell.sidebarLabel') }).getByRole('link', { name: t('en', 'nav:sidebar.items.applicationAll') }).click();
  await expect(page).toHaveURL(/\/dashboard\/application\/all$/);
  await page.getByLabel(t('en', 'jobs:list.filters.search')).fill(`Portfolio ${run}`);
  await page.getByLabel(t('en', 'jobs:list.filters.status')).selectOption('1');
  await page.getByRole('button', { name: t('en', 'jobs:list.filters.apply') }).click();
  await expect(page.getByTestId('applications-count')).toContainText('1–1 of 1');
  const row = page.getByTestId(`application-row-${seeded.filed.reference}`);
  await expect(row.getByTestId('application-status')).toHaveText(t('en', 'enums:applicationStatusLabel.1'));
  await expect(row).toContainText(t('en', 'jobs:list.unread'));
  await snap(page, `${SHOTS}/list-en-1280.png`);

  await row.getByRole('link', { name: seeded.filed.reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: seeded.filed.reference })).toBeVisible();
  await expect(page.getByTestId('read-only-note')).toBeVisible();
  await expect(page.getByTestId('app-agent')).toContainText(DEMO.agent);
  await expect(page.getByTestId('ip-card')).toContainText(seeded.filed.name);
  // Read-only: no step form, no edit, no file actions; the hidden file is not listed.
  await expect(page.getByTestId('customer-application').locator('form, button')).toHaveCount(0);
  await expect(page.getByTestId(`file-${seeded.hiddenId}`)).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`file-${seeded.fileId}`).getByRole('link').click()]);
  expect(download.suggestedFilename()).toBe('receipt.pdf');
  expect(readFileSync((await download.path())!).toString('latin1')).toContain('receipt.pdf');
  const [marker] = await queryDb<{ read_by_customer: number }>('SELECT read_by_customer FROM applications WHERE id = ?', [seeded.filed.id]);
  expect(Number(marker!.read_by_customer)).toBe(1);

  for (const lng of screenLanguages('cn')) {
    await useLanguage(page, lng, baseURL!);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await expect(page.getByTestId('read-only-note')).toHaveText(t(lng, 'applications:customer.detail.readOnly'));
      await snap(page, `${SHOTS}/detail-${lng}-${width}.png`);
      if (width === 375) await noSidewaysScroll(page, 375);
    }
    await page.getByRole('link', { name: t(lng, 'applications:customer.detail.back') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t(lng, 'applications:customer.title') })).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await snap(page, `${SHOTS}/list-${lng}-${width}.png`);
      if (width === 375) await noSidewaysScroll(page, 375);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId(`application-row-${seeded.filed.reference}`).getByRole('link', { name: seeded.filed.reference }).click();
    await expect(page.getByRole('heading', { level: 1, name: seeded.filed.reference })).toBeVisible();
  }

  // Another customer: the page and the file are 404.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signInCustomer(otherPage, DEMO.customer2);
  const pageAnswer = await otherPage.request.get(`/dashboard/application/${seeded.filed.id}`);
  expect(pageAnswer.status()).toBe(404);
  const fileAnswer = await otherPage.request.get(`/dashboard/application/${seeded.filed.id}/files/${seeded.fileId}`);
  expect(fileAnswer.status()).toBe(404);
  await other.close();
});
