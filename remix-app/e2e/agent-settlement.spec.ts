import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { escapeRegExp, type Lng, queryDb, screenLanguages, signIn, snap, t } from './support/app';
import { E2E_BASE_URL } from './support/paths';
import { useLanguage, writeDb } from './support/site';
import { dbNow, idOf, noSidewaysScroll, seedIpApplication } from './support/seed';

/**
 * The agent's payment pages (ACL-42, AGT-37..39, G-71): a validated settlement waits on Pending Payments;
 * once paid it is on Settled Payments and in the Payout History, whose payout opens to its settlements
 * and shows the accounts team's message.
 *
 * The agent's payment table on a completed job (AGT-12, SET-6..13, G-60, ADR 047): from Job History
 * the agent opens the job, reads the proof status and the amounts, is refused an upload with one file,
 * uploads the receipt and the company invoice, and sees 'Proof Upload Successful' and the proof waiting
 * for validation — the form gone. Screenshots en/bm/cn at 1280 and 375 px.
 */
const SHOTS = '/tmp/shots-agent-settlement';
const run = Date.now().toString(36).toUpperCase();
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

test.describe.configure({ mode: 'serial' });
let seeded: { id: number; reference: string };

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const { id, reference } = await seedIpApplication({ reference: `E2EST${run}-1`, name: `Settle Kopi ${run}`, statusId: 7, acknowledge: 1, readByCustomer: 1, completedAt: dbNow() });
  const agent = await idOf('SELECT id FROM users WHERE email = ?', [DEMO.agent]);
  const stamp = dbNow();
  await writeDb([
    {
      sql: `INSERT INTO settlements (application_id, agent_id, processing_fee, service_fee, total, paypal_cost, net_total, allow_settle, is_settled, pending_upload, pending_validate, pending_reupload, pending_payment_verification, created_at, updated_at)
            VALUES (?, ?, '2100.00', '165.00', '2265.00', '0.00', '2265.00', 0, 0, 1, 0, 0, 0, ?, ?)`,
      params: [id, agent, stamp, stamp],
    },
  ]);
  seeded = { id, reference };
});

async function openJob(page: Page, lng: Lng) {
  await useLanguage(page, lng, E2E_BASE_URL);
  await page.goto('/login?role=agent');
  await signIn(page, DEMO.agent, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\/overview$/, { timeout: 15_000 });
  const sidebarLink = page.locator('nav').getByRole('link', { name: new RegExp(`^${escapeRegExp(t(lng, 'nav:sidebar.items.history'))}`) }).first();
  if (await sidebarLink.isVisible()) await sidebarLink.click();
  else await page.getByTestId('stat-completed').click();
  await expect(page).toHaveURL(/\/dashboard\/application\/history/);
  await page.getByLabel(t(lng, 'jobs:list.filters.search')).fill(seeded.reference);
  await page.getByRole('button', { name: t(lng, 'jobs:list.filters.apply') }).click();
  await page.getByTestId(`job-row-${seeded.reference}`).getByRole('link', { name: seeded.reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: seeded.reference })).toBeVisible();
}

test('the agent uploads the receipt and the company invoice from the job page; the proof then waits for validation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openJob(page, 'en');
  const card = page.getByTestId('settlement-card');
  await expect(card.getByTestId('settlement-status')).toContainText('Proof Pending Upload');
  await expect(card.getByTestId('settlement-total')).toContainText('2,265.00');
  await expect(card.getByTestId('settlement-net')).toContainText('2,265.00');

  // One file only: refused, nothing changed (SET-10).
  await card.getByLabel(t('en', 'settlements:job.proof'), { exact: true }).setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
  await card.evaluate((el) => el.querySelector<HTMLInputElement>('#settlement-proof2')!.removeAttribute('required'));
  await card.getByRole('button', { name: t('en', 'settlements:job.upload') }).click();
  await expect(page.getByTestId('settlement-card').locator('.field__error').filter({ hasText: t('en', 'settlements:validation.proof_required') })).toBeVisible();
  const [before] = await queryDb<{ pending_upload: number; proof: string | null }>('SELECT pending_upload, proof FROM settlements WHERE application_id = ?', [seeded.id]);
  expect([Number(before!.pending_upload), before!.proof]).toEqual([1, null]);

  const form = page.getByTestId('settlement-card');
  await form.getByLabel(t('en', 'settlements:job.proof'), { exact: true }).setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByLabel(t('en', 'settlements:job.proof2'), { exact: true }).setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: t('en', 'settlements:job.upload') }).click();
  await expect(page.getByText('Proof Upload Successful')).toBeVisible();
  await expect(page.getByTestId('settlement-card').getByTestId('settlement-status')).toContainText('Proof Pending Validate');
  await expect(page.getByTestId('settlement-upload')).toHaveCount(0);
  const [after] = await queryDb<{ pending_upload: number; pending_validate: number }>('SELECT pending_upload, pending_validate FROM settlements WHERE application_id = ?', [seeded.id]);
  expect([Number(after!.pending_upload), Number(after!.pending_validate)]).toEqual([0, 1]);
});

