import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartItem, resetConfigCache, ROLE, Session, User, USER_STATUS, verifyPassword } from '@iprenew/models';
import { buildAgent, buildCustomer, buildPlaces, buildStaff, buildUser, createTestDatabase, TEST_PASSWORD, type Places, type TestDatabase } from '@iprenew/models/testing';
import * as login from '~/routes/_account+/login';
import * as webadmin from '~/routes/_account+/webadmin';
import * as logout from '~/routes/_account+/logout';
import * as agentRedirect from '~/routes/_account+/agent';
import * as dashboard from '~/routes/dashboard+/_layout';
import * as overview from '~/routes/dashboard+/_shared+/overview';
import * as profile from '~/routes/dashboard+/_shared+/user.profile';
import * as password from '~/routes/dashboard+/_shared+/user.change.password';
import type { ShellData } from '~/components/shell/DashboardShell';
import { sidebarFor } from '~/components/shell/sidebar-config';

/**
 * The signed-in shell's route modules with real Requests on a test database (SQLite, or MariaDB
 * with TEST_MYSQL_URL): login variants, logout by role, dashboard layout and overview, profile and
 * password change.
 */

const BASE = 'http://127.0.0.1:3000';
let db: TestDatabase;
let fx: Places;
let outbox: string;

beforeAll(async () => {
  outbox = mkdtempSync(path.join(os.tmpdir(), 'iprenew-shell-mail-'));
  process.env.MAIL_OUTBOX_DIR = outbox;
  resetConfigCache();
  db = await createTestDatabase();
  fx = await buildPlaces();
}, 180_000);
afterAll(async () => {
  await db.drop();
  rmSync(outbox, { recursive: true, force: true });
}, 60_000);

type Handler = (args: { request: Request; params: Record<string, string>; context: { cspNonce: string } }) => unknown;

