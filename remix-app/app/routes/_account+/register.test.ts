import { USER_STATUS, User, VerificationToken } from '@iprenew/models';
import { buildPlaces, buildRegistration, linkIn, openTestWorld, type Places, type TestWorld } from '@iprenew/models/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as pendingAction, loader as pendingLoader } from './account.verify';
import { loader as verifyLoader } from './account.verify_.$token';
import { action as registerAction, loader as registerLoader } from './register';

/** The registration and verification pages (ACC.b, ACC.c) driven with real Requests. */

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

function form(fields: Record<string, string | number | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.set(k, String(v));
  return body;
}

function registration(overrides: Record<string, string | number | undefined> = {}) {
  const valid = buildRegistration(places);
  return form({
    name: valid.name,
    email: valid.email,
    password: valid.password,
    password_confirmation: valid.password_confirmation,
    contact: valid.contact,
    address_1: valid.address_1,
    poscode: valid.poscode,
    city: valid.city,
    country_id: valid.country_id,
    state_id: valid.state_id,
    type: 'Personal',
    terms: 'on',
    ...overrides,
  });
}

async function postRegister(body: URLSearchParams, headers: Record<string, string> = {}) {
  const request = new Request('http://127.0.0.1/register', { method: 'POST', body, headers: { 'Accept-Language': 'en', ...headers } });
  return registerAction({ request, params: {}, context });
}

describe('/register', () => {
  it('offers the countries that have states, and the states of one country when asked (issue 17: not all of them in the page)', async () => {
    const data = await registerLoader({ request: new Request('http://127.0.0.1/register'), params: {}, context });
    if (!('countries' in data)) throw new Error('the form page carries its countries');
    const malaysia = data.countries.find((c) => c.name === 'Malaysia');
    expect(malaysia).toBeDefined();
    expect(data.states).toEqual([]);
    const asked = await registerLoader({ request: new Request(`http://127.0.0.1/register?states_for=${malaysia!.id}`), params: {}, context });
    expect(asked).not.toHaveProperty('countries');
    expect(asked.statesFor).toBe(malaysia!.id);
    expect(asked.states).toHaveLength(16);
    expect(asked.states.map((s) => s.name)).toContain('Selangor');
    for (const bad of ['Infinity', '-1', 'x', '']) {
      const none = await registerLoader({ request: new Request(`http://127.0.0.1/register?states_for=${bad}`), params: {}, context });
      expect(none, bad).toEqual({ states: [], statesFor: null });
    }
  });

  it('creates the account and goes to the pending-verification page', async () => {
    const body = registration({ email: 'Route.User@Example.com' });
    const response = (await postRegister(body, { 'Accept-Language': 'ms-MY' })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/account/verify?email=route.user%40example.com');
    const user = (await User.findByEmail('route.user@example.com'))!;
    expect(user.status_id).toBe(USER_STATUS.UNVERIFIED);
    expect(user.language).toBe('bm');
    expect(world.mailsTo('route.user@example.com')[0]!.subject).toBe('Sahkan alamat e-mel IPRenew anda');
  });

  it('returns the field errors and changes nothing for invalid input', async () => {
    const count = await User.count();
    const mails = world.mails().length;
    const result = (await postRegister(
      registration({ password: 'abc', password_confirmation: 'abd', name: 'Al', type: 'Agent', terms: undefined }),
    )) as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
    expect(result.result.error.password).toEqual(['account:validation.password_rule']);
    expect(result.result.error.name).toEqual(['account:validation.name_min']);
    expect(result.result.error.type).toEqual(['account:validation.type_required']);
    expect(result.result.error.terms).toEqual(['account:validation.terms_required']);
    expect(result.result.initialValue).not.toHaveProperty('password');
    expect(await User.count()).toBe(count);
    expect(world.mails().length).toBe(mails);
  });

  it('answers an e-mail that already has an account exactly as a new one, and mails its owner instead', async () => {
    await postRegister(registration({ email: 'dup@example.com' }));
    world.clearMail();
    const count = await User.count();
    const again = (await postRegister(registration({ email: 'DUP@example.com' }))) as Response;
    expect(again.status).toBe(302);
    expect(again.headers.get('Location')).toBe('/account/verify?email=dup%40example.com');
    expect(await User.count()).toBe(count);
    const [notice] = world.mailsTo('dup@example.com');
    expect(notice!.subject).toBe('Someone tried to register with your e-mail address');
  });

  it('shows the password rule and the confirmation mismatch at once (every field error together)', async () => {
    const result = (await postRegister(registration({ password: 'abc', password_confirmation: 'abd' }))) as { result: { error: Record<string, string[]> } };
    expect(result.result.error.password).toEqual(['account:validation.password_rule']);
    expect(result.result.error.password_confirmation).toEqual(['account:validation.password_confirmation_mismatch']);
  });

  it('the no-JS "show the states" button validates only the country and keeps the values', async () => {
    const body = registration({ password: undefined, password_confirmation: undefined });
    body.set('__intent__', JSON.stringify({ type: 'validate', payload: { name: 'country_id' } }));
    const count = await User.count();
    const result = (await postRegister(body)) as {
      result: { intent?: { type: string; payload: { name: string } }; error?: Record<string, string[]>; initialValue: Record<string, unknown> };
      states: { id: number; name: string }[];
      statesFor: number | null;
    };
    // Conform shows only the errors of the validated field (the country, which is valid here).
    expect(result.result.intent).toEqual({ type: 'validate', payload: { name: 'country_id' } });
    expect(result.result.error?.country_id).toBeUndefined();
    expect(result.result.initialValue.country_id).toBe(String(places.malaysia.id));
    // The answer carries the chosen country's states, for the page to list without JavaScript.
    expect(result.statesFor).toBe(places.malaysia.id);
    expect(result.states.length).toBeGreaterThan(0);
    expect(await User.count()).toBe(count);
  });
});

describe('/account/verify and /account/verify/:token', () => {
  it('the pending page needs an e-mail, else it goes to the landing page', async () => {
    const response = await pendingLoader({ request: new Request('http://127.0.0.1/account/verify'), params: {}, context }).catch((r: unknown) => r);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get('Location')).toBe('/');
  });

  it('verifies with the e-mailed link, once; resend answers the same for any e-mail', async () => {
    const body = registration();
    const email = body.get('email')!;
    await postRegister(body);
    const link = linkIn(world.mailsTo(email).at(-1)!, '/account/verify/')!;
    const url = new URL(link);
    const token = url.pathname.split('/').pop()!;

    const resend = async (address: string) =>
      pendingAction({
        request: new Request(`http://127.0.0.1/account/verify?email=${encodeURIComponent(address)}`, {
          method: 'POST',
          body: form({ intent: 'resend', email: address }),
        }),
        params: {},
        context,
      });
    expect(await resend('nobody@example.com')).toEqual({ ok: true, message: 'account:verify.resent' });
    expect(await resend(email)).toEqual({ ok: true, message: 'account:verify.resent' });

    // The first link no longer works; the new one does, once.
    const first = await verifyLoader({ request: new Request(`http://127.0.0.1${url.pathname}${url.search}`), params: { token }, context });
    expect(first).toMatchObject({ ok: false, message: 'account:verify.invalid' });
    const newLink = new URL(linkIn(world.mailsTo(email).at(-1)!, '/account/verify/')!);
    const newToken = newLink.pathname.split('/').pop()!;
    const ok = await verifyLoader({ request: new Request(`http://127.0.0.1${newLink.pathname}${newLink.search}`), params: { token: newToken }, context });
    expect(ok).toMatchObject({ ok: true, message: 'account:verify.success' });
    expect((await User.findByEmail(email))!.status_id).toBe(USER_STATUS.ACTIVE);
    expect(await VerificationToken.count({ where: { used_at: null } })).toBeGreaterThanOrEqual(0);
    const again = await verifyLoader({ request: new Request(`http://127.0.0.1${newLink.pathname}${newLink.search}`), params: { token: newToken }, context });
    expect(again).toMatchObject({ ok: false, message: 'account:verify.invalid' });
  });
});

