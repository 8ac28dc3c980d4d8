import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigCache } from '../../config/env';
import { USER_STATUS } from '../../constants/index';
import { AuditLog } from '../../models/audit-log';
import { AuditMail } from '../../models/audit-mail';
import { Session } from '../../models/session';
import { User } from '../../models/user';
import { buildCustomer, buildPlaces, caught, createTestDatabase, type Places, TEST_PASSWORD, type TestDatabase } from '../../testing/index';
import { verifyPassword } from '../auth/password';
import { createSession, readSession } from '../auth/sessions';
import { changePassword } from './change-password';

let db: TestDatabase;
let fx: Places;
let outbox: string;
const saved = { outbox: process.env.MAIL_OUTBOX_DIR, smtp: process.env.SMTP_URL };

beforeAll(async () => {
  outbox = mkdtempSync(path.join(os.tmpdir(), 'iprenew-pw-mail-'));
  process.env.MAIL_OUTBOX_DIR = outbox;
  delete process.env.SMTP_URL;
  resetConfigCache();
  db = await createTestDatabase();
  fx = await buildPlaces();
});
afterAll(async () => {
  await db.drop();
  rmSync(outbox, { recursive: true, force: true });
  if (saved.outbox === undefined) delete process.env.MAIL_OUTBOX_DIR;
  else process.env.MAIL_OUTBOX_DIR = saved.outbox;
  if (saved.smtp !== undefined) process.env.SMTP_URL = saved.smtp;
  resetConfigCache();
});


const NEW = 'Fresh456';

describe(`changePassword (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('stores the new hash, ends the other sessions only, audits and mails the user', async () => {
    const user = await buildCustomer({ language: 'bm', profile: true });
    const current = await createSession({ userId: user.id });
    const other = await createSession({ userId: user.id });
    const stranger = await buildCustomer({ profile: true });
    const strangers = await createSession({ userId: stranger.id });

    const result = await changePassword({
      actor: { id: user.id, role_id: user.role_id, ip: '10.0.0.1' },
      keepSessionToken: current.token,
      old_ps: TEST_PASSWORD,
      password: NEW,
      password_confirmation: NEW,
    });
    expect(result.next).toBe('stay');
    expect(result.endedSessions).toBe(1);

    const reloaded = (await User.findByPk(user.id))!;
    expect(await verifyPassword(NEW, reloaded.password)).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD, reloaded.password)).toBe(false);
    expect(await readSession(current.token)).not.toBeNull();
    expect(await readSession(other.token)).toBeNull();
    expect(await readSession(strangers.token)).not.toBeNull();

    const audit = (await AuditLog.findOne({ where: { action: 'password.change', target_id: String(user.id) } }))!;
    expect(JSON.stringify(audit.toJSON())).not.toContain(reloaded.password!);
    expect(audit.ip_address).toBe('10.0.0.1');

    const mail = (await AuditMail.findOne({ where: { user_email: user.email, template: 'password-changed' } }))!;
    expect(mail.language).toBe('bm');
    expect(mail.subject).toBe('Kata laluan IPRenew anda telah ditukar');
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files.some((f) => readFileSync(path.join(outbox, f), 'utf8').includes(user.email))).toBe(true);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const user = await buildCustomer({ profile: true });
    const other = await createSession({ userId: user.id });
    const error = await caught(changePassword({ actor: user, old_ps: 'Wrong999', password: NEW, password_confirmation: NEW }));
    expect(error.code).toBe('VALIDATION');
    expect(error.fieldErrors).toEqual({ old_ps: ['nav:password.wrongCurrent'] });
    expect(await verifyPassword(TEST_PASSWORD, (await User.findByPk(user.id))!.password)).toBe(true);
    expect(await readSession(other.token)).not.toBeNull();
  });

  it('applies the ACC-56..58 rules with the exact message keys', async () => {
    const user = await buildCustomer({ profile: true });
    const weak = await caught(changePassword({ actor: user, old_ps: '12345', password: 'alllower1', password_confirmation: 'different' }));
    expect(weak.messageKey).toBe('nav:password.fail');
    expect(weak.fieldErrors.old_ps).toEqual(['nav:validation.old_ps_min']);
    expect(weak.fieldErrors.password).toEqual(['nav:validation.password_rule']);
    const mismatch = await caught(changePassword({ actor: user, old_ps: TEST_PASSWORD, password: NEW, password_confirmation: 'Fresh457' }));
    expect(mismatch.fieldErrors).toEqual({ password_confirmation: ['nav:validation.password_confirmation_mismatch'] });
    const empty = await caught(changePassword({ actor: user, old_ps: '', password: '', password_confirmation: '' }));
    expect(empty.fieldErrors).toMatchObject({
      old_ps: ['nav:validation.old_ps_required'],
      password: ['nav:validation.password_required'],
      password_confirmation: ['nav:validation.password_confirmation_required'],
    });
  });

  it('activates a status-5 user and sends them to the dashboard (ACC-45)', async () => {
    const user = await buildCustomer({ status_id: USER_STATUS.PASSWORD_CHANGE_REQUIRED, profile: true });
    const result = await changePassword({ actor: user, old_ps: TEST_PASSWORD, password: NEW, password_confirmation: NEW });
    expect(result.next).toBe('dashboard');
    expect((await User.findByPk(user.id))!.status_id).toBe(USER_STATUS.ACTIVE);
  });

  it('rolls back with the caller transaction (sessions included)', async () => {
    const user = await buildCustomer({ profile: true });
    await createSession({ userId: user.id });
    const before = await Session.count({ where: { user_id: user.id } });
    const t = await db.sequelize.transaction();
    await changePassword({ actor: user, old_ps: TEST_PASSWORD, password: NEW, password_confirmation: NEW }, { transaction: t });
    await t.rollback();
    expect(await verifyPassword(TEST_PASSWORD, (await User.findByPk(user.id))!.password)).toBe(true);
    expect(await Session.count({ where: { user_id: user.id } })).toBe(before);
  });
});
