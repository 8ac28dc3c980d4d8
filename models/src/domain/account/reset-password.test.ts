import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { PasswordReset } from '../../models/password-reset';
import { Session } from '../../models/session';
import { User } from '../../models/user';
import { verifyPassword } from '../auth/password';
import { createSession } from '../auth/sessions';
import { buildPlaces, buildRegistration, linkIn, openTestWorld, type Places, type TestWorld } from '../../testing/index';
import { registerUser } from './register-user';
import { requestPasswordReset } from './request-password-reset';
import { statusAfterPasswordSet } from './onboarding';
import { resetPassword } from './reset-password';

let world: TestWorld;
let places: Places;
beforeAll(async () => {
  world = await openTestWorld();
  places = await buildPlaces();
});
afterAll(async () => {
  await world?.close();
});

async function withResetLink() {
  const input = buildRegistration(places);
  const user = (await registerUser({ ...input, ip: '10.5.0.1' })).user!;
  await User.update({ status_id: USER_STATUS.ACTIVE }, { where: { id: user.id } });
  await requestPasswordReset({ email: input.email, ip: '10.5.0.1' });
  const link = linkIn(world.mailsTo(input.email).at(-1)!, '/forgot/password/')!;
  const token = /password\/([0-9a-f]{64})\//.exec(link)![1]!;
  const email = new URL(link).searchParams.get('q')!;
  return { user, token, email };
}

describe('resetPassword (ACC-52, ACC-53)', () => {
  it('sets the new password, spends the link, ends every session and mails a confirmation', async () => {
    const { user, token, email } = await withResetLink();
    await createSession({ userId: user.id });
    await createSession({ userId: user.id });
    expect(await Session.count({ where: { user_id: user.id } })).toBe(2);

    const result = await resetPassword({ token, email, password: 'NewSecret9', password_confirmation: 'NewSecret9', ip: '10.5.0.2' });
    expect(result.messageKey).toBe('account:reset.success');
    const stored = (await User.findByPk(user.id))!;
    expect(await verifyPassword('NewSecret9', stored.password)).toBe(true);
    expect(await verifyPassword('Secret123', stored.password)).toBe(false);
    expect(await Session.count({ where: { user_id: user.id } })).toBe(0);
    expect((await PasswordReset.findOne({ where: { user_id: user.id } }))!.used_at).not.toBeNull();
    const done = world.mailsTo(email).find((m) => m.subject === 'Your IPRenew password has been reset');
    expect(done?.text).toContain('http://portal.test/login?role=client');

    const again = await resetPassword({ token, email, password: 'Another9x', password_confirmation: 'Another9x' }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(AppError);
    expect((again as AppError).messageKey).toBe('account:reset.invalid');
  });

  it('refuses a bad password or confirmation and changes nothing', async () => {
    const { user, token, email } = await withResetLink();
    const hash = (await User.findByPk(user.id))!.password;
    await expect(resetPassword({ token, email, password: 'short', password_confirmation: 'short' })).rejects.toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { password: ['account:validation.password_rule'] },
    });
    await expect(resetPassword({ token, email, password: 'NewSecret9', password_confirmation: 'NewSecret8' })).rejects.toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { password_confirmation: ['account:validation.password_confirmation_mismatch'] },
    });
    expect((await User.findByPk(user.id))!.password).toBe(hash);
    expect((await PasswordReset.findOne({ where: { user_id: user.id } }))!.used_at).toBeNull();
  });

  it('refuses the link for another e-mail or after it expired', async () => {
    const { user, token, email } = await withResetLink();
    await expect(
      resetPassword({ token, email: 'other@example.com', password: 'NewSecret9', password_confirmation: 'NewSecret9' }),
    ).rejects.toMatchObject({ messageKey: 'account:reset.invalid' });
    await PasswordReset.update({ expires_at: new Date(Date.now() - 1000) }, { where: { user_id: user.id } });
    await expect(resetPassword({ token, email, password: 'NewSecret9', password_confirmation: 'NewSecret9' })).rejects.toMatchObject({
      messageKey: 'account:reset.invalid',
    });
  });
});

describe('statusAfterPasswordSet (G-22, ACC-46)', () => {
  const base = { address_1: '1 Jalan', poscode: '10000', city: 'George Town', state_id: 1, country_id: 1 };
  it('activates a staff-created user, or sends an agent with no address to the profile step', () => {
    expect(statusAfterPasswordSet({ ...base, role_id: 5, status_id: USER_STATUS.PASSWORD_CHANGE_REQUIRED })).toBe(USER_STATUS.ACTIVE);
    expect(statusAfterPasswordSet({ ...base, role_id: 3, status_id: USER_STATUS.PASSWORD_CHANGE_REQUIRED })).toBe(USER_STATUS.ACTIVE);
    expect(
      statusAfterPasswordSet({ ...base, address_1: null, role_id: 3, status_id: USER_STATUS.PASSWORD_CHANGE_REQUIRED } as never),
    ).toBe(USER_STATUS.FIRST_LOGIN_PROFILE);
    expect(statusAfterPasswordSet({ ...base, role_id: 4, status_id: USER_STATUS.ACTIVE })).toBe(USER_STATUS.ACTIVE);
    expect(statusAfterPasswordSet({ ...base, role_id: 4, status_id: USER_STATUS.BLOCKED })).toBe(USER_STATUS.BLOCKED);
  });

  it('a user awaiting a password who sets it from the link is active and is sent to their own login', async () => {
    const { user, token, email } = await withResetLink();
    await User.update({ status_id: USER_STATUS.PASSWORD_CHANGE_REQUIRED, role_id: 5 }, { where: { id: user.id } });
    await resetPassword({ token, email, password: 'NewSecret9', password_confirmation: 'NewSecret9', ip: '10.5.0.9' });
    expect((await User.findByPk(user.id))!.status_id).toBe(USER_STATUS.ACTIVE);
    const done = world.mailsTo(email).filter((m) => m.subject === 'Your IPRenew password has been reset').at(-1);
    expect(done?.text).toContain('http://portal.test/login?role=accountant');
  });
});