describe('a failed registration (ACC-32)', () => {
  it("shows the server's message when there is one: the wait of the rate limit, with its minutes", async () => {
    const headers = { 'x-iprenew-client-ip': '192.0.2.32' };
    let last: { result: { error: Record<string, string[]> }; messageParams?: Record<string, unknown> } | undefined;
    for (let i = 0; i < 11; i++) last = (await postRegister(registration(), headers)) as typeof last;
    expect(last!.result.error['']).toEqual(['auth:too_many_attempts']);
    expect(last!.messageParams).toMatchObject({ minutes: 15 });
  });

  it("otherwise 'Fail to register account, please try again later', and nothing is created", async () => {
    const count = await User.count();
    const queryInterface = world.db.sequelize.getQueryInterface();
    // A real failure of the server: the table of verification tokens is missing for this request.
    await queryInterface.renameTable('verification_tokens', 'verification_tokens_away');
    const original = console.error;
    console.error = () => {};
    try {
      const failed = (await postRegister(registration({ email: 'unlucky@example.com' }), { 'x-iprenew-client-ip': '192.0.2.33' })) as {
        result: { error: Record<string, string[]> };
      };
      expect(failed.result.error['']).toEqual(['account:register.failed']);
    } finally {
      console.error = original;
      await queryInterface.renameTable('verification_tokens_away', 'verification_tokens');
    }
    expect(await User.count()).toBe(count);
    expect(await User.findByEmail('unlucky@example.com')).toBeNull();
  });
});
