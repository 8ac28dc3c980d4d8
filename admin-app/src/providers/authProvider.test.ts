import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AUTH_MESSAGES,
  AuthRequestError,
  createAuthProvider,
  loginRouteFor,
  ME_REUSE_MS,
  ROLE_HINT_STORAGE_KEY,
  roleHintFromSearch,
} from './authProvider';

/**
 * A real HTTP server on loopback that speaks the session contract documented in authProvider.ts,
 * with a cookie session, so the provider is exercised over the wire with the global fetch.
 */
interface Account {
  id: number;
  name: string | null;
  email: string;
  password: string;
  role_id: number;
  /** The session is an impersonation by this account (index in ACCOUNTS). */
  impersonatedBy?: number;
}
const ACCOUNTS: Account[] = [
  { id: 1, name: 'Sara Super', email: 'super@iprenew.test', password: 'Secret1', role_id: 1 },
  { id: 7, name: null, email: 'books@iprenew.test', password: 'Ledger1', role_id: 5 },
  { id: 9, name: 'Mona Member', email: 'member@iprenew.test', password: 'Member1', role_id: 4 },
  { id: 8, name: 'Ivy Impersonated', email: 'ivy@iprenew.test', password: 'Ledger2', role_id: 5, impersonatedBy: 0 },
];

let server: Server;
let baseUrl: string;
const sessions = new Map<string, Account>();
const requests: { method: string; url: string; headers: IncomingMessage['headers']; body: unknown }[] = [];
let mode: 'normal' | 'html-404' | 'crash' = 'normal';

function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

