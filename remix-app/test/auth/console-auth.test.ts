import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog, Configuration, ROLE, Session, User, USER_STATUS } from '@iprenew/models';
import { buildAgent, buildCustomer, buildStaff, openTestWorld, TEST_PASSWORD, type TestWorld } from '@iprenew/models/testing';
import * as login from '~/routes/api+/admin.auth.login';
import * as logout from '~/routes/api+/admin.auth.logout';
import * as me from '~/routes/api+/admin.auth.me';
import * as maintenance from '~/routes/api+/admin.maintenance';
import { cookiePair, jsonRequest, request, signedInCookie } from '../requests';

let world: TestWorld;
beforeAll(async () => {
  world = await openTestWorld();
});
afterAll(async () => {
  await world?.close();
});

const args = (req: Request) => ({ request: req, params: {}, context: { cspNonce: '' } }) as unknown as ActionFunctionArgs & LoaderFunctionArgs;
let ipCounter = 0;
const ip = () => `172.16.0.${++ipCounter}`;

async function signIn(email: string, role_hint: 'staff' | 'accountant', password = TEST_PASSWORD, cookie?: string) {
  return (await login.action(args(jsonRequest('/api/admin/auth/login', 'POST', { email, password, role_hint }, { ip: ip(), cookie })))) as Response;
}
const getMe = async (cookie?: string) => (await me.loader(args(request('/api/admin/auth/me', { cookie })))) as Response;

