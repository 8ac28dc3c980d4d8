import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { AuditMail } from '../../models/audit-mail';
import { buildCustomer, buildStaff, buildUser, openTestWorld, TEST_PASSWORD, type TestWorld } from '../../testing/index';
import { issueChallenge } from '../content/human-verification';
import { authenticate } from './authenticate';
import { LOGIN_ADDRESS_MAX, LOGIN_CHALLENGE_AFTER, RATE_LIMIT_WINDOW_MS } from './rate-limit';

/**
 * The sign-in throttle (issue 11, G-66, ADR 020): no hard lock a stranger can trigger, the human
 * check after 5 failures, Retry-After for an address that keeps failing, and the owner warned by
 * e-mail at most once an hour.
 */

let world: TestWorld;
beforeAll(async () => {
  world = await openTestWorld();
});
afterAll(async () => {
  await world?.close();
});
beforeEach(() => world.clearMail());

let counter = 0;
const freshIp = () => `198.18.${Math.floor(counter / 250)}.${counter++ % 250}`;

function solved(now?: Date) {
  const challenge = issueChallenge(now);
  return { challenge_token: challenge.token, challenge_answer: String(challenge.a + challenge.b) };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe(`sign-in throttle (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('10 wrong passwords, then the right password with a solved check → signed in (also the super admin)', async () => {
    for (const role of [ROLE.MEMBER, ROLE.SUPER_ADMIN]) {
      const user = await buildUser({ role_id: role });
      const variant = role === ROLE.MEMBER ? 'client' : 'webadmin';
      const ip = freshIp();
      for (let i = 0; i < 10; i++) await refusal(authenticate({ email: user.email, password: `Wrong${i}xx`, variant, ip }));
      // Without the check, even the right password is asked for it; with it, it gets in.
      expect((await refusal(authenticate({ email: user.email, password: TEST_PASSWORD, variant, ip }))).messageKey).toBe('auth:human_check_required');
      const signedIn = await authenticate({ email: user.email, password: TEST_PASSWORD, variant, ip, human: solved() });
      expect(signedIn.id).toBe(user.id);
    }
  });

  it("a stranger's failures do not lock the owner out: from another address, the right password with the check gets in", async () => {
    const owner = await buildStaff(ROLE.ADMIN);
    const stranger = freshIp();
    for (let i = 0; i < 12; i++) await refusal(authenticate({ email: owner.email, password: `Guess${i}xx`, variant: 'webadmin', ip: stranger }));
    const home = freshIp();
    expect((await refusal(authenticate({ email: owner.email, password: TEST_PASSWORD, variant: 'webadmin', ip: home }))).messageKey).toBe('auth:human_check_required');
    expect((await authenticate({ email: owner.email, password: TEST_PASSWORD, variant: 'webadmin', ip: home, human: solved() })).id).toBe(owner.id);
  });

  it('the check answers the same whatever the password, a wrong answer or a replayed token fails, and a solved check with a wrong password still fails', async () => {
    const user = await buildCustomer();
    const ip = freshIp();
    for (let i = 0; i < LOGIN_CHALLENGE_AFTER; i++) await refusal(authenticate({ email: user.email, password: `Wrong${i}xx`, variant: 'client', ip }));
    const challenge = issueChallenge();
    const wrongAnswer = { challenge_token: challenge.token, challenge_answer: String(challenge.a + challenge.b + 1) };
    expect((await refusal(authenticate({ email: user.email, password: TEST_PASSWORD, variant: 'client', ip, human: wrongAnswer }))).messageKey).toBe('auth:human_check_required');
    const human = solved();
    expect((await refusal(authenticate({ email: user.email, password: 'Wrong-again1', variant: 'client', ip, human }))).messageKey).toBe('auth:invalid_credentials');
    expect((await refusal(authenticate({ email: user.email, password: TEST_PASSWORD, variant: 'client', ip, human }))).messageKey).toBe('auth:human_check_required');
  });

  it('an address that keeps failing waits: 429 with Retry-After (seconds) and the minutes in the message; only that address', async () => {
    const start = new Date();
    const ip = freshIp();
    const human = () => solved(start);
    for (let i = 0; i < LOGIN_ADDRESS_MAX; i++) {
      await refusal(authenticate({ email: `nobody${i}@example.com`, password: 'Wrong123', variant: 'client', ip, human: human(), now: start }));
    }
    const user = await buildCustomer();
    const waiting = await refusal(authenticate({ email: user.email, password: TEST_PASSWORD, variant: 'client', ip, human: human(), now: start }));
    expect(waiting.code).toBe('RATE_LIMITED');
    expect(waiting.status).toBe(429);
    expect(waiting.messageKey).toBe('auth:too_many_attempts');
    expect(waiting.params.retryAfter).toBe(RATE_LIMIT_WINDOW_MS / 1000);
    expect(waiting.params.minutes).toBe(15);
    // Another address signs in at once; this one after the window.
    expect((await authenticate({ email: user.email, password: TEST_PASSWORD, variant: 'client', ip: freshIp(), now: start })).id).toBe(user.id);
    const later = new Date(start.getTime() + RATE_LIMIT_WINDOW_MS + 1000);
    expect((await authenticate({ email: user.email, password: TEST_PASSWORD, variant: 'client', ip, human: solved(later), now: later })).id).toBe(user.id);
  });

  it('tells the owner by e-mail when their account is attacked, at most once an hour (audit_mails row)', async () => {
    const owner = await buildCustomer({ language: 'bm' });
    const start = new Date();
    const attempt = (now: Date) => refusal(authenticate({ email: owner.email, password: 'Wrong123', variant: 'client', ip: freshIp(), human: solved(now), now }));
    for (let i = 0; i < LOGIN_CHALLENGE_AFTER - 1; i++) await attempt(start);
    expect(world.mailsTo(owner.email)).toHaveLength(0);
    for (let i = 0; i < 6; i++) await attempt(start);
    const mails = world.mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Seseorang cuba log masuk ke akaun IPRenew anda');
    expect(mails[0]!.text).toContain('5 percubaan gagal');
    expect(await AuditMail.count({ where: { mailable_type: 'LoginAttack', user_email: owner.email } })).toBe(1);

    const in59 = new Date(start.getTime() + 59 * 60 * 1000);
    for (let i = 0; i < LOGIN_CHALLENGE_AFTER; i++) await attempt(in59);
    expect(world.mailsTo(owner.email)).toHaveLength(1);
    const in61 = new Date(start.getTime() + 61 * 60 * 1000);
    for (let i = 0; i < LOGIN_CHALLENGE_AFTER; i++) await attempt(in61);
    expect(world.mailsTo(owner.email)).toHaveLength(2);
    expect(await AuditMail.count({ where: { mailable_type: 'LoginAttack', user_email: owner.email } })).toBe(2);
  });
});
