import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigCache } from '../config/env';
import { AUDIT_MAIL_STATUS, AuditMail } from '../models/audit-mail';
import { createTestDatabase, type TestDatabase } from '../testing/index';
import { closeMailTransports, resendAuditMail, sendMail } from './index';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Decodes RFC 2047 encoded words (subject lines) and a quoted-printable/base64 body part. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
}
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? decodeWords(line.slice(name.length + 1).trim()) : '';
}
function textPart(raw: string): string {
  const match = /Content-Type: text\/plain[^]*?Content-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([^]*?)\r?\n--/i.exec(raw);
  if (!match) return '';
  const [, encoding, body] = match;
  if (encoding!.toLowerCase() === 'base64') return Buffer.from(body!.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding!.toLowerCase() === 'quoted-printable') {
    const bytes = body!.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body!;
}

async function startSink(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const savedEnv = { ...process.env };
let db: TestDatabase;
let outbox: string;

function configure(env: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetConfigCache();
}

beforeAll(async () => {
  db = await createTestDatabase();
  outbox = mkdtempSync(path.join(os.tmpdir(), 'iprenew-outbox-'));
});

afterEach(() => {
  closeMailTransports();
});

afterAll(async () => {
  process.env = savedEnv;
  resetConfigCache();
  rmSync(outbox, { recursive: true, force: true });
  await db.drop();
});

const notice = {
  name: 'Siti <Aminah>',
  heading: 'Renewal filed',
  paragraphs: ['Your trademark TM2020/01234 renewal has been filed & acknowledged.'],
  button: { url: 'https://portal.example/orders/7', label: 'View order' },
};

describe(`sendMail (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('delivers over SMTP to a real sink and records a delivered audit mail', async () => {
    const sink = await startSink();
    try {
      configure({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: 'IPRenew <no-reply@iprenew.test>', APP_URL: 'https://portal.example' });
      const result = await sendMail({ to: 'siti@example.com', template: 'notice', language: 'en', data: notice, reference: 'ORD-7', mailableType: 'Notice' });
      expect(result.error).toBeUndefined();
      expect(result.delivered).toBe(true);
      expect(sink.received).toHaveLength(1);
      const mail = sink.received[0]!;
      expect(mail.from).toBe('no-reply@iprenew.test');
      expect(mail.to).toEqual(['siti@example.com']);
      expect(header(mail.raw, 'Subject')).toBe('IPRenew notice: Renewal filed');
      expect(header(mail.raw, 'To')).toBe('siti@example.com');
      expect(header(mail.raw, 'X-IPRenew-Reference')).toBe('ORD-7');
      const text = textPart(mail.raw);
      expect(text).toContain('Dear Siti <Aminah>,');
      expect(text).toContain('has been filed & acknowledged.');
      expect(text).toContain('View order: https://portal.example/orders/7');
      expect(mail.raw).toContain('text/html');

      const row = await AuditMail.findByPk(result.auditMail.id);
      expect(row).not.toBeNull();
      expect(row!.status).toBe(AUDIT_MAIL_STATUS.DELIVERED);
      expect(row!.user_email).toBe('siti@example.com');
      expect(row!.reference).toBe('ORD-7');
      expect(row!.mailable_type).toBe('Notice');
      expect(row!.template).toBe('notice');
      expect(row!.language).toBe('en');
      expect(row!.subject).toBe('IPRenew notice: Renewal filed');
      expect(row!.sent_at).toBeInstanceOf(Date);
      expect(row!.error).toBeNull();
      expect(row!.payload).toEqual({ to: 'siti@example.com', data: notice });
    } finally {
      await new Promise<void>((resolve) => sink.server.close(() => resolve()));
    }
  });

  it('sends Chinese mail with an encoded subject', async () => {
    const sink = await startSink();
    try {
      configure({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
      const result = await sendMail({ to: 'li@example.com', template: 'notice', language: 'cn', data: { heading: '续期完成', paragraphs: ['您的商标已续期。'] } });
      expect(result.delivered).toBe(true);
      const raw = sink.received[0]!.raw;
      expect(header(raw, 'Subject')).toBe('IPRenew 通知：续期完成');
      expect(textPart(raw)).toContain('您的商标已续期。');
      expect(result.auditMail.reference).toMatch(/^M[0-9A-Z]+$/);
    } finally {
      await new Promise<void>((resolve) => sink.server.close(() => resolve()));
    }
  });

  it('writes .eml files to the outbox when SMTP_URL is not set, never overwriting', async () => {
    configure({ SMTP_URL: undefined, MAIL_OUTBOX_DIR: outbox, MAIL_FROM: 'IPRenew <no-reply@iprenew.test>' });
    const first = await sendMail({ to: 'a@example.com', template: 'notice', language: 'bm', data: notice });
    const second = await sendMail({ to: 'b@example.com', template: 'notice', language: 'bm', data: notice });
    expect(first.delivered && second.delivered).toBe(true);
    expect(first.file).toBeDefined();
    expect(first.file).not.toBe(second.file);
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files.length).toBe(2);
    for (const f of files) expect(f).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{12}\.eml$/);
    const raw = readFileSync(first.file!, 'utf8');
    expect(header(raw, 'To')).toBe('a@example.com');
    expect(header(raw, 'From')).toBe('IPRenew <no-reply@iprenew.test>');
    expect(header(raw, 'Subject')).toBe('Notis IPRenew: Renewal filed');
    expect(textPart(raw)).toContain('Kepada Siti <Aminah>,');
    const row = await AuditMail.findByPk(first.auditMail.id);
    expect(row!.status).toBe(1);
  });

  it('records status 0 with the error when SMTP refuses the connection, and can resend it', async () => {
    const port = await closedPort();
    configure({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const result = await sendMail({ to: 'fail@example.com', template: 'notice', language: 'en', data: notice, reference: 'ORD-9' });
    expect(result.delivered).toBe(false);
    expect(result.error).toMatch(/ECONNREFUSED|connect/i);
    const row = await AuditMail.findByPk(result.auditMail.id);
    expect(row!.status).toBe(AUDIT_MAIL_STATUS.FAILED);
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
    expect(row!.sent_at).toBeNull();
    expect(row!.payload).toEqual({ to: 'fail@example.com', data: notice });

    // The super admin resends it once the mail server is back (ADM-81).
    const sink = await startSink();
    try {
      configure({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
      const again = await resendAuditMail(row!.id);
      expect(again.delivered).toBe(true);
      expect(again.auditMail.id).not.toBe(row!.id);
      expect(again.auditMail.reference).toBe('ORD-9');
      expect(again.auditMail.payload).toMatchObject({ to: 'fail@example.com', resent_from: row!.id });
      expect(sink.received).toHaveLength(1);
      expect(header(sink.received[0]!.raw, 'Subject')).toBe('IPRenew notice: Renewal filed');
      expect(sink.received[0]!.to).toEqual(['fail@example.com']);
    } finally {
      await new Promise<void>((resolve) => sink.server.close(() => resolve()));
    }
    await expect(resendAuditMail(999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('records an unknown template as a failed mail', async () => {
    configure({ SMTP_URL: undefined, MAIL_OUTBOX_DIR: outbox });
    const result = await sendMail({ to: 'x@example.com', template: 'no-such-template', data: {} });
    expect(result.delivered).toBe(false);
    expect(result.error).toMatch(/Unknown e-mail template/);
    expect((await AuditMail.findByPk(result.auditMail.id))!.status).toBe(0);
  });
});

describe('sendMail attachments', () => {
  it('attaches given content over SMTP and keeps only stored-file attachments in the audit payload', async () => {
    const sink = await startSink();
    try {
      configure({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
      const pdf = Buffer.from('%PDF-1.4 attachment test');
      const result = await sendMail({
        to: 'att@example.com',
        template: 'notice',
        language: 'en',
        data: notice,
        attachments: [{ filename: 'ABC-invoice.pdf', contentType: 'application/pdf', content: pdf }],
      });
      expect(result.delivered).toBe(true);
      const raw = sink.received[0]!.raw;
      expect(raw).toMatch(/Content-Type: application\/pdf; name=ABC-invoice\.pdf/);
      expect(raw).toContain('filename=ABC-invoice.pdf');
      expect(raw).toContain(pdf.toString('base64'));
      const row = await AuditMail.findByPk(result.auditMail.id);
      expect(row!.payload).toEqual({ to: 'att@example.com', data: notice });
    } finally {
      await new Promise<void>((resolve) => sink.server.close(() => resolve()));
    }
  });
});
