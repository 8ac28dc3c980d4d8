/**
 * Paying an agent, end to end (issue 15's journey; SET-6..30, AGT-12, AGT-37..39, ACL-12, ACL-58):
 * a customer acknowledges and rates a Certificate Ready renewal bought with a real order line, which
 * completes it and creates its one settlement (G-04 amounts); the agent sees it on the job page and
 * uploads the receipt and the company invoice; an admin asks for a reupload with remarks; the agent
 * reads the remarks and uploads again; the admin validates it (bank route: the demo agent has Malaysian
 * bank details); the accountant — whose menu has no Pending Validation — pays it from Pending Settle
 * with a file and a message: '1 record(s) paid success, 0 record(s) are fail to proceed'; the agent
 * finds it in Settled Payments and the Payout History with the file and the message. The amounts are
 * the same on the agent's page, in the console and in the database, to the cent.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { signInToConsole } from './support/console';
import { collectPageErrors, escapeRegExp, queryDb, signIn, t } from './support/app';
import { E2E_BASE_URL } from './support/paths';
import { useLanguage, writeDb } from './support/site';
import { dbNow, idOf, seedIpApplication } from './support/seed';

const run = Date.now().toString(36).toUpperCase();
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
const REMARKS = `The receipt is cut off (${run}); please upload the full page.`;
const MESSAGE = `IBG transfer ${run}`;

/** Copies one row of `table` with some columns replaced; answers the new id. */
async function copyRow(table: string, id: number, replace: Record<string, unknown>): Promise<number> {
  const columns = (await queryDb<{ name: string }>(`PRAGMA table_info(${table})`)).map((c) => c.name).filter((c) => c !== 'id');
  const select = columns.map((c) => (c in replace ? '?' : `"${c}"`)).join(', ');
  const params = columns.filter((c) => c in replace).map((c) => replace[c]);
  await writeDb([{ sql: `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) SELECT ${select} FROM ${table} WHERE id = ?`, params: [...params, id] }]);
  return idOf(`SELECT MAX(id) AS id FROM ${table}`, []);
}

const settlementOf = (applicationId: number) =>
  queryDb<{ id: number; processing_fee: string; service_fee: string; total: string; net_total: string; pending_upload: number; pending_validate: number; pending_reupload: number; allow_settle: number; is_settled: number; route: string | null; payout_id: number | null }>(
    'SELECT * FROM settlements WHERE application_id = ?',
    [applicationId],
  ).then((rows) => rows.map((r) => ({ ...r, processing_fee: cents(r.processing_fee), service_fee: cents(r.service_fee), total: cents(r.total), net_total: cents(r.net_total) })));

/** SQLite answers decimals as numbers: compare them as two-decimal strings. */
const cents = (value: string | number) => Number(value).toFixed(2);

const money = (amount: string) => Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function signInAgent(page: Page) {
  await useLanguage(page, 'en', E2E_BASE_URL);
  await page.goto('/login?role=agent');
  await signIn(page, DEMO.agent, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\/overview$/, { timeout: 15_000 });
}

/** The agent opens the job from Job History (the sidebar), searching its reference. */
async function openJob(page: Page, reference: string) {
  await signInAgent(page);
  await page.locator('nav').getByRole('link', { name: new RegExp(`^${escapeRegExp(t('en', 'nav:sidebar.items.history'))}`) }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/application\/history/);
  await page.getByLabel(t('en', 'jobs:list.filters.search')).fill(reference);
  await page.getByRole('button', { name: t('en', 'jobs:list.filters.apply') }).click();
  await page.getByTestId(`job-row-${reference}`).getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
}

