import { USER_STATUS, User, VerificationToken } from '@iprenew/models';
import { createFlowKit, linkIn, type FlowKit } from '@iprenew/models/domain/account/public-flows.fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as pendingAction, loader as pendingLoader } from './account.verify';
import { loader as verifyLoader } from './account.verify_.$token';
import { action as registerAction, loader as registerLoader } from './register';

/** The registration and verification pages (ACC.b, ACC.c) driven with real Requests. */

let kit: FlowKit;
beforeAll(async () => {
  kit = await createFlowKit();
});
afterAll(async () => {
  await kit?.close();
});

const context = { cspNonce: '' };

function form(fields: Record<string, string | number | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.set(k, String(v));
  return body;
}

function registration(overrides: Record<string, string | number | undefined> = {}) {
  const valid = kit.validRegistration();
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
  it('offers the countries that have states, and all their states', async () => {
    const data = await registerLoader({ request: new Request('http://127.0.0.1/register'), params: {}, context });
    const malaysia = data.countries.find((c) => c.name === 'Malaysia');
    expect(malaysia).toBeDefined();
    expect(data.states.filter((s) => s.country_id === malaysia!.id)).toHaveLength(16);
  });

  it('creates the account and goes to the pending-verification page', async () => {
    const body = registration({ email: 'Route.User@Example.com' });
    const response = (await postRegister(body, { 'Accept-Language': 'ms-MY' })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/account/verify?email=route.user%40example.com');
    const user = (await User.findByEmail('route.user@example.com'))!;
    expect(user.status_id).toBe(USER_STATUS.UNVERIFIED);
    expect(user.language).toBe('bm');
    expect(kit.mailsTo('route.user@example.com')[0]!.subject).toBe('Sahkan alamat e-mel IPRenew anda');
  });

  it('returns the field errors and changes nothing for invalid input', async () => {
    const count = await User.count();
    const mails = kit.mails().length;
    const result = (await postRegister(
      registration({ password: 'abc', password_confirmation: 'abd', name: 'Al', type: 'Agent', terms: undefined }),
    )) as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
    expect(result.result.error.password).toEqual(['account:validation.password_rule']);
    expect(result.result.error.name).toEqual(['account:validation.name_min']);
    expect(result.result.error.type).toEqual(['account:validation.type_required']);
    expect(result.result.error.terms).toEqual(['account:validation.terms_required']);
    expect(result.result.initialValue).not.toHaveProperty('password');
    expect(await User.count()).toBe(count);
    expect(kit.mails().length).toBe(mails);
  });

  it('says the e-mail is taken', async () => {
    const body = registration({ email: 'dup@example.com' });
    await postRegister(body);
    const again = (await postRegister(registration({ email: 'DUP@example.com' }))) as { result: { error: Record<string, string[]> } };
    expect(again.result.error.email).toEqual(['account:register.email_taken']);
  });

  it('the no-JS "show the states" button validates only the country and keeps the values', async () => {
    const body = registration({ password: undefined, password_confirmation: undefined });
    body.set('__intent__', JSON.stringify({ type: 'validate', payload: { name: 'country_id' } }));
    const count = await User.count();
    const result = (await postRegister(body)) as {
      result: { intent?: { type: string; payload: { name: string } }; error?: Record<string, string[]>; initialValue: Record<string, unknown> };
    };
    // Conform shows only the errors of the validated field (the country, which is valid here).
    expect(result.result.intent).toEqual({ type: 'validate', payload: { name: 'country_id' } });
    expect(result.result.error?.country_id).toBeUndefined();
    expect(result.result.initialValue.country_id).toBe(String(kit.malaysia.id));
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
    const link = linkIn(kit.mailsTo(email).at(-1)!, '/account/verify/')!;
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
    const newLink = new URL(linkIn(kit.mailsTo(email).at(-1)!, '/account/verify/')!);
    const newToken = newLink.pathname.split('/').pop()!;
    const ok = await verifyLoader({ request: new Request(`http://127.0.0.1${newLink.pathname}${newLink.search}`), params: { token: newToken }, context });
    expect(ok).toMatchObject({ ok: true, message: 'account:verify.success' });
    expect((await User.findByEmail(email))!.status_id).toBe(USER_STATUS.ACTIVE);
    expect(await VerificationToken.count({ where: { used_at: null } })).toBeGreaterThanOrEqual(0);
    const again = await verifyLoader({ request: new Request(`http://127.0.0.1${newLink.pathname}${newLink.search}`), params: { token: newToken }, context });
    expect(again).toMatchObject({ ok: false, message: 'account:verify.invalid' });
  });
});
