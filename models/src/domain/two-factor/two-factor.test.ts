import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { ROLE, USER_STATUS } from '../../constants/index';
import { AuditLog } from '../../models/audit-log';
import { Configuration } from '../../models/configuration';
import { PasswordReset } from '../../models/password-reset';
import { UserTwoFactor } from '../../models/user-two-factor';
import { User } from '../../models/user';
import { buildCustomer, buildStaff, caught, TEST_PASSWORD, useTestWorld } from '../../testing/index';
import { newLinkToken } from '../account/shared';
import { resetPassword } from '../account/reset-password';
import { authenticate } from '../auth/authenticate';
import { LOGIN_ADDRESS_MAX, LOGIN_CHALLENGE_AFTER } from '../auth/rate-limit';
import { issueChallenge } from '../content/human-verification';
import { isSealed, openSecret } from '../settings/secret-box';
import { updateConfiguration } from '../settings/update-configuration';
import { getConfiguration } from '../settings/get-configuration';
import {
  beginTwoFactorEnrolment,
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  getTwoFactorStatus,
  issueTwoFactorTicket,
  readTwoFactorTicket,
  regenerateRecoveryCodes,
  secondFactorStepFor,
  verifySecondFactor,
} from './index';

useTestWorld();

const actorOf = (user: User, extra: { ip?: string; impersonator_id?: number } = {}) => ({ id: user.id, role_id: user.role_id, ...extra });
const codeAt = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });
const T0 = new Date('2026-11-30T09:00:00Z');
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** A user with a confirmed authenticator: its secret and recovery codes. */
async function enrolled(user: User, at = T0) {
  const { secret } = await beginTwoFactorEnrolment({ actor: actorOf(user) });
  const { recovery_codes } = await confirmTwoFactorEnrolment({ actor: actorOf(user), code: codeAt(secret, at), now: at });
  return { secret, recovery_codes };
}

