import { expect, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './accounts';
import { queryDb, signIn } from './app';
import { writeDb } from './site';

/** A timestamp as the models store it (UTC with offset), for rows a journey seeds. */
export const dbNow = (): string => new Date().toISOString().replace('T', ' ').replace('Z', ' +00:00');

/** The id the query's first row carries; fails loudly when there is none. */
export async function idOf(sql: string, params: unknown[]): Promise<number> {
  const [row] = await queryDb<{ id: number }>(sql, params);
  if (!row) throw new Error(`nothing for ${sql}`);
  return Number(row.id);
}

export interface SeedIpApplication {
  reference: string;
  name: string;
  statusId: number;
  filingNo?: string;
  expiryDate?: string;
  multiclassNo?: number | null;
  multiclassName?: string | null;
  applicationDate?: string;
  acknowledge?: 0 | 1;
  readByCustomer?: 0 | 1;
  readByAgent?: 0 | 1;
  certificateReadyAt?: string | null;
  completedAt?: string | null;
}

/**
 * A Malaysian trademark record of the demo customer and its renewal application (service 3) in
 * `statusId`, assigned to the demo agent, as the office's work leaves them.
 */
export async function seedIpApplication(seed: SeedIpApplication): Promise<{ id: number; ipId: number; reference: string; name: string; filingNo: string }> {
  const customer = await idOf('SELECT id FROM users WHERE email = ?', [DEMO.customer]);
  const agent = await idOf('SELECT id FROM users WHERE email = ?', [DEMO.agent]);
  const my = await idOf("SELECT id FROM countries WHERE iso2 = 'MY'", []);
  const stamp = dbNow();
  const filingNo = seed.filingNo ?? `TM${seed.reference.slice(-10)}`;
  await writeDb([
    {
      sql: `INSERT INTO ips (user_id, type_id, country_id, model_type, filing_no, application_name, expiry_date, multiclass_no, multiclass_name, status, is_english_only, is_read, created_at, updated_at)
            VALUES (?, 1, ?, 'ip', ?, ?, ?, ?, ?, 1, 1, 0, ?, ?)`,
      params: [customer, my, filingNo, seed.name, seed.expiryDate ?? '2027-03-31', seed.multiclassNo ?? null, seed.multiclassName ?? null, stamp, stamp],
    },
  ]);
  const ipId = await idOf('SELECT id FROM ips WHERE application_name = ? ORDER BY id DESC LIMIT 1', [seed.name]);
  await writeDb([
    {
      sql: `INSERT INTO applications (reference, application_date, service_id, type_id, status_id, user_id, agent_id, ip_id, model_type, is_anonymous, acknowledge, read_by_customer, read_by_agent, read_by_staff, certificate_ready_at, completed_at, created_at, updated_at)
            VALUES (?, ?, 3, 1, ?, ?, ?, ?, 'ip', 0, ?, ?, ?, 1, ?, ?, ?, ?)`,
      params: [
        seed.reference,
        seed.applicationDate ?? '2026-11-20',
        seed.statusId,
        customer,
        agent,
        ipId,
        seed.acknowledge ?? 0,
        seed.readByCustomer ?? 0,
        seed.readByAgent ?? 1,
        seed.certificateReadyAt ?? null,
        seed.completedAt ?? null,
        stamp,
        stamp,
      ],
    },
  ]);
  const id = await idOf('SELECT id FROM applications WHERE reference = ?', [seed.reference]);
  return { id, ipId, reference: seed.reference, name: seed.name, filingNo };
}

/** Signs a customer in from the login page and waits for their overview. */
export async function signInCustomer(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/overview/);
}

/** The page fits `width`: nothing scrolls sideways. */
export async function noSidewaysScroll(page: Page, width: number): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
