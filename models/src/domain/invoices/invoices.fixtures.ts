import { afterAll, beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetConfigCache } from '../../config/env';
import { IP_TYPE, ORDER_STATUS, PAYMENT_STATUS, ROLE, SERVICE, USER_STATUS, type Language, type PaymentMethod } from '../../constants/index';
import { seedReference } from '../../db/seeder';
import { Country } from '../../models/country';
import { Order } from '../../models/order';
import { OrderItem } from '../../models/order-item';
import { Payment } from '../../models/payment';
import { User } from '../../models/user';
import { Voucher } from '../../models/voucher';
import { LocalDiskStorage, useStorage } from '../../storage/index';
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from '../../testing/test-database';
import type { Actor } from '../users/shared';

/**
 * Orders and payments for the invoice and e-mail tests, inserted with the models directly (the
 * rows fulfilOrder / choosePayLater write), on a private database, a private file storage and a
 * private mail outbox (SMTP_URL unset → .eml files).
 */

export interface InvoiceKit {
  db: TestDatabase;
  storageDir: string;
  outboxDir: string;
  customer: User;
  otherCustomer: User;
  staff: { superAdmin: Actor; admin: Actor; accountant: Actor; agent: Actor };
  country(iso2: string): Promise<Country>;
  close(): Promise<void>;
}

let seq = 0;
const savedEnv = { SMTP_URL: process.env.SMTP_URL, MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR, APP_URL: process.env.APP_URL };

export async function makeUser(role: number, extra: Partial<Record<string, unknown>> = {}): Promise<User> {
  seq += 1;
  return User.create({
    name: `User ${role}.${seq}`,
    email: `invoice.${role}.${seq}.${randomBytes(3).toString('hex')}@example.test`,
    role_id: role,
    status_id: USER_STATUS.ACTIVE,
    password: 'x',
    ...extra,
  } as never);
}

