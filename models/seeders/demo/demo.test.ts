import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { QueryTypes, type Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigCache } from '../../src/config/env';
import { APPLICATION_STATUS, ROLE } from '../../src/constants/index';
import { seedDemo, seedReference } from '../../src/db/seeder';
import { createTestDatabase, orderAmountProblems, type TestDatabase } from '../../src/testing/index';
import { DEMO_EMAILS, DEMO_PASSWORD } from './0001-demo-users';
import { settlementAmounts } from '../../src/domain/settlements/settlement-amounts';
import { PAYPAL_PAYOUT_FEE_DEFAULTS } from '../../src/schemas/settlements';
import { DEMO_FILES } from './files';
import { demoSeeds } from './index';

/** Tables the demo seeds write to (their row counts must not move on a second run). */
const TABLES = [
  'users',
  'ips',
  'applications',
  'application_histories',
  'opposition_steps',
  'files',
  'classifications',
  'partners',
  'vouchers',
  'orders',
  'order_items',
  'payments',
  'payment_slips',
  'voucher_redemptions',
  'deliveries',
  'settlements',
  'payouts',
  'news',
  'reports',
  'report_attachments',
  'report_messages',
  'emails',
  'whitelists',
];

let db: TestDatabase;
let sequelize: Sequelize;
let storageDir: string;
const previousStorageDir = process.env.STORAGE_DIR;

async function rows<T extends object = Record<string, unknown>>(sql: string): Promise<T[]> {
  return sequelize.query<T>(sql, { type: QueryTypes.SELECT });
}

/** A DATETIME read raw: a Date on MySQL, 'YYYY-MM-DD HH:mm:ss.SSS +00:00' on SQLite. */
function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  return new Date(String(value).replace(' ', 'T').replace(/ ?\+00:00$/, 'Z'));
}

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await rows<{ n: number | string }>(`SELECT COUNT(*) AS n FROM \`${table}\``);
    out[table] = Number(row!.n);
  }
  return out;
}

beforeAll(async () => {
  storageDir = mkdtempSync(path.join(tmpdir(), 'iprenew-demo-'));
  process.env.STORAGE_DIR = storageDir;
  resetConfigCache();
  db = await createTestDatabase();
  sequelize = db.sequelize;
  await seedReference(sequelize);
  await seedDemo(sequelize, 'development');
});

