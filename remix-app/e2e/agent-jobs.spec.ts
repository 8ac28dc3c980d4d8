import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support/accounts';
import { queryDb, signIn, snap, t } from './support/app';
import { useLanguage, writeDb } from './support/site';
import { E2E_BASE_URL } from './support/paths';
import { outboxTo } from './support/outbox';

/**
 * The agent's workspace (issue 13, AGT-1..27, ACL-43..45, ACL-62): paid work assigned to the demo agent
 * is opened from the dashboard card → Jobs List → row, and worked step by step through the job page's
 * forms — a renewal filed with its receipt, then its certificate uploaded; a trademark application
 * through Filed, Accepted, Acceptance, Gazette, an opposition step, back to Gazette, Certificate
 * (registration number and expiry, onto the IP record) and Certificate Ready; the customer is mailed at
 * each move (application_status_changed, certificate_ready). Another agent's job is
 * 404 and a replayed form that skips a step is 409 'Fail to update application'.
 */
const SHOTS = '/tmp/shots-jobs';
const run = Date.now().toString(36).toUpperCase();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const now = () => new Date().toISOString().replace('T', ' ').replace('Z', ' +00:00');

interface Seeded {
  renewal: string;
  application: string;
  skipper: string;
  others: number;
}
let seeded: Seeded;

async function idOf(sql: string, params: unknown[]): Promise<number> {
  const [row] = await queryDb<{ id: number }>(sql, params);
  if (!row) throw new Error(`nothing for ${sql}`);
  return row.id;
}

/** An IP record and its paid application (In Progress), assigned to `agentId`. */
async function seedJob(reference: string, name: string, serviceId: number, agentId: number, customerId: number, countryId: number) {
  const stamp = now();
  const filingNo = serviceId === 3 ? `TME2E${reference.slice(-8)}` : null;
  await writeDb([
    {
      sql: `INSERT INTO ips (user_id, type_id, country_id, model_type, filing_no, application_name, expiry_date, status, is_english_only, is_read, created_at, updated_at)
            VALUES (?, 1, ?, 'ip', ?, ?, ?, 1, 1, 0, ?, ?)`,
      params: [customerId, countryId, filingNo, name, serviceId === 3 ? '2026-12-31' : null, stamp, stamp],
    },
  ]);
  const ipId = await idOf('SELECT id FROM ips WHERE application_name = ? ORDER BY id DESC LIMIT 1', [name]);
  await writeDb([
    {
      sql: `INSERT INTO applications (reference, application_date, service_id, type_id, status_id, user_id, agent_id, ip_id, model_type, is_anonymous, acknowledge, read_by_customer, read_by_agent, read_by_staff, created_at, updated_at)
            VALUES (?, '2026-11-20', ?, 1, 5, ?, ?, ?, 'ip', 0, 0, 0, 0, 0, ?, ?)`,
      params: [reference, serviceId, customerId, agentId, ipId, stamp, stamp],
    },
  ]);
  return idOf('SELECT id FROM applications WHERE reference = ?', [reference]);
}

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const agent = await idOf('SELECT id FROM users WHERE email = ?', [DEMO.agent]);
  const agent2 = await idOf('SELECT id FROM users WHERE email = ?', ['agent2@example.com']);
  const customer = await idOf('SELECT id FROM users WHERE email = ?', [DEMO.customer]);
  const my = await idOf("SELECT id FROM countries WHERE iso2 = 'MY'", []);
  seeded = {
    renewal: `E2EJR${run}-1`,
    application: `E2EJA${run}-1`,
    skipper: `E2EJS${run}-1`,
    others: 0,
  };
  await seedJob(seeded.renewal, `Kopi Senja ${run}`, 3, agent, customer, my);
  await seedJob(seeded.application, `Teh Tarik ${run}`, 2, agent, customer, my);
  await seedJob(seeded.skipper, `Roti Canai ${run}`, 3, agent, customer, my);
  seeded.others = await seedJob(`E2EJO${run}-1`, `Nasi Lemak ${run}`, 3, agent2, customer, my);
});

async function signInAgent(page: Page) {
  await page.goto('/login?role=agent');
  await signIn(page, DEMO.agent, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/overview/);
}

/** Dashboard card → Jobs List → the job's row (AGT-1, AGT-4). */
async function openJobFromDashboard(page: Page, reference: string) {
  await page.getByTestId('stat-inProgress').click();
  await expect(page).toHaveURL(/\/dashboard\/application\/jobs/);
  await page.getByLabel(t('en', 'jobs:list.filters.search')).fill(reference);
  await page.getByRole('button', { name: t('en', 'jobs:list.filters.apply') }).click();
  const row = page.getByTestId(`job-row-${reference}`);
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
}

/** Takes the step `action` through its form; `fill` fills its fields first. */
async function step(page: Page, action: string, fill: (form: ReturnType<Page['getByTestId']>) => Promise<void> = async () => {}) {
  const form = page.getByTestId(`step-form-${action}`);
  await fill(form);
  await form.getByTestId(`step-${action}`).click();
  await expect(page.getByRole('status').filter({ hasText: t('en', 'applications:step.success') })).toBeVisible();
}

const withFile = (name: string) => async (form: ReturnType<Page['getByTestId']>) => {
  await form.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
};

