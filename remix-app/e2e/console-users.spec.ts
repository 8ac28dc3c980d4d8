/**
 * Console user management (ADM-1..21, ACL-14, ACL-15, SYS-9..11, SYS-16): an admin creates an agent
 * (every field rule first, then the agent is in the list and its set-password e-mail in the outbox),
 * creates an accountant, blocks and unblocks a customer after confirming, resends a password, and
 * deletes a pre-registered agent after confirming. The sidebar title, the notification dot and the
 * list footer are checked on the way; screenshots in en, bm and cn.
 */
import { test, type Page } from '@playwright/test';
import sqlite3 from 'sqlite3';
import { signInToConsole } from './support/console';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { escapeRegExp, expect, queryDb, shot, signIn, t, type Lng } from './support/app';
import { E2E_DATABASE_FILE } from './support/paths';
import { outboxTo } from './support/outbox';

const STAMP = Date.now().toString(36);
const AGENT_EMAIL = `e2e.agent.${STAMP}@example.com`;
const ACCOUNTANT_EMAIL = `e2e.accountant.${STAMP}@example.com`;
const PRE_EMAIL = `e2e.pre.${STAMP}@example.com`;

/** One write on the e2e database (the journey needs a pre-registration; agents pre-register elsewhere). */
function insertPreRegistration(name: string, email: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(E2E_DATABASE_FILE, sqlite3.OPEN_READWRITE, (error) => error && reject(error));
    db.configure('busyTimeout', 5_000);
    const now = new Date().toISOString().replace('T', ' ').replace('Z', ' +00:00');
    db.run(
      'INSERT INTO pre_registrations (name, email, contact, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
      [name, email, '+60 12-555 0101', now, now],
      (error) => {
        db.close();
        if (error) reject(error);
        else resolve();
      },
    );
  });
}

const msg = (key: string, lng: Lng = 'en') => t(lng, key);

const signInAsAdmin = (page: Page) => signInToConsole(page, DEMO.admin);

/** The console in another language (the shared `lng` cookie wins when the console starts). */
async function useLanguage(page: Page, lng: Lng) {
  await page.context().addCookies([{ name: 'lng', value: lng, url: page.url() }]);
}

/** A form field by its exact label (required ones carry an asterisk). */
const byLabel = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));

async function confirmDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: msg('ra:ra.action.confirm') }).click();
  await expect(dialog).toBeHidden();
}

test.describe.configure({ mode: 'serial' });

