import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { User } from '../../models/user';
import { buildPlaces, buildRegistration, linkIn, openTestWorld, type Places, type TestWorld } from '../../testing/index';
import { registerUser } from './register-user';
import { resendVerification } from './resend-verification';
import { verifyEmail } from './verify-email';

let world: TestWorld;
let places: Places;
beforeAll(async () => {
  world = await openTestWorld();
  places = await buildPlaces();
});
afterAll(async () => {
  await world?.close();
});

const tokenOf = (link: string) => /verify\/([0-9a-f]{64})/.exec(link)![1]!;

describe('resendVerification (ACC-37, G-21)', () => {
  it('sends a new link and makes the earlier one invalid', async () => {
    const input = buildRegistration(places);
    const user = (await registerUser({ ...input, ip: '10.2.0.1' })).user!;
    const first = tokenOf(linkIn(world.mailsTo(input.email)[0]!, '/account/verify/')!);

    const result = await resendVerification({ email: input.email.toUpperCase(), ip: '10.2.0.1' });
    expect(result.messageKey).toBe('account:verify.resent');
    const mails = world.mailsTo(input.email);
    expect(mails).toHaveLength(2);
    const second = tokenOf(linkIn(mails[1]!, '/account/verify/')!);
    expect(second).not.toBe(first);

    await expect(verifyEmail({ token: first, email: input.email })).rejects.toBeInstanceOf(AppError);
    await verifyEmail({ token: second, email: input.email });
    expect((await User.findByPk(user.id))!.status_id).toBe(USER_STATUS.ACTIVE);
  });

  it('answers the same for unknown and already verified e-mails, and sends nothing', async () => {
    const before = world.mails().length;
    expect(await resendVerification({ email: 'nobody@example.com', ip: '10.2.0.2' })).toEqual({ messageKey: 'account:verify.resent' });

    const input = buildRegistration(places);
    const user = (await registerUser({ ...input, ip: '10.2.0.2' })).user!;
    await User.update({ status_id: USER_STATUS.ACTIVE }, { where: { id: user.id } });
    const afterRegister = world.mails().length;
    expect(afterRegister).toBe(before + 1);
    expect(await resendVerification({ email: input.email, ip: '10.2.0.2' })).toEqual({ messageKey: 'account:verify.resent' });
    expect(world.mails().length).toBe(afterRegister);
  });

  it('refuses an invalid e-mail and is rate limited', async () => {
    await expect(resendVerification({ email: 'nope' })).rejects.toMatchObject({ code: 'VALIDATION' });
    for (let i = 0; i < 10; i++) await resendVerification({ email: `x${i}@example.com`, ip: '10.2.0.9' });
    await expect(resendVerification({ email: 'y@example.com', ip: '10.2.0.9' })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});
