import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetConfigCache } from '../../config/env';
import { seedReference } from '../../db/seeder';
import { closeMailTransports } from '../../mail/index';
import { AuditMail } from '../../models/audit-mail';
import { Configuration } from '../../models/configuration';
import { ContactMessage } from '../../models/contact-message';
import { LoginAttempt } from '../../models/login-attempt';
import { answerJson, caught, closedPortUrl, createTestDatabase, readOutbox, startTestHttpServer, type TestDatabase, type TestHttpServer } from '../../testing/index';
import { RATE_LIMIT_MAX } from '../auth/rate-limit';
import { getContactPage } from './get-contact-page';
import { CHALLENGE_TTL_MS, issueChallenge, readChallenge } from './human-verification';
import { submitContactMessage, type SubmitContactMessageInput } from './submit-contact-message';

let db: TestDatabase;
let verifier: TestHttpServer;
let verifierSays: unknown = { success: true };
const outbox = mkdtempSync(path.join(os.tmpdir(), 'iprenew-contact-mail-'));
const saved = { outbox: process.env.MAIL_OUTBOX_DIR, smtp: process.env.SMTP_URL };
let ipCounter = 0;
/** A fresh sender address per test, so the rate limit of one test does not leak into another. */
const nextIp = () => `203.0.113.${++ipCounter}`;

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = outbox;
  delete process.env.SMTP_URL;
  resetConfigCache();
  db = await createTestDatabase();
  await seedReference(db.sequelize);
  verifier = await startTestHttpServer((_request, response) => answerJson(response, verifierSays));
});
afterAll(async () => {
  await verifier?.close();
  await db?.drop();
  rmSync(outbox, { recursive: true, force: true });
  if (saved.outbox === undefined) delete process.env.MAIL_OUTBOX_DIR;
  else process.env.MAIL_OUTBOX_DIR = saved.outbox;
  if (saved.smtp !== undefined) process.env.SMTP_URL = saved.smtp;
  resetConfigCache();
});
beforeEach(async () => {
  await Configuration.writeValue('human_verification', { site_key: '', secret_key: '' }, { isSecret: true });
  for (const f of readdirSync(outbox)) rmSync(path.join(outbox, f), { force: true });
});


function solved(now = new Date()) {
  const challenge = issueChallenge(now);
  return { challenge_token: challenge.token, challenge_answer: String(challenge.a + challenge.b) };
}

let emailCounter = 0;
const valid = (overrides: Partial<SubmitContactMessageInput> = {}): SubmitContactMessageInput => ({
  name: 'Siti Rahman',
  email: `siti.rahman+${++emailCounter}@example.com`,
  message: 'Hello,\nI would like a quote for renewing two marks in Thailand.',
  human: solved(),
  ip: nextIp(),
  language: 'bm',
  ...overrides,
});