test('a renewal: filed with a PDF receipt, then its certificate uploaded (Certificate Ready)', async ({ page }) => {
  await signInAgent(page);
  await openJobFromDashboard(page, seeded.renewal);
  await expect(page.getByTestId('ip-applicantName')).toContainText(`Kopi Senja ${run}`);
  await step(page, 'filed', withFile('receipt.pdf'));
  await expect(page.getByTestId('info-status')).toContainText('Filed');
  await expect(page.getByTestId('history-entry').first()).toContainText('Status changed to Filed.');
  await expect(page.getByTestId('files-card')).toContainText('receipt.pdf');
  await step(page, 'certificate', withFile('certificate.pdf'));
  await expect(page.getByTestId('info-status')).toContainText('Certificate Ready');
  await expect(page.getByTestId('steps')).toContainText(t('en', 'jobs:steps.none'));
  // The customer was told of each move, in their language (G-03): Filed, then the certificate with the acknowledge call.
  await expect.poll(() => outboxTo(DEMO.customer).filter((mail) => mail.includes(seeded.renewal)).length, { timeout: 15_000 }).toBe(2);
  const mailed = await queryDb<{ mailable_type: string }>('SELECT mailable_type FROM audit_mails WHERE reference = ? ORDER BY id', [seeded.renewal]);
  expect(mailed.map((m) => m.mailable_type)).toEqual(['application_status_changed', 'certificate_ready']);
  expect(outboxTo(DEMO.customer).filter((mail) => mail.includes(seeded.renewal)).at(-1)).toContain(`/dashboard/ip/detail/`);
  // The receipt downloads through the authorised route.
  const download = page.waitForEvent('download');
  await page.getByTestId('files-card').getByRole('link', { name: 'receipt.pdf' }).first().click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});

test('a trademark application: Filed, Accepted, Acceptance, Gazette, an opposition step, Gazette, Certificate, Certificate Ready; the IP record gets its numbers', async ({ page }) => {
  await signInAgent(page);
  await openJobFromDashboard(page, seeded.application);
  await step(page, 'filed', async (form) => {
    await form.getByLabel(t('en', 'jobs:steps.filingNo')).fill(`TM2026${run}`);
    await withFile('filing-receipt.pdf')(form);
  });
  await expect(page.getByTestId('ip-filingNo')).toContainText(`TM2026${run}`);
  await step(page, 'accepted');
  await step(page, 'acceptance');
  await step(page, 'gazette');
  await expect(page.getByTestId('info-status')).toContainText('Gazette');
  await step(page, 'opposition', async (form) => {
    await form.getByLabel(t('en', 'jobs:steps.title_field')).fill('Notice of Opposition received');
    await withFile('opposition.pdf')(form);
  });
  await expect(page.getByTestId('info-status')).toContainText('Opposition');
  await expect(page.getByTestId('opposition-steps')).toContainText('Notice of Opposition received');
  await step(page, 'gazette');
  await step(page, 'certificate', async (form) => {
    await form.getByLabel(t('en', 'jobs:steps.registrationNo')).fill(`REG${run}`);
    await form.getByLabel(t('en', 'jobs:steps.expiryDate')).fill('2036-11-20');
  });
  await expect(page.getByTestId('info-status')).toContainText('Certificate');
  await expect(page.getByTestId('ip-grantNo')).toContainText(`REG${run}`);
  await expect(page.getByTestId('ip-expiry')).toContainText('20-11-2036');
  await step(page, 'certificate', withFile('registration-certificate.pdf'));
  await expect(page.getByTestId('info-status')).toContainText('Certificate Ready');
});

test('another agent’s job is 404; a replayed form that skips a step is 409 "Fail to update application"', async ({ page }) => {
  await signInAgent(page);
  // Deliberate attacker probes: typed addresses.
  const other = await page.goto(`/dashboard/jobs/trademark/${seeded.others}`);
  expect(other?.status()).toBe(404);
  const otherFile = await page.goto(`/dashboard/application/${seeded.others}`);
  expect(otherFile?.status()).toBe(404);

  await page.goto('/dashboard/overview');
  await openJobFromDashboard(page, seeded.skipper);
  const jobUrl = page.url();
  const replay = await page.request.post(jobUrl, {
    multipart: { intent: 'step', action: 'certificate', file: { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF } },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(replay.status()).toBe(409);
  expect(await replay.text()).toContain(t('en', 'applications:step.fail'));
  await page.reload();
  await expect(page.getByTestId('info-status')).toContainText('In Progress');
  const stolen = await page.request.post(`/dashboard/application/${seeded.others}`, {
    multipart: { intent: 'step', action: 'filed', file: { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF } },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(stolen.status()).toBe(404);
});

for (const lng of ['en', 'cn'] as const) {
  test(`screenshots of the jobs list and a job at 1280 and 375 px (${lng})`, async ({ page }) => {
    await useLanguage(page, lng, E2E_BASE_URL);
    await signInAgent(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard/overview');
      await page.getByTestId('stat-inProgress').click();
      await expect(page.getByRole('heading', { level: 1, name: t(lng, 'jobs:list.jobsTitle') })).toBeVisible();
      await snap(page, `${SHOTS}/jobs-list-${lng}-${width}.png`);
      await page.getByTestId(`job-row-${seeded.skipper}`).getByRole('link', { name: seeded.skipper }).click();
      await expect(page.getByTestId('job-detail')).toBeVisible();
      await snap(page, `${SHOTS}/job-detail-${lng}-${width}.png`);
    }
  });
}
