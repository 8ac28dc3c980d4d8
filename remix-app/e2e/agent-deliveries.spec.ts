/**
 * Issue 13, agent side of deliveries and onboarding (DLV-1..7, AGT-13, AGT-35/36, ACL-29, ACL-49
 * ⚑AMB-21, G-52, ADM.c): an agent dispatches a pending delivery with courier and tracking number from
 * the Delivery menu (the customer receives delivery_dispatched); an agent sets banking details; a
 * customer opening the banking page lands on their dashboard; a visitor applies to become an agent
 * from the agent sign-in page and an admin creates the agent from the Pre-registered agents screen
 * (New Agent pre-filled). Screenshots at 1280 and 375 px, en and cn, into /tmp/shots-agentx/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { collectPageErrors, escapeRegExp, expect, type Lng, queryDb, signIn, snap as snapFile, t } from './support/app';
import { E2E_BASE_URL } from './support/paths';
import { outboxTo } from './support/outbox';
import { useLanguage, writeDb } from './support/site';

const STAMP = Date.now().toString(36);
const SHOTS = '/tmp/shots-agentx';
const TRACKING = `EP${STAMP.toUpperCase()}MY`;
const APPLICANT = { name: 'Nurul Aina', email: `e2e.applicant.${STAMP}@example.com`, contact: '+60 12-777 8899' };

test.describe.configure({ mode: 'serial' });

async function snap(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapFile(page, path.join(SHOTS, `${name}.png`));
}

const sidebarLink = (page: Page, lng: Lng, item: string) => page.locator('nav').getByRole('link', { name: new RegExp(`^${escapeRegExp(t(lng, `nav:sidebar.items.${item}`))}`) }).first();

async function signInAgent(page: Page, lng: Lng = 'en') {
  await useLanguage(page, lng, E2E_BASE_URL);
  await page.goto('/login?role=agent');
  await signIn(page, DEMO.agent, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\/overview$/, { timeout: 15_000 });
}

test('an agent dispatches a pending delivery from the Delivery menu; the customer receives delivery_dispatched', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  // A pending delivery on the first application assigned to the demo agent (what a paid delivery line leaves).
  const now = new Date().toISOString().replace('T', ' ').replace('Z', ' +00:00');
  const address = JSON.stringify({ address_1: '12 Jalan Ampang', address_2: null, poscode: '50450', city: 'Kuala Lumpur', state: 'WP Kuala Lumpur', country: 'Malaysia' });
  await writeDb([
    {
      sql: `INSERT INTO deliveries (application_id, fee, fee_type, service_id, is_delivered, address, created_at, updated_at)
            SELECT a.id, '25.00', 'delivery_fee', 4, 0, ?, ?, ? FROM applications a JOIN users u ON u.id = a.agent_id
            WHERE u.email = ? ORDER BY a.id LIMIT 1`,
      params: [address, now, now, DEMO.agent],
    },
  ]);
  const [target] = await queryDb<{ id: number; email: string }>(
    `SELECT d.id, c.email FROM deliveries d JOIN applications a ON a.id = d.application_id JOIN users c ON c.id = a.user_id
     WHERE d.tracking_no IS NULL ORDER BY d.id DESC LIMIT 1`,
  );
  expect(target).toBeTruthy();
  const mailsBefore = outboxTo(target!.email).length;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAgent(page, 'en');
  await sidebarLink(page, 'en', 'delivery').click();
  await page.waitForURL(/\/dashboard\/delivery/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'deliveries:page.title'));
  const row = page.getByTestId(`delivery-row-${target!.id}`);
  await expect(row.getByTestId('delivery-state')).toHaveText(t('en', 'deliveries:state.pending'));
  await snap(page, 'delivery-list-1280-en');

  await row.getByRole('button', { name: t('en', 'deliveries:tracking.open') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // min 3 each, refused in the page and by the server.
  await dialog.getByLabel(t('en', 'deliveries:tracking.courier')).fill('DH');
  await dialog.getByLabel(t('en', 'deliveries:tracking.tracking_no')).fill('12');
  await dialog.getByRole('button', { name: t('en', 'deliveries:tracking.save') }).click();
  await expect(dialog.getByText(t('en', 'deliveries:validation.courier_min'))).toBeVisible();
  await expect(dialog.getByText(t('en', 'deliveries:validation.tracking_no_min'))).toBeVisible();
  await snap(page, 'delivery-modal-errors-1280-en');
  await dialog.getByLabel(t('en', 'deliveries:tracking.courier')).fill('Pos Laju');
  await dialog.getByLabel(t('en', 'deliveries:tracking.tracking_no')).fill(TRACKING);
  await dialog.getByRole('button', { name: t('en', 'deliveries:tracking.save') }).click();
  await expect(page.getByText(t('en', 'deliveries:update.success'))).toBeVisible({ timeout: 15_000 });
  await expect(row.getByTestId('delivery-state')).toHaveText(t('en', 'deliveries:state.delivering'));
  await expect(row.getByTestId('delivery-tracking')).toHaveText(TRACKING);

  const [stored] = await queryDb<{ courier: string; tracking_no: string }>('SELECT courier, tracking_no FROM deliveries WHERE id = ?', [target!.id]);
  expect(stored).toEqual({ courier: 'Pos Laju', tracking_no: TRACKING });
  await expect.poll(() => outboxTo(target!.email).filter((m) => m.includes(TRACKING)).length, { timeout: 15_000 }).toBe(1);
  expect(outboxTo(target!.email).length).toBe(mailsBefore + 1);

  // The same list at 375 px in cn: one card per delivery, filtered to Delivering.
  await useLanguage(page, 'cn', E2E_BASE_URL);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await page.getByLabel(t('cn', 'deliveries:filter.label')).selectOption('3');
  await page.getByRole('button', { name: t('cn', 'deliveries:filter.apply') }).click();
  await page.waitForURL(/status=3/);
  await expect(page.getByTestId(`delivery-row-${target!.id}`).getByTestId('delivery-state')).toHaveText(t('cn', 'deliveries:state.delivering'));
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await snap(page, 'delivery-list-375-cn');
  expect(errors).toEqual([]);
});

test('an agent sets banking details; a customer opening the banking page lands on their dashboard', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAgent(page, 'en');
  await sidebarLink(page, 'en', 'bankingDetail').click();
  await page.waitForURL(/\/dashboard\/user\/banking\/detail$/);
  const field = (name: string) => page.getByLabel(t('en', `agent-onboarding:banking.${name}`), { exact: true });
  await field('meps_code').fill('MB');
  await field('bank_name').fill('');
  await field('bank_acc').fill('12');
  await page.getByRole('button', { name: t('en', 'agent-onboarding:banking.save'), exact: true }).click();
  await expect(page.getByText(t('en', 'agent-onboarding:validation.meps_code_min'))).toBeVisible();
  await expect(page.getByText(t('en', 'agent-onboarding:validation.bank_name_required'))).toBeVisible();
  await expect(page.getByText(t('en', 'agent-onboarding:validation.bank_acc_min'))).toBeVisible();
  await field('meps_code').fill('MBBEMYKL');
  await field('bank_name').fill('Maybank Berhad');
  await field('bank_acc').fill('514012345678');
  await page.getByRole('button', { name: t('en', 'agent-onboarding:banking.save'), exact: true }).click();
  await expect(page.getByText(t('en', 'agent-onboarding:banking.success'))).toBeVisible({ timeout: 15_000 });
  const [agent] = await queryDb<{ meps_code: string; bank_name: string; bank_acc: string }>('SELECT meps_code, bank_name, bank_acc FROM users WHERE email = ?', [DEMO.agent]);
  expect(agent).toEqual({ meps_code: 'MBBEMYKL', bank_name: 'Maybank Berhad', bank_acc: '514012345678' });
  // ADR 055: the PayPal e-mail for Send via PayPal, its own form (empty = the login e-mail).
  const paypal = page.getByLabel(t('en', 'agent-onboarding:banking.paypal_email'), { exact: true });
  await expect(paypal).toHaveAttribute('placeholder', DEMO.agent);
  await paypal.fill('not-an-address');
  await page.getByRole('button', { name: t('en', 'agent-onboarding:banking.paypal_save') }).click();
  await expect(page.getByText(t('en', 'agent-onboarding:validation.paypal_email_invalid'))).toBeVisible();
  await paypal.fill('Payouts.Agent@Example.com');
  await page.getByRole('button', { name: t('en', 'agent-onboarding:banking.paypal_save') }).click();
  await expect(page.getByTestId('paypal-outcome')).toHaveText(t('en', 'agent-onboarding:banking.success'), { timeout: 15_000 });
  const [paypalRow] = await queryDb<{ paypal_email: string; meps_code: string }>('SELECT paypal_email, meps_code FROM users WHERE email = ?', [DEMO.agent]);
  expect(paypalRow).toEqual({ paypal_email: 'payouts.agent@example.com', meps_code: 'MBBEMYKL' });
  await snap(page, 'banking-1280-en');
  await useLanguage(page, 'cn', E2E_BASE_URL);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('cn', 'agent-onboarding:banking.title'));
  await snap(page, 'banking-375-cn');

  // ⚑AMB-21: any other role is sent to its dashboard.
  await page.context().clearCookies();
  await useLanguage(page, 'en', E2E_BASE_URL);
  await page.goto('/login');
  await signIn(page, DEMO.customer, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\/overview$/, { timeout: 15_000 });
  await expect(page.locator('nav').getByRole('link', { name: t('en', 'nav:sidebar.items.bankingDetail') })).toHaveCount(0);
  await page.goto('/dashboard/user/banking/detail');
  await page.waitForURL(/\/dashboard\/overview$/, { timeout: 15_000 });
});

test('a visitor applies to become an agent from the agent sign-in page; an admin creates the agent from the pre-registration', async ({ page }) => {
  test.setTimeout(150_000);
  await useLanguage(page, 'cn', E2E_BASE_URL);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/login?role=agent');
  const form = page.getByTestId('agent-apply');
  await expect(form.getByRole('heading', { name: t('cn', 'agent-onboarding:apply.title') })).toBeVisible();
  await snap(page, 'agent-apply-375-cn');
  await useLanguage(page, 'en', E2E_BASE_URL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login?role=agent');
  await form.getByLabel(t('en', 'agent-onboarding:apply.name')).fill(APPLICANT.name);
  await form.getByLabel(t('en', 'agent-onboarding:apply.email')).fill(APPLICANT.email);
  await form.getByLabel(t('en', 'agent-onboarding:apply.contact')).fill(APPLICANT.contact);
  const question = await form.locator('.human-check__question').textContent();
  const [a, b] = (question ?? '').match(/\d+/g)!.map(Number);
  await form.locator('input[name="challenge_answer"]').fill(String(a! + b!));
  await form.getByRole('button', { name: t('en', 'agent-onboarding:apply.submit') }).click();
  await expect(form.getByText(t('en', 'agent-onboarding:apply.success'))).toBeVisible({ timeout: 15_000 });
  await snap(page, 'agent-apply-sent-1280-en');
  const [pre] = await queryDb<{ id: number; name: string }>('SELECT id, name FROM pre_registrations WHERE email = ?', [APPLICANT.email]);
  expect(pre?.name).toBe(APPLICANT.name);
  await expect.poll(() => outboxTo(DEMO.admin).filter((m) => m.includes(APPLICANT.name)).length, { timeout: 15_000 }).toBeGreaterThan(0);

  // The admin opens Pre-registered Agents from the menu and creates the agent from the row.
  await page.context().clearCookies();
  await page.goto('/admin/login');
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await page.waitForURL(/\/admin(\/.*)?$/, { timeout: 15_000 });
  await page.getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t('en', 'admin:menu.preregistered_agents'))}`) }).click();
  const row = page.getByRole('row').filter({ hasText: APPLICANT.email });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('link', { name: t('en', 'admin:preregistered.create_agent') }).click();
  await page.waitForURL(/\/admin\/agents\/create/);
  const field = (key: string) => page.getByLabel(new RegExp(`^${escapeRegExp(t('en', `admin:users.fields.${key}`))}(\\s*\\*)?$`));
  await expect(field('email')).toHaveValue(APPLICANT.email, { timeout: 15_000 });
  await expect(field('name')).toHaveValue(APPLICANT.name);
  await field('company').fill('Aina IP Services Sdn Bhd');
  await field('commission_rate').fill('25');
  const country = page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(t('en', 'admin:users.fields.country'))}`) });
  await country.fill('Malay');
  await page.getByRole('option', { name: 'Malaysia', exact: true }).click();
  await page.getByRole('button', { name: t('en', 'admin:common.submit') }).click();
  await page.waitForURL(/\/admin\/agents$/, { timeout: 15_000 });
  const [agent] = await queryDb<{ role_id: number; preregister_agent_id: number }>('SELECT role_id, preregister_agent_id FROM users WHERE email = ?', [APPLICANT.email]);
  expect(agent).toEqual({ role_id: 3, preregister_agent_id: pre!.id });
});