describe(`console auth endpoints (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('logs in, answers me with the cookie, and logout revokes the row so the old cookie gives 401', async () => {
    const admin = await buildStaff(ROLE.ADMIN, { name: 'Ada Admin' });
    const response = await signIn(admin.email.toUpperCase(), 'staff');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: { id: admin.id, name: 'Ada Admin', email: admin.email, role_id: ROLE.ADMIN } });
    const setCookie = response.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(/^__session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=86400/);
    const cookie = cookiePair(setCookie);
    expect((await User.findByPk(admin.id))?.last_login).not.toBeNull();

    const who = await getMe(cookie);
    expect(who.status).toBe(200);
    expect((await who.json()).user).toMatchObject({ id: admin.id, email: admin.email, role_id: ROLE.ADMIN });

    const out = (await logout.action(args(request('/api/admin/auth/logout', { method: 'POST', cookie })))) as Response;
    expect(out.status).toBe(200);
    expect(out.headers.get('Set-Cookie')).toMatch(/^__session=;/);
    expect(await Session.count({ where: { user_id: admin.id } })).toBe(0);

    const replay = await getMe(cookie);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ message: 'Session is expired / Unauthorized' });
    // Logout again is harmless.
    expect(((await logout.action(args(request('/api/admin/auth/logout', { method: 'POST', cookie })))) as Response).status).toBe(200);
  });

  it('me names the admin behind an impersonation (id, name, e-mail, role, status, language)', async () => {
    const admin = await buildStaff(ROLE.ADMIN, { name: 'Ida Impersonator' });
    const member = await buildCustomer();
    const who = await getMe(await signedInCookie(member, admin.id));
    expect(who.status).toBe(200);
    expect((await who.json()).impersonator).toEqual({ id: admin.id, name: 'Ida Impersonator', email: admin.email, role_id: ROLE.ADMIN, status_id: admin.status_id, language: admin.language });
  });

  it('rotates the session at every login (the old row is deleted)', async () => {
    const sa = await buildStaff(ROLE.SUPER_ADMIN);
    const first = cookiePair((await signIn(sa.email, 'staff')).headers.get('Set-Cookie'));
    const second = cookiePair((await signIn(sa.email, 'staff', TEST_PASSWORD, first)).headers.get('Set-Cookie'));
    expect(second).not.toBe(first);
    expect((await getMe(first)).status).toBe(401);
    expect((await getMe(second)).status).toBe(200);
    expect(await Session.count({ where: { user_id: sa.id } })).toBe(1);
  });

  it('the staff hint admits 1 and 2 only; the accountant hint admits 5 only', async () => {
    const accountant = await buildStaff(ROLE.ACCOUNTANT);
    const member = await buildCustomer();
    const agent = await buildAgent();
    const sa = await buildStaff(ROLE.SUPER_ADMIN);
    for (const [user, hint] of [
      [accountant, 'staff'],
      [member, 'staff'],
      [agent, 'staff'],
      [sa, 'accountant'],
      [member, 'accountant'],
    ] as const) {
      const response = await signIn(user.email, hint);
      expect(response.status, `${user.role_id} via ${hint}`).toBe(401);
      expect(await response.json()).toEqual({ message: 'These credentials do not match our records.' });
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
    const ok = await signIn(accountant.email, 'accountant');
    expect(ok.status).toBe(200);
    expect((await ok.json()).user.role_id).toBe(ROLE.ACCOUNTANT);
  });

  it('answers 401 for a wrong password, 403 for blocked and unverified, 422 for an invalid payload', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    expect((await signIn(admin.email, 'staff', 'WrongPass1')).status).toBe(401);
    const blocked = await buildStaff(ROLE.ADMIN, { status_id: USER_STATUS.BLOCKED });
    const blockedResponse = await signIn(blocked.email, 'staff');
    expect(blockedResponse.status).toBe(403);
    expect(await blockedResponse.json()).toEqual({
      message: 'This account has been blocked, please contact with our administrator to know more about it.',
    });
    const unverified = await buildStaff(ROLE.ACCOUNTANT, { status_id: USER_STATUS.UNVERIFIED });
    expect((await signIn(unverified.email, 'accountant')).status).toBe(403);

    const invalid = (await login.action(args(jsonRequest('/api/admin/auth/login', 'POST', { email: 'nope', password: '1' })))) as Response;
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({
      message: 'The email must be a valid email address.',
      errors: { email: 'The email must be a valid email address.', password: 'The password must be at least 6 characters.' },
    });
    const notJson = (await login.action(
      args(request('/api/admin/auth/login', { method: 'POST', body: '{', headers: { 'Content-Type': 'application/json' } })),
    )) as Response;
    expect(notJson.status).toBe(400);
    expect(((await login.loader(args(request('/api/admin/auth/login')))) as Response).status).toBe(405);
  });

  it('does not lock an account after 10 failed logins: the right password is asked for the human check instead', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    for (let i = 0; i < 10; i++) expect((await signIn(admin.email, 'staff', `Wrong${i}abc`)).status).toBe(401);
    const asked = await signIn(admin.email, 'staff');
    expect(asked.status).toBe(401);
    expect((await asked.json()).human_check).toBeTruthy();
  });

  it('GET/PUT /api/admin/maintenance: super admin only, audited; during maintenance only a super admin signs in', async () => {
    const sa = await buildStaff(ROLE.SUPER_ADMIN);
    const admin = await buildStaff(ROLE.ADMIN);
    const saCookie = await signedInCookie(sa);
    const adminCookie = await signedInCookie(admin);

    const read = (await maintenance.loader(args(request('/api/admin/maintenance', { cookie: saCookie })))) as Response;
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ enabled: false });
    expect(((await maintenance.loader(args(request('/api/admin/maintenance', { cookie: adminCookie })))) as Response).status).toBe(403);
    expect(((await maintenance.loader(args(request('/api/admin/maintenance')))) as Response).status).toBe(401);
    const adminPut = (await maintenance.action(args(jsonRequest('/api/admin/maintenance', 'PUT', { enabled: true }, { cookie: adminCookie })))) as Response;
    expect(adminPut.status).toBe(403);

    const put = (await maintenance.action(args(jsonRequest('/api/admin/maintenance', 'PUT', { enabled: true }, { cookie: saCookie })))) as Response;
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ enabled: true, message: 'Maintenance mode is on' });
    expect(await Configuration.readValue('maintenance', false)).toBe(true);
    const log = await AuditLog.findOne({ where: { action: 'configuration.maintenance', actor_id: sa.id } });
    expect(log?.after).toEqual({ enabled: true });
    try {
      const refused = await signIn(admin.email, 'staff');
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ message: '503 Maintenance Mode' });
      expect((await signIn(sa.email, 'staff')).status).toBe(200);
      const bad = (await maintenance.action(args(jsonRequest('/api/admin/maintenance', 'PUT', { enabled: 'yes' }, { cookie: saCookie })))) as Response;
      expect(bad.status).toBe(422);
    } finally {
      const off = (await maintenance.action(args(jsonRequest('/api/admin/maintenance', 'PUT', { enabled: false }, { cookie: saCookie })))) as Response;
      expect(off.status).toBe(200);
    }
    expect(await Configuration.readValue('maintenance', true)).toBe(false);
  });

  it('me answers 403 and ends the session of a user blocked meanwhile', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const cookie = await signedInCookie(admin);
    await User.update({ status_id: USER_STATUS.BLOCKED }, { where: { id: admin.id } });
    const response = await getMe(cookie);
    expect(response.status).toBe(403);
    expect((await getMe(cookie)).status).toBe(401);
  });
  it('never locks the super admin: after 10 wrong passwords the right one with the human check signs in; a failing address gets 429 with Retry-After (ADR 020)', async () => {
    const sa = await buildStaff(ROLE.SUPER_ADMIN);
    const stranger = '198.51.100.66';
    const attempt = (body: Record<string, unknown>, from: string) =>
      login.action(args(jsonRequest('/api/admin/auth/login', 'POST', { email: sa.email, role_hint: 'staff', ...body }, { ip: from }))) as Promise<Response>;
    for (let i = 0; i < 10; i++) await attempt({ password: `Wrong${i}xx` }, stranger);
    // From the owner's address: asked for the check, even with the right password.
    const asked = await attempt({ password: TEST_PASSWORD }, '198.51.100.67');
    expect(asked.status).toBe(401);
    const body = (await asked.json()) as { message: string; human_check: { mode: string; challenge: { token: string; a: number; b: number } } };
    expect(body.message).toBe('Too many failed sign-ins for this account or from your network. Please answer the check below and sign in again.');
    expect(body.human_check.mode).toBe('builtin');
    const { token, a, b } = body.human_check.challenge;
    const signedIn = await attempt({ password: TEST_PASSWORD, human: { challenge_token: token, challenge_answer: String(a + b) } }, '198.51.100.67');
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('Set-Cookie')).toMatch(/^__session=/);

    // The stranger's address keeps failing (20 in the window) and is told to wait.
    for (let i = 10; i < 20; i++) await attempt({ password: `Wrong${i}xx` }, stranger);
    const waiting = await attempt({ password: TEST_PASSWORD }, stranger);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await waiting.json()).message).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
  });
});
