import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beginTwoFactorEnrolment, confirmTwoFactorEnrolment, Configuration, ROLE, Session, type User } from '@iprenew/models';
import { buildAgent, buildCustomer, buildStaff, openTestWorld, TEST_PASSWORD, type TestWorld } from '@iprenew/models/testing';
import * as apiLogin from '~/routes/api+/admin.auth.login';
import * as twoFactorApi from '~/routes/api+/admin.profile.two-factor';
import * as login from '~/routes/_account+/login';
import * as webadmin from '~/routes/_account+/webadmin';
import * as codePage from '~/routes/_account+/login_.two-factor';
import * as enrolPage from '~/routes/_account+/login_.two-factor_.enrol';
import * as dashboardPage from '~/routes/dashboard+/_shared+/user.two-factor';
import { call, jsonRequest, request, signedInCookie } from '../requests';

/**
 * Two-factor sign-in through the routes (issue 18, ADR 077): every sign-in path asks for the code
 * after the password — the login variants (/webadmin, /login?role=…) through the pending ticket and
 * /login/two-factor, the console's REST login in the same request — staff made to enrol when a super
 * admin requires it, and the signed-in pages that enrol and turn it off.
 */
let world: TestWorld;
beforeAll(async () => {
  world = await openTestWorld();
});
afterAll(async () => {
  await world?.close();
});

