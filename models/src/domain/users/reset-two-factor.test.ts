import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLE, USER_STATUS } from '../../constants/index';
import { AuditLog } from '../../models/audit-log';
import { AuditMail } from '../../models/audit-mail';
import { Session } from '../../models/session';
import { User } from '../../models/user';
import { UserTwoFactor } from '../../models/user-two-factor';
import { caught, openTestWorld, TEST_PASSWORD, type TestWorld } from '../../testing/index';
import { authenticate } from '../auth/authenticate';
import { createSession, readSession } from '../auth/sessions';
import { hashPassword } from '../auth/password';
import { beginTwoFactorEnrolment, confirmTwoFactorEnrolment, secondFactorStepFor } from '../two-factor/index';
import { getConfiguration } from '../settings/get-configuration';
import { updateConfiguration } from '../settings/update-configuration';
import { getUser, listUsers, resetTwoFactor } from './index';

let world: TestWorld;
let superAdmin: User;
let admin: User;
let seq = 0;
const actorOf = (u: User, extra: { impersonator_id?: number } = {}) => ({ id: u.id, role_id: u.role_id, ip: '203.0.113.9', ...extra });

async function makeUser(role: number, extra: Partial<Record<string, unknown>> = {}) {
  return User.create({
    name: `Reset ${role}`,
    email: `reset.${role}.${++seq}.${Math.random().toString(36).slice(2, 7)}@example.com`,
    role_id: role,
    status_id: USER_STATUS.ACTIVE,
    password: await hashPassword(TEST_PASSWORD),
    language: 'bm',
    ...extra,
  } as never);
}

/** A confirmed authenticator for `user`. */
async function enrol(user: User) {
  const { secret } = await beginTwoFactorEnrolment({ actor: actorOf(user) });
  const now = new Date();
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: now.getTime() });
  await confirmTwoFactorEnrolment({ actor: actorOf(user), code, now });
}

beforeAll(async () => {
  world = await openTestWorld();
  superAdmin = await makeUser(ROLE.SUPER_ADMIN);
  admin = await makeUser(ROLE.ADMIN);
}, 120_000);
afterAll(async () => world?.close());
beforeEach(() => world.clearMail());

describe('resetTwoFactor (ADR 078)', () => {
  it('turns off a lost second factor: the password alone signs in again, sessions end, audited, the user told in their language', async () => {
    const target = await makeUser(ROLE.ACCOUNTANT);
    await enrol(target);
    const { token } = await createSession({ userId: target.id });
    expect(await secondFactorStepFor(target)).toBe('code');
    // The console's flags: shown to an admin, on the list and the record, with no query per row.
    const listed = await listUsers({ actor: actorOf(admin), role: ROLE.ACCOUNTANT, filter: { q: target.email } });
    expect(listed.rows.find((row) => row.id === target.id)).toMatchObject({ two_factor_enabled: true, can_reset_two_factor: true });

    const result = await resetTwoFactor({ actor: actorOf(admin), id: target.id });
    expect(result.message).toBe('users:two_factor_reset_success');
    expect(result.user).toMatchObject({ two_factor_enabled: false, can_reset_two_factor: false });
    expect(await UserTwoFactor.count({ where: { user_id: target.id } })).toBe(0);
    expect(await readSession(token)).toBeNull();
    expect(await secondFactorStepFor(target)).toBeNull();
    expect((await authenticate({ email: target.email, password: TEST_PASSWORD, variant: 'accountant' })).id).toBe(target.id);
    expect(await AuditLog.findOne({ where: { action: 'user.two_factor_reset', target_id: String(target.id) } })).toMatchObject({
      actor_id: admin.id,
      before: { two_factor_enabled: true },
      after: { two_factor_enabled: false, sessions_ended: 1 },
    });
    const mails = world.mailsTo(target.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Log masuk dua faktor akaun IPRenew anda telah dimatikan']);
    expect(mails[0]!.text).toContain('/login?role=accountant');
    expect(mails[0]!.text).not.toMatch(/two_factor_reset|email\./);
    expect(await AuditMail.count({ where: { reference: `user-${target.id}`, mailable_type: 'two_factor_reset' } })).toBe(1);
    // Twice: nothing left to turn off.
    expect((await caught(resetTwoFactor({ actor: actorOf(admin), id: target.id }))).messageKey).toBe('users:two_factor_not_enabled');
  });

  it('refuses without change: other roles, oneself, while impersonating, staff the actor does not outrank, unknown users, no second factor', async () => {
    const target = await makeUser(ROLE.MEMBER);
    await enrol(target);
    const otherAdmin = await makeUser(ROLE.ADMIN);
    await enrol(otherAdmin);
    await enrol(admin);
    const accountant = await makeUser(ROLE.ACCOUNTANT);
    const agent = await makeUser(ROLE.AGENT);
    const plain = await makeUser(ROLE.MEMBER);
    // One at a time: each attempt starts when its turn comes.
    const refusals: [() => Promise<unknown>, number, string][] = [
      [() => resetTwoFactor({ actor: actorOf(accountant), id: target.id }), 403, 'users:not_allowed'],
      [() => resetTwoFactor({ actor: actorOf(agent), id: target.id }), 403, 'users:not_allowed'],
      [() => resetTwoFactor({ actor: actorOf(admin), id: admin.id }), 403, 'users:not_allowed'],
      [() => resetTwoFactor({ actor: actorOf(admin), id: otherAdmin.id }), 403, 'users:not_allowed'],
      [() => resetTwoFactor({ actor: actorOf(admin, { impersonator_id: superAdmin.id }), id: target.id }), 403, 'users:not_allowed'],
      [() => resetTwoFactor({ actor: actorOf(admin), id: 987654 }), 404, 'users:record_update_fail'],
      [() => resetTwoFactor({ actor: actorOf(admin), id: plain.id }), 409, 'users:two_factor_not_enabled'],
    ];
    for (const [attempt, status, key] of refusals) expect(await caught(attempt())).toMatchObject({ status, messageKey: key });
    for (const user of [target, otherAdmin, admin]) expect(await secondFactorStepFor(user)).toBe('code');
    expect(await AuditLog.count({ where: { action: 'user.two_factor_reset', target_id: [target, otherAdmin, admin, plain].map((u) => String(u.id)) } })).toBe(0);
    expect(world.mailsTo(target.email)).toEqual([]);
    const seen = await getUser({ actor: actorOf(admin), id: target.id, role: ROLE.MEMBER });
    expect(seen).toMatchObject({ two_factor_enabled: true, can_reset_two_factor: true });
    // A super admin may reset an admin's.
    await resetTwoFactor({ actor: actorOf(superAdmin), id: otherAdmin.id });
    expect(await secondFactorStepFor(otherAdmin)).toBeNull();
    await resetTwoFactor({ actor: actorOf(superAdmin), id: admin.id });
  });

  it('keeps the staff requirement: a reset staff member enrols again at the next sign-in', async () => {
    const target = await makeUser(ROLE.ACCOUNTANT);
    await enrol(target);
    const general = Object.fromEntries((await getConfiguration({ actor: actorOf(superAdmin) })).general.map((g) => [g.key, g.value]));
    await updateConfiguration({ actor: actorOf(superAdmin), general: { ...general, staff_two_factor_required: true } });
    try {
      await resetTwoFactor({ actor: actorOf(admin), id: target.id });
      expect(await secondFactorStepFor(target)).toBe('enrol');
    } finally {
      await updateConfiguration({ actor: actorOf(superAdmin), general: { ...general, staff_two_factor_required: false } });
    }
    expect(await Session.count({ where: { user_id: target.id } })).toBe(0);
  });
});