for (const lng of screenLanguages('cn')) {
  test(`the payment table reads well in ${lng} at 1280 and 375 px`, async ({ page }) => {
    // Back to pending upload so the form shows.
    await writeDb([{ sql: 'UPDATE settlements SET pending_upload = 1, pending_validate = 0 WHERE application_id = ?', params: [seeded.id] }]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openJob(page, lng);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByTestId('settlement-card').getByRole('button', { name: t(lng, 'settlements:job.upload') })).toBeVisible();
      await snap(page, `${SHOTS}/payment-${lng}-${width}.png`);
      if (width === 375) await noSidewaysScroll(page, 375);
    }
  });
}

test('Pending Payments, then — once paid — Settled Payments and the Payout History with its settlements and message (AGT-37..39)', async ({ page }) => {
  const ref = `E2EPY${run}-1`;
  const { id } = await seedIpApplication({ reference: ref, name: `Payout Kopi ${run}`, statusId: 7, acknowledge: 1, readByCustomer: 1, completedAt: dbNow() });
  const agent = await idOf('SELECT id FROM users WHERE email = ?', [DEMO.agent]);
  const stamp = dbNow();
  await writeDb([
    {
      sql: `INSERT INTO settlements (application_id, agent_id, processing_fee, service_fee, total, paypal_cost, net_total, allow_settle, is_settled, pending_upload, pending_validate, pending_reupload, pending_payment_verification, route, created_at, updated_at)
            VALUES (?, ?, '1050.00', '82.50', '1132.50', '0.00', '1132.50', 1, 0, 0, 0, 0, 0, 'bank', ?, ?)`,
      params: [id, agent, stamp, stamp],
    },
  ]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLanguage(page, 'en', E2E_BASE_URL);
  await page.goto('/login?role=agent');
  await signIn(page, DEMO.agent, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard\/overview$/, { timeout: 15_000 });
  const nav = page.locator('nav');
  await nav.getByRole('link', { name: new RegExp(`^${escapeRegExp(t('en', 'nav:sidebar.items.paymentPending'))}`) }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/pending/);
  const row = page.getByTestId(`agent-settlement-${ref}`);
  await expect(row).toContainText('Proof Validated');
  await expect(row).toContainText('RM 1,132.50');

  // The accounts team pays it (as the console's Set To Paid leaves it), with a message.
  const [settlement] = await queryDb<{ id: number }>('SELECT id FROM settlements WHERE application_id = ?', [id]);
  await writeDb([
    { sql: "INSERT INTO payouts (agent_id, file, message, channel, amount, paid_by, created_at, updated_at) VALUES (?, NULL, 'IBG batch E2E — thank you', 'bank', '1132.50', 1, ?, ?)", params: [agent, stamp, stamp] },
  ]);
  const payoutId = await idOf("SELECT id FROM payouts WHERE message = 'IBG batch E2E — thank you' ORDER BY id DESC LIMIT 1", []);
  await writeDb([{ sql: 'UPDATE settlements SET is_settled = 1, payout_id = ?, paid_at = ? WHERE id = ?', params: [payoutId, stamp, settlement!.id] }]);

  await nav.getByRole('link', { name: new RegExp(`^${escapeRegExp(t('en', 'nav:sidebar.items.paymentSettled'))}`) }).first().click();
  await expect(page.getByTestId(`agent-settlement-${ref}`)).toContainText('RM 1,132.50');
  await nav.getByRole('link', { name: new RegExp(`^${escapeRegExp(t('en', 'nav:sidebar.items.paymentHistory'))}`) }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/history/);
  const payout = page.getByTestId(`payout-${payoutId}`);
  await expect(payout.getByTestId('payout-amount')).toHaveText('RM 1,132.50');
  await payout.locator('summary').first().click();
  await expect(payout.getByRole('row', { name: new RegExp(ref) })).toContainText('RM 1,050.00');
  await payout.getByText(t('en', 'settlements:agent.history.view_message')).click();
  await expect(payout.getByRole('dialog')).toContainText('IBG batch E2E — thank you');
  for (const lng of screenLanguages('cn')) {
    await useLanguage(page, lng, E2E_BASE_URL);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await page.getByTestId(`payout-${payoutId}`).locator('summary').first().click();
      await expect(page.getByTestId(`payout-${payoutId}`).getByRole('row', { name: new RegExp(ref) })).toBeVisible();
      await snap(page, `${SHOTS}/history-${lng}-${width}.png`);
      if (width === 375) await noSidewaysScroll(page, 375);
    }
  }
  // A date range before the payout shows none.
  await useLanguage(page, 'en', E2E_BASE_URL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/payment/history');
  await page.getByLabel(t('en', 'settlements:agent.history.to')).fill('2020-01-01');
  await page.getByRole('button', { name: t('en', 'settlements:agent.history.apply') }).click();
  await expect(page.getByTestId('payout-empty')).toBeVisible();
});