describe(`contact us (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('stores the message, e-mails it to contact_email (audited) and acknowledges the sender in their language', async () => {
    const result = await submitContactMessage(valid({ email: 'siti.rahman@example.com' }));
    expect(result.acknowledged).toBe(true);
    const stored = await ContactMessage.findByPk(result.message.id);
    expect(stored).toMatchObject({ name: 'Siti Rahman', email: 'siti.rahman@example.com' });
    expect(stored!.emailed_at).toBeInstanceOf(Date);
    expect(stored!.ip_address).toMatch(/^203\.0\.113\./);

    const mails = readOutbox(outbox);
    const business = mails.find((m) => m.to.includes('support@iprenew.com.my'))!;
    expect(business.subject).toBe('Contact us: new message from Siti Rahman');
    expect(business.text).toContain('siti.rahman@example.com');
    expect(business.text).toContain('I would like a quote for renewing two marks in Thailand.');
    const ack = mails.find((m) => m.to.includes('siti.rahman@example.com'))!;
    expect(ack.subject).toBe('Kami telah menerima mesej anda');
    expect(ack.text).not.toContain('Thailand'); // the acknowledgement never repeats the message

    const audits = await AuditMail.findAll({ where: { reference: `C${result.message.id}` }, order: [['id', 'ASC']] });
    expect(audits.map((a) => [a.mailable_type, a.user_email, a.status])).toEqual([
      ['ContactUs', 'support@iprenew.com.my', 1],
      ['ContactUsAck', 'siti.rahman@example.com', 1],
    ]);
  });

  it('validates the fields (PUB-23) and changes nothing', async () => {
    const before = await ContactMessage.count();
    const error = await caught(submitContactMessage(valid({ name: 'Al', email: 'not-an-email', message: 'short' })));
    expect(error.code).toBe('VALIDATION');
    expect(error.fieldErrors).toEqual({
      name: ['site:contact.validation.name_min'],
      email: ['site:contact.validation.email_invalid'],
      message: ['site:contact.validation.message_min'],
    });
    const missing = await caught(submitContactMessage(valid({ name: undefined, email: '', message: '   ' })));
    expect(missing.fieldErrors).toEqual({
      name: ['site:contact.validation.name_required'],
      email: ['site:contact.validation.email_required'],
      message: ['site:contact.validation.message_required'],
    });
    expect(await ContactMessage.count()).toBe(before);
    expect(readOutbox(outbox)).toHaveLength(0);
  });

  it('built-in check: a wrong, missing, forged or expired answer, or a filled honeypot → Recaptcha is pending to verify', async () => {
    const before = await ContactMessage.count();
    const challenge = issueChallenge();
    const now = new Date();
    const old = issueChallenge(new Date(now.getTime() - CHALLENGE_TTL_MS - 1000));
    const [time, nonce] = challenge.token.split('.');
    const cases = [
      { challenge_token: challenge.token, challenge_answer: String(challenge.a + challenge.b + 1) },
      { challenge_token: challenge.token },
      {},
      { challenge_token: `${time}.${nonce}.AAAA`, challenge_answer: String(challenge.a + challenge.b) },
      { challenge_token: old.token, challenge_answer: String(old.a + old.b) },
      { ...solved(), honeypot: 'https://spam.example' },
    ];
    for (const human of cases) {
      const error = await caught(submitContactMessage(valid({ human })));
      expect(error.messageKey).toBe('site:contact.recaptcha_pending');
      expect(error.fieldErrors).toEqual({ human: ['site:contact.recaptcha_pending'] });
    }
    expect(await ContactMessage.count()).toBe(before);
    expect(readOutbox(outbox)).toHaveLength(0);
    // A valid token reads back to the same question; a tampered one does not.
    expect(readChallenge(challenge.token)).toMatchObject({ a: challenge.a, b: challenge.b });
    expect(readChallenge(`${challenge.token}x`)).toBeNull();
  });

  it('built-in check: a solved challenge is single-use — the second post with the same token is refused and nothing is stored (issue 11)', async () => {
    const human = solved();
    await submitContactMessage(valid({ human }));
    const before = await ContactMessage.count();
    for (const f of readdirSync(outbox)) rmSync(path.join(outbox, f), { force: true });
    const replay = await caught(submitContactMessage(valid({ human, email: 'another.sender@example.com', ip: nextIp() })));
    expect(replay.messageKey).toBe('site:contact.recaptcha_pending');
    expect(replay.fieldErrors).toEqual({ human: ['site:contact.recaptcha_pending'] });
    expect(await ContactMessage.count()).toBe(before);
    expect(readOutbox(outbox)).toHaveLength(0);
    // A wrong answer uses the token up too: its sum cannot be guessed twice.
    const challenge = issueChallenge();
    await caught(submitContactMessage(valid({ human: { challenge_token: challenge.token, challenge_answer: String(challenge.a + challenge.b + 1) } })));
    const retried = await caught(submitContactMessage(valid({ human: { challenge_token: challenge.token, challenge_answer: String(challenge.a + challenge.b) } })));
    expect(retried.messageKey).toBe('site:contact.recaptcha_pending');
    expect(await ContactMessage.count()).toBe(before);
  });

  it('provider mode: the token is verified by POST to the configured verify URL', async () => {
    await Configuration.writeValue('human_verification', { site_key: 'site-123', secret_key: 'secret-456', verify_url: `${verifier.url}/siteverify` }, { isSecret: true });
    const page = await getContactPage();
    expect(page.verification).toEqual({ mode: 'provider', siteKey: 'site-123', scriptUrl: 'https://www.google.com/recaptcha/api.js' });

    verifierSays = { success: true, hostname: '127.0.0.1' };
    const ip = nextIp();
    await submitContactMessage(valid({ human: { provider_token: 'token-ok' }, ip }));
    const asked = verifier.requests.at(-1)!;
    expect(asked.method).toBe('POST');
    expect(asked.url).toBe('/siteverify');
    expect(Object.fromEntries(new URLSearchParams(asked.body))).toEqual({ secret: 'secret-456', response: 'token-ok', remoteip: ip });

    verifierSays = { success: false, 'error-codes': ['invalid-input-response'] };
    const refused = await caught(submitContactMessage(valid({ human: { provider_token: 'token-bad' } })));
    expect(refused.messageKey).toBe('site:contact.recaptcha_pending');
    const requests = verifier.requests.length;
    const empty = await caught(submitContactMessage(valid({ human: {} })));
    expect(empty.messageKey).toBe('site:contact.recaptcha_pending');
    expect(verifier.requests.length).toBe(requests); // no token: the provider is not asked

    await Configuration.writeValue('human_verification', { site_key: 'site-123', secret_key: 'secret-456', verify_url: `${await closedPortUrl()}/siteverify` }, { isSecret: true });
    const before = await ContactMessage.count();
    const down = await caught(submitContactMessage(valid({ human: { provider_token: 'token-ok' } })));
    expect(down.messageKey).toBe('site:contact.failed');
    expect(await ContactMessage.count()).toBe(before);
  });

  it('answers Fail to submit form when the business mail cannot be delivered', async () => {
    process.env.SMTP_URL = `smtp://${new URL(await closedPortUrl()).host}`;
    resetConfigCache();
    try {
      const error = await caught(submitContactMessage(valid()));
      expect(error.code).toBe('INTERNAL');
      expect(error.messageKey).toBe('site:contact.failed');
      const audit = await AuditMail.findOne({ where: { mailable_type: 'ContactUs' }, order: [['id', 'DESC']] });
      expect(audit!.status).toBe(0);
      const stored = await ContactMessage.findOne({ order: [['id', 'DESC']] });
      expect(stored!.emailed_at).toBeNull();
    } finally {
      delete process.env.SMTP_URL;
      resetConfigCache();
      await closeMailTransports();
    }
  });

  it('limits submissions per address (G-66) without storing more', async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMIT_MAX; i += 1) {
      await submitContactMessage(valid({ ip, email: `sender${i}@example.com` }));
    }
    const before = await ContactMessage.count();
    const limited = await caught(submitContactMessage(valid({ ip, email: 'one.more@example.com' })));
    expect(limited.code).toBe('RATE_LIMITED');
    expect(await ContactMessage.count()).toBe(before);
    expect(await LoginAttempt.count({ where: { scope: 'contact', key: ip } })).toBe(RATE_LIMIT_MAX);
  });

  it('shows the Penang address, the contact e-mail, the map position and a fresh built-in challenge', async () => {
    const page = await getContactPage();
    expect(page.address.name).toBe('IPRenew Sdn. Bhd.');
    expect(page.address.lines).toEqual(['Level 8, Menara Boustead Penang', '39 Jalan Sultan Ahmad Shah', '10050 George Town', 'Pulau Pinang', 'Malaysia']);
    expect(page.address.latitude).toBeCloseTo(5.42, 1);
    expect(page.address.longitude).toBeCloseTo(100.33, 1);
    expect(page.email).toBe('support@iprenew.com.my');
    expect(page.verification.mode).toBe('builtin');
    if (page.verification.mode === 'builtin') expect(readChallenge(page.verification.challenge.token)).not.toBeNull();
  });
});
