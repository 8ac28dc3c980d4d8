import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { LoginAttempt } from '../../models/login-attempt';
import { User } from '../../models/user';
import { buildAgent, buildCustomer, buildRolesAndStatuses, buildStaff, buildUser, createTestDatabase, TEST_PASSWORD, type TestDatabase } from '../../testing/index';
import { authenticate, LOGIN_VARIANTS, VARIANT_ROLES, variantForRole, type LoginVariant } from './authenticate';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await buildRolesAndStatuses();
});
afterAll(async () => {
  await db.drop();
});

let ipCounter = 0;
const ip = () => `10.1.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe(`authenticate (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('signs in each role through its own variant and records last_login', async () => {
    for (const variant of LOGIN_VARIANTS) {
      for (const roleId of VARIANT_ROLES[variant]) {
        const user = await buildUser({ role_id: roleId, email: `ok-${variant}-${roleId}@example.com` });
        const now = new Date('2031-05-05T05:05:05Z');
        const signedIn = await authenticate({ email: ` OK-${variant}-${roleId}@Example.com `, password: TEST_PASSWORD, variant, ip: ip(), now });
        expect(signedIn.id).toBe(user.id);
        expect((await User.findByPk(user.id))?.last_login?.toISOString()).toBe(now.toISOString());
        expect(variantForRole(roleId)).toBe(variant);
      }
    }
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    await buildCustomer({ email: 'member@example.com' });
    const wrong = await refusal(authenticate({ email: 'member@example.com', password: 'Wrong1234', variant: 'client', ip: ip() }));
    const unknown = await refusal(authenticate({ email: 'nobody@example.com', password: TEST_PASSWORD, variant: 'client', ip: ip() }));
    for (const error of [wrong, unknown]) {
      expect(error.code).toBe('UNAUTHORIZED');
      expect(error.status).toBe(401);
      expect(error.messageKey).toBe('auth:invalid_credentials');
    }
    expect(await LoginAttempt.count({ where: { key: 'member@example.com', succeeded: false } })).toBe(1);
  });

  it('refuses a user without a password yet (status 5 awaiting its set-password link)', async () => {
    await buildStaff(ROLE.ACCOUNTANT, { email: 'nopass@example.com', password: null, status_id: USER_STATUS.PASSWORD_CHANGE_REQUIRED });
    const error = await refusal(authenticate({ email: 'nopass@example.com', password: TEST_PASSWORD, variant: 'accountant', ip: ip() }));
    expect(error.messageKey).toBe('auth:invalid_credentials');
  });

  it('refuses a role through another variant (G-19)', async () => {
    const cases: Array<[number, LoginVariant[]]> = [
      [ROLE.SUPER_ADMIN, ['client', 'agent', 'accountant']],
      [ROLE.ADMIN, ['client', 'agent', 'accountant']],
      [ROLE.AGENT, ['client', 'accountant', 'webadmin']],
      [ROLE.MEMBER, ['agent', 'accountant', 'webadmin']],
      [ROLE.ACCOUNTANT, ['client', 'agent', 'webadmin']],
    ];
    for (const [roleId, variants] of cases) {
      const user = await buildUser({ role_id: roleId });
      for (const variant of variants) {
        const error = await refusal(authenticate({ email: user.email, password: TEST_PASSWORD, variant, ip: ip() }));
        expect(error.code).toBe('UNAUTHORIZED');
        expect(error.messageKey).toBe('auth:wrong_login_variant');
      }
    }
    const member = await buildCustomer();
    const bogus = await refusal(authenticate({ email: member.email, password: TEST_PASSWORD, variant: 'nope' as LoginVariant, ip: ip() }));
    expect(bogus.messageKey).toBe('auth:wrong_login_variant');
  });

  it('refuses blocked (999) and unverified (0, 2) accounts only after the right password', async () => {
    const blocked = await buildCustomer({ status_id: USER_STATUS.BLOCKED });
    const blockedError = await refusal(authenticate({ email: blocked.email, password: TEST_PASSWORD, variant: 'client', ip: ip() }));
    expect(blockedError.code).toBe('FORBIDDEN');
    expect(blockedError.messageKey).toBe('auth:blocked');
    const wrongForBlocked = await refusal(authenticate({ email: blocked.email, password: 'Nope12345', variant: 'client', ip: ip() }));
    expect(wrongForBlocked.messageKey).toBe('auth:invalid_credentials');

    for (const status of [USER_STATUS.UNVERIFIED, USER_STATUS.UNVERIFIED_LEGACY]) {
      const user = await buildCustomer({ status_id: status });
      const error = await refusal(authenticate({ email: user.email, password: TEST_PASSWORD, variant: 'client', ip: ip() }));
      expect(error.code).toBe('FORBIDDEN');
      expect(error.messageKey).toBe('auth:unverified');
      expect(error.params).toEqual({ email: user.email });
      expect((await User.findByPk(user.id))?.last_login).toBeNull();
    }
  });

  it('signs in statuses 4 and 5 (the guard sends them on)', async () => {
    for (const status of [USER_STATUS.FIRST_LOGIN_PROFILE, USER_STATUS.PASSWORD_CHANGE_REQUIRED, USER_STATUS.ACTIVE]) {
      const user = await buildAgent({ status_id: status });
      expect((await authenticate({ email: user.email, password: TEST_PASSWORD, variant: 'agent', ip: ip() })).id).toBe(user.id);
    }
  });

  it('never locks an account: the right password is only asked for the human check after repeated failures (ADR 020)', async () => {
    const user = await buildCustomer();
    for (let i = 0; i < 10; i++) {
      const error = await refusal(authenticate({ email: user.email, password: `Wrong${i}xx`, variant: 'client', ip: ip() }));
      expect(error.messageKey).toBe(i < 5 ? 'auth:invalid_credentials' : 'auth:human_check_required');
    }
    const asked = await refusal(authenticate({ email: user.email, password: TEST_PASSWORD, variant: 'client', ip: ip() }));
    expect(asked.messageKey).toBe('auth:human_check_required');
    expect(asked.status).toBe(401);
  });
});