function publicUser(a: Account) {
  return { id: a.id, name: a.name, email: a.email, role_id: a.role_id };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

/** Cookie jar for one "browser": the fetch passed to the provider keeps the session cookie. */
function browserFetch(): typeof fetch {
  let cookie = '';
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('Cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    return response;
  };
}

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req).catch(() => undefined);
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    if (mode === 'html-404') {
      res.writeHead(404, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><h1>Not found</h1>');
      return;
    }
    if (mode === 'crash') {
      send(res, 500, {});
      return;
    }
    const sid = /(?:^|;\s*)sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const current = sid ? sessions.get(sid) : undefined;
    if (req.method === 'POST' && req.url === '/api/admin/auth/login') {
      const { email, password, role_hint, human } = (body ?? {}) as Record<string, string> & { human?: { challenge_answer?: string } };
      // A stand-in for the sign-in throttle (ADR 020): this account needs the security check 7 + 5.
      if (email === 'attacked@iprenew.test' && human?.challenge_answer !== '12') {
        return send(res, 401, { message: 'Please answer the check', human_check: { mode: 'builtin', challenge: { token: 't1', a: 7, b: 5 } } });
      }
      if (email === 'attacked@iprenew.test') return send(res, 200, { user: publicUser(ACCOUNTS[0]!) });
      const account = ACCOUNTS.find((a) => a.email === email && a.password === password);
      const allowed = account && (role_hint === 'accountant' ? [5] : [1, 2]).includes(account.role_id);
      if (!account || !allowed) return send(res, 401, { message: 'Invalid e-mail or password' });
      const newSid = `s${sessions.size + 1}${Date.now()}`;
      sessions.set(newSid, account);
      return send(res, 200, { user: publicUser(account) }, { 'Set-Cookie': `sid=${newSid}; Path=/; HttpOnly; SameSite=Lax` });
    }
    if (req.method === 'POST' && req.url === '/api/admin/auth/login-member') {
      return send(res, 200, { user: publicUser(ACCOUNTS[2]!) });
    }
    if (req.method === 'GET' && req.url === '/api/admin/auth/me-member') {
      return send(res, 200, { user: publicUser(ACCOUNTS[2]!) });
    }
    if (req.method === 'GET' && req.url === '/api/admin/auth/me') {
      if (!current) return send(res, 401, { message: 'Unauthenticated' });
      const impersonator = current.impersonatedBy === undefined ? null : publicUser(ACCOUNTS[current.impersonatedBy]!);
      return send(res, 200, { user: publicUser(current), impersonator });
    }
    if (req.method === 'POST' && req.url === '/api/admin/auth/logout') {
      if (sid) sessions.delete(sid);
      res.writeHead(204, { 'Set-Cookie': 'sid=; Path=/; Max-Age=0' });
      res.end();
      return;
    }
    send(res, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  mode = 'normal';
  requests.length = 0;
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('authProvider against the session endpoints', () => {
  it('hands the security check the server asks for to the login page, and sends its answer (ADR 020)', async () => {
    const auth = createAuthProvider({ baseUrl, fetch: browserFetch(), storage: memoryStorage() });
    const refused = await rejection(auth.login({ email: 'attacked@iprenew.test', password: 'Secret1', role_hint: 'staff' }));
    expect(refused).toBeInstanceOf(AuthRequestError);
    expect((refused as AuthRequestError).serverMessage).toBe('Please answer the check');
    expect((refused as AuthRequestError).humanCheck).toEqual({ mode: 'builtin', challenge: { token: 't1', a: 7, b: 5 } });
    await auth.login({ email: 'attacked@iprenew.test', password: 'Secret1', role_hint: 'staff', human: { challenge_token: 't1', challenge_answer: '12' } });
    expect(requests.at(-1)!.body).toMatchObject({ human: { challenge_token: 't1', challenge_answer: '12' } });
  });

  it('signs a super admin in (200), then checkAuth, identity and permissions come from /me', async () => {
    const auth = createAuthProvider({ baseUrl, fetch: browserFetch(), storage: memoryStorage() });
    await expect(auth.checkAuth({})).rejects.toMatchObject({ message: false, redirectTo: '/login' });

    await auth.login({ email: 'super@iprenew.test', password: 'Secret1', role_hint: 'staff' });
    const login = requests.find((r) => r.url === '/api/admin/auth/login')!;
    expect(login.method).toBe('POST');
    expect(login.headers['content-type']).toBe('application/json');
    expect(login.headers.accept).toBe('application/json');
    expect(login.body).toEqual({ email: 'super@iprenew.test', password: 'Secret1', role_hint: 'staff' });

    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.getIdentity()).resolves.toEqual({
      id: 1,
      fullName: 'Sara Super',
      email: 'super@iprenew.test',
      role_id: 1,
      impersonator: null,
    });
    await expect(auth.getPermissions({})).resolves.toBe(1);
  });

  it('asks GET /me once for the questions of one moment, again after ME_REUSE_MS; a 403 always asks afresh', async () => {
    const auth = createAuthProvider({ baseUrl, fetch: browserFetch(), storage: memoryStorage() });
    await auth.login({ email: 'super@iprenew.test', password: 'Secret1', role_hint: 'staff' });
    const meCalls = () => requests.filter((r) => r.url === '/api/admin/auth/me').length;
    const before = meCalls();
    await Promise.all([auth.checkAuth({}), auth.getIdentity(), auth.canAccess({ resource: 'vouchers', action: 'list' }), auth.getIdentity()]);
    expect(meCalls() - before).toBe(1);
    await auth.checkAuth({});
    expect(meCalls() - before).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, ME_REUSE_MS + 50));
    await auth.checkAuth({});
    expect(meCalls() - before).toBe(2);
    // A refusal must know whether the session still holds: revoked a moment ago → logged out.
    sessions.clear();
    await expect(auth.checkError({ status: 403 })).rejects.toMatchObject({ redirectTo: '/login' });
    expect(meCalls() - before).toBe(3);
  });

  it('names the staff member behind an impersonated session (ACC-68: the revert banner reads it)', async () => {
    const auth = createAuthProvider({ baseUrl, fetch: browserFetch(), storage: memoryStorage() });
    await auth.login({ email: 'ivy@iprenew.test', password: 'Ledger2', role_hint: 'accountant' });
    await expect(auth.getIdentity()).resolves.toMatchObject({
      fullName: 'Ivy Impersonated',
      role_id: 5,
      impersonator: { name: 'Sara Super', email: 'super@iprenew.test' },
    });
  });

  it('accepts react-admin’s username field and answers 401 with the server’s message (never fakes success)', async () => {
    const auth = createAuthProvider({ baseUrl, fetch: browserFetch(), storage: memoryStorage() });
    const error = await rejection(auth.login({ username: 'super@iprenew.test', password: 'wrong!', role_hint: 'staff' }));
    expect(error).toBeInstanceOf(AuthRequestError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid e-mail or password', serverMessage: 'Invalid e-mail or password' });
    expect(requests.at(-1)?.body).toMatchObject({ email: 'super@iprenew.test' });
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(auth.currentUser()).toBeNull();
  });

  it('sends role_hint accountant, and staff credentials fail on the accountant variant', async () => {
    const storage = memoryStorage();
    const auth = createAuthProvider({ baseUrl, fetch: browserFetch(), storage });
    await expect(auth.login({ email: 'super@iprenew.test', password: 'Secret1', role_hint: 'accountant' })).rejects.toMatchObject({
      status: 401,
    });
    await auth.login({ email: 'books@iprenew.test', password: 'Ledger1', role_hint: 'accountant' });
    expect(storage.data.get(ROLE_HINT_STORAGE_KEY)).toBe('accountant');
    await expect(auth.getIdentity()).resolves.toMatchObject({ fullName: 'books@iprenew.test', role_id: 5 });
    // ACC-15: an accountant logs out to the accountant login.
    await expect(auth.logout({})).resolves.toBe('/login?role=accountant');
    expect(requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/admin/auth/logout' });
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?role=accountant' });
  });

  it('logout ends the server session; a later check says nothing (anonymous), an expired one says so', async () => {
    const auth = createAuthProvider({ baseUrl, fetch: browserFetch(), storage: memoryStorage() });
    await auth.login({ email: 'super@iprenew.test', password: 'Secret1' });
    await expect(auth.logout({})).resolves.toBe('/login');
    await expect(auth.checkAuth({})).rejects.toMatchObject({ message: false });

    await auth.login({ email: 'super@iprenew.test', password: 'Secret1' });
    sessions.clear(); // the server revoked every session (blocked, password changed, expired)
    await expect(auth.checkAuth({})).rejects.toMatchObject({ message: AUTH_MESSAGES.sessionExpired, redirectTo: '/login' });
  });

  it('shows a generic failure (never success) when the endpoints are missing or broken', async () => {
    const auth = createAuthProvider({ baseUrl, fetch: browserFetch(), storage: memoryStorage() });
    mode = 'html-404';
    await expect(auth.login({ email: 'super@iprenew.test', password: 'Secret1' })).rejects.toMatchObject({
      status: 404,
      message: AUTH_MESSAGES.unavailable,
      serverMessage: undefined,
    });
    mode = 'crash';
    await expect(auth.login({ email: 'super@iprenew.test', password: 'Secret1' })).rejects.toMatchObject({
      status: 500,
      message: AUTH_MESSAGES.unavailable,
    });
    await expect(auth.checkAuth({})).rejects.toMatchObject({ message: AUTH_MESSAGES.unavailable });
    expect(auth.currentUser()).toBeNull();
  });

  it('fails cleanly when the server cannot be reached', async () => {
    const auth = createAuthProvider({ baseUrl: 'http://127.0.0.1:1', fetch: browserFetch(), storage: memoryStorage() });
    await expect(auth.login({ email: 'a@b.co', password: 'Secret1' })).rejects.toMatchObject({
      status: 0,
      message: AUTH_MESSAGES.unavailable,
    });
  });

  it('refuses a 200 for a non-console role and closes that session', async () => {
    const auth = createAuthProvider({ baseUrl: `${baseUrl}`, fetch: browserFetch(), storage: memoryStorage() });
    // Point login at the misbehaving endpoint by wrapping fetch.
    const fetchMember: typeof fetch = (input, init) =>
      fetch(String(input).replace('/auth/login', '/auth/login-member'), init);
    const strict = createAuthProvider({ baseUrl, fetch: fetchMember, storage: memoryStorage() });
    await expect(strict.login({ email: 'member@iprenew.test', password: 'Member1' })).rejects.toMatchObject({
      message: AUTH_MESSAGES.notConsoleUser,
    });
    expect(requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/admin/auth/logout' });
    expect(strict.currentUser()).toBeNull();
    expect(auth.currentUser()).toBeNull();
  });
});

describe('authProvider.checkAuth for a customer or agent signed in to the Remix app', () => {
  it('keeps the console closed and says why (not a quiet redirect)', async () => {
    const fetchMember: typeof fetch = (input, init) => fetch(String(input).replace('/auth/me', '/auth/me-member'), init);
    const auth = createAuthProvider({ baseUrl, fetch: fetchMember, storage: memoryStorage() });
    await expect(auth.checkAuth({})).rejects.toMatchObject({ message: AUTH_MESSAGES.notConsoleUser, redirectTo: '/login' });
    expect(auth.currentUser()).toBeNull();
    // react-admin logs out after a failed check: the customer's own session must survive it.
    const before = requests.length;
    await expect(auth.logout({})).resolves.toBe('/login');
    expect(requests.slice(before).some((r) => r.url === '/api/admin/auth/logout')).toBe(false);
  });
});

describe('authProvider.checkError', () => {
  const auth = createAuthProvider({ baseUrl: 'http://127.0.0.1:1', storage: null });

  it("rejects a 401 with 'Session is expired / Unauthorized' (SYS-2)", async () => {
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({
      message: AUTH_MESSAGES.sessionExpired,
      redirectTo: '/login',
    });
  });

  it('rejects a 403, with the server message when there is one', async () => {
    await expect(auth.checkError({ status: 403 })).rejects.toMatchObject({ message: AUTH_MESSAGES.forbidden });
    await expect(
      auth.checkError({
        status: 403,
        body: { message: 'This account has been blocked, please contact with our administrator to know more about it.' },
      }),
    ).rejects.toMatchObject({ message: expect.stringContaining('blocked') });
  });

  it('lets other errors through to the caller', async () => {
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 404 })).resolves.toBeUndefined();
    await expect(auth.checkError(new Error('boom'))).resolves.toBeUndefined();
  });
});

