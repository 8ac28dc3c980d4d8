/**
 * The access matrix (requirements.md §1.2 ACL, ACC.d status rules, ACL-9 server enforcement).
 *
 * Every Remix page, console screen and /api/admin resource × action of the shared policies
 * (models/src/policies/{routes,resources}.ts) × {anonymous, role 1..5} × {own record, another user's
 * record} where a record id is taken, against the real app: the Express server of server.ts with the
 * Remix app compiled by Vite on the fly (test/matrix/harness.ts), on the dialect of the run
 * (TEST_MYSQL_URL → MariaDB, else SQLite).
 *
 * Expectations come from test/matrix/spec.ts, transcribed by hand from the spec — never from the
 * policies module. The coverage tests fail when a policy route or resource action has no expectation,
 * or an ACL-table route has no policy entry ("no cell unasserted").
 *
 *   Remix pages: public 200; signed-in allowed 200 (active users; status rules in their own block),
 *     not allowed 404 (⚑AMB-21: banking detail → dashboard), staff on a Remix twin of a console screen
 *     404 or into /admin, anonymous → Main Page without a stored role flag (ACL-5) and the right login
 *     with one (the flag's own block). Pages not built yet (PENDING_REMIX_PAGES, or a `pendingFor` role): 404.
 *   Console screens: the policy's role list equals the spec's; the server answers the console shell
 *     (the browser decides; the data comes only from the API, checked below).
 *   API: allowed 2xx, other roles 403, anonymous 401; pending resources 404 for everyone.
 *     Denied answers never contain the target's data.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anyRedirect,
  clientError,
  describeOutcome,
  intoConsole,
  mismatch,
  oneOf,
  redirect,
  redirectTo,
  status,
  success,
  type Outcome,
} from './matrix/expect';
import { startApp, REPO_DIR, type AppHarness } from './matrix/harness';
import { SETTINGS_CALLS, settingsCall, settingsTarget } from './matrix/settings-calls';
import { COMMERCE_RESOURCES, commerceTarget } from './matrix/commerce-calls';
import { APPLICATION_RESOURCES, applicationTarget } from './matrix/application-calls';
import { IP_RESOURCES, ipTarget } from './matrix/ip-calls';
import {
  CONSOLE_PATHS,
  CONSOLE_SCREENS,
  PENDING_API_ACTIONS,
  PENDING_REMIX_PAGES,
  PENDING_RESOURCES,
  REMIX_PAGES,
  RESOURCE_SPECS,
  ROLES,
  STAFF,
  type RemixPageSpec,
  type Role,
} from './matrix/spec';

type Actor = Role | null;
const ACTORS: readonly Actor[] = [null, ...ROLES];
const actorName = (actor: Actor) => (actor === null ? 'anonymous' : `role ${actor}`);
const PASSWORD = 'Matrix123';
const NEW_PASSWORD = 'Matrix456';

// ---- the app under test -------------------------------------------------------------------------

interface PolicyRoute {
  key: string;
  path: string;
  app: 'remix' | 'console';
  access: 'public' | 'role-flag' | readonly number[];
  spec?: string;
}
interface Policies {
  ROUTES: readonly PolicyRoute[];
  canOpenRoute(key: string, roleId: number | null): boolean;
  RESOURCES: Record<string, Record<string, readonly number[]>>;
  canUseResource(resource: string, action: string, roleId: number | null): boolean;
}
interface UserRow {
  id: number;
  email: string;
  role_id: number;
  status_id: number;
}

let h: AppHarness;
let db: { dialect: string; drop(): Promise<void> };
let policies: Policies;
let models: Record<string, any>;
let sessionModule: Record<string, any>;
let tmp: string;
const users = {} as Record<Role, { me: UserRow; other: UserRow }>;
let counter = 0;
const cells = { remix: 0, consolePolicy: 0, consoleShell: 0, api: 0, apiPolicy: 0, remixPolicy: 0, status: 0, maintenance: 0 };

function unique(prefix: string) {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@matrix.test`;
}

let passwordHash: string | undefined;

async function createUser(roleId: number, overrides: Record<string, unknown> = {}): Promise<UserRow> {
  if (!passwordHash) {
    const { hashPassword } = await h.load<{ hashPassword(p: string): Promise<string> }>('models/src/domain/auth/password.ts');
    passwordHash = await hashPassword(PASSWORD);
  }
  const my = await models.Country.findOne({ where: { iso2: 'MY' } }).catch(() => null);
  const country = my ?? (await models.Country.findOne());
  const state = country ? await models.State.findOne({ where: { country_id: country.id } }) : null;
  const complete = roleId === 3 || roleId === 4;
  const user = await models.User.create({
    name: `Matrix ${roleId} ${counter}`,
    email: unique(`r${roleId}`),
    password: passwordHash,
    contact: '+60 12-345 6789',
    company: roleId === 3 ? 'Matrix Agents Sdn Bhd' : null,
    address_1: complete ? '1 Jalan Matrix' : null,
    poscode: complete ? '50000' : null,
    city: complete ? 'Kuala Lumpur' : null,
    state_id: complete ? (state?.id ?? null) : null,
    country_id: country?.id ?? null,
    type: roleId === 4 ? 'Personal' : roleId === 3 ? 'Agent' : null,
    role_id: roleId,
    status_id: 1,
    commission_rate: roleId === 3 ? '30.00' : null,
    meps_code: roleId === 3 ? 'MBBEMYKL' : null,
    bank_name: roleId === 3 ? 'Maybank' : null,
    bank_acc: roleId === 3 ? '507012345678' : null,
    email_verified_at: new Date(),
    last_login: new Date(),
    language: 'en',
    currency: 'MYR',
    ...overrides,
  });
  return { id: user.id, email: user.email, role_id: user.role_id, status_id: user.status_id };
}

/** A session cookie ("name=value") for the user, through H0's session module. */
async function cookieFor(userId: number, impersonatorId?: number): Promise<string> {
  const setCookie: string = await sessionModule.newSessionCookie(new Request(`${h.url}/`), {
    userId,
    ...(impersonatorId ? { impersonatorId } : {}),
  });
  return setCookie.split(';')[0]!;
}

const roleCookies = {} as Record<Role, string>;