test('an admin creates an agent: every field rule, then the list and the set-password e-mail', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  // ACL-14: the sidebar's title is the product name.
  await expect(page.getByRole('menu').getByText(msg('common:brand.name'), { exact: true })).toBeVisible({ timeout: 15_000 });

  await page.goto('/admin/agents/create');
  const submit = page.getByRole('button', { name: msg('admin:common.submit') });
  await expect(submit).toBeVisible({ timeout: 15_000 });
  const field = (key: string) => byLabel(page, msg(`admin:users.fields.${key}`));
  // Submit is offered once the form is touched: one short field, everything required left empty.
  await field('contact').fill('123');
  await submit.click();
  for (const key of ['email_required', 'name_required', 'company_required', 'commission_rate_required', 'country_id_required', 'contact_min']) {
    await expect(page.getByText(msg(`users:validation.${key}`))).toBeVisible();
  }

  await field('email').fill('not-an-email');
  await field('name').fill('Al');
  await field('contact').fill('123');
  await field('company').fill('Abc');
  await field('commission_rate').fill('150');
  await field('meps_code').fill('AB');
  await field('bank_name').fill('AB');
  await field('bank_acc').fill('12');
  await submit.click();
  for (const key of ['email_invalid', 'name_min', 'contact_min', 'company_min', 'commission_rate_range', 'meps_code_min', 'bank_name_min', 'bank_acc_min']) {
    await expect(page.getByText(msg(`users:validation.${key}`))).toBeVisible();
  }
  await shot(page, testInfo, 'agent-create-errors');

  // A taken e-mail is refused by the server on the field; nothing is created.
  await field('email').fill(DEMO.agent);
  await field('name').fill('Farid Rahman');
  await field('contact').fill('+60 12-345 6789');
  await field('company').fill('Rahman IP Services Sdn Bhd');
  await field('commission_rate').fill('30');
  await field('meps_code').fill('MBBEMYKL');
  await field('bank_name').fill('Maybank');
  await field('bank_acc').fill('507012345678');
  const country = page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(msg('admin:users.fields.country'))}`) });
  await country.fill('Malay');
  await page.getByRole('option', { name: 'Malaysia', exact: true }).click();
  await submit.click();
  await expect(page.getByText(msg('users:validation.email_taken'))).toBeVisible({ timeout: 10_000 });

  await field('email').fill(AGENT_EMAIL);
  await submit.click();
  await page.waitForURL(/\/admin\/agents$/, { timeout: 15_000 });
  await expect(page.getByText(msg('admin:agents.saved'))).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: AGENT_EMAIL });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('Rahman IP Services Sdn Bhd');

  const [agent] = await queryDb<{ role_id: number; status_id: number; country: string }>(
    'SELECT u.role_id, u.status_id, c.name AS country FROM users u JOIN countries c ON c.id = u.country_id WHERE u.email = ?',
    [AGENT_EMAIL],
  );
  expect(agent).toMatchObject({ role_id: 3, status_id: 5, country: 'Malaysia' });
  await expect.poll(() => outboxTo(AGENT_EMAIL).length, { timeout: 10_000 }).toBe(1);
  expect(outboxTo(AGENT_EMAIL)[0]).toMatch(/https?:\/\/\S+/);
  await shot(page, testInfo, 'agent-list');
});

test('an admin creates an accountant and resends the agent’s password', async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto('/admin/accountants/create');
  const submit = page.getByRole('button', { name: msg('admin:common.submit') });
  await expect(submit).toBeVisible({ timeout: 15_000 });
  await byLabel(page, msg('admin:users.fields.email')).fill('siti@');
  await submit.click();
  await expect(page.getByText(msg('users:validation.email_invalid'))).toBeVisible();
  await expect(page.getByText(msg('users:validation.name_required'))).toBeVisible();
  await byLabel(page, msg('admin:users.fields.email')).fill(ACCOUNTANT_EMAIL);
  await byLabel(page, msg('admin:users.fields.name')).fill('Siti Aishah');
  await submit.click();
  await page.waitForURL(/\/admin\/accountants$/, { timeout: 15_000 });
  await expect(page.getByRole('row').filter({ hasText: ACCOUNTANT_EMAIL })).toBeVisible({ timeout: 15_000 });
  const [accountant] = await queryDb<{ role_id: number; status_id: number }>('SELECT role_id, status_id FROM users WHERE email = ?', [ACCOUNTANT_EMAIL]);
  expect(accountant).toMatchObject({ role_id: 5, status_id: 5 });
  await expect.poll(() => outboxTo(ACCOUNTANT_EMAIL).length, { timeout: 10_000 }).toBe(1);
  await shot(page, testInfo, 'accountant-list');

  // Resend Password (status 5) on the new agent's row: confirmed, then a second e-mail.
  await page.goto('/admin/agents');
  const row = page.getByRole('row').filter({ hasText: AGENT_EMAIL });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('button', { name: msg('admin:users.actions.resend_password') }).click();
  await expect(page.getByRole('dialog')).toContainText(msg('admin:users.confirm.resend_content'));
  await confirmDialog(page);
  await expect(page.getByText(msg('users:resend_password_success').replace('{{email}}', AGENT_EMAIL))).toBeVisible();
  await expect.poll(() => outboxTo(AGENT_EMAIL).length, { timeout: 10_000 }).toBe(2);
});

test('an admin blocks and unblocks a customer, each after confirming', async ({ page }, testInfo) => {
  const status = async () => (await queryDb<{ status_id: number }>('SELECT status_id FROM users WHERE email = ?', [DEMO.customer2]))[0]!.status_id;
  expect(await status()).toBe(1);
  await signInAsAdmin(page);
  await page.goto('/admin/customers');
  const row = page.getByRole('row').filter({ hasText: DEMO.customer2 });
  await expect(row).toBeVisible({ timeout: 15_000 });

  // Cancelling changes nothing.
  await row.getByRole('button', { name: msg('admin:users.actions.block') }).click();
  await expect(page.getByRole('dialog')).toContainText(msg('admin:users.confirm.block_content'));
  await page.getByRole('dialog').getByRole('button', { name: msg('ra:ra.action.cancel') }).click();
  expect(await status()).toBe(1);

  await row.getByRole('button', { name: msg('admin:users.actions.block') }).click();
  await confirmDialog(page);
  await expect(row.getByRole('button', { name: msg('admin:users.actions.unblock') })).toBeVisible({ timeout: 10_000 });
  await expect(row).toContainText(msg('enums:userStatus.999'));
  expect(await status()).toBe(999);
  await shot(page, testInfo, 'customer-blocked');

  await row.getByRole('button', { name: msg('admin:users.actions.unblock') }).click();
  await expect(page.getByRole('dialog')).toContainText(msg('admin:users.confirm.unblock_content'));
  await confirmDialog(page);
  await expect(row.getByRole('button', { name: msg('admin:users.actions.block') })).toBeVisible({ timeout: 10_000 });
  expect(await status()).toBe(1);
});

test('an admin deletes a pre-registered agent after confirming; the menu dot follows', async ({ page }, testInfo) => {
  await insertPreRegistration('Pre Registered Agent', PRE_EMAIL);
  await signInAsAdmin(page);
  const menu = page.getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(msg('admin:menu.preregistered_agents'))}`) });
  // ACL-15: open pre-registrations put a dot (and its spoken count) on the menu entry.
  await expect(menu).toContainText(t('en', 'nav:sidebar.unread').replace('{{count}}', ''), { timeout: 15_000 });
  await expect(menu.locator('.MuiBadge-dot:not(.MuiBadge-invisible)')).toHaveCount(1);

  await page.goto('/admin/preregistered-agents');
  const row = page.getByRole('row').filter({ hasText: PRE_EMAIL });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await shot(page, testInfo, 'preregistered-list');
  await row.getByRole('button', { name: msg('ra:ra.action.delete') }).click();
  await expect(page.getByRole('dialog')).toContainText(msg('admin:preregistered.delete_content'));
  await confirmDialog(page);
  await expect(page.getByText(msg('admin:preregistered.removed'))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: PRE_EMAIL })).toHaveCount(0);
  expect(await queryDb('SELECT id FROM pre_registrations WHERE email = ?', [PRE_EMAIL])).toHaveLength(0);
  await expect(menu.locator('.MuiBadge-dot:not(.MuiBadge-invisible)')).toHaveCount(0, { timeout: 15_000 });
});

