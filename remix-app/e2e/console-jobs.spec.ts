/**
 * Scheduled Jobs (issue 16, ADR 054): a super admin opens the page from the menu, reads each job with
 * its last run, and asks for "Old export clean-up" to run now (after confirming): the job shows it is
 * waiting to start and cannot be asked twice; an admin reads the page without the button. Screenshots
 * in en, bm and cn at 1280 and 375 px.
 */
import { test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { signInToConsole } from './support/console';
import { collectPageErrors, escapeRegExp, expect, type Lng, queryDb, screenLanguages, shot, t } from './support/app';
import { writeDb } from './support/site';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };
const sidebar = (page: Page) => page.locator('.MuiDrawer-paper').filter({ has: page.getByRole('menuitem') });
const openJobs = async (page: Page, lng: Lng) => {
  await sidebar(page).getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t(lng, 'admin:menu.jobs'))}( — .*)?$`) }).click();
  await expect(page).toHaveURL(/\/admin\/jobs/);
  await expect(page.locator('[data-job]').first()).toBeVisible({ timeout: 15_000 });
};

test('a super admin asks for a job to run now; it waits for the scheduler and cannot be asked twice', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await writeDb([{ sql: "DELETE FROM job_runs WHERE name = 'purge-exports' AND status IN ('requested', 'running')" }]);
  await page.setViewportSize(DESKTOP);
  const errors = collectPageErrors(page);
  await signInToConsole(page, DEMO.superAdmin);
  await openJobs(page, 'en');
  await expect(page.locator("[data-job]")).toHaveCount(12);
  const job = page.locator('[data-job="purge-exports"]');
  await expect(job).toContainText(t('en', 'admin:jobs.descriptions.purge-exports'));
  await job.getByRole('button', { name: t('en', 'admin:jobs.run_now') }).click();
  await page.getByRole('dialog').getByRole('button', { name: t('en', 'ra:ra.action.confirm') }).click();
  await expect(page.getByText(t('en', 'admin:jobs.run_requested'))).toBeVisible({ timeout: 15_000 });
  await expect(job.locator('[data-state="requested"]')).toBeVisible({ timeout: 15_000 });
  await expect(job.getByRole('button', { name: t('en', 'admin:jobs.run_now') })).toHaveCount(0);
  const rows = await queryDb<{ status: string }>("SELECT status FROM job_runs WHERE name = 'purge-exports' AND status = 'requested'");
  expect(rows).toHaveLength(1);
  // The API refuses a second request while one waits.
  expect((await page.request.post('/api/admin/jobs/purge-exports/run', { data: {} })).status()).toBe(409);
  await shot(page, testInfo, 'jobs-requested');
  expect(errors).toEqual([]);
});

test('an admin reads the jobs without Run now', async ({ page }) => {
  await signInToConsole(page, DEMO.admin);
  await openJobs(page, 'en');
  await expect(page.getByRole('button', { name: t('en', 'admin:jobs.run_now') })).toHaveCount(0);
  expect((await page.request.post('/api/admin/jobs/currency-rates/run', { data: {} })).status()).toBe(403);
});

for (const lng of screenLanguages('bm')) {
  test(`Scheduled Jobs reads well in ${lng} at 1280 and 375 px`, async ({ page, context, baseURL }, testInfo) => {
    await context.addCookies([{ name: 'lng', value: lng, url: baseURL! }]);
    await page.setViewportSize(DESKTOP);
    await signInToConsole(page, DEMO.superAdmin);
    await openJobs(page, lng);
    await shot(page, testInfo, `jobs-${lng}-1280`);
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, testInfo, `jobs-${lng}-375`);
  });
}
