/**
 * Benchmark data (issue 17): the SMALL, LARGE and XL profiles.
 *
 *   npx tsx bench/data/generate.ts SMALL   # the demo data exactly as the journeys seed it (e2e prepare.ts)
 *   npx tsx bench/data/generate.ts LARGE   # ~1,000× the demo on SQLite (/tmp/iprenew-bench-large.sqlite)
 *   BENCH_MYSQL_URL=mysql://iprenew:iprenew@127.0.0.1:3307/ npx tsx bench/data/generate.ts XL
 *
 * The last line printed is JSON: { profile, databaseUrl, storageDir, counts, reused, seconds }.
 * A database is reused when its sidecar (<file>.json, or /tmp/iprenew-bench-xl.json) carries the
 * same generator key (GENERATOR_VERSION + a hash of the demo seeds and prepare.ts); pending
 * migrations are applied to it either way. BENCH_REGENERATE=1 rebuilds it.
 *
 * How LARGE and XL are made: from the SMALL database (every migration, the reference data, the demo
 * accounts and their portfolio), the demo customers' whole world — IP records, orders, their items,
 * payments, slips, applications with their histories, files, deliveries, partners, opposition steps,
 * settlements, reports, voucher redemptions — is cloned W times ("worlds") with fresh ids, foreign
 * keys remapped inside the world, new unique references and invoice numbers, and every timestamp of
 * the world moved back by 0–3 years (calendar dates such as expiry dates are kept). Because each
 * row is a copy of a row the demo seed wrote through the real rules, the domain's invariants hold
 * (an order's lines, payment and applications agree; statuses and their dates match).
 *   - Owners: each world's demo customers are mapped to generated customers (copies of the demo
 *     customers' profiles): 80 % of the slots go to any customer, 20 % to 1 % "heavy" customers, so
 *     most customers have one portfolio or none, and some have ten or more.
 *   - The demo accounts that sign in for the load runs get realistic loads too: customer@example.com
 *     keeps its own world in DEMO_CUSTOMER_WORLDS extra worlds (about 50 orders and IP records in
 *     LARGE), agent@example.com keeps its jobs in DEMO_AGENT_WORLDS worlds; the other worlds' agent
 *     work goes to generated agents (copies of the demo agents).
 *   - Audit mails (the console's largest log) are generated directly: templates, languages and
 *     statuses spread, dates over three years, recipients among the customers.
 * Rows are written with multi-row INSERTs (literal values escaped by Sequelize) in transactions,
 * through the project's own connection (createSequelize), on SQLite or MariaDB/MySQL.
 * Random choices use a fixed seed: two runs of a profile generate the same rows.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryTypes, type Sequelize } from 'sequelize';
import { createSequelize, migrateUp } from '@iprenew/models';
import { seedDemo, seedReference } from '@iprenew/models/testing/standalone';

const GENERATOR_VERSION = 1;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const APP_DIR = path.join(ROOT, 'remix-app');

export type ProfileName = 'SMALL' | 'LARGE' | 'XL';

interface Scale {
  customers: number;
  worlds: number;
  agents: number;
  auditMails: number;
  demoCustomerWorlds: number;
  demoAgentWorlds: number;
}

/** The demo has 25 orders, 25 IP records and 23 applications per world (3 customers). */
const SCALES: Record<Exclude<ProfileName, 'SMALL'>, Scale> = {
  LARGE: { customers: 50_000, worlds: 7_960, agents: 100, auditMails: 200_000, demoCustomerWorlds: 3, demoAgentWorlds: 10 },
  XL: { customers: 100_000, worlds: 43_500, agents: 200, auditMails: 1_000_000, demoCustomerWorlds: 3, demoAgentWorlds: 10 },
};