test('the list footer: 5 page buttons at most, "Showing X to Y of Z entries", page 1 after a size change (en, bm, cn)', async ({ page }, testInfo) => {
  const [{ n: customers }] = await queryDb<{ n: number }>('SELECT COUNT(*) AS n FROM users WHERE role_id = 4');
  await signInAsAdmin(page);
  for (const lng of ['en', 'bm', 'cn'] as const) {
    await useLanguage(page, lng);
    await page.goto('/admin/customers');
    const footer = page.getByTestId('list-pagination');
    await expect(footer).toBeVisible({ timeout: 15_000 });
    await footer.getByRole('combobox').click();
    await page.getByRole('option', { name: '5', exact: true }).click();
    const pages = Math.ceil(customers! / 5);
    const showing = (from: number, to: number) =>
      t(lng, 'admin:list.showing').replace('{{from}}', String(from)).replace('{{to}}', String(to)).replace('{{count}}', String(customers));
    await expect(footer).toContainText(showing(1, Math.min(5, customers!)));
    await expect(footer.locator('[data-page-button]')).toHaveCount(Math.min(5, pages));
    if (pages > 1) {
      await footer.locator('[data-page-button="2"]').click();
      await expect(footer).toContainText(showing(6, Math.min(10, customers!)));
      // SYS-10: a new page size starts again at page 1.
      await footer.getByRole('combobox').click();
      await page.getByRole('option', { name: '10', exact: true }).click();
      await expect(footer).toContainText(showing(1, Math.min(10, customers!)));
    }
    const title = t(lng, 'nav:sidebar.title').replace('{{product}}', t(lng, 'common:brand.name'));
    await expect(page.getByRole('menu').getByText(title, { exact: true })).toBeVisible();
    await shot(page, testInfo, `customers-${lng}`);
  }
});

test('the Remix sidebar is titled with the product name (ACL-14) in en, bm and cn', async ({ page }, testInfo) => {
  await page.goto('/login');
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\//, { timeout: 15_000 });
  for (const lng of ['en', 'bm', 'cn'] as const) {
    await page.goto(`/dashboard/overview?lng=${lng}`);
    const title = t(lng, 'nav:sidebar.title').replace('{{product}}', t(lng, 'common:brand.name'));
    await expect(page.getByRole('navigation', { name: t(lng, 'nav:shell.sidebarLabel') }).getByText(title, { exact: true })).toBeVisible();
    await shot(page, testInfo, `remix-sidebar-${lng}`);
  }
});