describe('login variants', () => {
  it('reads role=accountant from the query', () => {
    expect(roleHintFromSearch('?role=accountant')).toBe('accountant');
    expect(roleHintFromSearch('?foo=1&role=Accountant')).toBe('accountant');
    expect(roleHintFromSearch('?role=agent')).toBe('staff');
    expect(roleHintFromSearch('')).toBe('staff');
    expect(loginRouteFor('accountant')).toBe('/login?role=accountant');
    expect(loginRouteFor(null)).toBe('/login');
  });
});

describe('redirects under the console basename', () => {
  it('prefixes every login redirect with the basename', async () => {
    const storage = memoryStorage();
    storage.setItem(ROLE_HINT_STORAGE_KEY, 'accountant');
    const auth = createAuthProvider({ baseUrl, fetch: browserFetch(), storage, basename: '/admin/' });
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/admin/login?role=accountant' });
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/admin/login?role=accountant' });
    await auth.login({ email: 'super@iprenew.test', password: 'Secret1', role_hint: 'staff' });
    await expect(auth.logout({})).resolves.toBe('/admin/login');
  });
});

describe('authProvider.canAccess (shared policies, the role from the session)', () => {
  it('answers per role from GET /me, and false without a session', async () => {
    const anonymous = createAuthProvider({ baseUrl, fetch: browserFetch(), storage: null });
    expect(await anonymous.canAccess({ resource: 'customers', action: 'list' })).toBe(false);

    const superAdmin = createAuthProvider({ baseUrl, fetch: browserFetch(), storage: null });
    await superAdmin.login({ email: 'super@iprenew.test', password: 'Secret1' });
    expect(await superAdmin.canAccess({ resource: 'customers', action: 'list' })).toBe(true);
    expect(await superAdmin.canAccess({ resource: 'agents', action: 'create' })).toBe(true);
    expect(await superAdmin.canAccess({ resource: 'customers', action: 'edit' })).toBe(false);

    const accountant = createAuthProvider({ baseUrl, fetch: browserFetch(), storage: null });
    await accountant.login({ email: 'books@iprenew.test', password: 'Ledger1', role_hint: 'accountant' });
    expect(await accountant.canAccess({ resource: 'customers', action: 'list' })).toBe(false);
    expect(await accountant.canAccess({ resource: 'agents', action: 'list' })).toBe(false);
    expect(await accountant.canAccess({ resource: 'users', action: 'impersonate' })).toBe(false);
    expect(await accountant.canAccess({ resource: 'profile', action: 'edit' })).toBe(true);
  });

  it('treats a 403 as a permission refusal (no logout) while the session still holds', async () => {
    const accountant = createAuthProvider({ baseUrl, fetch: browserFetch(), storage: null });
    await accountant.login({ email: 'books@iprenew.test', password: 'Ledger1', role_hint: 'accountant' });
    await expect(accountant.checkError({ status: 403, body: { message: 'Forbidden' } })).resolves.toBeUndefined();
    expect(accountant.currentUser()?.role_id).toBe(5);
    await accountant.logout();
    await expect(accountant.checkError({ status: 403 })).rejects.toMatchObject({ message: AUTH_MESSAGES.forbidden });
  });
});
