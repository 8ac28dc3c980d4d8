import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordReset } from '../../models/password-reset';
import { User } from '../../models/user';
import { checkResetToken } from './check-reset-token';
import { buildPlaces, buildRegistration, openTestWorld, type Places, type TestWorld } from '../../testing/index';
import { registerUser } from './register-user';
import { newLinkToken } from './shared';

let world: TestWorld;
let places: Places;
beforeAll(async () => {
  world = await openTestWorld();
  places = await buildPlaces();
});
afterAll(async () => {
  await world?.close();
});

describe('checkResetToken (ACC-50, ACC-51)', () => {
  it('is valid only for its e-mail, unused and unexpired', async () => {
    const input = buildRegistration(places);
    const user = (await registerUser({ ...input, ip: '10.4.0.1' })).user!;
    const { token, hash } = newLinkToken();
    const row = await PasswordReset.create({ email: user.email, user_id: user.id, token_hash: hash, expires_at: new Date(Date.now() + 60_000) });

    expect(await checkResetToken({ token, email: input.email })).toEqual({ valid: true });
    expect(await checkResetToken({ token, email: ` ${input.email.toUpperCase()} ` })).toEqual({ valid: true });
    expect(await checkResetToken({ token, email: 'other@example.com' })).toEqual({ valid: false });
    expect(await checkResetToken({ token: newLinkToken().token, email: input.email })).toEqual({ valid: false });
    expect(await checkResetToken({ token: 'x', email: input.email })).toEqual({ valid: false });
    expect(await checkResetToken({ token, email: '' })).toEqual({ valid: false });

    await row.update({ expires_at: new Date(Date.now() - 1) });
    expect(await checkResetToken({ token, email: input.email })).toEqual({ valid: false });
    await row.update({ expires_at: new Date(Date.now() + 60_000), used_at: new Date() });
    expect(await checkResetToken({ token, email: input.email })).toEqual({ valid: false });
    expect(await User.count()).toBeGreaterThan(0);
  });
});