describe('two-factor sign-in (issue 18, ADR 077)', () => {
  it('enrols: a sealed secret, a QR code, confirmation by a code, ten recovery codes kept as hashes', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    expect(await secondFactorStepFor(admin)).toBeNull();
    const started = await beginTwoFactorEnrolment({ actor: actorOf(admin) });
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.otpauth_url).toMatch(/^otpauth:\/\/totp\/IPRenew:.*secret=/);
    expect(started.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // A reload shows the same secret until it is confirmed.
    expect((await beginTwoFactorEnrolment({ actor: actorOf(admin) })).secret).toBe(started.secret);

    const row = (await UserTwoFactor.findOne({ where: { user_id: admin.id } }))!;
    expect(isSealed(row.secret)).toBe(true);
    expect(row.secret).not.toContain(started.secret);
    expect(openSecret(row.secret, `user_two_factor.secret:${admin.id}`)).toBe(started.secret);
    // Bound to the user: the sealed value does not open as another user's.
    expect(openSecret(row.secret, `user_two_factor.secret:${admin.id + 1}`)).toBeNull();
    // Not in force before confirmation.
    expect(await secondFactorStepFor(admin)).toBeNull();

    const wrong = await caught(confirmTwoFactorEnrolment({ actor: actorOf(admin), code: '000000', now: T0 }));
    expect(wrong).toMatchObject({ status: 422, messageKey: 'auth:two_factor.code_invalid' });
    const { recovery_codes } = await confirmTwoFactorEnrolment({ actor: actorOf(admin), code: codeAt(started.secret, T0), now: T0 });
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = (await UserTwoFactor.findOne({ where: { user_id: admin.id } }))!;
    expect(stored.confirmed_at).not.toBeNull();
    for (const code of recovery_codes) expect(stored.recovery_codes).not.toContain(code);
    expect(await secondFactorStepFor(admin)).toBe('code');
    expect((await caught(beginTwoFactorEnrolment({ actor: actorOf(admin) }))).messageKey).toBe('auth:two_factor.already_enabled');
    expect(await AuditLog.count({ where: { action: 'two_factor.enable', target_id: String(admin.id) } })).toBe(1);
    expect(await getTwoFactorStatus({ actor: actorOf(admin) })).toEqual({ enabled: true, pending: false, required: false, recovery_codes_left: 10, can_disable: true });
  });

  it('accepts a code one step either side of now, refuses two steps off and any replay', async () => {
    const user = await buildStaff(ROLE.ACCOUNTANT);
    const { secret } = await enrolled(user);
    const verify = (code: string, now: Date) => verifySecondFactor({ userId: user.id, variant: 'accountant', code, ip: '10.9.0.1', now });
    // The enrolment code (step of T0) is used: the same code again is a replay.
    expect((await caught(verify(codeAt(secret, T0), later(5)))).messageKey).toBe('auth:two_factor.code_invalid');
    // Two steps ahead of the clock: refused.
    expect((await caught(verify(codeAt(secret, later(120)), later(60)))).messageKey).toBe('auth:two_factor.code_invalid');
    // One step behind now: accepted, once.
    expect((await verify(codeAt(secret, later(60)), later(90))).id).toBe(user.id);
    expect((await caught(verify(codeAt(secret, later(60)), later(95)))).messageKey).toBe('auth:two_factor.code_invalid');
    // One step ahead: accepted; then an older step (still in the window) is refused too.
    expect((await verify(codeAt(secret, later(150)), later(120))).id).toBe(user.id);
    expect((await caught(verify(codeAt(secret, later(120)), later(125)))).messageKey).toBe('auth:two_factor.code_invalid');
    // Nothing typed: asked for, not counted. The wrong variant: the ticket is no good.
    expect((await caught(verify('', later(200)))).messageKey).toBe('auth:two_factor.code_required');
    expect((await caught(verifySecondFactor({ userId: user.id, variant: 'webadmin', code: codeAt(secret, later(300)), now: later(300) }))).messageKey).toBe('auth:two_factor.expired');
  });

  it('takes each recovery code once, in any case and with or without the hyphen', async () => {
    const user = await buildCustomer();
    const { recovery_codes } = await enrolled(user);
    const [first, second] = recovery_codes as [string, string];
    expect((await verifySecondFactor({ userId: user.id, variant: 'client', code: first.toUpperCase(), now: later(30) })).id).toBe(user.id);
    expect((await caught(verifySecondFactor({ userId: user.id, variant: 'client', code: first, now: later(31) }))).messageKey).toBe('auth:two_factor.code_invalid');
    expect((await verifySecondFactor({ userId: user.id, variant: 'client', recoveryCode: second.replace('-', ''), now: later(32) })).id).toBe(user.id);
    expect((await getTwoFactorStatus({ actor: actorOf(user) })).recovery_codes_left).toBe(8);
  });

  it('throttles wrong codes like wrong passwords: the human check after 5, the address waits after 20 (ADR 020)', async () => {
    const user = await buildStaff(ROLE.ADMIN);
    const { secret } = await enrolled(user);
    const ip = '10.9.9.9';
    for (let i = 0; i < LOGIN_CHALLENGE_AFTER; i += 1) {
      expect((await caught(verifySecondFactor({ userId: user.id, variant: 'webadmin', code: '000000', ip, now: later(1 + i) }))).messageKey).toBe('auth:two_factor.code_invalid');
    }
    // Now the right code alone is not enough; the password step asks for the check too.
    const now = later(40);
    expect((await caught(verifySecondFactor({ userId: user.id, variant: 'webadmin', code: codeAt(secret, now), ip, now }))).messageKey).toBe('auth:human_check_required');
    expect((await caught(authenticate({ email: user.email, password: TEST_PASSWORD, variant: 'webadmin', ip, now }))).messageKey).toBe('auth:human_check_required');
    const challenge = issueChallenge(now);
    const human = { challenge_token: challenge.token, challenge_answer: String(challenge.a + challenge.b) };
    expect((await verifySecondFactor({ userId: user.id, variant: 'webadmin', code: codeAt(secret, now), ip, human, now })).id).toBe(user.id);

    // An address that keeps guessing waits (429), whatever it sends.
    const other = await buildStaff(ROLE.ADMIN);
    const { secret: otherSecret } = await enrolled(other);
    const guesser = '10.7.7.7';
    for (let i = 0; i < LOGIN_ADDRESS_MAX; i += 1) {
      await caught(verifySecondFactor({ userId: other.id, variant: 'webadmin', code: '111111', ip: guesser, now: later(100 + i) }));
    }
    const refused = await caught(verifySecondFactor({ userId: other.id, variant: 'webadmin', code: codeAt(otherSecret, later(130)), ip: guesser, now: later(130) }));
    expect(refused).toMatchObject({ status: 429, messageKey: 'auth:too_many_attempts' });
    expect(Number(refused.params.retryAfter)).toBeGreaterThan(0);
  });

  it('makes un-enrolled staff enrol when a super admin requires it; customers and agents are not forced', async () => {
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
    const admin = await buildStaff(ROLE.ADMIN);
    const accountant = await buildStaff(ROLE.ACCOUNTANT);
    const customer = await buildCustomer();
    const general = Object.fromEntries((await getConfiguration({ actor: actorOf(superAdmin) })).general.map((g) => [g.key, g.value]));
    expect(general.staff_two_factor_required).toBe(false);
    // Admins may read it but not switch it (⚑AMB-04: super admin only).
    expect((await caught(updateConfiguration({ actor: actorOf(admin), general: { ...general, staff_two_factor_required: true } }))).status).toBe(403);
    expect((await caught(updateConfiguration({ actor: actorOf(superAdmin), general: { ...general, staff_two_factor_required: 'yes' } }))).status).toBe(422);
    await updateConfiguration({ actor: actorOf(superAdmin), general: { ...general, staff_two_factor_required: true } });
    expect(await Configuration.readValue('staff_two_factor_required', false)).toBe(true);

    expect(await secondFactorStepFor(admin)).toBe('enrol');
    expect(await secondFactorStepFor(accountant)).toBe('enrol');
    expect(await secondFactorStepFor(superAdmin)).toBe('enrol');
    expect(await secondFactorStepFor(customer)).toBeNull();
    await enrolled(admin);
    expect(await secondFactorStepFor(admin)).toBe('code');
    // Staff cannot turn it off while it is required; a customer can (with a current code).
    expect((await caught(disableTwoFactor({ actor: actorOf(admin), code: '123456', now: later(60) }))).messageKey).toBe('auth:two_factor.required_for_staff');
    expect(await getTwoFactorStatus({ actor: actorOf(admin) })).toMatchObject({ enabled: true, required: true, can_disable: false });
    const { secret } = await enrolled(customer);
    expect((await caught(disableTwoFactor({ actor: actorOf(customer), code: '000000', now: later(60) }))).messageKey).toBe('auth:two_factor.code_invalid');
    await disableTwoFactor({ actor: actorOf(customer), code: codeAt(secret, later(60)), now: later(60) });
    expect(await secondFactorStepFor(customer)).toBeNull();
    expect(await UserTwoFactor.count({ where: { user_id: customer.id } })).toBe(0);
  });

  it('regenerates recovery codes after a current code; the old ones stop working', async () => {
    const user = await buildStaff(ROLE.ADMIN);
    const { secret, recovery_codes: old } = await enrolled(user);
    const { recovery_codes: fresh } = await regenerateRecoveryCodes({ actor: actorOf(user), code: codeAt(secret, later(60)), now: later(60) });
    expect(fresh).toHaveLength(10);
    expect((await caught(verifySecondFactor({ userId: user.id, variant: 'webadmin', code: old[0], now: later(90) }))).messageKey).toBe('auth:two_factor.code_invalid');
    expect((await verifySecondFactor({ userId: user.id, variant: 'webadmin', code: fresh[0], now: later(91) })).id).toBe(user.id);
  });

  it('is never managed by an impersonating admin', async () => {
    const customer = await buildCustomer();
    const admin = await buildStaff(ROLE.ADMIN);
    const impersonated = actorOf(customer, { impersonator_id: admin.id });
    expect((await caught(beginTwoFactorEnrolment({ actor: impersonated }))).messageKey).toBe('auth:two_factor.not_while_impersonating');
    expect((await caught(disableTwoFactor({ actor: impersonated, code: '123456' }))).messageKey).toBe('auth:two_factor.not_while_impersonating');
  });

  it('keeps the second factor through a password reset', async () => {
    const user = await buildStaff(ROLE.ACCOUNTANT);
    const { secret } = await enrolled(user, new Date(Date.now() - 60_000));
    const { token, hash } = newLinkToken();
    await PasswordReset.create({ email: user.email, user_id: user.id, token_hash: hash, expires_at: new Date(Date.now() + 60_000) } as never);
    await resetPassword({ token, email: user.email, password: 'NewSecret9', password_confirmation: 'NewSecret9' });
    const signedIn = await authenticate({ email: user.email, password: 'NewSecret9', variant: 'accountant' });
    expect(await secondFactorStepFor(signedIn)).toBe('code');
    const now = new Date();
    expect((await verifySecondFactor({ userId: user.id, variant: 'accountant', code: codeAt(secret, now), now })).id).toBe(user.id);
  });

  it('records the sign-in (last_login) only when the second factor is given, not after the password alone', async () => {
    const user = await buildStaff(ROLE.ACCOUNTANT);
    const { secret } = await enrolled(user);
    const before = new Date('2026-11-01T08:00:00Z');
    await User.update({ last_login: before }, { where: { id: user.id } });
    await authenticate({ email: user.email, password: TEST_PASSWORD, variant: 'accountant', now: later(30) });
    expect((await User.findByPk(user.id))!.last_login?.toISOString()).toBe(before.toISOString());
    await caught(verifySecondFactor({ userId: user.id, variant: 'accountant', code: '000000', now: later(40) }));
    expect((await User.findByPk(user.id))!.last_login?.toISOString()).toBe(before.toISOString());
    await verifySecondFactor({ userId: user.id, variant: 'accountant', code: codeAt(secret, later(60)), now: later(60) });
    expect((await User.findByPk(user.id))!.last_login?.toISOString()).toBe(later(60).toISOString());
    // Without a second factor the password is the whole sign-in.
    const plain = await buildCustomer();
    await authenticate({ email: plain.email, password: TEST_PASSWORD, variant: 'client', now: later(90) });
    expect((await User.findByPk(plain.id))!.last_login?.toISOString()).toBe(later(90).toISOString());
  });

  it('refuses a blocked user even with the right code', async () => {
    const user = await buildCustomer();
    const { secret } = await enrolled(user);
    await User.update({ status_id: USER_STATUS.BLOCKED }, { where: { id: user.id } });
    expect((await caught(verifySecondFactor({ userId: user.id, variant: 'client', code: codeAt(secret, later(60)), now: later(60) }))).messageKey).toBe('auth:blocked');
  });

  it('signs the pending second factor: bound to the user and the variant, five minutes, no forgery', () => {
    const secrets = ['new-secret-0123456789-abcdefghij', 'old-secret-0123456789-abcdefghij'];
    const ticket = issueTwoFactorTicket({ userId: 7, variant: 'webadmin', step: 'code', previousLogin: '2026-11-01T00:00:00.000Z', now: T0 }, secrets);
    expect(readTwoFactorTicket(ticket, { variant: 'webadmin', now: later(299) }, secrets)).toMatchObject({ userId: 7, step: 'code', previousLogin: '2026-11-01T00:00:00.000Z' });
    expect(readTwoFactorTicket(ticket, { variant: 'webadmin', now: later(300) }, secrets)).toBeNull();
    expect(readTwoFactorTicket(ticket, { variant: 'accountant', now: T0 }, secrets)).toBeNull();
    // Still read after a rotation that keeps the old secret listed; not with an unknown secret.
    const rotated = issueTwoFactorTicket({ userId: 7, variant: 'webadmin', step: 'code', now: T0 }, secrets.slice(1));
    expect(readTwoFactorTicket(rotated, { now: T0 }, secrets)).not.toBeNull();
    expect(readTwoFactorTicket(ticket, { now: T0 }, ['another-secret-0123456789-abcdef'])).toBeNull();
    const [body, signature] = ticket.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), userId: 8 })).toString('base64url');
    expect(readTwoFactorTicket(`${forged}.${signature}`, { now: T0 }, secrets)).toBeNull();
    expect(readTwoFactorTicket('garbage', { now: T0 }, secrets)).toBeNull();
    expect(readTwoFactorTicket(undefined, { now: T0 }, secrets)).toBeNull();
  });
});
