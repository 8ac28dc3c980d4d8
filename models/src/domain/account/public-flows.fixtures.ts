import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetConfigCache } from '../../config/env';
import { seedReference } from '../../db/seeder';
import { Country } from '../../models/country';
import { State } from '../../models/state';
import type { RegistrationInput } from '../../schemas/account';
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from '../../testing/test-database';

/**
 * Test kit of the public account flows: a migrated database with the reference data, and the
 * mail outbox in a temporary folder (no SMTP_URL → every mail is an .eml file there).
 */

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface FlowKit {
  db: TestDatabase;
  outbox: string;
  malaysia: Country;
  state: State;
  otherState: State;
  mails(): OutboxMail[];
  mailsTo(email: string): OutboxMail[];
  clearMail(): void;
  validRegistration(overrides?: Partial<RegistrationInput>): RegistrationInput;
  close(): Promise<void>;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? decodeWords(line.slice(name.length + 1).trim()) : '';
}

function part(raw: string, type: 'plain' | 'html'): string {
  const match = new RegExp(`Content-Type: text/${type}[^]*?Content-Transfer-Encoding: ([\\w-]+)\\r?\\n\\r?\\n([^]*?)\\r?\\n--`, 'i').exec(raw);
  if (!match) return '';
  const [, encoding, body] = match;
  if (encoding!.toLowerCase() === 'base64') return Buffer.from(body!.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding!.toLowerCase() === 'quoted-printable') {
    const bytes = body!.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body!;
}

/** Every .eml file in `dir`, oldest first, decoded. */
export function readOutbox(dir: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((f) => {
    const raw = readFileSync(path.join(dir, f), 'utf8');
    return { file: f, to: header(raw, 'To'), subject: header(raw, 'Subject'), text: part(raw, 'plain'), html: part(raw, 'html'), raw };
  });
}

/** The first URL of a mail's text that starts with `prefix` (e.g. 'http://x/account/verify/'). */
export function linkIn(mail: OutboxMail, pathPart: string): string | undefined {
  return mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
}

export async function createFlowKit(options: TestDatabaseOptions = {}): Promise<FlowKit> {
  const outbox = mkdtempSync(path.join(os.tmpdir(), 'iprenew-h1-mail-'));
  const saved = { SMTP_URL: process.env.SMTP_URL, MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR, APP_URL: process.env.APP_URL };
  delete process.env.SMTP_URL;
  process.env.MAIL_OUTBOX_DIR = outbox;
  process.env.APP_URL = 'http://portal.test';
  resetConfigCache();

  const db = await createTestDatabase(options);
  await seedReference(db.sequelize);
  const malaysia = (await Country.findOne({ where: { iso2: 'MY' } }))!;
  const states = await State.findAll({ where: { country_id: malaysia.id }, order: [['id', 'ASC']] });
  const singapore = (await Country.findOne({ where: { iso2: 'SG' } }))!;
  const otherState = (await State.findOne({ where: { country_id: singapore.id } }))!;

  return {
    db,
    outbox,
    malaysia,
    state: states[0]!,
    otherState,
    mails: () => readOutbox(outbox),
    mailsTo: (email) => readOutbox(outbox).filter((m) => m.to.toLowerCase().includes(email.toLowerCase())),
    clearMail: () => {
      for (const f of readdirSync(outbox)) rmSync(path.join(outbox, f), { force: true });
    },
    validRegistration: (overrides = {}) => ({
      name: 'Aminah Binti Yusof',
      email: `aminah.${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'Secret123',
      password_confirmation: 'Secret123',
      company: undefined,
      contact: '+60123456789',
      address_1: '12 Jalan Burma',
      address_2: undefined,
      poscode: '10050',
      city: 'George Town',
      country_id: malaysia.id,
      state_id: states[0]!.id,
      type: 'Personal',
      terms: true,
      ...overrides,
    }),
    async close() {
      await db.drop();
      rmSync(outbox, { recursive: true, force: true });
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      resetConfigCache();
    },
  };
}
