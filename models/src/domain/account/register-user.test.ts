import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { LoginAttempt } from '../../models/login-attempt';
import { AuditMail } from '../../models/audit-mail';
import { User } from '../../models/user';
import { VerificationToken } from '../../models/verification-token';
import { verifyPassword } from '../auth/password';
import { buildPlaces, buildRegistration, linkIn, openTestWorld, type Places, type TestWorld } from '../../testing/index';
import { registerUser } from './register-user';
import { hashLinkToken } from './shared';

let world: TestWorld;
let places: Places;
beforeAll(async () => {
  world = await openTestWorld();
  places = await buildPlaces();
});
afterAll(async () => {
  await world?.close();
});

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('registerUser (ACC.b, G-21)', () => {
  it('creates an unverified customer with a hashed password and mails a single-use verification link', async () => {
    const input = buildRegistration(places, { email: 'Aminah.New@Example.COM ', company: 'Aminah Trading', type: 'Company' });
    const before = Date.now();
    const { user: created, mailDelivered, email } = await registerUser({ ...input, language: 'en', ip: '10.0.0.1' });
    expect(mailDelivered).toBe(true);
    expect(email).toBe('aminah.new@example.com');
    const user = created!;

    const stored = (await User.findByPk(user.id))!;
    expect(stored.email).toBe('aminah.new@example.com');
    expect(stored.role_id).toBe(ROLE.MEMBER);
    expect(stored.status_id).toBe(USER_STATUS.UNVERIFIED);
    expect(stored.type).toBe('Company');
    expect(stored.company).toBe('Aminah Trading');
    expect(stored.email_verified_at).toBeNull();
    expect(stored.password).not.toBe('Secret123');
    expect(await verifyPassword('Secret123', stored.password)).toBe(true);
    expect(stored.toJSON()).not.toHaveProperty('password');

    const mails = world.mailsTo('aminah.new@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Verify your IPRenew e-mail address');
    const link = linkIn(mails[0]!, '/account/verify/')!;
    expect(link).toMatch(/^http:\/\/portal\.test\/account\/verify\/[0-9a-f]{64}\?email=aminah\.new%40example\.com$/);
    const token = /verify\/([0-9a-f]{64})/.exec(link)![1]!;
    expect(mails[0]!.html).toContain(token);

    const tokens = await VerificationToken.findAll({ where: { user_id: user.id } });
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.token_hash).toBe(hashLinkToken(token));
    expect(tokens[0]!.token_hash).not.toContain(token);
    const ttl = tokens[0]!.expires_at.getTime() - before;
    expect(ttl).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600_000 + 60_000);
  });

  it('writes the mail in the language the visitor registered in', async () => {
    const input = buildRegistration(places);
    await registerUser({ ...input, language: 'bm', ip: '10.0.0.2' });
    const [mail] = world.mailsTo(input.email);
    expect(mail!.subject).toBe('Sahkan alamat e-mel IPRenew anda');
    expect((await User.findByEmail(input.email))!.language).toBe('bm');

    const cn = buildRegistration(places);
    await registerUser({ ...cn, language: 'cn', ip: '10.0.0.2' });
    expect(world.mailsTo(cn.email)[0]!.subject).toBe('验证您的 IPRenew 电子邮箱');
  });

  it('answers an e-mail that is already registered as for a new account, and mails its owner instead (at most once an hour)', async () => {
    const first = buildRegistration(places, { email: 'taken@example.com' });
    await registerUser({ ...first, language: 'cn', ip: '10.0.0.3' });
    world.clearMail();
    const count = await User.count();
    const again = await registerUser({ ...buildRegistration(places, { email: '  TAKEN@Example.com' }), ip: '10.0.0.3' });
    // The visitor's answer is the new-account one: no error, the pending-verification page for the e-mail.
    expect(again).toEqual({ user: null, email: 'taken@example.com', mailDelivered: true });
    expect(await User.count()).toBe(count);
    const mails = world.mailsTo('taken@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('有人尝试用您的电子邮件地址注册');
    expect(mails[0]!.text).toContain('/forgot/password');
    expect(mails[0]!.text).not.toContain('/account/verify/');
    expect(await AuditMail.count({ where: { mailable_type: 'RegistrationAttempt', user_email: 'taken@example.com' } })).toBe(1);
    // A second try within the hour: the same answer, no second mail.
    expect((await registerUser({ ...buildRegistration(places, { email: 'taken@example.com' }), ip: '10.0.0.3' })).user).toBeNull();
    expect(world.mailsTo('taken@example.com')).toHaveLength(1);
  });

  it('validates every field with the specification messages and creates nothing', async () => {
    const count = await User.count();
    const mails = world.mails().length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ password: 'secret1', password_confirmation: 'secret1' }, 'password', 'account:validation.password_rule'],
      [{ password: 'Secret1' , password_confirmation: 'Secret2' }, 'password_confirmation', 'account:validation.password_confirmation_mismatch'],
      [{ name: 'Al' }, 'name', 'account:validation.name_min'],
      [{ email: 'not-an-email' }, 'email', 'account:validation.email_invalid'],
      [{ company: 'AB' }, 'company', 'account:validation.company_min'],
      [{ address_1: 'No' }, 'address_1', 'account:validation.address_1_min'],
      [{ poscode: '12' }, 'poscode', 'account:validation.poscode_min'],
      [{ contact: undefined }, 'contact', 'account:validation.contact_required'],
      [{ type: 'Agent' }, 'type', 'account:validation.type_required'],
      [{ terms: false }, 'terms', 'account:validation.terms_required'],
      [{ state_id: undefined }, 'state_id', 'account:validation.state_id_required'],
    ];
    for (const [overrides, field, message] of cases) {
      const error = await rejection(registerUser({ ...buildRegistration(places), ...overrides, ip: '10.0.0.4' } as never));
      expect(error.code, field).toBe('VALIDATION');
      expect(error.fieldErrors[field], field).toContain(message);
    }
    expect(await User.count()).toBe(count);
    expect(world.mails().length).toBe(mails);
  });

  it('refuses a state that is not in the chosen country', async () => {
    const error = await rejection(registerUser({ ...buildRegistration(places, { state_id: places.central.id }), ip: '10.0.0.5' }));
    expect(error.fieldErrors.state_id).toEqual(['account:validation.state_id_mismatch']);
  });

  it('is rate limited per address (G-66)', async () => {
    const now = new Date();
    await LoginAttempt.bulkCreate(Array.from({ length: 10 }, () => ({ scope: 'register', key: '10.9.9.9', succeeded: true, created_at: now })));
    const input = buildRegistration(places);
    const error = await rejection(registerUser({ ...input, ip: '10.9.9.9' }));
    expect(error.code).toBe('RATE_LIMITED');
    expect(await User.findByEmail(input.email)).toBeNull();
  });
});