/** BENCH_SCALE_DIVISOR=N divides LARGE/XL by N (a quick check of the generator itself, e.g. 1000). */
function scaleOf(profile: Exclude<ProfileName, 'SMALL'>): Scale {
  const divisor = Number(process.env.BENCH_SCALE_DIVISOR ?? 1);
  if (!Number.isInteger(divisor) || divisor < 1) throw new Error('BENCH_SCALE_DIVISOR must be a whole number ≥ 1');
  const base = SCALES[profile];
  const div = (n: number) => Math.max(1, Math.round(n / divisor));
  return { ...base, customers: Math.max(10, div(base.customers)), worlds: div(base.worlds), agents: div(base.agents), auditMails: div(base.auditMails) };
}

export const SMALL_FILE = '/tmp/iprenew-bench-small.sqlite';
export const LARGE_FILE = '/tmp/iprenew-bench-large.sqlite';
export const STORAGE_DIR = '/tmp/iprenew-bench-storage';
const XL_DIVISOR = process.env.BENCH_SCALE_DIVISOR ?? '1';
const XL_SIDECAR = XL_DIVISOR === '1' ? '/tmp/iprenew-bench-xl.json' : `/tmp/iprenew-bench-xl-d${XL_DIVISOR}.json`;
const XL_DATABASE = XL_DIVISOR === '1' ? 'iprenew_bench_xl' : `iprenew_bench_xl_d${XL_DIVISOR}`;

/** Tables of the demo customers' world, cloned per world (order is derived from their foreign keys). */
const WORLD_TABLES = [
  'ips',
  'orders',
  'order_items',
  'payments',
  'payment_slips',
  'applications',
  'application_histories',
  'files',
  'deliveries',
  'partners',
  'opposition_steps',
  'settlements',
  'reports',
  'report_messages',
  'report_attachments',
  'voucher_redemptions',
];

const DEMO_CUSTOMERS = ['customer@example.com', 'company@example.com', 'customer2@example.com'];
const DEMO_AGENTS = ['agent@example.com', 'agent2@example.com'];
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const DAY_MS = 86_400_000;
const TIMESTAMP_TEXT = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)?)( [+-]\d\d:\d\d)?$/;

type Row = Record<string, unknown>;

/** The generator key: a change to the demo seeds, prepare.ts or this file's version regenerates. */
function generatorKey(): string {
  const hash = createHash('sha1');
  hash.update(String(GENERATOR_VERSION));
  const demoDir = path.join(ROOT, 'models', 'seeders', 'demo');
  for (const name of readdirSync(demoDir).sort()) if (name.endsWith('.ts') && !name.endsWith('.test.ts')) hash.update(readFileSync(path.join(demoDir, name)));
  hash.update(readFileSync(path.join(APP_DIR, 'e2e', 'support', 'prepare.ts')));
  const divisor = process.env.BENCH_SCALE_DIVISOR ?? '1';
  return `${GENERATOR_VERSION}-${hash.digest('hex').slice(0, 12)}${divisor === '1' ? '' : `-d${divisor}`}`;
}

function readSidecar(file: string): { key?: string; counts?: Record<string, number> } | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** mulberry32: a small seeded generator, so that a profile is the same rows every time. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function symbols(label: string, length: number): string {
  const digest = createHash('sha256').update(`iprenew-bench:${label}`).digest();
  let out = '';
  for (let i = 0; i < length; i += 1) out += REFERENCE_ALPHABET[digest[i]! % REFERENCE_ALPHABET.length];
  return out;
}

async function counts(sequelize: Sequelize): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ['users', 'ips', 'orders', 'applications', 'payments', 'application_histories', 'audit_mails']) {
    const [row] = await sequelize.query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM \`${table}\``, { type: QueryTypes.SELECT });
    out[table] = Number(row?.n ?? 0);
  }
  const [customers] = await sequelize.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM users WHERE role_id = 4', { type: QueryTypes.SELECT });
  out.customers = Number(customers?.n ?? 0);
  return out;
}

// -------------------------------------------------------------------------------------------------
// SMALL: the journeys' database (remix-app/e2e/support/prepare.ts), so that SMALL is the demo as seeded.

