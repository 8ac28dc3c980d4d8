import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog, CONSOLE_LANE, createSession, currentConnectionLane, hashPassword, hashSessionToken, PreRegistration, ROLE, Session, User, USER_STATUS } from '@iprenew/models';
import { buildPlaces, openTestWorld, type Places, type TestWorld } from '@iprenew/models/testing';
import { translate } from '~/lib/i18n.server';
import { sessionCookie } from '~/lib/session.server';
import { clampPageSize, handleApi, parseListParams } from './protocol.server';
import * as customers from '~/routes/api+/admin.customers';
import * as customer from '~/routes/api+/admin.customers.$id';
import * as agents from '~/routes/api+/admin.agents';
import * as agentOne from '~/routes/api+/admin.agents.$id';
import * as accountants from '~/routes/api+/admin.accountants';
import * as preregs from '~/routes/api+/admin.preregistered-agents';
import * as prereg from '~/routes/api+/admin.preregistered-agents.$id';
import * as userAction from '~/routes/api+/admin.users.$id.$action';
import * as profile from '~/routes/api+/admin.profile';
import * as profilePassword from '~/routes/api+/admin.profile.password';
import * as revert from '~/routes/_account+/impersonation.revert';

let world: TestWorld;
let places: Places;
let n = 0;
const email = (p: string) => `${p}.${++n}.${Math.random().toString(36).slice(2, 7)}@example.com`;
const makeUser = (role: number, extra: Record<string, unknown> = {}) =>
  User.create({ name: `Rest User ${role}`, email: email(`rest${role}`), role_id: role, status_id: USER_STATUS.ACTIVE, ...extra } as never);

async function cookieFor(userId: number, impersonatorId: number | null = null): Promise<string> {
  const { token } = await createSession({ userId, impersonatorId });
  return (await sessionCookie().serialize(token)).split(';')[0]!;
}

type Args = { request: Request; params: Record<string, string>; context: { cspNonce: string } };
function call(fn: (args: Args) => unknown, method: string, path: string, options: { cookie?: string; body?: unknown; params?: Record<string, string> } = {}) {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': 'en' });
  if (options.cookie) headers.set('Cookie', options.cookie);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const request = new Request(`http://portal.test${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return fn({ request, params: options.params ?? {}, context: { cspNonce: '' } }) as Promise<Response>;
}

let admin: User;
let superAdmin: User;
let accountant: User;
let member: User;
let adminCookie: string;

beforeAll(async () => {
  world = await openTestWorld();
  places = await buildPlaces();
  superAdmin = await makeUser(ROLE.SUPER_ADMIN);
  admin = await makeUser(ROLE.ADMIN);
  accountant = await makeUser(ROLE.ACCOUNTANT, { password: await hashPassword('Secret123') });
  member = await makeUser(ROLE.MEMBER, { type: 'Personal' });
  for (let i = 0; i < 14; i++) await makeUser(ROLE.MEMBER, { name: `Paged ${String(i).padStart(2, '0')}`, type: 'Personal' });
  adminCookie = await cookieFor(admin.id);
}, 120_000);
afterAll(async () => world?.close());

describe('ra-data-simple-rest helpers', () => {
  const opts = { sortFields: ['id', 'name'] as const, defaultSort: { field: 'id' as const, order: 'DESC' as const } };
  const parse = (qs: string) => parseListParams(new URL(`http://x/r?${qs}`), opts);

  it('reads sort, range and filter', () => {
    expect(parse(`sort=${encodeURIComponent('["name","asc"]')}&range=[20,29]&filter=${encodeURIComponent('{"q":"x"}')}`)).toEqual({
      sort: { field: 'name', order: 'ASC' },
      offset: 20,
      limit: 10,
      filter: { q: 'x' },
    });
    expect(parse('')).toEqual({ sort: { field: 'id', order: 'DESC' }, offset: 0, limit: 10, filter: {} });
  });

  it('refuses sort injection and malformed parameters', () => {
    for (const qs of [
      `sort=${encodeURIComponent('["password","ASC"]')}`,
      `sort=${encodeURIComponent('["name; DROP TABLE users","ASC"]')}`,
      `sort=${encodeURIComponent('["name","ASC, id"]')}`,
      `sort=${encodeURIComponent('["name"]')}`,
      'sort=notjson',
      'range=[5,2]',
      'range=[-1,9]',
      'range=["a","b"]',
      'filter=[1,2]',
      'filter={bad',
    ]) {
      expect(() => parse(qs), qs).toThrow(expect.objectContaining({ status: 400, messageKey: 'users:fetch_sorted_fail' }));
    }
  });

  it('clamps page sizes to 5/10/25/50', () => {
    expect([1, 5, 6, 10, 11, 25, 26, 50, 51, 10_000, 0].map(clampPageSize)).toEqual([5, 5, 10, 10, 25, 25, 50, 50, 50, 50, 10]);
    expect(parse('range=[0,999]').limit).toBe(50);
  });
});

