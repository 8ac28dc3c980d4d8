import { createSession, registerUser, Session, User, USER_STATUS, verifyPassword } from '@iprenew/models';
import { buildPlaces, buildRegistration, linkIn, openTestWorld, type Places, type TestWorld } from '@iprenew/models/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as forgotAction } from './forgot.password';
import { action as resetAction, loader as resetLoader } from './forgot.password_.$token.request';

/** Forgot and reset password (ACC.e) driven with real Requests. */

let world: TestWorld;
let places: Places;
beforeAll(async () => {
  world = await openTestWorld();
  places = await buildPlaces();
});
afterAll(async () => {
  await world?.close();
});

const context = { cspNonce: '' };

async function forgot(email: string) {
  const request = new Request('http://127.0.0.1/forgot/password', { method: 'POST', body: new URLSearchParams({ email }) });
  return (await forgotAction({ request, params: {}, context })) as { sent: boolean; result: { error?: Record<string, string[]> } };
}

async function member() {
  const input = buildRegistration(places);
  const user = (await registerUser({ ...input, ip: '10.7.0.1' })).user!;
  await User.update({ status_id: USER_STATUS.ACTIVE }, { where: { id: user.id } });
  return { user, email: input.email };
}

describe('/forgot/password', () => {
  it('answers the same for a registered and an unknown e-mail; only the registered one gets mail', async () => {
    const { email } = await member();
    const before = world.mails().length;
    expect((await forgot('nobody@example.com')).sent).toBe(true);
    expect(world.mails().length).toBe(before);
    expect((await forgot(email)).sent).toBe(true);
    expect(world.mailsTo(email).some((m) => linkIn(m, '/forgot/password/'))).toBe(true);
  });

  it('refuses an invalid e-mail', async () => {
    const result = await forgot('not-an-email');
    expect(result.sent).toBe(false);
    expect(result.result.error?.email).toEqual(['account:validation.email_invalid']);
  });
});

describe('/forgot/password/:token/request', () => {
  it('shows the form only for a usable link, resets once, and ends the sessions', async () => {
    const { user, email } = await member();
    await forgot(email);
    const link = new URL(linkIn(world.mailsTo(email).at(-1)!, '/forgot/password/')!);
    const token = link.pathname.split('/')[3]!;
    const url = `http://127.0.0.1${link.pathname}${link.search}`;

    expect(await resetLoader({ request: new Request(url), params: { token }, context })).toEqual({ valid: true, email, token });
    expect(await resetLoader({ request: new Request(url.replace(/q=[^&]+/, 'q=x%40example.com')), params: { token }, context })).toMatchObject({ valid: false });
    expect(await resetLoader({ request: new Request(url), params: { token: 'abc' }, context })).toMatchObject({ valid: false });

    const post = (fields: Record<string, string>) =>
      resetAction({ request: new Request(url, { method: 'POST', body: new URLSearchParams(fields) }), params: { token }, context });

    // Validation errors change nothing.
    const bad = (await post({ password: 'weak', password_confirmation: 'weak' })) as { done: boolean; result: { error: Record<string, string[]> } };
    expect(bad.done).toBe(false);
    expect(bad.result.error.password).toEqual(['account:validation.password_rule']);
    const mismatch = (await post({ password: 'Strong123', password_confirmation: 'Strong124' })) as { result: { error: Record<string, string[]> } };
    expect(mismatch.result.error.password_confirmation).toEqual(['account:validation.password_confirmation_mismatch']);
    expect(await verifyPassword('Secret123', (await User.findByPk(user.id))!.password)).toBe(true);

    // A token or e-mail in the form body is ignored: they come from the route and the query.
    await createSession({ userId: user.id });
    const ok = (await post({ password: 'Strong123', password_confirmation: 'Strong123', token: 'f'.repeat(64), email: 'x@example.com' })) as { done: boolean };
    expect(ok.done).toBe(true);
    expect(await verifyPassword('Strong123', (await User.findByPk(user.id))!.password)).toBe(true);
    expect(await Session.count({ where: { user_id: user.id } })).toBe(0);

    const reused = (await post({ password: 'Strong456', password_confirmation: 'Strong456' })) as { done: boolean; invalid: boolean };
    expect(reused).toMatchObject({ done: false, invalid: true });
    expect(await resetLoader({ request: new Request(url), params: { token }, context })).toMatchObject({ valid: false });
  });
});
