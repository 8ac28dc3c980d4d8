import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockUser, Configuration, hashSessionToken, ROLE, Session, USER_STATUS } from '@iprenew/models';
import { buildAgent, buildCustomer, buildStaff, buildUser, openTestWorld, type TestWorld } from '@iprenew/models/testing';
import { optionalUser, requirePage } from '~/lib/guard.server';
import { readFlash, sessionToken } from '~/lib/session.server';
import { roleCookie } from '~/lib/role-flag.server';
import { cookiePair, request, signedInCookie, thrown } from '../requests';

/** The `role` cookie pair ("role=…") as the server stores it. */
async function storedRoleCookie(role: number): Promise<string> {
  return cookiePair(await roleCookie().serialize(role));
}

let world: TestWorld;
beforeAll(async () => {
  world = await openTestWorld();
});
afterAll(async () => {
  await world?.close();
});

const location = (response: Response) => response.headers.get('Location');
const address = { address_1: '1 Jalan', poscode: '10000', city: 'George Town', state_id: 1, country_id: 1 };

async function flashOf(response: Response) {
  const flashCookie = response.headers.getSetCookie().find((c) => c.startsWith('__flash='));
  return (await readFlash(request('/', { cookie: cookiePair(flashCookie) }))).flash;
}

describe(`the page guard (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('lets a member open their pages and returns the user', async () => {
    const member = await buildCustomer();
    const result = await requirePage(request('/dashboard/overview', { cookie: await signedInCookie(member) }), 'dashboard.overview');
    expect(result.user.id).toBe(member.id);
    expect(result.impersonator).toBeNull();
    expect(result.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends a visitor with a stored role to the login of the route, with session_expired when the cookie is stale', async () => {
    const memberFlag = { cookie: await storedRoleCookie(ROLE.MEMBER) };
    const agentFlag = { cookie: await storedRoleCookie(ROLE.AGENT) };
    expect(location(await thrown(requirePage(request('/dashboard/cart', memberFlag), 'dashboard.cart')))).toBe('/login?role=client');
    expect(location(await thrown(requirePage(request('/dashboard/cart', agentFlag), 'dashboard.cart')))).toBe('/login?role=client');
    expect(location(await thrown(requirePage(request('/dashboard/payment/pending', memberFlag), 'dashboard.payment.pending')))).toBe('/login?role=agent');
    expect(location(await thrown(requirePage(request('/dashboard/overview', memberFlag), 'dashboard.overview')))).toBe('/login');
    // A page both agents and members open: the stored role picks the login.
    expect(location(await thrown(requirePage(request('/dashboard/overview', agentFlag), 'dashboard.overview')))).toBe('/login?role=agent');

    const member = await buildCustomer();
    const cookie = await signedInCookie(member);
    await Session.destroy({ where: { user_id: member.id } });
    const response = await thrown(requirePage(request('/dashboard/cart', { cookie }), 'dashboard.cart'));
    expect(location(response)).toBe('/login?role=client');
    expect(response.headers.getSetCookie().some((c) => c.startsWith('__session=;'))).toBe(true);
    expect(await flashOf(response)).toEqual({ type: 'error', message: 'auth:session_expired' });
  });

  it('sends a visitor with neither a session nor a stored role to Main Page (ACL-5, ADR 011)', async () => {
    for (const [path, key] of [
      ['/dashboard/cart', 'dashboard.cart'],
      ['/dashboard/payment/pending', 'dashboard.payment.pending'],
      ['/dashboard/overview', 'dashboard.overview'],
    ] as const) {
      expect(location(await thrown(requirePage(request(path), key))), path).toBe('/');
      // A tampered flag is no flag.
      expect(location(await thrown(requirePage(request(path, { cookie: 'role=9' }), key))), path).toBe('/');
    }
    // Role-flag and public pages are not guarded by requirePage: the first visit stores the flag.
    await expect(requirePage(request('/faq'), 'faq')).rejects.toThrow(/public/);
  });

  it('answers 404 for a role outside the list, the dashboard for banking detail, /admin for staff', async () => {
    const member = await buildCustomer();
    const agent = await buildAgent({ ...address });
    const memberCookie = await signedInCookie(member);
    expect((await thrown(requirePage(request('/x', { cookie: memberCookie }), 'dashboard.application.jobs'))).status).toBe(404);
    expect((await thrown(requirePage(request('/x', { cookie: await signedInCookie(agent) }), 'dashboard.cart'))).status).toBe(404);
    expect(location(await thrown(requirePage(request('/x', { cookie: memberCookie }), 'dashboard.user.banking.detail')))).toBe('/dashboard/overview');
    expect((await requirePage(request('/x', { cookie: await signedInCookie(agent) }), 'dashboard.user.banking.detail')).user.id).toBe(agent.id);
    for (const roleId of [ROLE.SUPER_ADMIN, ROLE.ADMIN, ROLE.ACCOUNTANT]) {
      const staff = await buildUser({ role_id: roleId });
      expect(location(await thrown(requirePage(request('/x', { cookie: await signedInCookie(staff) }), 'dashboard.overview')))).toBe('/admin');
    }
  });

  it('logs unverified users out to the verification page (ACC-41)', async () => {
    for (const status of [USER_STATUS.UNVERIFIED, USER_STATUS.UNVERIFIED_LEGACY]) {
      const user = await buildUser({ role_id: ROLE.MEMBER, status_id: status, email: `pending${status}@example.com` });
      const cookie = await signedInCookie(user);
      const response = await thrown(requirePage(request('/dashboard/overview', { cookie }), 'dashboard.overview'));
      expect(location(response)).toBe(`/account/verify?email=pending${status}%40example.com`);
      expect(await Session.count({ where: { user_id: user.id } })).toBe(0);
      expect((await flashOf(response))?.message).toBe('auth:unverified');
    }
  });

  it('logs blocked users out everywhere with the blocked message (ACC-42)', async () => {
    const agent = await buildAgent({ status_id: USER_STATUS.BLOCKED, ...address });
    const cookie = await signedInCookie(agent);
    await signedInCookie(agent); // another device
    const response = await thrown(requirePage(request('/dashboard/overview', { cookie }), 'dashboard.overview'));
    expect(location(response)).toBe('/login?role=agent');
    expect(await flashOf(response)).toEqual({ type: 'error', message: 'auth:blocked' });
    expect(await Session.count({ where: { user_id: agent.id } })).toBe(0);
    expect(await optionalUser(request('/', { cookie }))).toBeNull();
  });

  it('a customer blocked by the console while signed in sees the blocked message, not "Session is expired" (ACC-42, ACL-8)', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const member = await buildCustomer();
    const cookie = await signedInCookie(member);
    await signedInCookie(member); // another device
    await blockUser({ actor: { id: admin.id, role_id: ROLE.ADMIN }, id: member.id });
    const response = await thrown(requirePage(request('/dashboard/overview', { cookie }), 'dashboard.overview'));
    expect(location(response)).toBe('/login?role=client');
    expect(await flashOf(response)).toEqual({ type: 'error', message: 'auth:blocked' });
    expect(await Session.count({ where: { user_id: member.id } })).toBe(0);
  });

  it('blocking a staff member who impersonates someone ends that impersonation at once', async () => {
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
    const admin = await buildStaff(ROLE.ADMIN);
    const member = await buildCustomer();
    await signedInCookie(member, admin.id);
    await blockUser({ actor: { id: superAdmin.id, role_id: ROLE.SUPER_ADMIN }, id: admin.id });
    expect(await Session.count({ where: { impersonator_id: admin.id } })).toBe(0);
  });

  it('applies the onboarding statuses 4 and 5 (ACC-43..47, ACC-71)', async () => {
    const first = await buildCustomer({ status_id: USER_STATUS.FIRST_LOGIN_PROFILE });
    const firstCookie = await signedInCookie(first);
    expect(location(await thrown(requirePage(request('/x', { cookie: firstCookie }), 'dashboard.overview')))).toBe('/dashboard/user/profile');
    expect((await requirePage(request('/x', { cookie: firstCookie }), 'dashboard.user.profile')).user.id).toBe(first.id);
    // Impersonated: no redirect.
    const admin = await buildStaff(ROLE.ADMIN);
    const impersonated = await requirePage(request('/x', { cookie: await signedInCookie(first, admin.id) }), 'dashboard.overview');
    expect(impersonated.impersonator?.id).toBe(admin.id);

    const agentNoAddress = await buildAgent({ status_id: USER_STATUS.PASSWORD_CHANGE_REQUIRED });
    const c1 = await signedInCookie(agentNoAddress);
    expect(location(await thrown(requirePage(request('/x', { cookie: c1 }), 'dashboard.application.jobs')))).toBe('/dashboard/user/profile');
    expect((await requirePage(request('/x', { cookie: c1 }), 'dashboard.user.change.password')).user.id).toBe(agentNoAddress.id);
    const agentWithAddress = await buildAgent({ status_id: USER_STATUS.PASSWORD_CHANGE_REQUIRED, ...address });
    const c2 = await signedInCookie(agentWithAddress);
    expect(location(await thrown(requirePage(request('/x', { cookie: c2 }), 'dashboard.overview')))).toBe('/dashboard/user/change/password');
    const member5 = await buildCustomer({ status_id: USER_STATUS.PASSWORD_CHANGE_REQUIRED });
    expect(location(await thrown(requirePage(request('/x', { cookie: await signedInCookie(member5) }), 'dashboard.cart')))).toBe(
      '/dashboard/user/change/password',
    );
  });

  it('checks maintenance first: everyone but a super admin goes to the maintenance page', async () => {
    await Configuration.writeValue('maintenance', true);
    try {
      expect(location(await thrown(requirePage(request('/dashboard/overview'), 'dashboard.overview')))).toBe('/maintenance');
      const member = await buildCustomer();
      expect(location(await thrown(requirePage(request('/x', { cookie: await signedInCookie(member) }), 'dashboard.overview')))).toBe('/maintenance');
      const blocked = await buildCustomer({ status_id: USER_STATUS.BLOCKED });
      expect(location(await thrown(requirePage(request('/x', { cookie: await signedInCookie(blocked) }), 'dashboard.overview')))).toBe('/maintenance');
      // A super admin passes the maintenance step (and is then sent to the console by the role step).
      const sa = await buildStaff(ROLE.SUPER_ADMIN);
      expect(location(await thrown(requirePage(request('/x', { cookie: await signedInCookie(sa) }), 'dashboard.overview')))).toBe('/admin');
      // …and impersonating a member, sees the member's page.
      const impersonated = await requirePage(request('/x', { cookie: await signedInCookie(member, sa.id) }), 'dashboard.overview');
      expect(impersonated.user.id).toBe(member.id);
    } finally {
      await Configuration.writeValue('maintenance', false);
    }
  });

  it('refuses public keys and unknown keys (programming errors)', async () => {
    await expect(requirePage(request('/faq'), 'faq')).rejects.toThrow(/public/);
    await expect(requirePage(request('/x'), 'no.such.key')).rejects.toThrow(/unknown/);
  });

  it('optionalUser returns the signed-in user or null', async () => {
    expect(await optionalUser(request('/'))).toBeNull();
    const member = await buildCustomer();
    const cookie = await signedInCookie(member);
    expect((await optionalUser(request('/', { cookie })))?.user.id).toBe(member.id);
    const token = await sessionToken(request('/', { cookie }));
    expect(await Session.findByPk(hashSessionToken(token!))).not.toBeNull();
  });
});