export async function createInvoiceKit(options: TestDatabaseOptions = {}): Promise<InvoiceKit> {
  const db = await createTestDatabase(options);
  await seedReference(db.sequelize);
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'iprenew-invoice-storage-'));
  const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'iprenew-invoice-outbox-'));
  useStorage(new LocalDiskStorage(storageDir));
  delete process.env.SMTP_URL;
  process.env.MAIL_OUTBOX_DIR = outboxDir;
  process.env.APP_URL = 'https://portal.example';
  resetConfigCache();
  const actor = async (role: number): Promise<Actor> => {
    const user = await makeUser(role);
    return { id: user.id, role_id: user.role_id };
  };
  const my = await Country.findOne({ where: { iso2: 'MY' } });
  return {
    db,
    storageDir,
    outboxDir,
    customer: await makeUser(ROLE.MEMBER, {
      name: 'Tan Ah Kow',
      company: 'Syarikat Maju Jaya Sdn. Bhd.',
      address_1: '12 Jalan Ampang',
      poscode: '50450',
      city: 'Kuala Lumpur',
      country_id: my?.id ?? null,
      language: 'en',
    }),
    otherCustomer: await makeUser(ROLE.MEMBER),
    staff: { superAdmin: await actor(ROLE.SUPER_ADMIN), admin: await actor(ROLE.ADMIN), accountant: await actor(ROLE.ACCOUNTANT), agent: await actor(ROLE.AGENT) },
    async country(iso2) {
      const country = await Country.findOne({ where: { iso2 } });
      if (!country) throw new Error(`no country ${iso2}`);
      return country;
    },
    async close() {
      useStorage(undefined);
      for (const [k, v] of Object.entries(savedEnv)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      resetConfigCache();
      rmSync(storageDir, { recursive: true, force: true });
      rmSync(outboxDir, { recursive: true, force: true });
      await db.drop();
    },
  };
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newReference(): string {
  return Array.from(randomBytes(12), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

export interface OrderFixture {
  user: User;
  method?: PaymentMethod;
  status?: number;
  paymentStatus?: number;
  voucher?: { code: string; discount: string } | null;
  providerRef?: string | null;
  createdAt?: Date;
  expiresAt?: Date | null;
  paidAt?: Date | null;
}

/**
 * A two-line order (a Malaysian trademark renewal, class 9, and a Chinese patent renewal, years 6
 * and 7; fee 1500.00) with its one payment row. Paid by default.
 */
export async function createOrder(fixture: OrderFixture): Promise<{ order: Order; payment: Payment }> {
  const method = fixture.method ?? 'stripe';
  const status = fixture.status ?? ORDER_STATUS.PAID;
  const paid = status === ORDER_STATUS.PAID;
  const fee = '1500.00';
  const discount = fixture.voucher?.discount ?? '0.00';
  const totalText = new Decimal(fee).minus(discount).toFixed(2);
  let voucherId: number | null = null;
  if (fixture.voucher) {
    const voucher = await Voucher.create({ code: fixture.voucher.code, type: 'Value', value: discount, due_date: '2099-12-31', quantity: 10 } as never);
    voucherId = voucher.id;
  }
  const reference = newReference();
  const createdAt = fixture.createdAt ?? new Date();
  const paidAt = paid ? (fixture.paidAt ?? new Date()) : null;
  const order = await Order.create({
    reference,
    user_id: fixture.user.id,
    fee,
    discount_amount: discount,
    total: totalText,
    paid_amount: paid && method !== 'bypass' ? totalText : '0.00',
    status,
    payment_method: method,
    voucher_id: voucherId,
    service_id: SERVICE.RENEWAL,
    type_id: null,
    expires_at: fixture.expiresAt ?? null,
    paid_at: paidAt,
    fulfilled_at: paidAt,
    created_at: createdAt,
    updated_at: createdAt,
  } as never);
  const my = await Country.findOne({ where: { iso2: 'MY' } });
  const cn = await Country.findOne({ where: { iso2: 'CN' } });
  await OrderItem.create({
    order_id: order.id,
    service_id: SERVICE.RENEWAL,
    type_id: IP_TYPE.TRADEMARK,
    country_id: my!.id,
    filing_no: 'TM2015001234',
    application_name: 'MAJU JAYA',
    multiclass_no: 9,
    expiry_date: '2026-05-01',
    fee_type: 'tm_not_expired',
    fee: '600.00',
  } as never);
  await OrderItem.create({
    order_id: order.id,
    service_id: SERVICE.RENEWAL,
    type_id: IP_TYPE.PATENT,
    country_id: cn!.id,
    application_no: 'CN201810012345',
    grant_no: 'ZL201810012345',
    selected_years: [{ year_granted: '6th_year_granted' }, { year_granted: '7th_year_granted' }],
    fee_type: 'pt_not_due',
    fee: '900.00',
  } as never);
  const payment = await Payment.create({
    order_id: order.id,
    reference,
    status: fixture.paymentStatus ?? (paid ? PAYMENT_STATUS.SUCCESS : PAYMENT_STATUS.PENDING),
    provider: method,
    paypal_ref: fixture.providerRef ?? (paid && method === 'stripe' ? `pi_test_${reference.toLowerCase()}` : null),
    paid_amount: paid && method !== 'bypass' ? totalText : '0.00',
    is_verify: paid,
    created_at: createdAt,
  } as never);
  return { order, payment };
}

export async function setLanguage(user: User, language: Language): Promise<void> {
  await user.update({ language });
}

/** The .eml files of the outbox, oldest first, as text. */
export function outboxMails(outboxDir: string): string[] {
  return readdirSync(outboxDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readFileSync(path.join(outboxDir, f), 'utf8'));
}

export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** RFC 2047 encoded words (subject lines). */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, body: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(body, 'base64').toString('utf8')
      : Buffer.from(body.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = (at < 0 ? raw : raw.slice(0, at)).replace(/\r?\n[ \t]+/g, ' ');
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  const enc = (encoding ?? '7bit').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (enc === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1');
  }
  return Buffer.from(body, 'utf8');
}

/** A small MIME reader for the .eml files nodemailer writes (multipart/mixed, alternative, attachments). */
export function parseMail(raw: string): ParsedMail {
  const mail: ParsedMail = { headers: {}, subject: '', text: '', html: '', attachments: [] };
  const walk = (part: string, top: boolean) => {
    const { headers, body } = splitPart(part);
    if (top) mail.headers = headers;
    const type = headers['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      const pieces = body.split(`--${boundary}`).slice(1);
      for (const piece of pieces) {
        if (piece.startsWith('--')) break;
        walk(piece.replace(/^\r?\n/, ''), false);
      }
      return;
    }
    const content = decodeBody(body, headers['content-transfer-encoding']);
    const disposition = headers['content-disposition'] ?? '';
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
    if (filename) mail.attachments.push({ filename: decodeWords(filename), contentType: type.split(';')[0]!.trim(), content });
    else if (/^text\/html/i.test(type)) mail.html = content.toString('utf8');
    else if (/^text\/plain/i.test(type)) mail.text = content.toString('utf8');
  };
  walk(raw, true);
  mail.subject = decodeWords(mail.headers.subject ?? '');
  return mail;
}

/** One kit for a test file: created before its tests, closed after them. Read it inside a test as `kit()`. */
export function useInvoiceKit(): () => InvoiceKit {
  let kit: InvoiceKit | undefined;
  beforeAll(async () => {
    kit = await createInvoiceKit();
  }, 180_000);
  afterAll(async () => {
    await kit?.close();
  }, 60_000);
  return () => {
    if (!kit) throw new Error('useInvoiceKit: read the kit inside a test');
    return kit;
  };
}