describe('/api/admin/customers', () => {
  it('answers 401 without a session and 403 for an accountant', async () => {
    const anonymous = await call(customers.loader as never, 'GET', '/api/admin/customers');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Session is expired / Unauthorized' });
    const forbidden = await call(customers.loader as never, 'GET', '/api/admin/customers', { cookie: await cookieFor(accountant.id) });
    expect(forbidden.status).toBe(403);
  });

  it('lists with Content-Range', async () => {
    const qs = `sort=${encodeURIComponent('["name","ASC"]')}&range=[5,9]&filter=${encodeURIComponent('{"q":"Paged"}')}`;
    const response = await call(customers.loader as never, 'GET', `/api/admin/customers?${qs}`, { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Range')).toBe('customers 5-9/14');
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain('Content-Range');
    const rows = (await response.json()) as { name: string }[];
    expect(rows.map((r) => r.name)).toEqual(['Paged 05', 'Paged 06', 'Paged 07', 'Paged 08', 'Paged 09']);
    const empty = await call(customers.loader as never, 'GET', `/api/admin/customers?filter=${encodeURIComponent('{"q":"nobody-here"}')}`, { cookie: adminCookie });
    expect(empty.headers.get('Content-Range')).toBe('customers */0');
    const bad = await call(customers.loader as never, 'GET', `/api/admin/customers?sort=${encodeURIComponent('["password","ASC"]')}`, { cookie: adminCookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Failed to fetch sorted data' });
  });

  it('reads one customer, 404 for another role', async () => {
    const ok = await call(customer.loader as never, 'GET', `/api/admin/customers/${member.id}`, { cookie: adminCookie, params: { id: String(member.id) } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: member.id, role: { id: 4 }, status: { id: 1 } });
    const other = await call(customer.loader as never, 'GET', `/api/admin/customers/${admin.id}`, { cookie: adminCookie, params: { id: String(admin.id) } });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: 'Fail to retrieve user detail' });
  });
});

describe('/api/admin/agents and accountants', () => {
  const agentBody = () => ({
    email: email('ag'),
    name: 'Agent Smith',
    contact: '0123456789',
    company: 'Smith Agency Sdn Bhd',
    commission_rate: 15,
    country_id: places.malaysia.id,
    meps_code: 'MEP',
    bank_name: 'CIMB',
    bank_acc: '998877',
  });

  it('answers 422 with field errors for a bad agent', async () => {
    const response = await call(agents.action as never, 'POST', '/api/admin/agents', { cookie: adminCookie, body: { ...agentBody(), company: 'abc', commission_rate: 150 } });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Fail to create agent',
      errors: { company: 'The company must be at least 6 characters.', commission_rate: 'The commission rate must be between 0 and 100.' },
    });
  });

  it('creates and updates an agent, answering the record', async () => {
    const created = await call(agents.action as never, 'POST', '/api/admin/agents', { cookie: adminCookie, body: agentBody() });
    expect(created.status).toBe(201);
    expect(decodeURIComponent(created.headers.get('X-Message')!)).toBe('Agent created successfully');
    const record = (await created.json()) as { id: number; status_id: number; commission_rate: string };
    expect(record).toMatchObject({ status_id: 5, commission_rate: '15.00' });
    const updated = await call(agentOne.action as never, 'PUT', `/api/admin/agents/${record.id}`, {
      cookie: adminCookie,
      params: { id: String(record.id) },
      body: { ...agentBody(), email: (await User.findByPk(record.id))!.email, name: 'Agent Renamed' },
    });
    expect(updated.status).toBe(200);
    expect(decodeURIComponent(updated.headers.get('X-Message')!)).toBe('Agent update successfully');
    expect(await updated.json()).toMatchObject({ id: record.id, name: 'Agent Renamed' });
    const list = await call(agents.loader as never, 'GET', '/api/admin/agents', { cookie: adminCookie });
    expect(list.headers.get('Content-Range')).toMatch(/^agents 0-0\/1$/);
  });

  it('creates an accountant in the language of the reader', async () => {
    const response = await call(accountants.action as never, 'POST', '/api/admin/accountants', { cookie: adminCookie, body: { email: email('acct'), name: 'New Accountant' } });
    expect(response.status).toBe(201);
    expect(decodeURIComponent(response.headers.get('X-Message')!)).toBe('User created successfully');
    expect(await response.json()).toMatchObject({ role_id: 5, status_id: 5 });
    const wrongMethod = await call(agentOne.action as never, 'DELETE', `/api/admin/agents/1`, { cookie: adminCookie, params: { id: '1' } });
    expect(wrongMethod.status).toBe(405);
  });
});

