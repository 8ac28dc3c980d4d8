import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ROLE, Session } from '@iprenew/models';
import { buildAgent, buildCustomer, openTestWorld, TEST_PASSWORD, type TestWorld } from '@iprenew/models/testing';
import {
  authenticateForm,
  createUserSession,
  getCurrentSession,
  logoutResponse,
  readFlash,
  redirectWithFlash,
  safeRedirectPath,
  sessionStorage,
} from '~/lib/session.server';
import { cookiePair, request } from '../requests';

let world: TestWorld;
beforeAll(async () => {
  world = await openTestWorld();
});
afterAll(async () => {
  await world?.close();
});

const form = (fields: Record<string, string>, cookie?: string) =>
  request('/login', { method: 'POST', body: new URLSearchParams(fields), headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, cookie });

describe(`session.server (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('signs in through the remix-auth form strategy and starts a session holding only the token', async () => {
    const agent = await buildAgent();
    const user = await authenticateForm(form({ email: agent.email, password: TEST_PASSWORD }), { variant: 'agent' });
    expect(user.id).toBe(agent.id);
    const response = await createUserSession({ request: form({}), userId: user.id, redirectTo: '/dashboard/overview' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/dashboard/overview');
    const cookie = cookiePair(response.headers.get('Set-Cookie'));
    const current = await getCurrentSession(request('/', { cookie }));
    expect(current?.user.id).toBe(agent.id);
    // The cookie is signed: its value is the token plus a signature, and the row id is not the token.
    expect(await Session.findByPk(current!.token)).toBeNull();
    // The Remix SessionStorage reads the same rows.
    const session = await sessionStorage().getSession(cookie);
    expect(session.get('userId')).toBe(agent.id);
    session.set('lng', 'cn');
    await sessionStorage().commitSession(session);
    expect((await getCurrentSession(request('/', { cookie })))?.data).toMatchObject({ lng: 'cn' });

    const out = await logoutResponse(request('/logout', { cookie }), '/login?role=agent');
    expect(out.headers.get('Location')).toBe('/login?role=agent');
    expect(await getCurrentSession(request('/', { cookie }))).toBeNull();
  });

  it('reports refusals as the AppError of authenticate (variant from the form role field too)', async () => {
    const member = await buildCustomer();
    const wrongVariant = await authenticateForm(form({ email: member.email, password: TEST_PASSWORD }), { variant: 'webadmin' }).catch((e) => e);
    expect(wrongVariant).toBeInstanceOf(AppError);
    expect(wrongVariant.messageKey).toBe('auth:wrong_login_variant');
    const formData = new FormData();
    formData.set('email', member.email);
    formData.set('password', TEST_PASSWORD);
    expect((await authenticateForm(form({}), { variant: 'client', formData })).id).toBe(member.id);
  });

  it('carries flash messages in a separate signed cookie and refuses open redirects', async () => {
    const response = await redirectWithFlash('/login', { type: 'success', message: 'auth:logged_out' });
    const cookie = cookiePair(response.headers.get('Set-Cookie'));
    const { flash, setCookie } = await readFlash(request('/login', { cookie }));
    expect(flash).toEqual({ type: 'success', message: 'auth:logged_out' });
    expect(setCookie).toMatch(/^__flash=;/);
    expect((await readFlash(request('/login', { cookie: '__flash=forged' }))).flash).toBeNull();
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath('/dashboard/cart?x=1')).toBe('/dashboard/cart?x=1');
  });
});