async function uploadProofs(page: Page) {
  const form = page.getByTestId('settlement-card');
  await form.getByLabel(t('en', 'settlements:job.proof'), { exact: true }).setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByLabel(t('en', 'settlements:job.proof2'), { exact: true }).setInputFiles({ name: 'company-invoice.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: t('en', 'settlements:job.upload') }).click();
  await expect(page.getByText('Proof Upload Successful')).toBeVisible();
  await expect(page.getByTestId('settlement-card').getByTestId('settlement-status')).toContainText('Proof Pending Validate');
}

const sidebar = (page: Page) => page.locator('.MuiDrawer-paper').filter({ has: page.getByRole('menuitem') });
const menuItem = (page: Page, key: string) => sidebar(page).getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(t('en', key))}( — .*)?$`) });

async function consoleRow(page: Page, reference: string) {
  await page.locator('input[name="q"]').fill(reference);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toBeVisible({ timeout: 15_000 });
  return row;
}

test('a settlement from completion to payout: upload, reupload on remarks, validation, Set To Paid, the agent sees it settled', async ({ browser }) => {
  test.setTimeout(300_000);
  // A Certificate Ready renewal of the demo customer, assigned to the demo agent, bought with a copy of a paid demo order line.
  const { id: applicationId, reference } = await seedIpApplication({ reference: `E2EPAY${run}`, name: `Paid Agent Mark ${run}`, statusId: 2, filingNo: `TMP${run.slice(-8)}`, certificateReadyAt: dbNow() });
  const line = await idOf("SELECT oi.id FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.status = 1 AND oi.processing_part > 0 AND oi.service_part > 0 ORDER BY oi.id LIMIT 1", []);
  const [source] = await queryDb<{ order_id: number; processing_part: string; service_part: string }>('SELECT order_id, processing_part, service_part FROM order_items WHERE id = ?', [line]);
  const orderId = await copyRow('orders', source!.order_id, { reference: `E2EPAYORD${run}` });
  await copyRow('order_items', line, { order_id: orderId, application_id: applicationId });
  const [{ commission_rate: rate }] = await queryDb<{ commission_rate: string }>('SELECT commission_rate FROM users WHERE email = ?', [DEMO.agent]);
  const serviceFee = (Math.round(Number(source!.service_part) * Number(rate)) / 100).toFixed(2);
  const total = (Number(source!.processing_part) + Number(serviceFee)).toFixed(2);

  // 1. The customer acknowledges and rates: Completed, and its settlement exists (pending upload).
  const customer = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await customer.goto('/login');
  await signIn(customer, DEMO.customer, DEMO_PASSWORD);
  await expect(customer).toHaveURL(/\/dashboard\/overview/);
  await customer.getByTestId('stat-certificateReady').click();
  await customer.getByTestId(`application-row-${reference}`).getByRole('link', { name: reference }).click();
  const panel = customer.getByTestId('acknowledge-rate');
  await panel.getByRole('button', { name: t('en', 'applications:customer.acknowledge.button') }).click();
  await expect(customer.getByTestId('customer-application-flash')).toHaveText(t('en', 'applications:customer.acknowledge.success'));
  await panel.locator('label', { hasText: t('en', 'applications:customer.rate.starLabel').replace('{{rating}}', '5') }).click();
  await panel.getByRole('textbox', { name: t('en', 'applications:customer.rate.review') }).fill(`Paid agent journey ${run}.`);
  await panel.getByRole('button', { name: t('en', 'applications:customer.rate.submit') }).click();
  await expect.poll(async () => (await settlementOf(applicationId)).length, { timeout: 15_000 }).toBe(1);
  const [created] = await settlementOf(applicationId);
  expect(created).toMatchObject({ processing_fee: Number(source!.processing_part).toFixed(2), service_fee: serviceFee, total, pending_upload: 1, is_settled: 0 });
  await customer.close();

  // 2. The agent sees the settlement on the job page (the same amounts) and uploads both proofs.
  const agent = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const agentErrors = collectPageErrors(agent);
  await openJob(agent, reference);
  const card = agent.getByTestId('settlement-card');
  await expect(card.getByTestId('settlement-status')).toContainText('Proof Pending Upload');
  await expect(card.getByTestId('settlement-total')).toContainText(money(total));
  await uploadProofs(agent);

  // 3. The admin asks for a reupload, with remarks.
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const adminErrors = collectPageErrors(admin);
  await signInToConsole(admin, DEMO.admin);
  await menuItem(admin, 'admin:menu.settlement_pending_validation').click();
  await expect(admin).toHaveURL(/\/admin\/settlements\/pending\/validation/);
  let row = await consoleRow(admin, reference);
  await row.getByRole('button', { name: t('en', 'settlements:console.reupload') }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel(t('en', 'settlements:console.remarks')).fill(REMARKS);
  await dialog.getByRole('button', { name: t('en', 'settlements:console.reupload_submit') }).click();
  await expect(admin.getByText(t('en', 'settlements:reupload.success'))).toBeVisible();
  await expect.poll(async () => (await settlementOf(applicationId))[0]!.pending_reupload).toBe(1);

  // 4. The agent reads the remarks and uploads again.
  await agent.reload();
  await expect(agent.getByTestId('settlement-card').getByTestId('settlement-remarks')).toContainText(REMARKS);
  await uploadProofs(agent);

  // 5. The admin validates: bank route, allowed to settle.
  await admin.getByRole('button', { name: t('en', 'ra:ra.action.refresh') }).first().click();
  row = await consoleRow(admin, reference);
  await row.getByRole('button', { name: t('en', 'settlements:console.validate'), exact: true }).click();
  await admin.getByRole('dialog').getByRole('button', { name: t('en', 'settlements:console.validate'), exact: true }).click();
  await expect(admin.getByText('Record set to validated')).toBeVisible();
  await expect.poll(async () => (await settlementOf(applicationId))[0]!.allow_settle).toBe(1);
  expect((await settlementOf(applicationId))[0]).toMatchObject({ route: 'bank', net_total: total });
  expect(adminErrors).toEqual([]);
  await admin.close();

  // 6. The accountant (no Pending Validation) pays it with a file and a message.
  const accountant = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInToConsole(accountant, DEMO.accountant);
  await expect(sidebar(accountant).getByRole('menuitem').first()).toBeVisible({ timeout: 15_000 });
  await expect(menuItem(accountant, 'admin:menu.settlement_pending_validation')).toHaveCount(0);
  await menuItem(accountant, 'admin:menu.settlement_pending_settle').click();
  await expect(accountant).toHaveURL(/\/admin\/settlements\/pending\/settle/);
  const [{ name: agentName }] = await queryDb<{ name: string }>('SELECT name FROM users WHERE email = ?', [DEMO.agent]);
  await accountant.getByRole('combobox', { name: t('en', 'settlements:console.agent_filter') }).click();
  await accountant.getByRole('option', { name: new RegExp(`^${escapeRegExp(agentName!)} `) }).click();
  row = await consoleRow(accountant, reference);
  await expect(row).toContainText(total);
  await row.getByRole('checkbox').click();
  await accountant.getByRole('button', { name: t('en', 'settlements:console.set_to_paid'), exact: true }).click({ timeout: 15_000 });
  const pay = accountant.getByRole('dialog');
  await pay.locator('input[type="file"]').setInputFiles({ name: 'ibg-slip.pdf', mimeType: 'application/pdf', buffer: PDF });
  await pay.getByLabel(t('en', 'settlements:console.message')).fill(MESSAGE);
  await pay.getByRole('button', { name: t('en', 'settlements:console.confirm_paid') }).click();
  await expect(accountant.getByText('1 record(s) paid success, 0 record(s) are fail to proceed')).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await settlementOf(applicationId))[0]!.is_settled).toBe(1);
  const payoutId = (await settlementOf(applicationId))[0]!.payout_id!;
  const [payout] = await queryDb<{ amount: string; message: string; file: string | null }>('SELECT amount, message, file FROM payouts WHERE id = ?', [payoutId]);
  expect({ amount: cents(payout!.amount), message: payout!.message }).toEqual({ amount: total, message: MESSAGE });
  expect(payout!.file).toBeTruthy();
  await accountant.close();

  // 7. The agent: Settled Payments, and the payout with its file and message in the Payout History.
  const nav = agent.locator('nav');
  await nav.getByRole('link', { name: new RegExp(`^${escapeRegExp(t('en', 'nav:sidebar.items.paymentSettled'))}`) }).first().click();
  await expect(agent.getByTestId(`agent-settlement-${reference}`)).toContainText(`RM ${money(total)}`);
  await nav.getByRole('link', { name: new RegExp(`^${escapeRegExp(t('en', 'nav:sidebar.items.paymentHistory'))}`) }).first().click();
  const history = agent.getByTestId(`payout-${payoutId}`);
  await expect(history.getByTestId('payout-amount')).toHaveText(`RM ${money(total)}`);
  await history.locator('summary').first().click();
  await expect(history.getByRole('row', { name: new RegExp(reference) })).toContainText(`RM ${money(total)}`);
  await history.getByText(t('en', 'settlements:agent.history.view_message')).click();
  await expect(history.getByRole('dialog')).toContainText(MESSAGE);
  const file = await agent.request.get(new URL(`/dashboard/payment/payouts/${payoutId}/file`, E2E_BASE_URL).toString());
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(agentErrors).toEqual([]);
});