async function request(
  method: string,
  pathname: string,
  { cookie, json, accept = 'text/html' }: { cookie?: string | null; json?: unknown; accept?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (cookie) headers.Cookie = cookie;
  if (method !== 'GET' && method !== 'HEAD') headers.Origin = h.url;
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${h.url}${pathname}`, {
    method,
    headers,
    redirect: 'manual',
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'iprenew-matrix-'));
  h = await startApp({ env: { MAIL_OUTBOX_DIR: path.join(tmp, 'mail'), STORAGE_DIR: path.join(tmp, 'storage') } });
  const testing = await h.load<{ createTestDatabase(): Promise<any> }>('models/src/testing/test-database.ts');
  db = await testing.createTestDatabase();
  const seeder = await h.load<{ seedReference(s: unknown): Promise<string[]> }>('models/src/db/seeder.ts');
  await seeder.seedReference((db as any).sequelize);
  models = await h.load('models/src/index.ts');
  // news-content/{id} is filled with id 1: a published news item (PUB-26, G-51).
  await models.News.create({ title: 'Matrix news', content: '<p>Matrix</p>', status: 1, publish_date: new Date(Date.now() - 60_000) });
  policies = {
    ...(await h.load<any>('models/src/policies/routes.ts')),
    ...(await h.load<any>('models/src/policies/resources.ts')),
  };
  sessionModule = await h.load('remix-app/app/lib/session.server.ts');
  for (const role of ROLES) {
    users[role] = { me: await createUser(role), other: await createUser(role) };
    roleCookies[role] = await cookieFor(users[role].me.id);
  }
}, 180_000);

afterAll(async () => {
  console.log(
    `access matrix (${db?.dialect}): ${cells.remix} Remix page cells, ${cells.remixPolicy} Remix policy cells, ` +
      `${cells.consolePolicy} console policy cells, ${cells.consoleShell} console shell cells, ${cells.api} API cells, ` +
      `${cells.apiPolicy} API policy cells, ${cells.status} status-rule cells, ${cells.maintenance} maintenance cells`,
  );
  await db?.drop().catch(() => undefined);
  await h?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
}, 60_000);

/** Fails with every mismatching cell listed (not vitest's truncated array diff). */
function assertNoFailures(failures: string[]): void {
  if (failures.length > 0) throw new Error(`${failures.length} cell(s) off the spec:\n  ${failures.join('\n  ')}`);
}

// ---- coverage: no cell unasserted ----------------------------------------------------------------

const normalize = (p: string) =>
  p
    .toLowerCase()
    .replace(/\{[^}]+\}/g, ':p')
    .replace(/:[a-z_]+\??/g, ':p')
    .replace(/\/+$/, '') || '/';

function policyRemixRoutes(pathPattern: string): PolicyRoute[] {
  return policies.ROUTES.filter((r) => r.app === 'remix' && normalize(r.path) === normalize(pathPattern));
}
function policyConsoleRoutes(spec: string): PolicyRoute[] {
  return policies.ROUTES.filter((r) => r.app === 'console' && CONSOLE_PATHS[r.path] === spec);
}

describe('coverage: policies ↔ spec', () => {
  it('every policy route has an expectation', () => {
    const missing: string[] = [];
    for (const route of policies.ROUTES) {
      if (route.app === 'remix') {
        if (!REMIX_PAGES.some((p) => normalize(p.path) === normalize(route.path))) missing.push(`remix ${route.key} ${route.path}`);
      } else {
        const spec = CONSOLE_PATHS[route.path];
        if (!spec || !CONSOLE_SCREENS.some((s) => s.spec === spec)) missing.push(`console ${route.key} ${route.path}`);
      }
    }
    assertNoFailures(missing.map((m) => `policy route without an expectation in test/matrix/spec.ts: ${m}`));
  });

  it('every route of the ACL table has a policy route', () => {
    const missing = [
      ...REMIX_PAGES.filter((p) => !p.optional && policyRemixRoutes(p.path).length === 0).map((p) => `remix ${p.path} (${p.refs})`),
      ...CONSOLE_SCREENS.filter((s) => !s.optional && policyConsoleRoutes(s.spec).length === 0).map((s) => `console ${s.spec} (${s.refs})`),
    ];
    assertNoFailures(missing.map((m) => `spec route the policies leave out: ${m}`));
  });

  it('every policy resource and action has an expectation, and the reverse', () => {
    const missing: string[] = [];
    for (const [resource, actions] of Object.entries(policies.RESOURCES)) {
      for (const action of Object.keys(actions)) {
        if (!RESOURCE_SPECS[resource]?.actions[action]) missing.push(`policy ${resource}:${action} has no expectation`);
      }
    }
    for (const [resource, spec] of Object.entries(RESOURCE_SPECS)) {
      for (const action of Object.keys(spec.actions)) {
        if (!policies.RESOURCES[resource]?.[action]) missing.push(`spec ${resource}:${action} missing from the policies`);
      }
    }
    assertNoFailures(missing);
  });

  it('pending lists name only known routes and resources', () => {
    expect(PENDING_REMIX_PAGES.filter((p) => !REMIX_PAGES.some((s) => s.path === p))).toEqual([]);
    expect(PENDING_RESOURCES.filter((r) => !RESOURCE_SPECS[r])).toEqual([]);
  });
});

// ---- Remix pages ---------------------------------------------------------------------------------

function landing(role: Role): Outcome {
  return STAFF.includes(role) ? intoConsole : redirectTo('/dashboard/overview');
}

function loginRedirect(which: RemixPageSpec['anonymousLogin']): Outcome {
  const client = oneOf(redirectTo('/login', { role: null }), redirectTo('/login', { role: 'client' }), redirectTo('/client'));
  const agent = oneOf(redirectTo('/login', { role: 'agent' }), redirectTo('/agent'));
  if (which === 'client') return client;
  if (which === 'agent') return agent;
  // Shared pages: the client or agent login, or Main Page (ACL-5: no stored role).
  return oneOf(client, agent, redirectTo('/'));
}

type RecordOwner = 'own' | 'other';

/**
 * Records for pages that take an owned id, by page path: returns the id of a record owned by `user`.
 * Required once a page with `owned: true` leaves PENDING_REMIX_PAGES (the issue that builds it adds
 * its fixture here).
 */
const RECORD_FIXTURES: Record<string, (user: UserRow) => Promise<number>> = {
  // Issue 5 (cart and requests): an active trademark to renew, a cart line, a search and an application.
  '/dashboard/filing/:type/:id?': async (user) => (await matrixIp(user, 'ip')).id,
  '/dashboard/cart/detail/:id': async (user) => {
    const country = await models.Country.findOne({ where: { iso2: 'MY' } });
    const line = await models.CartItem.create({ user_id: user.id, service_id: 3, type_id: 1, country_id: country.id, filing_no: `MX${++counter}`, application_name: 'Matrix', expiry_date: '2030-01-01', multiclass_no: 1, multiclass_name: 'Coffee', fee: '10.00' });
    return line.id;
  },
  '/dashboard/search/:id': async (user) => (await matrixRequest(user, 1)).id,
  '/dashboard/apply/:id': async (user) => (await matrixRequest(user, 2)).id,
  // Issue 13 (agent jobs, ACL-43..45, ACL-62): an application assigned to `user` as its agent — open for
  // jobs/ and application/:id, completed for history/.
  '/dashboard/jobs/:type/:id': async (user) => (await matrixJob(user, 5)).id,
  '/dashboard/history/:type/:id': async (user) => (await matrixJob(user, 7)).id,
  // ADR 038: for a customer, an application they own (ACL-51); for an agent, one assigned to them.
  '/dashboard/application/:id': async (user) => (user.role_id === 4 ? (await matrixRequest(user, 2)).id : (await matrixJob(user, 5)).id),
  // ADR 041: the deliver request of an application the customer owns.
  '/dashboard/application/:id/delivery': async (user) => (await matrixRequest(user, 2)).id,
  // ACL-28: for a customer, their own active IP record (ADR 039); for an agent, the IP record of a job they worked on.
  '/dashboard/:type/detail/:id': async (user) => (user.role_id === 4 ? (await matrixRequest(user, 2)).ip_id : (await matrixJob(user, 7)).ip_id),
};

/** A renewal of a trademark (the matrix fills :type with 'trademark') worked by `agent`, in `statusId`. */
async function matrixJob(agent: UserRow, statusId: number) {
  const owner = await models.User.findOne({ where: { role_id: 4 } });
  const ip = await models.IpRecord.create({ user_id: owner.id, type_id: 1, country_id: (await models.Country.findOne({ where: { iso2: 'MY' } })).id, model_type: 'ip', filing_no: `MXJ${++counter}`, application_name: 'Matrix job', status: 1 });
  return models.Application.create({ reference: `MATRIXJ${++counter}-1`, application_date: '2026-01-01', service_id: 3, type_id: 1, status_id: statusId, user_id: owner.id, agent_id: agent.id, ip_id: ip.id, model_type: 'ip' });
}

async function matrixIp(user: UserRow, modelType: 'ip' | 'search') {
  const country = await models.Country.findOne({ where: { iso2: 'MY' } });
  return models.IpRecord.create({ user_id: user.id, type_id: 1, country_id: country.id, model_type: modelType, filing_no: `MXIP${++counter}`, application_name: 'Matrix', status: 1 });
}

async function matrixRequest(user: UserRow, serviceId: 1 | 2) {
  const ip = await matrixIp(user, serviceId === 1 ? 'search' : 'ip');
  return models.Application.create({ reference: `MATRIX${++counter}-1`, application_date: '2026-01-01', service_id: serviceId, type_id: 1, status_id: 5, user_id: user.id, ip_id: ip.id, model_type: ip.model_type });
}

function expectedRemix(page: RemixPageSpec, actor: Actor, owner: RecordOwner | null): Outcome {
  if (PENDING_REMIX_PAGES.includes(page.path)) return status(404);
  if (actor !== null && page.pendingFor?.includes(actor)) return status(404);
  switch (page.kind) {
    case 'public':
    case 'role-flag':
      return status(page.status ?? 200);
    case 'guest':
      return actor === null ? status(200) : oneOf(status(200), landing(actor));
    case 'logout':
      return anyRedirect;
    case 'login':
      return actor === null ? status(200) : landing(actor);
    case 'login-alias': {
      const role = page.path.slice(1);
      const toLogin = role === 'client' ? oneOf(redirectTo('/login', { role: null }), redirectTo('/login', { role: 'client' })) : redirectTo('/login', { role });
      return actor === null ? toLogin : oneOf(toLogin, landing(actor));
    }
    case 'signed-in': {
      // ACL-5: the matrix's anonymous visitor has no stored role flag → Main Page.
      if (actor === null) return redirectTo('/');
      if (page.pendingFor?.includes(actor)) return status(404);
      if (page.roles!.includes(actor) && page.noRecord) return oneOf(status(200), redirectTo(page.noRecord));
      if (page.roles!.includes(actor)) return owner === 'other' ? status(404) : status(200);
      if (STAFF.includes(actor) && page.staff === 'console') return oneOf(status(404), intoConsole);
      if (page.others === 'dashboard') return landing(actor);
      return status(404);
    }
  }
}

function fillPath(page: RemixPageSpec, recordId: number | null): string {
  let p = page.path
    .replace(':token', randomBytes(20).toString('hex'))
    .replace(':type', page.typeSegment ?? 'trademark')
    .replace(/:id\??/, recordId === null ? '1' : String(recordId));
  if (page.query) p += `?${page.query}`;
  return p;
}

describe('Remix pages × {anonymous, roles 1-5} × {own, other}', () => {
  for (const page of REMIX_PAGES) {
    const pending = PENDING_REMIX_PAGES.includes(page.path);
    it(`${page.path}${pending ? ' (pending: 404)' : ''} — ${page.refs}`, async () => {
      const failures: string[] = [];
      // The policy's role list for this page (signed-in pages); staff on a console twin may be listed or not.
      const routes = policyRemixRoutes(page.path);
      if (routes.length === 0 && !page.optional) failures.push('no policy route');
      for (const route of routes) {
        for (const actor of ACTORS) {
          cells.remixPolicy += 1;
          const can = policies.canOpenRoute(route.key, actor);
          let want: boolean | 'either';
          if (page.kind !== 'signed-in') want = true;
          else if (actor === null) want = false;
          else if (page.roles!.includes(actor)) want = true;
          else if (STAFF.includes(actor) && page.staff === 'console') want = 'either';
          else want = false;
          if (want !== 'either' && can !== want) failures.push(`policy ${route.key} canOpenRoute(${actorName(actor)}) = ${can}, spec says ${want}`);
        }
        const accessKind = Array.isArray(route.access) ? 'signed-in' : route.access;
        const specKind = page.kind === 'signed-in' ? 'signed-in' : page.kind === 'role-flag' ? 'role-flag' : 'public';
        if (accessKind !== specKind) failures.push(`policy ${route.key} access ${JSON.stringify(route.access)}, spec says ${specKind}`);
      }

      const owners: (RecordOwner | null)[] = page.owned ? ['own', 'other'] : [null];
      for (const actor of ACTORS) {
        for (const owner of owners) {
          let recordId: number | null = null;
          if (owner && actor !== null) {
            const who = owner === 'own' ? users[actor].me : users[actor].other;
            const fixture = RECORD_FIXTURES[page.path];
            if (fixture) recordId = await fixture(who);
            else if (!pending && page.roles?.includes(actor)) {
              failures.push(`${page.path}: built, takes an owned id, but RECORD_FIXTURES has no fixture`);
              continue;
            } else recordId = who.id;
          }
          const url = fillPath(page, recordId);
          const response = await request('GET', url, { cookie: actor === null ? null : roleCookies[actor] });
          await response.arrayBuffer();
          cells.remix += 1;
          const want = expectedRemix(page, actor, owner);
          const got = mismatch(want, response, h.url);
          if (got !== null) failures.push(`GET ${url} as ${actorName(actor)}${owner ? ` (${owner} record)` : ''}: expected ${describeOutcome(want)}, got ${got}`);
        }
      }
      assertNoFailures(failures);
    });
  }
});

// ---- the stored role flag (ACC-1, ACC-35, ACL-5, ACL-18, ⚑AMB-11, ⚑AMB-12, ADR 011) -----------------

/** The role an answer stores (null: no `role` Set-Cookie). */
async function storedBy(response: Response): Promise<number | null> {
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('role='));
  if (!setCookie) return null;
  const flag = await h.load<{ parseStoredRole(c: string): Promise<number | null> }>('remix-app/app/lib/role-flag.server.ts');
  return flag.parseStoredRole(setCookie.split(';')[0]!);
}

describe('stored role flag × Remix pages', () => {
  /** The `role` cookie pair as the server writes it. */
  const stored = async (role: number) => {
    const flag = await h.load<{ roleCookie(): { serialize(v: unknown): Promise<string> } }>('remix-app/app/lib/role-flag.server.ts');
    return (await flag.roleCookie().serialize(role)).split(';')[0]!;
  };

  it('a first visit to any public or informational page stores role 4 (⚑AMB-12); login variants store theirs (ACC-1, ACC-5, ACC-35)', async () => {
    const failures: string[] = [];
    const wants: Record<string, number> = { '/login': 4, '/webadmin': 2, '/agent': 3, '/client': 4, '/accountant': 5 };
    for (const page of REMIX_PAGES.filter((p) => p.kind !== 'signed-in' && p.kind !== 'logout')) {
      const url = fillPath(page, null);
      const response = await request('GET', url);
      await response.arrayBuffer();
      cells.remix += 1;
      const want = wants[page.path] ?? 4;
      const got = await storedBy(response);
      if (got !== want) failures.push(`GET ${url} without a flag: stored ${got}, spec says ${want}`);
      // The informational pages open at once, on the first visit (no bounce).
      if (page.kind === 'role-flag' && !PENDING_REMIX_PAGES.includes(page.path) && response.status !== 200) {
        failures.push(`GET ${url} without a flag: ${response.status}, spec says 200`);
      }
      // Never replaced by a page that is not a login variant.
      if (!(page.path in wants) && page.path !== '/account/verify') {
        const again = await request('GET', url, { cookie: await stored(3) });
        await again.arrayBuffer();
        const replaced = await storedBy(again);
        if (replaced !== null) failures.push(`GET ${url} with role 3 stored: replaced it with ${replaced}`);
      }
    }
    const pending = await request('GET', '/account/verify?email=nobody%40example.test', { cookie: await stored(3) });
    await pending.arrayBuffer();
    if ((await storedBy(pending)) !== 4) failures.push('the pending-verification page did not store role 4 over role 3 (ACC-35)');
    assertNoFailures(failures);
  });

  it('a visitor with a stored role and no session goes to the login of the page (ACL-6); without either, to Main Page (ACL-5)', async () => {
    const failures: string[] = [];
    for (const page of REMIX_PAGES.filter((p) => p.kind === 'signed-in' && !PENDING_REMIX_PAGES.includes(p.path))) {
      const url = fillPath(page, 1);
      const cases: [string | null, Outcome][] = [
        [null, redirectTo('/')],
        [await stored(4), loginRedirect(page.anonymousLogin)],
        [await stored(3), page.anonymousLogin === 'any' ? redirectTo('/login', { role: 'agent' }) : loginRedirect(page.anonymousLogin)],
      ];
      for (const [cookie, want] of cases) {
        const response = await request('GET', url, { cookie });
        await response.arrayBuffer();
        cells.remix += 1;
        const got = mismatch(want, response, h.url);
        if (got !== null) failures.push(`GET ${url} anonymous${cookie ? ` with ${cookie}` : ''}: expected ${describeOutcome(want)}, got ${got}`);
      }
    }
    assertNoFailures(failures);
  });
});

// ---- console screens -----------------------------------------------------------------------------

describe('console screens × {anonymous, roles 1-5}', () => {
  const adminBuilt = existsSync(path.join(REPO_DIR, 'admin-app', 'dist', 'index.html'));
  for (const screen of CONSOLE_SCREENS) {
    it(`${screen.spec} — ${screen.refs}`, async () => {
      const failures: string[] = [];
      const routes = policyConsoleRoutes(screen.spec);
      if (routes.length === 0 && !screen.optional) failures.push('no console policy route');
      for (const route of routes) {
        for (const actor of ACTORS) {
          cells.consolePolicy += 1;
          const can = policies.canOpenRoute(route.key, actor);
          const want = actor !== null && screen.roles.includes(actor);
          if (can !== want) failures.push(`policy ${route.key} (${route.path}) canOpenRoute(${actorName(actor)}) = ${can}, spec says ${want}`);
        }
        if (adminBuilt) {
          // The server answers the console shell for every visitor: the screen's data comes only from
          // /api/admin, whose answers are checked per role below.
          const response = await request('GET', route.path === '/admin' ? '/admin/' : route.path.replace(/:id/g, '1'));
          const body = await response.text();
          cells.consoleShell += 1;
          if (response.status !== 200 || !body.includes('<div id="root">')) failures.push(`GET ${route.path}: not the console shell (${response.status})`);
        }
      }
      assertNoFailures(failures);
    });
  }
});

describe('the console asks the same question (admin-app canAccess)', () => {
  it('list screens and row actions of the console resources follow the spec', async () => {
    // admin-app/src/access/canAccess.ts is browser code over the shared policies; it holds no state,
    // so Vitest's own module instance is fine here.
    const { canAccessConsole } = await import('../../admin-app/src/access/canAccess');
    const failures: string[] = [];
    const questions: [string, string, string, string][] = [
      ['customers', 'list', 'customers', 'list'],
      ['agents', 'list', 'agents', 'list'],
      ['agents', 'create', 'agents', 'create'],
      ['accountants', 'list', 'accountants', 'list'],
      ['accountants', 'create', 'accountants', 'create'],
      ['preregistered-agents', 'list', 'preregistered-agents', 'list'],
      ['preregistered-agents', 'delete', 'preregistered-agents', 'delete'],
      ['users', 'block', 'users', 'block'],
      ['users', 'unblock', 'users', 'unblock'],
      ['users', 'impersonate', 'users', 'impersonate'],
      ['users', 'resend-password', 'users', 'resend-password'],
      ['users', 'reset-two-factor', 'users', 'reset-two-factor'],
      ['products', 'list', 'products', 'list'],
      ['products', 'show', 'products', 'read'],
      ['products', 'edit', 'products', 'update'],
      ['products', 'create', 'products', 'create'],
    ];
    for (const [resource, raAction, specResource, specAction] of questions) {
      const roles = RESOURCE_SPECS[specResource]!.actions[specAction] as Role[];
      for (const actor of ACTORS) {
        cells.consolePolicy += 1;
        const can = canAccessConsole({ resource, action: raAction }, actor);
        const want = actor !== null && roles.includes(actor);
        if (can !== want) failures.push(`canAccessConsole(${resource}, ${raAction}, ${actorName(actor)}) = ${can}, spec says ${want}`);
      }
    }
    assertNoFailures(failures);
  });
});

// ---- /api/admin resources ------------------------------------------------------------------------

interface ApiCall {
  method: string;
  path: string;
  json?: unknown;
  /** Text that must never appear in a denied answer (the target's data). */
  secret?: string;
}

/** Whether the action takes a record id. */
function takesId(resource: string, action: string): boolean {
  if (resource === 'profile' || resource === 'maintenance' || resource === 'notifications' || resource === 'overview' || resource === 'jobs') return false;
  if (SETTINGS_CALLS[resource]) return false;
  return action !== 'list' && action !== 'create';
}

function callFor(resource: string, action: string, id: number | null, json?: unknown): ApiCall {
  const base = `/api/admin/${resource}`;
  if (resource === 'profile') {
    if (action === 'read') return { method: 'GET', path: base };
    if (action === 'update') return { method: 'PUT', path: base, json: json ?? {} };
    return { method: 'POST', path: `${base}/${action}`, json: json ?? {} };
  }
  if (resource === 'maintenance') return action === 'read' ? { method: 'GET', path: base } : { method: 'PUT', path: base, json: json ?? { enabled: false } };
  if (resource === 'notifications' || resource === 'overview') return { method: 'GET', path: `${base}/me` };
  if (resource === 'jobs') return action === 'list' ? { method: 'GET', path: base } : { method: 'POST', path: `${base}/purge-exports/${action}`, json: {} };
  const settings = settingsCall(resource, action, json);
  if (settings) return settings;
  switch (action) {
    case 'list':
      return { method: 'GET', path: `${base}?range=${encodeURIComponent('[0,9]')}` };
    case 'read':
      return { method: 'GET', path: `${base}/${id}` };
    case 'create':
      return { method: 'POST', path: base, json: json ?? {} };
    case 'update':
      return { method: 'PUT', path: `${base}/${id}`, json: json ?? {} };
    case 'delete':
      return { method: 'DELETE', path: `${base}/${id}` };
    default:
      return { method: 'POST', path: `${base}/${id}/${action}`, json: json ?? {} };
  }
}

const RESOURCE_ROLE: Record<string, number> = { customers: 4, agents: 3, accountants: 5 };

/** Resources whose records are not users: no "own record" variant. */
const NOT_USER_OWNED: readonly string[] = ['emails', 'preregistered-agents', 'audit-logs', 'audit-mails', 'reported-issues', 'settlements-pending-validation', 'settlements-pending-settle', 'settlements-pending-paypal', 'settlement-history', 'settlements', 'products', 'documents', 'deliveries', 'ratings', ...COMMERCE_RESOURCES, ...APPLICATION_RESOURCES, ...IP_RESOURCES];

/** CAT-14..22: a product call that succeeds when allowed (a fresh country for add-new, an active agent). */
async function productTarget(action: string): Promise<{ call: ApiCall; check?: () => Promise<string | null> }> {
  const malaysia = await models.Country.findOne({ where: { iso2: 'MY' } });
  const product = await models.Product.findOne({ where: { country_id: malaysia.id } });
  if (action === 'list') return { call: callFor('products', action, null) };
  if (action === 'create') {
    const taken = new Set((await models.Product.findAll({ attributes: ['country_id'] })).map((p: { country_id: number }) => p.country_id));
    const country = (await models.Country.findAll({ order: [['id', 'ASC']] })).find((c: { id: number }) => !taken.has(c.id));
    return {
      call: callFor('products', action, null, { country_id: country.id }),
      check: async () => ((await models.Product.count({ where: { country_id: country.id } })) > 0 ? 'a product was added' : null),
    };
  }
  if (action === 'update') {
    const current = await readAsSuperAdmin('products', product.id);
    return { call: callFor('products', action, product.id, { validation_rules: current.validation_rules }) };
  }
  if (action === 'set-default-agent') {
    const agent = await createUser(3);
    return {
      call: callFor('products', action, product.id, { user_id: agent.id }),
      check: async () => ((await models.Product.findByPk(product.id)).default_agent_id === agent.id ? 'the default agent changed' : null),
    };
  }
  return { call: callFor('products', action, product.id) };
}

/**
 * SET-14..30: a fresh settlement of a fresh agent in the state the call needs (pending validation
 * for the list rows, validate and reupload; validated on the bank route for Pending Settle and pay,
 * on the PayPal route for Pending PayPal;
 * settled for the history), so every allowed cell succeeds; a denied one changes nothing.
 */
async function settlementTarget(resource: string, action: string): Promise<{ call: ApiCall; check?: () => Promise<string | null> }> {
  const base = `/api/admin/${resource}`;
  if (action === 'list') return { call: callFor(resource, action, null) };
  const agent = await createUser(3);
  const application = await matrixRequest(await createUser(4), 2);
  const state =
    resource === 'settlements-pending-settle' || action === 'set-paid'
      ? { allow_settle: true, route: 'bank', pending_upload: false }
      : resource === 'settlements-pending-paypal'
        ? { allow_settle: true, route: 'paypal', pending_upload: false, paypal_cost: '4.20', net_total: '125.80' }
      : resource === 'settlement-history'
        ? { allow_settle: true, route: 'bank', is_settled: true, paid_at: new Date(), pending_upload: false }
        : { pending_upload: false, pending_validate: true, validation_uploaded_at: new Date() };
  const settlement = await models.Settlement.create({ application_id: application.id, agent_id: agent.id, processing_fee: '100.00', service_fee: '30.00', total: '130.00', net_total: '130.00', ...state });
  const unchanged = async () => {
    const now = await models.Settlement.findByPk(settlement.id);
    return now.pending_validate === settlement.pending_validate && now.is_settled === settlement.is_settled && now.pending_reupload === settlement.pending_reupload ? null : 'the settlement changed';
  };
  if (action === 'read') return { call: { method: 'GET', path: `${base}/${settlement.id}`, secret: application.reference } };
  if (action === 'set-paid') return { call: { method: 'POST', path: `${base}/pay`, json: { agent_id: agent.id, ids: [settlement.id], message: 'Matrix transfer' } }, check: unchanged };
  const json = action === 'reupload' ? { remarks: 'Matrix: the receipt is unreadable' } : {};
  return { call: { method: 'POST', path: `${base}/${settlement.id}/${action === 'validate-proof' ? 'validate' : 'reupload'}`, json }, check: unchanged };
}

async function readAsSuperAdmin(resource: string, id: number): Promise<Record<string, unknown>> {
  const response = await request('GET', `/api/admin/${resource}/${id}`, { cookie: await cookieFor(users[1].me.id), accept: 'application/json' });
  if (response.status !== 200) throw new Error(`fixture: GET /api/admin/${resource}/${id} as super admin answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * A fresh target record and payload for an allowed (or denied) call on an implemented resource, so
 * that every allowed cell can succeed (2xx) and no cell depends on another.
 */
async function targetFor(resource: string, action: string, caller: UserRow): Promise<{ call: ApiCall; check?: () => Promise<string | null> }> {
  const country = await models.Country.findOne({ where: { iso2: 'MY' } }).catch(() => null);
  switch (resource) {
    case 'customers':
    case 'agents':
    case 'accountants': {
      const roleId = RESOURCE_ROLE[resource]!;
      if (action === 'list') return { call: callFor(resource, action, null) };
      if (action === 'create') {
        const email = unique(`new-${resource}`);
        const json =
          resource === 'agents'
            ? {
                email,
                name: 'Matrix New Agent',
                contact: '+60 12-345 6789',
                company: 'Matrix Agents Sdn Bhd',
                commission_rate: 30,
                country_id: country?.id ?? 1,
                meps_code: 'MBBEMYKL',
                bank_name: 'Maybank',
                bank_acc: '507012345678',
              }
            : resource === 'accountants'
              ? { email, name: 'Matrix New Accountant' }
              : {
                  email,
                  name: 'Matrix New Customer',
                  contact: '+60 12-345 6789',
                  type: 'Personal',
                  address_1: '1 Jalan Matrix',
                  poscode: '50000',
                  city: 'Kuala Lumpur',
                  country_id: country?.id ?? 1,
                };
        return { call: { ...callFor(resource, action, null, json), secret: email } };
      }
      const target = await createUser(roleId);
      const json = action === 'update' ? { ...(await readAsSuperAdmin(resource, target.id)), name: 'Matrix Renamed' } : undefined;
      return { call: { ...callFor(resource, action, target.id, json), secret: target.email } };
    }
    case 'preregistered-agents': {
      if (action === 'list') return { call: callFor(resource, action, null) };
      const email = unique('prereg');
      const row = await models.PreRegistration.create({ name: 'Matrix Prereg', email, contact: '+60 12-345 6789' });
      return {
        call: { ...callFor(resource, action, row.id), secret: email },
        check: async () => null,
      };
    }
    case 'deliveries': {
      // ACL-29: a fresh Pending delivery; the update is the tracking action (DLV-6).
      if (action === 'list') return { call: callFor(resource, action, null) };
      const application = await matrixRequest(await createUser(4), 2);
      const delivery = await models.Delivery.create({ application_id: application.id, fee: '10.00' });
      const trackingNo = unique('trk').slice(0, 60);
      const json = action === 'update' ? { courier: 'Matrix Courier', tracking_no: trackingNo } : undefined;
      return {
        call: { ...callFor(resource, action, delivery.id, json), secret: application.reference },
        check: async () => ((await models.Delivery.findByPk(delivery.id)).tracking_no === null ? null : 'the tracking number was set'),
      };
    }
    case 'ratings': {
      // G-50: a fresh rated (public) application; the update hides its review.
      if (action === 'list') return { call: callFor(resource, action, null) };
      const application = await matrixRequest(await createUser(4), 2);
      await application.update({ rating: 4, review: 'Matrix review', rated_at: new Date(), is_public: true });
      return {
        call: { ...callFor(resource, action, application.id, action === 'update' ? { is_public: false } : undefined), secret: application.reference },
        check: async () => ((await models.Application.findByPk(application.id)).is_public ? null : 'the review was hidden'),
      };
    }
    case 'users': {
      const target =
        action === 'unblock'
          ? await createUser(4, { status_id: 999 })
          : action === 'resend-password'
            ? await createUser(3, { status_id: 5, password: null })
            : await createUser(4);
      // ADR 078: a second factor to turn off (the row's content is not read by the reset).
      if (action === 'reset-two-factor') await models.UserTwoFactor.create({ user_id: target.id, secret: 'matrix', confirmed_at: new Date() });
      return {
        call: { ...callFor(resource, action, target.id), secret: target.email },
        check: async () => {
          // A denied call changes nothing.
          const row = await models.User.findByPk(target.id);
          if (action === 'reset-two-factor' && (await models.UserTwoFactor.count({ where: { user_id: target.id } })) !== 1) return 'the second factor was removed';
          return row.status_id === target.status_id ? null : `target status changed ${target.status_id} → ${row.status_id}`;
        },
      };
    }
    case 'profile': {
      if (action === 'read') return { call: callFor(resource, action, null) };
      if (action === 'update') {
        const current = await request('GET', '/api/admin/profile', { cookie: await cookieFor(caller.id), accept: 'application/json' });
        const body = current.status === 200 ? ((await current.json()) as Record<string, unknown>) : {};
        const data = (body.data as Record<string, unknown> | undefined) ?? body;
        return { call: callFor(resource, action, null, { ...data, name: 'Matrix Staff Renamed', contact: '+60 12-999 8888' }) };
      }
      return { call: callFor(resource, action, null, { old_ps: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }) };
    }
    case 'maintenance':
      return { call: callFor(resource, action, null, action === 'update' ? { enabled: false } : undefined) };
    case 'configuration':
    case 'payment-configuration':
    case 'countries':
    case 'states':
    case 'whitelists':
    case 'delivery-prices':
      counter += 1;
      return settingsTarget(resource, action, models, counter);
    case 'products':
      return productTarget(action);
    case 'vouchers':
    case 'payments':
    case 'orders':
    case 'invoices':
    case 'news':
      return commerceTarget(resource, action, models);
    case 'applications':
    case 'searches':
      return applicationTarget(resource, action, models);
    case 'ip-records':
    case 'exports':
      return ipTarget(resource, action, models, callFor);
    case 'settlements-pending-validation':
    case 'settlements-pending-settle':
    case 'settlements-pending-paypal':
    case 'settlement-history':
    case 'settlements':
      return settlementTarget(resource, action);
    case 'audit-mails': {
      // ADM-80/81 (ADR 057): a fresh delivered mail of the notice template; resend sends it again as a new record.
      if (action === 'list') return { call: callFor(resource, action, null) };
      const to = unique('mail');
      const mail = await models.AuditMail.create({ reference: `AM-${randomBytes(4).toString('hex')}`, user_email: to, subject: 'Matrix notice', status: 1, mailable_type: 'Notice', template: 'notice', language: 'en', payload: { to, data: { heading: 'Matrix', paragraphs: ['Matrix notice.'] } } });
      const before = await models.AuditMail.count({ where: { user_email: to } });
      return {
        call: { ...callFor(resource, action, mail.id), secret: to },
        check: async () => ((await models.AuditMail.count({ where: { user_email: to } })) === before ? null : 'the mail was resent'),
      };
    }
    case 'emails': {
      // ADM-56..62 (ADR 062): a fresh draft broadcast to a fresh customer; create and update send a valid form.
      if (action === 'list') return { call: callFor(resource, action, null) };
      const recipient = await createUser(4);
      const form = (title: string) => ({ title, status: 0, publish_date: '2099-01-01 10:00', receiver: [recipient.id], message: '<p>Matrix broadcast</p>' });
      if (action === 'create') {
        const json = form(`Matrix ${unique('email')}`);
        return { call: callFor(resource, action, null, json), check: async () => ((await models.EmailBroadcast.count({ where: { title: json.title } })) > 0 ? 'a broadcast was created' : null) };
      }
      const row = await models.EmailBroadcast.create({ title: `Matrix ${unique('email')}`, message: '<p>Matrix broadcast</p>', status: 0, publish_date: new Date('2099-01-01T02:00:00Z'), receiver: [{ id: recipient.id, email: recipient.email }] });
      return {
        call: { ...callFor(resource, action, row.id, action === 'update' ? form('Matrix broadcast changed') : undefined), secret: row.title },
        check: async () => {
          const now = await models.EmailBroadcast.findByPk(row.id);
          return !now ? 'the broadcast was deleted' : now.title !== row.title ? 'the broadcast changed' : null;
        },
      };
    }
    case 'reported-issues': {
      // ADM-71..76 (ADR 056): a fresh Pending report of a fresh customer; update = the status toggle.
      if (action === 'list') return { call: callFor(resource, action, null) };
      const reporter = await createUser(4);
      const report = await models.Report.create({ ref_code: `RPT${randomBytes(4).toString('hex').toUpperCase()}`, user_id: reporter.id, title: 'Matrix report', message: 'Matrix report body' });
      return {
        call: action === 'update' ? { method: 'POST', path: `/api/admin/${resource}/${report.id}/toggle`, json: { expected: 'Pending' }, secret: reporter.email } : { ...callFor(resource, action, report.id), secret: reporter.email },
        check: async () => ((await models.Report.findByPk(report.id)).status_id === 0 ? null : 'the report status changed'),
      };
    }
    case 'documents': {
      const document = await models.ProductDocument.findOne({ order: [['id', 'ASC']] });
      const title = `Matrix title ${unique('doc')}`;
      return {
        call: callFor(resource, action, document.id, { title, body: 'Matrix body' }),
        check: async () => ((await models.ProductDocument.findByPk(document.id)).title === title ? 'the document changed' : null),
      };
    }
    default:
      return { call: callFor(resource, action, takesId(resource, action) ? 1 : null) };
  }
}

describe('/api/admin resources × actions × {anonymous, roles 1-5} × {own, other}', () => {
  for (const [resource, spec] of Object.entries(RESOURCE_SPECS)) {
    for (const [action, roles] of Object.entries(spec.actions)) {
      const pending = PENDING_RESOURCES.includes(resource) || PENDING_API_ACTIONS.includes(`${resource}:${action}`);
      const noEndpoint = PENDING_API_ACTIONS.includes(`${resource}:${action}`);
      it(`${resource}:${action}${pending ? ' (pending: 404)' : ''} — ${spec.refs}`, async () => {
        const failures: string[] = [];
        // Policy cells.
        for (const actor of ACTORS) {
          cells.apiPolicy += 1;
          const can = policies.canUseResource(resource, action, actor);
          const want = actor !== null && Array.isArray(roles) && roles.includes(actor);
          if (can !== want) failures.push(`policy canUseResource(${resource}, ${action}, ${actorName(actor)}) = ${can}, spec says ${want}`);
        }
        // HTTP cells.
        const withId = takesId(resource, action);
        for (const actor of ACTORS) {
          const allowed = actor !== null && Array.isArray(roles) && roles.includes(actor);
          const owners: RecordOwner[] = withId && !NOT_USER_OWNED.includes(resource) && !pending ? ['own', 'other'] : ['other'];
          for (const owner of owners) {
            // A mutating allowed call by its own fresh caller (password changes, renames), else the role's user.
            const mutatesCaller = resource === 'profile' && action !== 'read';
            const caller = actor === null ? null : allowed && mutatesCaller ? await createUser(actor) : users[actor].me;
            let call: ApiCall;
            let check: (() => Promise<string | null>) | undefined;
            if (pending) call = callFor(resource, action, withId ? 1 : null);
            else {
              ({ call, check } = await targetFor(resource, action, caller ?? users[4].me));
              if (owner === 'own' && caller) {
                // The same (valid) call on the caller's own user row.
                call = callFor(resource, action, caller.id, call.json);
                check = undefined;
              }
            }
            const cookie = caller ? await cookieFor(caller.id) : null;
            const response = await request(call.method, call.path, { cookie, json: call.json, accept: 'application/json' });
            const body = await response.text();
            cells.api += 1;
            let want: Outcome;
            if (noEndpoint) want = oneOf(status(404), status(405));
            else if (pending) want = status(404);
            else if (actor === null) want = status(401);
            else if (!allowed) want = status(403);
            else if (owner === 'own')
              // The caller's own user row through a resource of another role, or acting on oneself
              // (block / impersonate / resend yourself): refused, never a success or a crash.
              want = resource === 'users' ? clientError : status(404);
            else want = success;
            const got = mismatch(want, response, h.url);
            const label = `${call.method} ${call.path} as ${actorName(actor)}${withId ? ` (${owner} record)` : ''}`;
            if (got !== null) failures.push(`${label}: expected ${describeOutcome(want)}, got ${got} ${body.slice(0, 160)}`);
            if (!pending && (response.status === 401 || response.status === 403)) {
              if (call.secret && body.includes(call.secret)) failures.push(`${label}: a denied answer contains the target's data`);
              if (!(response.headers.get('content-type') ?? '').includes('application/json')) failures.push(`${label}: denied answer is not JSON`);
              const effect = check ? await check() : null;
              if (effect) failures.push(`${label}: denied but ${effect}`);
            }
          }
        }
        assertNoFailures(failures);
      });
    }
  }
});

// ---- status rules (ACC.d, ACL-8) -----------------------------------------------------------------

describe('status rules on signed-in Remix pages (ACC-41..46, ACL-8)', () => {
  const PAGES = ['/dashboard/overview', '/dashboard/user/profile', '/dashboard/user/change/password'] as const;
  const login = (role: 3 | 4) => (role === 4 ? loginRedirect('client') : loginRedirect('agent'));
  const cases: { title: string; role: 3 | 4; status: number; incomplete?: boolean; impersonated?: boolean; want: (page: string, user: UserRow) => Outcome }[] = [];
  for (const role of [3, 4] as const) {
    for (const st of [0, 2]) {
      cases.push({
        title: `role ${role}, status ${st} (unverified) → /account/verify?email=`,
        role,
        status: st,
        want: (_p, user) => redirectTo('/account/verify', { email: user.email }),
      });
    }
    cases.push({ title: `role ${role}, status 999 (blocked) → signed out to the login`, role, status: 999, want: () => login(role) });
  }
  cases.push({
    title: 'role 4, status 4 → User Profile (ACC-43)',
    role: 4,
    status: 4,
    want: (p) => (p === '/dashboard/overview' ? redirectTo('/dashboard/user/profile') : status(200)),
  });
  cases.push({ title: 'role 4, status 4, impersonated → no redirect (ACC-71)', role: 4, status: 4, impersonated: true, want: () => status(200) });
  cases.push({
    title: 'role 4, status 5 → Password Change (ACC-44/45)',
    role: 4,
    status: 5,
    want: (p) => (p === '/dashboard/overview' ? redirectTo('/dashboard/user/change/password') : status(200)),
  });
  cases.push({
    title: 'role 3, status 5, address incomplete → User Profile (ACC-46)',
    role: 3,
    status: 5,
    incomplete: true,
    want: (p) => (p === '/dashboard/overview' ? redirectTo('/dashboard/user/profile') : status(200)),
  });
  cases.push({
    title: 'role 3, status 5, address complete → Password Change (ACC-46)',
    role: 3,
    status: 5,
    want: (p) => (p === '/dashboard/overview' ? redirectTo('/dashboard/user/change/password') : status(200)),
  });

  for (const c of cases) {
    it(c.title, async () => {
      const failures: string[] = [];
      for (const page of PAGES) {
        const user = await createUser(c.role, {
          status_id: c.status,
          ...(c.incomplete ? { address_1: null, poscode: null, city: null, state_id: null } : {}),
        });
        const cookie = await cookieFor(user.id, c.impersonated ? users[1].me.id : undefined);
        const response = await request('GET', page, { cookie });
        await response.arrayBuffer();
        cells.status += 1;
        const want = c.want(page, user);
        const got = mismatch(want, response, h.url);
        if (got !== null) failures.push(`GET ${page}: expected ${describeOutcome(want)}, got ${got}`);
        if (c.status === 999) {
          // The blocked user's session is gone: the same cookie is now anonymous.
          const again = await request('GET', page, { cookie });
          await again.arrayBuffer();
          cells.status += 1;
          // The server no longer knows whose cookie it was: any login page will do.
          const got2 = mismatch(loginRedirect('any'), again, h.url);
          if (got2 !== null) failures.push(`GET ${page} again with the blocked user's cookie: expected the login, got ${got2}`);
        }
      }
      assertNoFailures(failures);
    });
  }

  it('a forced logout gives the same answer every time (layout and page loaders run in parallel)', async () => {
    // The dashboard layout and the page both guard; Remix runs their loaders concurrently, each with
    // its own Request object. A status rule that signs the user out must not make the other loader
    // see a vanished session (→ the login with 'session expired' instead of the verify page).
    const failures: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const user = await createUser(4, { status_id: 0 });
      const page = i % 2 ? '/dashboard/user/profile' : '/dashboard/user/change/password';
      const response = await request('GET', page, { cookie: await cookieFor(user.id) });
      await response.arrayBuffer();
      cells.status += 1;
      const want = redirectTo('/account/verify', { email: user.email });
      const got = mismatch(want, response, h.url);
      if (got !== null) failures.push(`try ${i + 1}: GET ${page} (status 0): expected ${describeOutcome(want)}, got ${got}`);
    }
    assertNoFailures(failures);
  });
});

// ---- maintenance (ACL-4, G-40) -------------------------------------------------------------------

describe('maintenance mode (ACL-4, G-40)', () => {
  it('answers 503 to every page and API except the super admin’s way in', async () => {
    const failures: string[] = [];
    await models.Configuration.writeValue('maintenance', true);
    try {
      const sa = await cookieFor(users[1].me.id);
      const checks: [string, string, string | null, (r: Response) => boolean, string][] = [
        ['GET', '/', null, (r) => r.status === 503, '503'],
        ['GET', '/login', null, (r) => r.status === 200, '200 (sign-in stays open)'],
        ['GET', '/webadmin', null, (r) => r.status === 200, '200'],
        ['GET', '/dashboard/overview', roleCookies[4], (r) => r.status === 503, '503'],
        ['GET', '/dashboard/overview', roleCookies[3], (r) => r.status === 503, '503'],
        ['GET', '/api/admin/customers', roleCookies[2], (r) => r.status === 503, '503 JSON'],
        ['GET', '/api/admin/customers', sa, (r) => r.status === 200, '200 (super admin)'],
        ['GET', '/api/admin/maintenance', sa, (r) => r.status === 200, '200'],
      ];
      for (const [method, url, cookie, ok, label] of checks) {
        const response = await request(method, url, { cookie, accept: url.startsWith('/api') ? 'application/json' : 'text/html' });
        await response.arrayBuffer();
        cells.maintenance += 1;
        if (!ok(response)) failures.push(`${method} ${url}${cookie ? ' signed in' : ''}: expected ${label}, got ${response.status}`);
      }
    } finally {
      await models.Configuration.writeValue('maintenance', false);
    }
    assertNoFailures(failures);
  });
});