/** Calls a loader or action; a thrown Response is returned like a returned one. */
async function call(handler: Handler, request: Request): Promise<unknown> {
  try {
    return await handler({ request, params: {}, context: { cspNonce: '' } });
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

function get(pathname: string, cookie?: string): Request {
  return new Request(`${BASE}${pathname}`, { headers: cookie ? { Cookie: cookie } : {} });
}

function post(pathname: string, fields: Record<string, string>, cookie?: string): Request {
  return new Request(`${BASE}${pathname}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
  });
}

function asResponse(value: unknown): Response {
  expect(value).toBeInstanceOf(Response);
  return value as Response;
}

/** The Cookie header a browser would send after this answer. */
function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** Loader data, unwrapped from data(). */
function payload<T>(value: unknown): T {
  if (value && typeof value === 'object' && (value as { type?: string }).type === 'DataWithResponseInit') {
    return (value as { data: T }).data;
  }
  return value as T;
}

async function signIn(variantPath: string, email: string, pw = TEST_PASSWORD) {
  const handler = variantPath.startsWith('/webadmin') ? webadmin.action : login.action;
  const response = asResponse(await call(handler as Handler, post(variantPath, { email, password: pw })));
  return { response, cookie: cookieFrom(response) };
}

describe(`login pages (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('signs each role in through its own variant and lands it (ACC-1, ACC-5, G-19)', async () => {
    const cases: { role: (typeof ROLE)[keyof typeof ROLE]; path: string; landing: string }[] = [
      { role: ROLE.MEMBER, path: '/login', landing: '/dashboard/overview' },
      { role: ROLE.MEMBER, path: '/login?role=client', landing: '/dashboard/overview' },
      { role: ROLE.AGENT, path: '/login?role=agent', landing: '/dashboard/overview' },
      { role: ROLE.ACCOUNTANT, path: '/login?role=accountant', landing: '/admin' },
      { role: ROLE.ADMIN, path: '/webadmin', landing: '/admin' },
      { role: ROLE.SUPER_ADMIN, path: '/webadmin', landing: '/admin' },
    ];
    for (const { role, path: variantPath, landing } of cases) {
      const user = await buildUser({ role_id: role, profile: true });
      const { response, cookie } = await signIn(variantPath, user.email);
      expect(response.status, `${variantPath} role ${role}`).toBe(302);
      expect(response.headers.get('Location')).toBe(landing);
      expect(cookie).toMatch(/__session=/);
      expect(await Session.count({ where: { user_id: user.id } })).toBe(1);
    }
  });

  it('refuses a role through another variant with the generic message, and validates the form (ACC-10, ACC-12)', async () => {
    const member = await buildCustomer({ profile: true });
    const wrong = (await call(login.action as Handler, post('/login?role=agent', { email: member.email, password: TEST_PASSWORD }))) as {
      result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    };
    expect(wrong.result.error['']).toEqual(['auth:wrong_login_variant']);
    expect(wrong.result.initialValue.password).toBeUndefined();

    const bad = (await call(login.action as Handler, post('/login', { email: 'not-an-email', password: '123' }))) as {
      result: { error: Record<string, string[]> };
    };
    expect(bad.result.error.email).toEqual(['auth:email_invalid']);
    expect(bad.result.error.password).toEqual(['auth:password_min']);

    const wrongPassword = (await call(login.action as Handler, post('/login', { email: member.email, password: 'Nope12345' }))) as {
      result: { error: Record<string, string[]> };
    };
    expect(wrongPassword.result.error['']).toEqual(['auth:invalid_credentials']);
    expect(await Session.count({ where: { user_id: member.id } })).toBe(0);
  });

  it('shows the blocked message and sends unverified users to the pending page (ACC-41, ACC-42)', async () => {
    const blocked = await buildCustomer({ status_id: USER_STATUS.BLOCKED, profile: true });
    const refused = (await call(login.action as Handler, post('/login', { email: blocked.email, password: TEST_PASSWORD }))) as {
      result: { error: Record<string, string[]> };
    };
    expect(refused.result.error['']).toEqual(['auth:blocked']);

    const pending = await buildCustomer({ status_id: USER_STATUS.UNVERIFIED, profile: true });
    const response = asResponse(await call(login.action as Handler, post('/login', { email: pending.email, password: TEST_PASSWORD })));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(`/account/verify?email=${encodeURIComponent(pending.email)}`);
  });

  it('answers 404 for an unknown role, redirects the short paths and signed-in users (ACC-2, ACC-4, ACC-6)', async () => {
    expect(asResponse(await call(login.loader as Handler, get('/login?role=admin'))).status).toBe(404);
    expect(payload<{ variant: string }>(await call(login.loader as Handler, get('/login'))).variant).toBe('client');
    expect(payload<{ variant: string }>(await call(login.loader as Handler, get('/login?role=accountant'))).variant).toBe('accountant');
    expect(asResponse(await call(agentRedirect.loader as unknown as Handler, get('/agent'))).headers.get('Location')).toBe('/login?role=agent');

    const member = await buildCustomer({ profile: true });
    const { cookie } = await signIn('/login', member.email);
    const again = asResponse(await call(login.loader as Handler, get('/login?role=agent', cookie)));
    expect(again.headers.get('Location')).toBe('/dashboard/overview');
    const admin = await buildStaff(ROLE.ADMIN, { profile: true });
    const staff = await signIn('/webadmin', admin.email);
    expect(asResponse(await call(webadmin.loader as Handler, get('/webadmin', staff.cookie))).headers.get('Location')).toBe('/admin');
  });
});

describe('logout', () => {
  it('ends the session and goes to the login of the role (ACC-15); GET goes home', async () => {
    const cases = [
      { role: ROLE.AGENT, path: '/login?role=agent', to: '/login?role=agent' },
      { role: ROLE.MEMBER, path: '/login?role=client', to: '/login?role=client' },
      { role: ROLE.ACCOUNTANT, path: '/login?role=accountant', to: '/login?role=accountant' },
      { role: ROLE.ADMIN, path: '/webadmin', to: '/webadmin' },
    ] as const;
    for (const { role, path: variantPath, to } of cases) {
      const user = await buildUser({ role_id: role, profile: true });
      const { cookie } = await signIn(variantPath, user.email);
      const response = asResponse(await call(logout.action as Handler, post('/logout', {}, cookie)));
      expect(response.headers.get('Location'), `role ${role}`).toBe(to);
      expect(response.headers.getSetCookie().join('\n')).toMatch(/__session=;/);
      expect(await Session.count({ where: { user_id: user.id } })).toBe(0);
    }
    expect(asResponse(await call(logout.loader as unknown as Handler, get('/logout'))).headers.get('Location')).toBe('/');
  });
});

describe('dashboard layout and overview', () => {
  it('shows the member only the links it may open that exist, the cart count and the role label (ACC-72, ACC-73, ACL-16)', async () => {
    const member = await buildCustomer({ type: 'Company', name: 'Kedai Maju', profile: true });
    await CartItem.create({ user_id: member.id, service_id: 3, type_id: 1, country_id: fx.malaysia.id });
    const { cookie } = await signIn('/login', member.email);
    const shell = payload<ShellData>(await call(dashboard.loader as Handler, get('/dashboard/overview', cookie)));
    expect(shell.user).toMatchObject({ displayName: 'Kedai Maju', roleLabel: 'roles.company' });
    expect(shell.cartCount).toBe(1);
    expect(shell.impersonator).toBeNull();
    // The sidebar the page draws from the loader's role and counts.
    expect(sidebarFor(shell.user.roleId, shell.notifications).flatMap((s) => s.items.map((i) => i.href))).toEqual([
      '/dashboard/overview',
      '/dashboard/application/all',
      '/dashboard/filing/trademark',
      '/dashboard/search',
      '/dashboard/apply',
      '/dashboard/cart',
      '/dashboard/orders',
      '/dashboard/forecast',
      '/dashboard/delivery',
      '/dashboard/report',
      '/dashboard/user/profile',
      '/dashboard/user/change/password',
    ]);

    const first = payload<{ lastLogin: string | null; summary: { kind: string; cart: number } }>(
      await call(overview.loader as Handler, get('/dashboard/overview', cookie)),
    );
    expect(first.lastLogin).toBeNull();
    expect(first.summary).toMatchObject({ kind: 'member', cart: 1, ipRecords: 0 });
    // POR.b (ADR 040): the member's IP list under the cards, its query read from the address.
    expect(first).toMatchObject({ summaryError: null, portfolio: { layout: 'grid', loadError: null, list: { total: 0, rows: [], sortby: 'newest', perPage: 10 } } });
    const filtered = payload<{ portfolio: { layout: string; list: { sortby: string; perPage: number; typeId: number; search: string } } }>(
      await call(overview.loader as Handler, get(`/dashboard/overview?layout=table&sortby=old_expiry&per_page=25&type_id=2&search=${'x'.repeat(500)}`, cookie)),
    );
    expect(filtered.portfolio).toMatchObject({ layout: 'table', list: { sortby: 'old_expiry', perPage: 25, typeId: 2 } });
    expect(filtered.portfolio.list.search).toHaveLength(100);

    // Second sign-in: the previous one is shown, in Kuala Lumpur time.
    await User.update({ last_login: new Date('2024-03-05T01:30:00Z') }, { where: { id: member.id } });
    const second = await signIn('/login', member.email);
    const later = payload<{ lastLogin: string | null }>(await call(overview.loader as Handler, get('/dashboard/overview', second.cookie)));
    expect(later.lastLogin).toBe('05 Mar 2024 09:30 am');
  });

  it('labels agents, hides the cart, and sends signed-out visitors and staff away', async () => {
    const agent = await buildAgent({ name: '', profile: true });
    const { cookie } = await signIn('/login?role=agent', agent.email);
    const shell = payload<{ user: { displayName: string; roleLabel: string }; cartCount: number | null }>(
      await call(dashboard.loader as Handler, get('/dashboard/overview', cookie)),
    );
    expect(shell.user).toEqual({ displayName: agent.email, roleLabel: 'roles.3', roleId: ROLE.AGENT });
    expect(shell.cartCount).toBeNull();

    // ACL-5: no session and no stored role flag → Main Page (the flag's cases: test/auth/guard.test.ts).
    const anonymous = asResponse(await call(overview.loader as Handler, get('/dashboard/overview')));
    expect(anonymous.headers.get('Location')).toBe('/');
    const admin = await buildStaff(ROLE.SUPER_ADMIN, { profile: true });
    const staff = await signIn('/webadmin', admin.email);
    expect(asResponse(await call(dashboard.loader as Handler, get('/dashboard/overview', staff.cookie))).headers.get('Location')).toBe('/admin');
  });
});

describe('profile and password pages', () => {
  const form = () => ({
    name: 'Siti Updated',
    company: '',
    contact: '0197778888',
    address_1: '8 Jalan Baru',
    address_2: '',
    poscode: '11900',
    city: 'Bayan Lepas',
    country_id: String(fx.malaysia.id),
    state_id: String(fx.penang.id),
  });

  it("lists the chosen country's states without JavaScript, and none (not a 500) for a country id that is no id", async () => {
    const member = await buildCustomer({ profile: true });
    const { cookie } = await signIn('/login', member.email);
    const load = async (query: string) => (await call(profile.loader as Handler, get(`/dashboard/user/profile?${query}`, cookie))) as { states: { id: number }[]; statesFor: number | null };
    const malaysia = await load(`country_id=${fx.malaysia.id}`);
    expect(malaysia.statesFor).toBe(fx.malaysia.id);
    expect(malaysia.states.map((s) => s.id)).toContain(fx.penang.id);
    for (const id of ['Infinity', '1e400', '-1']) expect(await load(`country_id=${id}`), id).toMatchObject({ states: [], statesFor: null });
  });

  it('saves the profile, and an invalid form changes nothing (ACC-63, ACC-65)', async () => {
    const member = await buildCustomer({ profile: true });
    const { cookie } = await signIn('/login', member.email);
    const invalid = (await call(profile.action as Handler, post('/dashboard/user/profile', { ...form(), name: 'Al', state_id: String(fx.central.id) }, cookie))) as {
      result: { error: Record<string, string[]> };
      success: string | null;
    };
    expect(invalid.success).toBeNull();
    expect(invalid.result.error.name).toEqual(['nav:validation.name_min']);
    expect((await User.findByPk(member.id))!.name).toBe('Aminah Test');

    const wrongState = (await call(profile.action as Handler, post('/dashboard/user/profile', { ...form(), state_id: String(fx.central.id) }, cookie))) as {
      result: { error: Record<string, string[]> };
    };
    expect(wrongState.result.error.state_id).toEqual(['nav:validation.state_not_in_country']);
    expect(wrongState.result.error['']).toEqual(['nav:profile.fail']);
    expect((await User.findByPk(member.id))!.city).toBe('George Town');

    const saved = (await call(profile.action as Handler, post('/dashboard/user/profile', form(), cookie))) as { success: string };
    expect(saved.success).toBe('profile.success');
    expect((await User.findByPk(member.id))!).toMatchObject({ name: 'Siti Updated', city: 'Bayan Lepas', email: member.email });
  });

  it('lists the states of the country typed in the no-JS round trip (ACC-29)', async () => {
    const member = await buildCustomer({ profile: true });
    const { cookie } = await signIn('/login', member.email);
    const own = payload<{ states: { name: string }[]; statesFor: number }>(await call(profile.loader as Handler, get('/dashboard/user/profile', cookie)));
    expect(own.states.map((s) => s.name)).toEqual(['Pulau Pinang', 'Selangor']);
    const typed = payload<{ states: { name: string }[]; defaults: Record<string, string> }>(
      await call(profile.loader as Handler, get(`/dashboard/user/profile?name=Typed+Name&country_id=${fx.singapore.id}&load_states=1`, cookie)),
    );
    expect(typed.states.map((s) => s.name)).toEqual(['Central Singapore']);
    expect(typed.defaults.name).toBe('Typed Name');
  });

  it('moves a first-login member from the profile to the dashboard (ACC-43, ACC-44)', async () => {
    const member = await buildCustomer({ status_id: USER_STATUS.FIRST_LOGIN_PROFILE });
    const { cookie } = await signIn('/login', member.email);
    expect(asResponse(await call(overview.loader as Handler, get('/dashboard/overview', cookie))).headers.get('Location')).toBe('/dashboard/user/profile');
    const response = asResponse(await call(profile.action as Handler, post('/dashboard/user/profile', form(), cookie)));
    expect(response.headers.get('Location')).toBe('/dashboard/overview');
    expect((await User.findByPk(member.id))!.status_id).toBe(USER_STATUS.ACTIVE);
  });

  it('changes the password, keeps this session and ends the others (ACC-54..60)', async () => {
    const member = await buildCustomer({ profile: true });
    const here = await signIn('/login', member.email);
    const elsewhere = await signIn('/login', member.email);
    const fields = { old_ps: TEST_PASSWORD, password: 'Brand9New', password_confirmation: 'Brand9New' };

    const mismatch = (await call(password.action as Handler, post('/dashboard/user/change/password', { ...fields, password_confirmation: 'Brand9Nex' }, here.cookie))) as {
      result: { error: Record<string, string[]>; initialValue?: Record<string, unknown> };
    };
    expect(mismatch.result.error.password_confirmation).toEqual(['nav:validation.password_confirmation_mismatch']);
    expect(mismatch.result.initialValue?.old_ps).toBeUndefined();

    const wrongOld = (await call(password.action as Handler, post('/dashboard/user/change/password', { ...fields, old_ps: 'Wrong1234' }, here.cookie))) as {
      result: { error: Record<string, string[]> };
    };
    expect(wrongOld.result.error.old_ps).toEqual(['nav:password.wrongCurrent']);

    const done = (await call(password.action as Handler, post('/dashboard/user/change/password', fields, here.cookie))) as { success: string };
    expect(done.success).toBe('password.success');
    expect(await verifyPassword('Brand9New', (await User.findByPk(member.id))!.password)).toBe(true);

    // This session still opens pages; the other one is signed out.
    expect(payload<{ mustChange: boolean }>(await call(password.loader as Handler, get('/dashboard/user/change/password', here.cookie))).mustChange).toBe(false);
    const other = asResponse(await call(overview.loader as Handler, get('/dashboard/overview', elsewhere.cookie)));
    expect(other.headers.get('Location')).toBe('/login');
    expect(await Session.count({ where: { user_id: member.id } })).toBe(1);
  });

  it('sends a status-5 user to the dashboard after the change (ACC-45)', async () => {
    const member = await buildCustomer({ status_id: USER_STATUS.PASSWORD_CHANGE_REQUIRED, profile: true });
    const { cookie } = await signIn('/login', member.email);
    expect(payload<{ mustChange: boolean }>(await call(password.loader as Handler, get('/dashboard/user/change/password', cookie))).mustChange).toBe(true);
    const response = asResponse(
      await call(password.action as Handler, post('/dashboard/user/change/password', { old_ps: TEST_PASSWORD, password: 'Brand9New', password_confirmation: 'Brand9New' }, cookie)),
    );
    expect(response.headers.get('Location')).toBe('/dashboard/overview');
    expect((await User.findByPk(member.id))!.status_id).toBe(USER_STATUS.ACTIVE);
  });
});