function prepareSmall(file: string): void {
  mkdirSync(STORAGE_DIR, { recursive: true });
  const result = spawnSync('npx', ['tsx', 'e2e/support/prepare.ts'], {
    cwd: APP_DIR,
    encoding: 'utf8',
    env: { ...process.env, APP_ENV: 'test', DATABASE_URL: `sqlite:${file}`, STORAGE_DIR, MAIL_OUTBOX_DIR: `${STORAGE_DIR}-mail` },
  });
  if (result.status !== 0) throw new Error(`prepare.ts failed:\n${result.stdout}\n${result.stderr}`);
}

// -------------------------------------------------------------------------------------------------
// Cloning the demo customers' world.

interface TableShape {
  name: string;
  columns: string[];
  /** column → referenced table */
  foreign: Map<string, string>;
  rows: Row[];
}

async function foreignKeys(sequelize: Sequelize, table: string): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  if (sequelize.getDialect() === 'sqlite') {
    const rows = await sequelize.query<{ from: string; table: string }>(`SELECT "from", "table" FROM pragma_foreign_key_list('${table}')`, { type: QueryTypes.SELECT });
    for (const row of rows) map.set(row.from, row.table);
  } else {
    const rows = await sequelize.query<{ column_name: string; referenced_table_name: string }>(
      `SELECT COLUMN_NAME AS column_name, REFERENCED_TABLE_NAME AS referenced_table_name FROM information_schema.KEY_COLUMN_USAGE
        WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = :table AND REFERENCED_TABLE_NAME IS NOT NULL`,
      { type: QueryTypes.SELECT, replacements: { table } },
    );
    for (const row of rows) map.set(row.column_name, row.referenced_table_name);
  }
  return map;
}

async function tableColumns(sequelize: Sequelize, table: string): Promise<string[]> {
  return Object.keys(await sequelize.getQueryInterface().describeTable(table));
}

/** Tables in an order where every referenced world table comes first. */
function topologicalOrder(shapes: Map<string, TableShape>): TableShape[] {
  const done = new Set<string>();
  const out: TableShape[] = [];
  const visit = (name: string, trail: Set<string>) => {
    if (done.has(name) || trail.has(name)) return;
    trail.add(name);
    for (const target of shapes.get(name)!.foreign.values()) if (shapes.has(target) && target !== name) visit(target, trail);
    done.add(name);
    out.push(shapes.get(name)!);
  };
  for (const name of shapes.keys()) visit(name, new Set());
  return out;
}

class Writer {
  private readonly buffers = new Map<string, { columns: string[]; rows: string[] }>();
  rowsWritten = 0;

  constructor(
    private readonly sequelize: Sequelize,
    private readonly order: string[],
  ) {}

  literal(value: unknown): string {
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'boolean') return value ? '1' : '0';
    if (typeof value === 'number') return String(value);
    if (value instanceof Date || typeof value === 'string') return this.sequelize.escape(value as string);
    if (Buffer.isBuffer(value)) return this.sequelize.escape(value as never);
    return this.sequelize.escape(JSON.stringify(value));
  }

  add(table: string, columns: string[], row: Row): void {
    let buffer = this.buffers.get(table);
    if (!buffer) {
      buffer = { columns, rows: [] };
      this.buffers.set(table, buffer);
    }
    buffer.rows.push(`(${columns.map((c) => this.literal(row[c])).join(',')})`);
  }

  pending(): number {
    let n = 0;
    for (const buffer of this.buffers.values()) n += buffer.rows.length;
    return n;
  }

  /** Writes every buffered row, referenced tables first, in one transaction. */
  async flush(): Promise<void> {
    const tables = [...this.order, ...[...this.buffers.keys()].filter((t) => !this.order.includes(t))];
    await this.sequelize.transaction(async (transaction) => {
      for (const table of tables) {
        const buffer = this.buffers.get(table);
        if (!buffer || buffer.rows.length === 0) continue;
        const head = `INSERT INTO \`${table}\` (${buffer.columns.map((c) => `\`${c}\``).join(',')}) VALUES `;
        for (let i = 0; i < buffer.rows.length; i += 500) {
          await this.sequelize.query(head + buffer.rows.slice(i, i + 500).join(','), { transaction });
        }
        this.rowsWritten += buffer.rows.length;
        buffer.rows = [];
      }
    });
  }
}

function shiftValue(value: unknown, shiftMs: number): unknown {
  if (shiftMs === 0 || value === null || value === undefined) return value;
  if (value instanceof Date) return new Date(value.getTime() - shiftMs);
  if (typeof value === 'string') {
    const match = TIMESTAMP_TEXT.exec(value);
    if (!match) return value;
    const zone = match[2] ?? '';
    const moved = new Date(new Date(`${match[1]!.replace(' ', 'T')}${zone ? zone.trim() : 'Z'}`).getTime() - shiftMs);
    const text = moved.toISOString().replace('T', ' ').replace('Z', '');
    return zone ? `${text}${zone}` : text.slice(0, match[1]!.length);
  }
  return value;
}

async function nextIds(sequelize: Sequelize, tables: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const table of tables) {
    const [row] = await sequelize.query<{ n: number | string | null }>(`SELECT MAX(id) AS n FROM \`${table}\``, { type: QueryTypes.SELECT });
    out.set(table, Number(row?.n ?? 0) + 1);
  }
  return out;
}

