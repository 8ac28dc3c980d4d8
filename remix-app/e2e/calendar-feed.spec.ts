import { mkdirSync } from 'node:fs';
import ICAL from 'ical.js';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD } from './support/accounts';
import { queryDb, screenLanguages, signIn, snap, t } from './support/app';
import { noSidewaysScroll } from './support/seed';
import { useLanguage, writeDb } from './support/site';

/**
 * Issue 18: the deadline calendar feed. A customer opens the dashboard card, creates the private link,
 * and a calendar client (here ical.js, a maintained iCalendar parser) reads every active record of
 * theirs on its deadline with the four reminders; Regenerate makes a new link and the old one answers
 * 404. The card reads well at 375 px.
 */
const EMAIL = 'calendar.customer@example.test';
const stamp = () => new Date().toISOString().replace('T', ' ').replace('Z', ' +00:00');

async function seedRecords(): Promise<void> {
  const [user] = await queryDb<{ id: number }>('SELECT id FROM users WHERE email = ?', [EMAIL]);
  const [my] = await queryDb<{ id: number }>("SELECT id FROM countries WHERE iso2 = 'MY'");
  const [existing] = await queryDb<{ n: number }>('SELECT COUNT(*) AS n FROM ips WHERE user_id = ?', [user!.id]);
  if (existing!.n > 0) return;
  const rows: [number, string, string | null, string | null, string][] = [
    [1, 'Kalendar Kopi', 'TMCAL0001', null, '2027-05-14'],
    [2, 'Kalendar Pengisar', null, 'PICAL0002', '2026-12-28'],
    [1, 'Kalendar Teh, "Asli"', 'TMCAL0003', null, '2028-01-09'],
  ];
  await writeDb(
    rows.map(([type, name, filing, application, expiry]) => ({
      sql: `INSERT INTO ips (user_id, type_id, country_id, model_type, filing_no, application_no, application_name, expiry_date, multiclass_no, status, is_english_only, is_read, created_at, updated_at)
            VALUES (?, ?, ?, 'ip', ?, ?, ?, ?, 1, 1, 1, 0, ?, ?)`,
      params: [user!.id, type, my!.id, filing, application, name, expiry, stamp(), stamp()],
    })),
  );
}

async function feedOf(page: Page, url: string) {
  const response = await page.request.get(url);
  return { status: response.status(), type: response.headers()['content-type'], body: response.status() === 200 ? await response.text() : '' };
}

function deadlinesOf(body: string): [string, string][] {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    expect(vevent.getAllSubcomponents('valarm').map((alarm) => String(alarm.getFirstPropertyValue('trigger')))).toEqual(['-P180D', '-P90D', '-P30D', '-P14D']);
    return [event.summary, event.startDate.toString()];
  });
}

test.beforeAll(async () => {
  mkdirSync('/tmp/shots-calendar', { recursive: true });
  await seedRecords();
});

test('a customer creates the calendar link, a calendar client reads each deadline, and Regenerate retires the old link', async ({ page, baseURL }) => {
  // From no link (a retry starts over).
  await writeDb([{ sql: 'DELETE FROM calendar_feeds WHERE user_id = (SELECT id FROM users WHERE email = ?)', params: [EMAIL] }]);
  await page.goto('/login');
  await signIn(page, EMAIL, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/overview/);
  // Reached as a user goes about: My Orders from the sidebar, then back to the Dashboard by its sidebar link.
  const sidebar = page.getByRole('navigation', { name: t('en', 'nav:shell.sidebarLabel') });
  await sidebar.getByRole('link', { name: t('en', 'nav:sidebar.items.orders') }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders/);
  await snap(page, '/tmp/shots-calendar/my-orders-en-1280.png');
  await sidebar.getByRole('link', { name: t('en', 'nav:sidebar.items.overview') }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview/);
  const card = page.getByTestId('calendar-card');
  await expect(card.getByRole('heading', { name: t('en', 'applications:calendar.title') })).toBeVisible();
  await expect(card.getByText(t('en', 'applications:calendar.none'))).toBeVisible();
  await card.getByRole('button', { name: t('en', 'applications:calendar.create') }).click();
  await expect(card.getByText(t('en', 'applications:calendar.created'))).toBeVisible();
  const first = await card.getByTestId('calendar-url').inputValue();
  expect(first).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

  // The subscription answers with the customer's records, each on its deadline (from the database).
  const feed = await feedOf(page, first.replace(/^https?:\/\/[^/]+/, baseURL!));
  expect(feed.status).toBe(200);
  expect(feed.type).toContain('text/calendar');
  const expected = await queryDb<{ application_name: string; expiry_date: string }>(
    "SELECT i.application_name, i.expiry_date FROM ips i JOIN users u ON u.id = i.user_id WHERE u.email = ? AND i.model_type = 'ip' AND i.status = 1 AND i.expiry_date IS NOT NULL ORDER BY i.expiry_date, i.id",
    [EMAIL],
  );
  expect(expected).toHaveLength(3);
  expect(deadlinesOf(feed.body)).toEqual(expected.map((row) => [`Renewal deadline: ${row.application_name}`, row.expiry_date]));

  await card.getByRole('button', { name: t('en', 'applications:calendar.regenerate') }).click();
  await expect(card.getByText(t('en', 'applications:calendar.regenerated'))).toBeVisible();
  // The notice and the new link show together.
  await expect(card.getByTestId('calendar-url')).not.toHaveValue(first, { timeout: 1_000 });
  const second = await card.getByTestId('calendar-url').inputValue();
  expect((await feedOf(page, first.replace(/^https?:\/\/[^/]+/, baseURL!))).status).toBe(404);
  expect((await feedOf(page, second.replace(/^https?:\/\/[^/]+/, baseURL!))).status).toBe(200);
});

for (const lng of screenLanguages('cn')) {
  test(`the calendar card reads well at 1280 and 375 px (${lng})`, async ({ page, baseURL }) => {
    await useLanguage(page, lng, baseURL!);
    await page.goto('/login');
    await signIn(page, EMAIL, E2E_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/overview/);
    const card = page.getByTestId('calendar-card');
    await expect(card.getByRole('heading', { name: t(lng, 'applications:calendar.title') })).toBeVisible();
    await expect(card.getByLabel(t(lng, 'applications:calendar.url_label')).or(card.getByText(t(lng, 'applications:calendar.none')))).toBeVisible();
    await expect(card).not.toContainText('applications:');
    await card.scrollIntoViewIfNeeded();
    await snap(page, `/tmp/shots-calendar/calendar-${lng}-1280.png`, false);
    await page.setViewportSize({ width: 375, height: 800 });
    await noSidewaysScroll(page, 375);
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('button').first()).toBeInViewport();
    await snap(page, `/tmp/shots-calendar/calendar-${lng}-375.png`, false);
  });
}
