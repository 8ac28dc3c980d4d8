import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { escapeRegExp, type Lng, queryDb, screenLanguages, signIn, snap, t } from './support/app';
import { E2E_BASE_URL } from './support/paths';
import { useLanguage } from './support/site';
import { dbNow, seedIpApplication } from './support/seed';

/**
 * The agent's IP detail ({type}/detail/{id}, ACL-28) and 'Set Renewal Notification' (AGT-17, G-31,
 * G-59): from the Job History menu the agent opens a completed job, follows the IP card to the
 * record's page (their applications on it, 5 per page) and sets the label, which the card then shows.
 * The owning customer gets their own page (ADR 039) without the agent's form; another agent or
 * another customer gets 404.
 */
const SHOTS = '/tmp/shots-ip-detail';
const run = Date.now().toString(36).toUpperCase();

test.describe.configure({ mode: 'serial' });

let seeded: { reference: string; ipId: number; name: string };

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const { reference, ipId, name } = await seedIpApplication({
    reference: `E2EIP${run}-1`,
    name: `Kedai Kopi ${run}`,
    statusId: 7,
    filingNo: `TMIPD${run}`,
    expiryDate: '2036-12-31',
    multiclassNo: 1,
    applicationDate: '2026-10-01',
    acknowledge: 1,
    readByCustomer: 1,
    readByAgent: 0,
    completedAt: dbNow(),
  });
  seeded = { reference, ipId, name };
});

async function signInAs(page: Page, email: string, role: 'agent' | 'client', lng: Lng = 'en') {
  await useLanguage(page, lng, E2E_BASE_URL);
  await page.goto(`/login?role=${role}`);
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\/overview$/, { timeout: 15_000 });
}

/** Job History (the sidebar on a wide screen, the dashboard's Completed card on a phone) → search → the job's row → its IP card's link to the record. */
async function openIpFromMenu(page: Page, lng: Lng, via: 'sidebar' | 'card' = 'sidebar') {
  if (via === 'card') await page.getByTestId('stat-completed').click();
  else await page.locator('nav').getByRole('link', { name: new RegExp(`^${escapeRegExp(t(lng, 'nav:sidebar.items.history'))}`) }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/application\/history/);
  await page.getByLabel(t(lng, 'jobs:list.filters.search')).fill(seeded.reference);
  await page.getByRole('button', { name: t(lng, 'jobs:list.filters.apply') }).click();
  await page.getByTestId(`job-row-${seeded.reference}`).getByRole('link', { name: seeded.reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: seeded.reference })).toBeVisible();
  await page.getByTestId('ip-detail-link').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/ip/detail/${seeded.ipId}$`));
  await expect(page.getByRole('heading', { level: 1, name: seeded.name })).toBeVisible();
}

test('the agent opens the record of a completed job from the Job History menu and sets its Renewal Notification', async ({ page }) => {
  await signInAs(page, DEMO.agent, 'agent');
  await openIpFromMenu(page, 'en');
  await expect(page.getByTestId(`ip-application-${seeded.reference}`)).toContainText('Completed');
  await expect(page.getByTestId('renewal-notification-label')).toHaveCount(0);
  await page.getByTestId('set-renewal-notification').click();
  await expect(page.getByRole('status').filter({ hasText: t('en', 'jobs:detail.renewal.success') })).toBeVisible();
  await expect(page.getByTestId('renewal-notification-label')).toHaveText(t('en', 'jobs:detail.renewal.label'));
  await expect(page.getByTestId('set-renewal-notification')).toHaveCount(0);
  const [ip] = await queryDb<{ renewal_notification_at: string | null }>('SELECT renewal_notification_at FROM ips WHERE id = ?', [seeded.ipId]);
  expect(ip!.renewal_notification_at).not.toBeNull();
  // The job page's card shows the label too; its row opens the job again.
  await page.getByTestId(`ip-application-${seeded.reference}`).getByRole('link', { name: seeded.reference }).click();
  await expect(page.getByTestId('ip-card').getByTestId('renewal-notification-label')).toBeVisible();
  // A replayed form is refused with the rule's message and changes nothing.
  const replay = await page.request.post(`/dashboard/ip/detail/${seeded.ipId}`, { form: { intent: 'set-renewal-notification', ip_id: String(seeded.ipId) }, headers: { Origin: E2E_BASE_URL }, maxRedirects: 0 });
  expect(replay.status()).toBe(302);
  await page.goto(`/dashboard/ip/detail/${seeded.ipId}`);
  await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: t('en', 'jobs:detail.renewal.fail') })).toBeVisible();
});

test("another agent and another customer get 404 on the IP detail; the owner sees their own page without the agent's form (ADR 039)", async ({ page }) => {
  await signInAs(page, 'agent2@example.com', 'agent');
  expect((await page.goto(`/dashboard/ip/detail/${seeded.ipId}`))?.status()).toBe(404);
  const stolen = await page.request.post(`/dashboard/ip/detail/${seeded.ipId}`, { form: { intent: 'set-renewal-notification', ip_id: String(seeded.ipId) }, headers: { Origin: E2E_BASE_URL }, maxRedirects: 0 });
  expect(stolen.status()).toBe(404);
  await page.context().clearCookies();
  await signInAs(page, DEMO.customer2, 'client');
  expect((await page.goto(`/dashboard/ip/detail/${seeded.ipId}`))?.status()).toBe(404);
  await page.context().clearCookies();
  await signInAs(page, DEMO.customer, 'client');
  expect((await page.goto(`/dashboard/ip/detail/${seeded.ipId}`))?.status()).toBe(200);
  await expect(page.getByTestId('set-renewal-notification')).toHaveCount(0);
});

for (const lng of screenLanguages('bm')) {
  test(`screenshots of the IP detail at 1280 and 375 px (${lng})`, async ({ page }) => {
    await signInAs(page, DEMO.agent, 'agent', lng);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard/overview');
      await openIpFromMenu(page, lng, width < 720 ? 'card' : 'sidebar');
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await snap(page, `${SHOTS}/ip-detail-${lng}-${width}.png`);
    }
  });
}