describe('/api/admin/users/:id/:action', () => {
  it('blocks a user: their session cookie is refused at once with the blocked message (replayed cookie → 401)', async () => {
    const target = await makeUser(ROLE.ACCOUNTANT);
    const targetCookie = await cookieFor(target.id);
    expect((await call(profile.loader as never, 'GET', '/api/admin/profile', { cookie: targetCookie })).status).toBe(200);
    const blocked = await call(userAction.action as never, 'POST', `/api/admin/users/${target.id}/block`, { cookie: adminCookie, params: { id: String(target.id), action: 'block' } });
    expect(blocked.status).toBe(200);
    expect(await blocked.json()).toMatchObject({ message: 'Record update successfully', data: { id: target.id, status_id: 999 } });
    // The next request is refused with the blocked message (ACC-42) and ends the session; a replay is 401.
    const refused = await call(profile.loader as never, 'GET', '/api/admin/profile', { cookie: targetCookie });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(translate('en', 'auth:blocked'));
    expect((await call(profile.loader as never, 'GET', '/api/admin/profile', { cookie: targetCookie })).status).toBe(401);
    const again = await call(userAction.action as never, 'POST', `/api/admin/users/${target.id}/block`, { cookie: adminCookie, params: { id: String(target.id), action: 'block' } });
    expect(again.status).toBe(409);
    const unblocked = await call(userAction.action as never, 'POST', `/api/admin/users/${target.id}/unblock`, { cookie: adminCookie, params: { id: String(target.id), action: 'unblock' } });
    expect(await unblocked.json()).toMatchObject({ message: 'Record update successfully', data: { status_id: 5 } });
    const unknown = await call(userAction.action as never, 'POST', `/api/admin/users/${target.id}/delete`, { cookie: adminCookie, params: { id: String(target.id), action: 'delete' } });
    expect(unknown.status).toBe(404);
    const forbidden = await call(userAction.action as never, 'POST', `/api/admin/users/${member.id}/block`, { cookie: await cookieFor(accountant.id), params: { id: String(member.id), action: 'block' } });
    expect(forbidden.status).toBe(403);
  });

  it('impersonates: the new cookie names the user with the admin behind it; revert restores the admin', async () => {
    const cookie = await cookieFor(admin.id);
    const response = await call(userAction.action as never, 'POST', `/api/admin/users/${member.id}/impersonate`, { cookie, params: { id: String(member.id), action: 'impersonate' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { message: string; redirectTo: string };
    expect(body).toMatchObject({ redirectTo: '/dashboard/overview' });
    const setCookie = response.headers.get('Set-Cookie')!;
    const token = (await sessionCookie().parse(setCookie)) as string;
    const row = await Session.findByPk(hashSessionToken(token));
    expect(row).toMatchObject({ user_id: member.id, impersonator_id: admin.id, data: { revertTo: '/admin/customers' } });
    // the admin's previous session is gone
    const oldToken = (await sessionCookie().parse(cookie)) as string;
    expect(await Session.findByPk(hashSessionToken(oldToken))).toBeNull();

    const impersonatedCookie = setCookie.split(';')[0]!;
    const back = await call(revert.action as never, 'POST', '/impersonation/revert', { cookie: impersonatedCookie });
    expect(back.status).toBe(302);
    expect(back.headers.get('Location')).toBe('/admin/customers');
    const adminToken = (await sessionCookie().parse(back.headers.get('Set-Cookie'))) as string;
    expect(await Session.findByPk(hashSessionToken(adminToken))).toMatchObject({ user_id: admin.id, impersonator_id: null });
    expect(await Session.findByPk(hashSessionToken(token))).toBeNull();
    expect(await AuditLog.count({ where: { action: 'impersonate.revert', actor_id: admin.id } })).toBeGreaterThan(0);
  });

  it('lets only a super admin act on a super admin (issue 11): an admin is refused block, unblock, resend and impersonate', async () => {
    const target = await makeUser(ROLE.SUPER_ADMIN, { status_id: USER_STATUS.BLOCKED });
    const act = (id: number, action: string, cookie = adminCookie) =>
      call(userAction.action as never, 'POST', `/api/admin/users/${id}/${action}`, { cookie, params: { id: String(id), action } });
    for (const [id, action] of [
      [superAdmin.id, 'block'],
      [target.id, 'unblock'],
      [target.id, 'resend-password'],
      [superAdmin.id, 'impersonate'],
    ] as const) {
      const refused = await act(id, action);
      expect(refused.status, action).toBe(403);
      expect(refused.headers.get('Set-Cookie'), action).toBeNull();
    }
    expect((await User.findByPk(target.id))!.status_id).toBe(USER_STATUS.BLOCKED);
    expect((await User.findByPk(superAdmin.id))!.status_id).toBe(USER_STATUS.ACTIVE);
    expect(await AuditLog.count({ where: { target_id: [String(target.id), String(superAdmin.id)] } })).toBe(0);
    const bySuperAdmin = await act(target.id, 'unblock', await cookieFor(superAdmin.id));
    expect(bySuperAdmin.status).toBe(200);
    expect(await bySuperAdmin.json()).toMatchObject({ message: 'Record update successfully', data: { id: target.id } });
  });

  it('answers the spec failure texts for impersonation and revert', async () => {
    const refused = await call(userAction.action as never, 'POST', `/api/admin/users/${superAdmin.id}/impersonate`, { cookie: adminCookie, params: { id: String(superAdmin.id), action: 'impersonate' } });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'An error has occured when impersonating' });
    const notImpersonating = await call(revert.action as never, 'POST', '/impersonation/revert', { cookie: await cookieFor(admin.id) });
    expect(notImpersonating.status).toBe(400);
    expect(await notImpersonating.json()).toEqual({ message: 'An error has occured when reverting impersonation' });
    const anonymous = await call(revert.action as never, 'POST', '/impersonation/revert');
    expect(anonymous.status).toBe(401);
  });
});

describe('/api/admin/preregistered-agents', () => {
  it('lists and deletes', async () => {
    const pre = await PreRegistration.create({ name: 'Rest Prereg', email: email('rp'), contact: '0123456789' });
    const list = await call(preregs.loader as never, 'GET', '/api/admin/preregistered-agents', { cookie: adminCookie });
    expect(list.headers.get('Content-Range')).toBe('preregistered-agents 0-0/1');
    const removed = await call(prereg.action as never, 'DELETE', `/api/admin/preregistered-agents/${pre.id}`, { cookie: adminCookie, params: { id: String(pre.id) } });
    expect(removed.status).toBe(200);
    expect(decodeURIComponent(removed.headers.get('X-Message')!)).toBe('Record remove successfully');
    const again = await call(prereg.action as never, 'DELETE', `/api/admin/preregistered-agents/${pre.id}`, { cookie: adminCookie, params: { id: String(pre.id) } });
    expect(await again.json()).toEqual({ message: 'Fail to remove record' });
  });
});

describe('/api/admin/profile', () => {
  it('updates the staff profile and changes the password (other sessions end)', async () => {
    const cookie = await cookieFor(accountant.id);
    const other = await cookieFor(accountant.id);
    const put = await call(profile.action as never, 'PUT', '/api/admin/profile', { cookie, body: { name: 'Accountant Person', contact: '0123456789' } });
    expect(await put.json()).toMatchObject({ message: 'Profile update successuful', data: { name: 'Accountant Person' } });
    const wrong = await call(profilePassword.action as never, 'POST', '/api/admin/profile/password', { cookie, body: { old_ps: 'Wrong123', password: 'Newpass1', password_confirmation: 'Newpass1' } });
    expect(wrong.status).toBe(422);
    const ok = await call(profilePassword.action as never, 'POST', '/api/admin/profile/password', { cookie, body: { old_ps: 'Secret123', password: 'Newpass1', password_confirmation: 'Newpass1' } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Password update successuful' });
    expect((await call(profile.loader as never, 'GET', '/api/admin/profile', { cookie })).status).toBe(200);
    expect((await call(profile.loader as never, 'GET', '/api/admin/profile', { cookie: other })).status).toBe(401);
  });
});

describe('the console lane (ADR 085)', () => {
  it("runs every resource handler in the console's connection lane", async () => {
    let lane: string | undefined;
    const request = new Request('http://portal.test/api/admin/customers', { headers: { Accept: 'application/json', Cookie: adminCookie } });
    const response = await handleApi(request, 'customers', 'list', async () => {
      lane = currentConnectionLane();
      return new Response('[]');
    });
    expect(response.status).toBe(200);
    expect(lane).toBe(CONSOLE_LANE);
    expect(currentConnectionLane()).toBeUndefined();
  });
});