type Args = ActionFunctionArgs & LoaderFunctionArgs;
const args = (req: Request) => ({ request: req, params: {}, context: { cspNonce: '' } }) as unknown as Args;
let ipCounter = 0;
const ip = () => `172.18.0.${++ipCounter}`;
const codeOf = (secret: string, at = new Date()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
const actorOf = (user: User) => ({ id: user.id, role_id: user.role_id });

/** Enrols `user` with a code of a minute ago, so a current code is still fresh. */
async function enrol(user: User): Promise<{ secret: string; recovery: string[] }> {
  const { secret } = await beginTwoFactorEnrolment({ actor: actorOf(user) });
  const at = new Date(Date.now() - 60_000);
  const { recovery_codes } = await confirmTwoFactorEnrolment({ actor: actorOf(user), code: codeOf(secret, at), now: at });
  return { secret, recovery: recovery_codes };
}

function form(path: string, fields: Record<string, string>, cookie?: string, from = ip()): Request {
  return request(path, { method: 'POST', body: new URLSearchParams(fields), headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, cookie, ip: from });
}

/** Cookie pairs a browser would send after the answer (deleted ones left out). */
function cookiesOf(response: Response | null): string {
  return (response?.headers.getSetCookie() ?? [])
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

async function passwordStep(path: string, user: User) {
  const handler = path.startsWith('/webadmin') ? webadmin.action : login.action;
  return call(() => handler(args(form(path, { email: user.email, password: TEST_PASSWORD }))) as Promise<unknown>);
}

describe(`two-factor sign-in routes (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('asks every login variant for the code after the password: no session until the code passes', async () => {
    const cases = [
      { user: await buildStaff(ROLE.ADMIN), path: '/webadmin', landing: '/admin' },
      { user: await buildStaff(ROLE.ACCOUNTANT), path: '/login?role=accountant', landing: '/admin' },
      { user: await buildCustomer({ profile: true }), path: '/login?role=client', landing: '/dashboard/overview' },
      { user: await buildAgent({ profile: true }), path: '/login?role=agent', landing: '/dashboard/overview' },
    ];
    for (const { user, path, landing } of cases) {
      const { secret } = await enrol(user);
      const first = await passwordStep(path, user);
      expect(first.status, path).toBe(302);
      expect(first.response!.headers.get('Location')).toBe('/login/two-factor');
      const ticket = cookiesOf(first.response);
      expect(ticket).toMatch(/^__2fa=/);
      expect(ticket).not.toMatch(/__session=/);
      expect(await Session.count({ where: { user_id: user.id } })).toBe(0);

      // The code page shows with the ticket; a wrong code is refused and still no session.
      expect((await call(() => codePage.loader(args(request('/login/two-factor', { cookie: ticket }))) as Promise<unknown>)).status).toBe(200);
      const wrong = await call(() => codePage.action(args(form('/login/two-factor', { code: '000000' }, ticket))) as Promise<unknown>);
      expect((wrong.body as { result: { error: Record<string, string[]> } }).result.error['']).toEqual(['auth:two_factor.code_invalid']);
      expect(await Session.count({ where: { user_id: user.id } })).toBe(0);

      const right = await call(() => codePage.action(args(form('/login/two-factor', { code: codeOf(secret) }, ticket))) as Promise<unknown>);
      expect(right.status).toBe(302);
      expect(right.response!.headers.get('Location')).toBe(landing);
      expect(right.response!.headers.getSetCookie().some((c) => c.startsWith('__session='))).toBe(true);
      expect(right.response!.headers.getSetCookie().some((c) => /^__2fa=;/.test(c))).toBe(true);
      expect(await Session.count({ where: { user_id: user.id } })).toBe(1);
    }
  });

  it('sends a visitor without a ticket, or with a forged one, back to a login; a recovery code works once', async () => {
    const noTicket = await call(() => codePage.loader(args(request('/login/two-factor'))) as Promise<unknown>);
    expect(noTicket.status).toBe(302);
    expect(noTicket.response!.headers.get('Location')).toBe('/login');
    const forged = await call(() => codePage.action(args(form('/login/two-factor', { code: '123456' }, '__2fa=e30.bad'))) as Promise<unknown>);
    expect(forged.status).toBe(302);

    const customer = await buildCustomer({ profile: true });
    const { recovery } = await enrol(customer);
    const ticket = cookiesOf((await passwordStep('/login', customer)).response);
    const ok = await call(() => codePage.action(args(form('/login/two-factor', { code: recovery[0]! }, ticket))) as Promise<unknown>);
    expect(ok.response!.headers.get('Location')).toBe('/dashboard/overview');
    const again = cookiesOf((await passwordStep('/login', customer)).response);
    const replay = await call(() => codePage.action(args(form('/login/two-factor', { code: recovery[0]! }, again))) as Promise<unknown>);
    expect((replay.body as { result: { error: Record<string, string[]> } }).result.error['']).toEqual(['auth:two_factor.code_invalid']);
  });

  it('the REST login asks for the code in the same request, and counts wrong codes as failures', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const { secret } = await enrol(admin);
    const from = ip();
    const post = (body: Record<string, unknown>) => apiLogin.action(args(jsonRequest('/api/admin/auth/login', 'POST', { email: admin.email, password: TEST_PASSWORD, role_hint: 'staff', ...body }, { ip: from }))) as Promise<Response>;
    const missing = await post({});
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: 'Enter the 6-digit code from your authenticator app.', two_factor: 'code' });
    expect(missing.headers.get('Set-Cookie')).toBeNull();
    const wrong = await post({ code: '000000' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ two_factor: 'code', message: expect.stringContaining('not valid') });
    // One code for the sign-in and its replay: computed again, it would be the next period's code when
    // the 30-second period turns between the two requests.
    const code = codeOf(secret);
    const right = await post({ code });
    expect(right.status).toBe(200);
    expect(right.headers.get('Set-Cookie')).toMatch(/^__session=/);
    // A password alone never signs in (a replay of the same code neither).
    expect((await post({ code })).status).toBe(401);
  });

  it('makes un-enrolled staff enrol at the next sign-in when a super admin requires it', async () => {
    await Configuration.writeValue('staff_two_factor_required', true);
    try {
      const accountant = await buildStaff(ROLE.ACCOUNTANT);
      const rest = (await apiLogin.action(args(jsonRequest('/api/admin/auth/login', 'POST', { email: accountant.email, password: TEST_PASSWORD, role_hint: 'accountant' }, { ip: ip() })))) as Response;
      expect(rest.status).toBe(401);
      expect(await rest.json()).toMatchObject({ two_factor: 'enrol' });

      const first = await passwordStep('/login?role=accountant', accountant);
      expect(first.response!.headers.get('Location')).toBe('/login/two-factor/enrol');
      const ticket = cookiesOf(first.response);
      const page = await call(() => enrolPage.loader(args(request('/login/two-factor/enrol', { cookie: ticket }))) as Promise<unknown>);
      const { enrolment } = page.body as { enrolment: { secret: string; qr: string } };
      expect(enrolment.qr).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(await Session.count({ where: { user_id: accountant.id } })).toBe(0);
      // The code page is not a way round it.
      expect((await call(() => codePage.loader(args(request('/login/two-factor', { cookie: ticket }))) as Promise<unknown>)).status).toBe(302);

      const bad = await call(() => enrolPage.action(args(form('/login/two-factor/enrol', { intent: 'confirm', code: '000000' }, ticket))) as Promise<unknown>);
      expect((bad.body as { result: { error: Record<string, string[]> } }).result.error.code).toEqual(['auth:two_factor.code_invalid']);
      const done = await call(() => enrolPage.action(args(form('/login/two-factor/enrol', { intent: 'confirm', code: codeOf(enrolment.secret) }, ticket))) as Promise<unknown>);
      expect((done.body as { recovery_codes: string[]; landing: string }).recovery_codes).toHaveLength(10);
      expect((done.body as { landing: string }).landing).toBe('/admin');
      expect(await Session.count({ where: { user_id: accountant.id } })).toBe(1);
      // Customers are not forced.
      const customer = await buildCustomer({ profile: true });
      expect((await passwordStep('/login', customer)).response!.headers.get('Location')).toBe('/dashboard/overview');
    } finally {
      await Configuration.writeValue('staff_two_factor_required', false);
    }
  });

  it('enrols and turns off from the signed-in pages (dashboard and console API); never while impersonated', async () => {
    const agent = await buildAgent({ profile: true });
    const cookie = await signedInCookie(agent);
    await call(() => dashboardPage.action(args(form('/dashboard/user/two-factor', { intent: 'start' }, cookie))) as Promise<unknown>);
    const loaded = await call(() => dashboardPage.loader(args(request('/dashboard/user/two-factor', { cookie }))) as Promise<unknown>);
    const { enrolment } = loaded.body as { enrolment: { secret: string } };
    const confirmed = await call(() => dashboardPage.action(args(form('/dashboard/user/two-factor', { intent: 'confirm', code: codeOf(enrolment.secret) }, cookie))) as Promise<unknown>);
    expect((confirmed.body as { recovery_codes: string[] }).recovery_codes).toHaveLength(10);
    expect(((await passwordStep('/login?role=agent', agent)).response!.headers.get('Location'))).toBe('/login/two-factor');

    const admin = await buildStaff(ROLE.ADMIN);
    const staffCookie = await signedInCookie(admin);
    const started = (await twoFactorApi.action(args(jsonRequest('/api/admin/profile/two-factor', 'POST', { intent: 'start' }, { cookie: staffCookie })))) as Response;
    expect(started.status).toBe(200);
    const state = (await (await twoFactorApi.loader(args(request('/api/admin/profile/two-factor', { cookie: staffCookie })))).json()) as { enrolment: { secret: string } };
    const wrong = (await twoFactorApi.action(args(jsonRequest('/api/admin/profile/two-factor', 'POST', { intent: 'confirm', code: '000000' }, { cookie: staffCookie })))) as Response;
    expect(wrong.status).toBe(422);
    const ok = (await twoFactorApi.action(args(jsonRequest('/api/admin/profile/two-factor', 'POST', { intent: 'confirm', code: codeOf(state.enrolment.secret) }, { cookie: staffCookie })))) as Response;
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { recovery_codes: string[] }).recovery_codes).toHaveLength(10);

    // An admin impersonating a customer changes nothing of the customer's.
    const customer = await buildCustomer({ profile: true });
    const impersonated = await signedInCookie(customer, admin.id);
    const refused = await call(() => dashboardPage.action(args(form('/dashboard/user/two-factor', { intent: 'start' }, impersonated))) as Promise<unknown>);
    expect((refused.body as { result: { error: Record<string, string[]> } }).result.error['']).toEqual(['auth:two_factor.not_while_impersonating']);
  });
});