afterAll(async () => {
  await db?.drop();
  if (previousStorageDir === undefined) delete process.env.STORAGE_DIR;
  else process.env.STORAGE_DIR = previousStorageDir;
  resetConfigCache();
  rmSync(storageDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('is idempotent: running every module again changes no counts', async () => {
    const before = await counts();
    expect(before.applications).toBeGreaterThanOrEqual(15);
    for (const { module } of demoSeeds) {
      await sequelize.transaction((transaction) => module.run({ sequelize }, transaction));
    }
    expect(await counts()).toEqual(before);
    // The umzug storage also remembers them: a second seedDemo runs nothing.
    expect(await seedDemo(sequelize, 'development')).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('creates one active, verified account per role with the demo password', async () => {
    const users = await rows<{ email: string; role_id: number; status_id: number; password: string; last_login: unknown; email_verified_at: unknown; type: string | null }>(
      'SELECT email, role_id, status_id, password, last_login, email_verified_at, type FROM users ORDER BY id',
    );
    const byEmail = new Map(users.map((u) => [u.email, u]));
    const expected: [string, number, string | null][] = [
      [DEMO_EMAILS.superAdmin, ROLE.SUPER_ADMIN, null],
      [DEMO_EMAILS.admin, ROLE.ADMIN, null],
      [DEMO_EMAILS.agent, ROLE.AGENT, 'Agent'],
      [DEMO_EMAILS.agent2, ROLE.AGENT, 'Agent'],
      [DEMO_EMAILS.accountant, ROLE.ACCOUNTANT, null],
      [DEMO_EMAILS.customer, ROLE.MEMBER, 'Personal'],
      [DEMO_EMAILS.company, ROLE.MEMBER, 'Company'],
      [DEMO_EMAILS.customer2, ROLE.MEMBER, 'Personal'],
    ];
    for (const [email, role, type] of expected) {
      const user = byEmail.get(email);
      expect(user, email).toBeDefined();
      expect(Number(user!.role_id), email).toBe(role);
      expect(Number(user!.status_id), email).toBe(1);
      expect(user!.type, email).toBe(type);
      expect(user!.last_login, email).not.toBeNull();
      expect(user!.email_verified_at, email).not.toBeNull();
    }
    expect(new Set(users.map((u) => Number(u.role_id)))).toEqual(new Set([1, 2, 3, 4, 5]));
    const agent = byEmail.get(DEMO_EMAILS.agent)!;
    expect(await bcrypt.compare(DEMO_PASSWORD, agent.password)).toBe(true);
    expect(await bcrypt.compare('wrong-password', agent.password)).toBe(false);
    const [agentRow] = await rows<Record<string, unknown>>(
      `SELECT u.company, u.commission_rate, u.meps_code, u.bank_name, u.bank_acc, u.city, c.iso2 FROM users u JOIN countries c ON c.id = u.country_id WHERE u.email = '${DEMO_EMAILS.agent}'`,
    );
    expect(agentRow).toMatchObject({ iso2: 'MY', city: 'George Town' });
    for (const key of ['company', 'commission_rate', 'meps_code', 'bank_name', 'bank_acc']) expect(agentRow![key], key).toBeTruthy();
  });

  it('has at least one application in every status 1–15 but Renewal Notification (a label, G-31), with a history each', async () => {
    const statuses = await rows<{ status_id: number; n: number | string }>('SELECT status_id, COUNT(*) AS n FROM applications GROUP BY status_id');
    const present = new Set(statuses.map((s) => Number(s.status_id)));
    for (const status of Object.values(APPLICATION_STATUS)) expect(present.has(status), `status ${status}`).toBe(status !== APPLICATION_STATUS.RENEWAL_NOTIFICATION);
    const withoutHistory = await rows(
      'SELECT a.reference FROM applications a WHERE NOT EXISTS (SELECT 1 FROM application_histories h WHERE h.application_id = a.id)',
    );
    expect(withoutHistory).toEqual([]);
    const [pendingAssign] = await rows<{ agent_id: number | null }>(`SELECT agent_id FROM applications WHERE status_id = ${APPLICATION_STATUS.PENDING_ASSIGN}`);
    expect(pendingAssign!.agent_id).toBeNull();
    const [opposition] = await rows<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM opposition_steps o JOIN applications a ON a.id = o.application_id WHERE a.status_id = ${APPLICATION_STATUS.OPPOSITION}`,
    );
    expect(Number(opposition!.n)).toBeGreaterThan(0);
    const rated = await rows<{ rating: number; is_anonymous: unknown; review: string | null }>(
      `SELECT rating, is_anonymous, review FROM applications WHERE rating IS NOT NULL`,
    );
    expect(rated.some((r) => Number(r.rating) === 5 && r.review)).toBe(true);
    expect(rated.some((r) => Number(r.is_anonymous) === 1)).toBe(true);
    const [certificateReady] = await rows<{ acknowledge: unknown }>(
      `SELECT acknowledge FROM applications WHERE status_id = ${APPLICATION_STATUS.CERTIFICATE_READY}`,
    );
    expect(Number(certificateReady!.acknowledge)).toBe(0);
  });

  it('uses G-38 references: 12-character order references and {order}-{n} application references', async () => {
    const orders = await rows<{ id: number; reference: string }>('SELECT id, reference FROM orders');
    expect(orders.length).toBeGreaterThan(5);
    for (const order of orders) expect(order.reference).toMatch(/^[A-Z0-9]{12}$/);
    const applications = await rows<{ reference: string }>('SELECT reference FROM applications');
    const orderRefs = new Set(orders.map((o) => o.reference));
    for (const app of applications) {
      const match = /^([A-Z0-9]{12})-(\d+)$/.exec(app.reference);
      expect(match, app.reference).not.toBeNull();
      expect(orderRefs.has(match![1]!)).toBe(true);
    }
    const reports = await rows<{ ref_code: string }>('SELECT ref_code FROM reports');
    for (const report of reports) expect(report.ref_code).toMatch(/^RPT[A-Z0-9]{8}$/);
  });

  it('covers payments, slips, vouchers and deliveries in every state', async () => {
    const methods = await rows<{ payment_method: string; status: number }>('SELECT payment_method, status FROM orders');
    for (const method of ['stripe', 'paypal', 'bypass', 'paylater']) expect(methods.some((m) => m.payment_method === method && Number(m.status) === 1), method).toBe(true);
    expect(methods.some((m) => Number(m.status) === 2)).toBe(true); // cancelled
    expect(methods.some((m) => m.payment_method === 'paylater' && Number(m.status) === 0)).toBe(true); // unpaid pay-later
    const payments = new Set((await rows<{ status: number }>('SELECT status FROM payments')).map((p) => Number(p.status)));
    expect(payments).toEqual(new Set([0, 1, 2]));
    const slips = new Set((await rows<{ status: number }>('SELECT status FROM payment_slips')).map((s) => Number(s.status)));
    expect(slips).toEqual(new Set([0, 1, 2]));
    const [redemption] = await rows<{ amount: string }>('SELECT amount FROM voucher_redemptions');
    expect(Number(redemption!.amount)).toBeGreaterThan(0);
    const vouchers = await rows<{ type: string; status: number; quantity: number; amount_used: number }>('SELECT type, status, quantity, amount_used FROM vouchers');
    expect(new Set(vouchers.map((v) => v.type))).toEqual(new Set(['Value', 'Percentage']));
    expect(new Set(vouchers.map((v) => Number(v.status)))).toEqual(new Set([0, 1, 3]));
    expect(vouchers.some((v) => Number(v.status) === 1 && Number(v.amount_used) === Number(v.quantity))).toBe(true);
    const deliveries = await rows<{ tracking_no: string | null; is_delivered: unknown }>('SELECT tracking_no, is_delivered FROM deliveries');
    expect(deliveries.some((d) => d.tracking_no === null)).toBe(true);
    expect(deliveries.some((d) => d.tracking_no !== null && Number(d.is_delivered) === 0)).toBe(true);
    expect(deliveries.some((d) => Number(d.is_delivered) === 1)).toBe(true);
    const [itemsTotal] = await rows<{ n: number | string }>('SELECT COUNT(*) AS n FROM order_items WHERE application_id IS NOT NULL');
    expect(Number(itemsTotal!.n)).toBeGreaterThanOrEqual(15);
  });

  it('has orders whose amounts add up: items − discount = amount to pay = amount charged; surcharges inside the fee', async () => {
    expect(await orderAmountProblems()).toEqual([]);
    // The late-renewal pay-later orders (the ones that showed RM 1,850 items and RM 2,312.50 to pay).
    const late = await rows<{ total: string; fee: string; additional_fee: string }>(
      'SELECT o.total, i.fee, i.additional_fee FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.additional_fee > 0',
    );
    expect(late.length).toBeGreaterThanOrEqual(2);
    for (const line of late) expect(Number(line.total)).toBe(Number(line.fee));
  });

  it('has settlements in every proof state of §2.33, with bank and PayPal payouts', async () => {
    const settlements = await rows<Record<string, unknown>>('SELECT * FROM settlements');
    const flag = (row: Record<string, unknown>, key: string) => Number(row[key]) === 1;
    const state = (row: Record<string, unknown>): string =>
      flag(row, 'pending_upload')
        ? 'pending_upload'
        : flag(row, 'pending_validate')
          ? 'pending_validate'
          : flag(row, 'pending_reupload')
            ? 'pending_reupload'
            : flag(row, 'pending_payment_verification')
              ? 'pending_payment_verification'
              : flag(row, 'is_settled')
                ? 'settled'
                : flag(row, 'allow_settle')
                  ? 'validated'
                  : 'other';
    const states = new Set(settlements.map(state));
    for (const expected of ['pending_upload', 'pending_validate', 'pending_reupload', 'pending_payment_verification', 'validated', 'settled']) {
      expect(states.has(expected), expected).toBe(true);
    }
    expect(states.has('other')).toBe(false);
    const reupload = settlements.find((s) => state(s) === 'pending_reupload')!;
    expect(reupload.validation_remarks).toBeTruthy();
    for (const s of settlements) {
      expect((Number(s.processing_fee) * 100 + Number(s.service_fee) * 100).toFixed(0)).toBe((Number(s.total) * 100).toFixed(0));
      expect((Number(s.total) * 100 - Number(s.paypal_cost) * 100).toFixed(0)).toBe((Number(s.net_total) * 100).toFixed(0));
      if (flag(s, 'is_settled')) expect(s.payout_id).not.toBeNull();
    }
    const channels = new Set((await rows<{ channel: string }>('SELECT channel FROM payouts')).map((p) => p.channel));
    expect(channels).toEqual(new Set(['bank', 'paypal']));
  });

  it('computes every settlement with the domain formula (ADR 047): its order line\'s parts, the agent\'s rate, the route', async () => {
    const settlements = await rows<Record<string, unknown>>(
      `SELECT s.*, i.processing_part, i.service_part, u.commission_rate FROM settlements s
       JOIN order_items i ON i.application_id = s.application_id AND i.order_id = s.order_id JOIN users u ON u.id = s.agent_id`,
    );
    expect(settlements.length).toBe(Number((await rows<{ n: number }>('SELECT COUNT(*) AS n FROM settlements'))[0]!.n));
    const money = (value: unknown) => Number(value).toFixed(2);
    for (const s of settlements) {
      const expected = settlementAmounts({
        processingPart: money(s.processing_part),
        servicePart: money(s.service_part),
        commissionRate: money(s.commission_rate),
        paypal: s.route === 'paypal',
        paypalFee: PAYPAL_PAYOUT_FEE_DEFAULTS,
      });
      expect([money(s.processing_fee), money(s.service_fee), money(s.total), money(s.paypal_cost), money(s.net_total)]).toEqual(Object.values(expected));
    }
    expect(new Set(settlements.map((s) => s.route))).toEqual(new Set([null, 'bank', 'paypal']));
  });

  it('writes real demo files and references them with statuses 0, 1 and 2', async () => {
    const files = await rows<{ path: string; status_id: number }>('SELECT path, status_id FROM files');
    expect(new Set(files.map((f) => Number(f.status_id)))).toEqual(new Set([0, 1, 2]));
    for (const file of files) expect(existsSync(path.join(storageDir, file.path)), file.path).toBe(true);
    const pdf = readFileSync(path.join(storageDir, DEMO_FILES.certificateRenewal.key));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('Certificate of renewal \\226 demo');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const png = readFileSync(path.join(storageDir, DEMO_FILES.logo.key));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('never overwrites an existing demo file', async () => {
    const target = path.join(storageDir, DEMO_FILES.certificateRenewal.key);
    const mtime = statSync(target).mtimeMs;
    const workSeed = demoSeeds.find((s) => s.name === '0004-demo-work')!.module;
    await sequelize.transaction((transaction) => workSeed.run({ sequelize }, transaction));
    expect(statSync(target).mtimeMs).toBe(mtime);
  });

  it('has the site content: news, reports with reply and attachment, broadcast draft, whitelist', async () => {
    const news = await rows<{ status: number; publish_date: unknown; created_by: number | null }>('SELECT status, publish_date, created_by FROM news');
    expect(news.filter((n) => Number(n.status) === 1)).toHaveLength(4);
    expect(news.filter((n) => Number(n.status) === 0)).toHaveLength(1);
    for (const item of news) {
      expect(item.created_by).not.toBeNull();
      expect(toDate(item.publish_date).getTime()).toBeLessThan(Date.now());
    }
    const reports = new Set((await rows<{ status_id: number }>('SELECT status_id FROM reports')).map((r) => Number(r.status_id)));
    expect(reports).toEqual(new Set([0, 1]));
    expect(await rows('SELECT id FROM report_messages')).toHaveLength(1);
    expect(await rows('SELECT id FROM report_attachments')).toHaveLength(1);
    expect(await rows('SELECT id FROM emails WHERE sent_at IS NULL')).toHaveLength(1);
    const whitelist = (await rows<{ email: string }>('SELECT email FROM whitelists')).map((w) => w.email);
    expect(whitelist).toContain(DEMO_EMAILS.customer);
  });

  it('passes the validation of every registered model', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const model of Object.values(sequelize.models)) {
      for (const instance of await model.findAll()) {
        checked += 1;
        try {
          await instance.validate();
        } catch (error) {
          problems.push(`${model.name} #${String(instance.get('id'))}: ${(error as Error).message}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it('refuses to load demo data in production', async () => {
    await expect(seedDemo(sequelize, 'production')).rejects.toThrow(/production/);
  });
});