async function growWorld(sequelize: Sequelize, scale: Scale, log: (message: string) => void): Promise<void> {
  const rng = random(17);
  const select = <T extends Row>(sql: string) => sequelize.query<T>(sql, { type: QueryTypes.SELECT });

  // The demo accounts the worlds are cloned from.
  const members = await select<Row>(`SELECT * FROM users WHERE email IN (${DEMO_CUSTOMERS.map((e) => `'${e}'`).join(',')}) ORDER BY id`);
  const agents = await select<Row>(`SELECT * FROM users WHERE email IN (${DEMO_AGENTS.map((e) => `'${e}'`).join(',')}) ORDER BY id`);
  if (members.length !== DEMO_CUSTOMERS.length || agents.length !== DEMO_AGENTS.length) throw new Error('The SMALL database has no demo accounts');
  const demoCustomerId = Number(members.find((m) => m.email === DEMO_CUSTOMERS[0])!.id);
  const demoAgentId = Number(agents.find((a) => a.email === DEMO_AGENTS[0])!.id);
  const userColumns = await tableColumns(sequelize, 'users');

  const shapes = new Map<string, TableShape>();
  for (const name of WORLD_TABLES) {
    let rows = await select<Row>(`SELECT * FROM \`${name}\` ORDER BY id`);
    // A paid-out settlement belongs to a payout (not cloned): its clones would make payouts disagree.
    if (name === 'settlements') rows = rows.filter((row) => row.payout_id === null || row.payout_id === undefined);
    shapes.set(name, { name, columns: await tableColumns(sequelize, name), foreign: await foreignKeys(sequelize, name), rows });
  }
  const ordered = topologicalOrder(shapes);
  const writer = new Writer(sequelize, ['users', ...ordered.map((s) => s.name)]);
  const ids = await nextIds(sequelize, ['users', ...WORLD_TABLES]);
  const take = (table: string) => {
    const id = ids.get(table)!;
    ids.set(table, id + 1);
    return id;
  };

  // Order references (12 symbols) and the columns that carry them (applications' "REF-n", payments, PayPal refs…).
  const orderRefs = shapes.get('orders')!.rows.map((row) => String(row.reference));
  const refPattern = new RegExp(orderRefs.join('|'), 'g');
  const refColumns = new Map<string, string[]>();
  for (const shape of shapes.values()) {
    refColumns.set(
      shape.name,
      shape.columns.filter((c) => c !== 'id' && shape.rows.some((row) => typeof row[c] === 'string' && orderRefs.some((ref) => (row[c] as string).includes(ref)))),
    );
  }

  // Generated customers and agents: copies of the demo profiles with their own e-mail and name.
  const started = Date.now();
  const customerIds: number[] = [];
  for (let n = 0; n < scale.customers - members.length; n += 1) {
    const template = members[n % members.length]!;
    const id = take('users');
    const shiftMs = Math.floor(rng() * 3 * 365) * DAY_MS;
    writer.add('users', userColumns, {
      ...template,
      id,
      email: `bench.c${n}@example.test`,
      name: `${String(template.name)} ${n}`,
      created_at: shiftValue(template.created_at, shiftMs),
      updated_at: shiftValue(template.updated_at, shiftMs),
      email_verified_at: shiftValue(template.email_verified_at, shiftMs),
      last_login: shiftValue(template.last_login, Math.floor(rng() * 90) * DAY_MS),
    });
    customerIds.push(id);
    if (writer.pending() >= 5000) await writer.flush();
  }
  const agentIds: number[] = [];
  for (let n = 0; n < scale.agents; n += 1) {
    const template = agents[n % agents.length]!;
    const id = take('users');
    writer.add('users', userColumns, { ...template, id, email: `bench.agent${n}@example.test`, name: `${String(template.name)} ${n}` });
    agentIds.push(id);
  }
  await writer.flush();
  log(`users: ${customerIds.length} customers and ${agentIds.length} agents in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const heavy = customerIds.slice(0, Math.max(1, Math.floor(customerIds.length / 100)));
  const invoiceYear = /^INV-(\d{4})-/;
  let invoiceSeq = 0;
  const worldsStarted = Date.now();
  for (let world = 1; world <= scale.worlds; world += 1) {
    const userMap = new Map<number, number>();
    for (const member of members) {
      const id = Number(member.id);
      if (id === demoCustomerId && world <= scale.demoCustomerWorlds) userMap.set(id, id);
      else userMap.set(id, rng() < 0.2 ? heavy[Math.floor(rng() * heavy.length)]! : customerIds[Math.floor(rng() * customerIds.length)]!);
    }
    for (const agent of agents) {
      const id = Number(agent.id);
      if (id === demoAgentId && world <= scale.demoAgentWorlds) userMap.set(id, id);
      else userMap.set(id, agentIds[Math.floor(rng() * agentIds.length)]!);
    }
    const refMap = new Map(orderRefs.map((ref) => [ref, symbols(`${world}:${ref}`, 12)]));
    const shiftMs = Math.floor(rng() * 3 * 365) * DAY_MS;
    const idMaps = new Map<string, Map<number, number>>();

    for (const shape of ordered) {
      const idMap = new Map<number, number>();
      idMaps.set(shape.name, idMap);
      const refs = refColumns.get(shape.name)!;
      for (const template of shape.rows) {
        const row: Row = {};
        for (const column of shape.columns) {
          let value = template[column];
          const target = shape.foreign.get(column);
          if (column === 'id') value = take(shape.name);
          else if (value !== null && value !== undefined && target === 'users') value = userMap.get(Number(value)) ?? value;
          else if (value !== null && value !== undefined && target && idMaps.has(target)) value = idMaps.get(target)!.get(Number(value)) ?? null;
          else if (refs.includes(column) && typeof value === 'string') value = value.replace(refPattern, (ref) => refMap.get(ref)!);
          else value = shiftValue(value, shiftMs);
          row[column] = value;
        }
        if (shape.name === 'payments' && typeof template.invoice_no === 'string') {
          invoiceSeq += 1;
          const year = invoiceYear.exec(template.invoice_no)?.[1] ?? '2026';
          row.invoice_no = `INV-${year}-${String(invoiceSeq).padStart(6, '0')}`;
        }
        if (shape.name === 'reports' && typeof template.ref_code === 'string') row.ref_code = `RPT${symbols(`${world}:${template.ref_code}`, 8)}`;
        if (shape.name === 'settlements' && typeof template.paypal_sender_batch_id === 'string') row.paypal_sender_batch_id = `${template.paypal_sender_batch_id}-${world}`;
        idMap.set(Number(template.id), Number(row.id));
        writer.add(shape.name, shape.columns, row);
      }
    }
    if (writer.pending() >= 20_000) await writer.flush();
    if (world % 1000 === 0) log(`worlds: ${world}/${scale.worlds} (${writer.rowsWritten} rows, ${((Date.now() - worldsStarted) / 1000).toFixed(0)} s)`);
  }
  await writer.flush();
  log(`worlds: ${scale.worlds} in ${((Date.now() - worldsStarted) / 1000).toFixed(1)} s`);

  // Audit mails: the console's largest log.
  const mailsStarted = Date.now();
  const templates = ['payment-success', 'paylater-placed', 'paylater-reminder', 'slip-received', 'payment-rejected', 'renewal-due-reminder', 'verify-email', 'reset-password-link', 'password-changed', 'report-received', 'settlement-paid'];
  const mailColumns = ['reference', 'user_email', 'subject', 'status', 'mailable_type', 'template', 'language', 'payload', 'error', 'sent_at', 'created_at', 'updated_at'];
  const now = Date.now();
  for (let n = 0; n < scale.auditMails; n += 1) {
    const template = templates[Math.floor(rng() * rng() * templates.length)]!;
    const roll = rng();
    const status = roll < 0.93 ? 1 : roll < 0.98 ? 0 : 2;
    const createdAt = new Date(now - Math.floor(rng() * 3 * 365 * DAY_MS));
    const customer = Math.floor(rng() * (scale.customers - members.length));
    const reference = template.startsWith('pay') || template === 'slip-received' ? symbols(`mail:${n}`, 12) : null;
    writer.add('audit_mails', mailColumns, {
      reference,
      user_email: `bench.c${customer}@example.test`,
      subject: `${template.replace(/-/g, ' ')}${reference ? ` ${reference}` : ''}`,
      status,
      mailable_type: template,
      template,
      language: ['en', 'en', 'bm', 'cn'][Math.floor(rng() * 4)],
      payload: { name: `Customer ${customer}`, reference },
      error: status === 0 ? 'connect ECONNREFUSED 127.0.0.1:25' : null,
      sent_at: status === 1 ? new Date(createdAt.getTime() + 2000) : null,
      created_at: createdAt,
      updated_at: createdAt,
    });
    if (writer.pending() >= 20_000) await writer.flush();
  }
  await writer.flush();
  log(`audit mails: ${scale.auditMails} in ${((Date.now() - mailsStarted) / 1000).toFixed(1)} s`);
}

// -------------------------------------------------------------------------------------------------

export interface ProfileDatabase {
  profile: ProfileName;
  databaseUrl: string;
  storageDir: string;
  counts: Record<string, number>;
  reused: boolean;
  seconds: number;
}

const log = (message: string) => console.error(`[bench data] ${message}`);

async function withSequelize<T>(databaseUrl: string, fn: (sequelize: Sequelize) => Promise<T>): Promise<T> {
  const sequelize = createSequelize(databaseUrl);
  try {
    return await fn(sequelize);
  } finally {
    await sequelize.close();
  }
}

async function ensureSqlite(profile: 'SMALL' | 'LARGE', key: string): Promise<ProfileDatabase> {
  const started = Date.now();
  const divisor = process.env.BENCH_SCALE_DIVISOR ?? '1';
  const file = profile === 'SMALL' ? SMALL_FILE : divisor === '1' ? LARGE_FILE : LARGE_FILE.replace('.sqlite', `-d${divisor}.sqlite`);
  const sidecar = `${file}.json`;
  const current = readSidecar(sidecar);
  const reused = process.env.BENCH_REGENERATE !== '1' && current?.key === key && existsSync(file) && existsSync(STORAGE_DIR);
  const databaseUrl = `sqlite:${file}`;
  if (!reused) {
    rmSync(sidecar, { force: true });
    for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    if (profile === 'SMALL') {
      log('SMALL: preparing the demo database (remix-app/e2e/support/prepare.ts)…');
      prepareSmall(file);
    } else {
      await ensureSqlite('SMALL', key);
      // A consistent copy of SMALL (its WAL folded in first).
      await withSequelize(`sqlite:${SMALL_FILE}`, (s) => s.query('PRAGMA wal_checkpoint(TRUNCATE)'));
      copyFileSync(SMALL_FILE, file);
      log(`LARGE: growing a copy of SMALL to ${scaleOf('LARGE').customers} customers…`);
      await withSequelize(databaseUrl, (sequelize) => growWorld(sequelize, scaleOf('LARGE'), log));
    }
  }
  const result = await withSequelize(databaseUrl, async (sequelize) => {
    await migrateUp(sequelize);
    if (!reused) await sequelize.query('PRAGMA wal_checkpoint(TRUNCATE)');
    return counts(sequelize);
  });
  if (!reused) writeFileSync(sidecar, `${JSON.stringify({ key, profile, counts: result, createdAt: new Date().toISOString() }, null, 2)}\n`);
  return { profile, databaseUrl, storageDir: STORAGE_DIR, counts: result, reused, seconds: (Date.now() - started) / 1000 };
}

function loopbackOnly(url: string): void {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (!['127.0.0.1', '::1', 'localhost'].includes(host)) throw new Error(`BENCH_MYSQL_URL must point at the loopback interface (got ${host}).`);
}

async function ensureXl(key: string): Promise<ProfileDatabase> {
  const started = Date.now();
  const serverUrl = process.env.BENCH_MYSQL_URL ?? '';
  if (!serverUrl) throw new Error('XL needs BENCH_MYSQL_URL (e.g. `bash scripts/mariadb.sh start | tail -1`).');
  loopbackOnly(serverUrl);
  const url = new URL(serverUrl);
  url.pathname = `/${XL_DATABASE}`;
  const databaseUrl = url.toString();
  const current = readSidecar(XL_SIDECAR);
  const reused = process.env.BENCH_REGENERATE !== '1' && current?.key === key;
  if (!reused) {
    rmSync(XL_SIDECAR, { force: true });
    const admin = new URL(serverUrl);
    admin.pathname = '/';
    await withSequelize(admin.toString(), async (s) => {
      await s.query(`DROP DATABASE IF EXISTS \`${XL_DATABASE}\``);
      await s.query(`CREATE DATABASE \`${XL_DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    });
    mkdirSync(STORAGE_DIR, { recursive: true });
    process.env.STORAGE_DIR = STORAGE_DIR;
    await withSequelize(databaseUrl, async (sequelize) => {
      await migrateUp(sequelize);
      await seedReference(sequelize);
      await seedDemo(sequelize, 'test');
      log(`XL: growing the demo to ${scaleOf('XL').customers} customers on MariaDB/MySQL…`);
      await growWorld(sequelize, scaleOf('XL'), log);
    });
  }
  const result = await withSequelize(databaseUrl, async (sequelize) => {
    await migrateUp(sequelize);
    return counts(sequelize);
  });
  if (!reused) writeFileSync(XL_SIDECAR, `${JSON.stringify({ key, profile: 'XL', counts: result, createdAt: new Date().toISOString() }, null, 2)}\n`);
  return { profile: 'XL', databaseUrl, storageDir: STORAGE_DIR, counts: result, reused, seconds: (Date.now() - started) / 1000 };
}

export async function ensureProfile(profile: ProfileName): Promise<ProfileDatabase> {
  const key = generatorKey();
  return profile === 'XL' ? ensureXl(key) : ensureSqlite(profile, key);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const profile = (process.argv[2] ?? 'LARGE').toUpperCase();
  if (!['SMALL', 'LARGE', 'XL'].includes(profile)) {
    console.error('Usage: npx tsx bench/data/generate.ts SMALL|LARGE|XL');
    process.exit(2);
  }
  process.env.APP_ENV ??= 'test';
  ensureProfile(profile as ProfileName)
    .then((result) => {
      log(`${result.profile}: ${result.reused ? 'reused' : 'generated'} in ${result.seconds.toFixed(1)} s — ${JSON.stringify(result.counts)}`);
      console.log(JSON.stringify(result));
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
