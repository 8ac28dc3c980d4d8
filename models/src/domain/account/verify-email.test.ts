import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { User } from '../../models/user';
import { VerificationToken } from '../../models/verification-token';
import { buildPlaces, buildRegistration, linkIn, openTestWorld, type Places, type TestWorld } from '../../testing/index';
import { registerUser } from './register-user';
import { verifyEmail } from './verify-email';

let world: TestWorld;
let places: Places;
beforeAll(async () => {
  // A file on SQLite: the concurrent case below needs a connection per transaction, as in production.
  world = await openTestWorld({ sqlite: 'file' });
  places = await buildPlaces();
});
afterAll(async () => {
  await world?.close();
});

async function registered() {
  const input = buildRegistration(places);
  const user = (await registerUser({ ...input, ip: '10.1.0.1' })).user!;
  const link = linkIn(world.mailsTo(input.email).at(-1)!, '/account/verify/')!;
  const token = /verify\/([0-9a-f]{64})/.exec(link)![1]!;
  const email = decodeURIComponent(new URL(link).searchParams.get('email')!);
  return { user, token, email };
}

async function invalid(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).messageKey).toBe('account:verify.invalid');
}

describe('verifyEmail (ACC-38..40, G-21)', () => {
  it('activates the account once; the same link is then invalid', async () => {
    const { user, token, email } = await registered();
    const result = await verifyEmail({ token, email });
    expect(result.messageKey).toBe('account:verify.success');
    const stored = (await User.findByPk(user.id))!;
    expect(stored.status_id).toBe(USER_STATUS.ACTIVE);
    expect(stored.email_verified_at).toBeInstanceOf(Date);
    await invalid(verifyEmail({ token, email }));
  });

  it('accepts the e-mail in any case', async () => {
    const { user, token, email } = await registered();
    await verifyEmail({ token, email: email.toUpperCase() });
    expect((await User.findByPk(user.id))!.status_id).toBe(USER_STATUS.ACTIVE);
  });

  it('refuses another e-mail, an unknown or malformed token, and an expired token, changing nothing', async () => {
    const { user, token, email } = await registered();
    await invalid(verifyEmail({ token, email: 'someone.else@example.com' }));
    await invalid(verifyEmail({ token: 'f'.repeat(64), email }));
    await invalid(verifyEmail({ token: 'not-a-token', email }));
    await invalid(verifyEmail({ token, email: '' }));
    await VerificationToken.update({ expires_at: new Date(Date.now() - 1000) }, { where: { user_id: user.id } });
    await invalid(verifyEmail({ token, email }));
    expect((await User.findByPk(user.id))!.status_id).toBe(USER_STATUS.UNVERIFIED);
  });

  it('verifies once when the link is opened twice at the same time', async () => {
    const { token, email } = await registered();
    const results = await Promise.allSettled([verifyEmail({ token, email }), verifyEmail({ token, email })]);
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    expect(fulfilled).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect((rejected[0]!.reason as AppError).messageKey).toBe('account:verify.invalid');
  });

  it('does not unblock a blocked account', async () => {
    const { user, token, email } = await registered();
    await User.update({ status_id: USER_STATUS.BLOCKED }, { where: { id: user.id } });
    await verifyEmail({ token, email });
    const stored = (await User.findByPk(user.id))!;
    expect(stored.status_id).toBe(USER_STATUS.BLOCKED);
    expect(stored.email_verified_at).not.toBeNull();
  });
});
