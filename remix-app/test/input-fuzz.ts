import fc from 'fast-check';
import * as models from '@iprenew/models';
import { ROLE } from '@iprenew/models';
import type { z } from 'zod';
import { buildCartLines, buildCustomer, buildStaff, hostileFormEntries, hostileJsonBody, openTestWorld, type TestWorld } from '@iprenew/models/testing';
import { startHttpStack } from './concurrency/http-stack';
import { signedInCookie } from './requests';

/**
 * The HTTP fuzz of the form actions and REST resources (issue 11, ADR 019), shared by the CI test
 * (remix-app/test/input-fuzz.test.ts, ~50 cases per route) and bench/fuzz-routes.mjs (1,000).
 * The real Express stack (origin check, body guard) in front of the real route modules' actions,
 * against a private test database, on 127.0.0.1 only. Each case is a hostile body — the route's own
 * field names with hostile values and indices, random JSON, the wrong content type — and must
 * answer below 500; a refused case (4xx, or a form answered with errors) must write nothing.
 */

type RouteModule = { action?: (args: { request: Request; params: Record<string, string>; context: { cspNonce: string } }) => unknown };

export interface FuzzRoute {
  /** Request path (with query). */
  path: string;
  method: 'POST' | 'PUT';
  /** Who sends it. */
  as: 'customer' | 'superAdmin' | 'visitor';
  /** The schema whose field names the generator uses. */
  schema: z.ZodType;
  kind: 'form' | 'api';
  load: () => Promise<RouteModule>;
  params?: Record<string, string>;
}

const s = models as unknown as Record<string, z.ZodType>;

export const FUZZ_ROUTES: FuzzRoute[] = [
  // Remix form actions (visitors and customers).
  { path: '/login', method: 'POST', as: 'visitor', schema: s.loginFormSchema!, kind: 'form', load: () => import('~/routes/_account+/login') },
  { path: '/register', method: 'POST', as: 'visitor', schema: s.registrationSchema!, kind: 'form', load: () => import('~/routes/_account+/register') },
  // Issue 18 (ADR 077): the sign-in's code step (without a ticket: back to the login) and the member's two-factor page.
  { path: '/login/two-factor', method: 'POST', as: 'visitor', schema: s.twoFactorCodeFormSchema!, kind: 'form', load: () => import('~/routes/_account+/login_.two-factor') },
  { path: '/dashboard/user/two-factor', method: 'POST', as: 'customer', schema: s.twoFactorManageSchema!, kind: 'form', load: () => import('~/routes/dashboard+/_shared+/user.two-factor') },
  { path: '/forgot/password', method: 'POST', as: 'visitor', schema: s.forgotPasswordSchema!, kind: 'form', load: () => import('~/routes/_account+/forgot.password') },
  { path: '/account/verify', method: 'POST', as: 'visitor', schema: s.resendVerificationFormSchema!, kind: 'form', load: () => import('~/routes/_account+/account.verify') },
  { path: '/contactus', method: 'POST', as: 'visitor', schema: s.contactSchema!, kind: 'form', load: () => import('~/routes/_public+/contactus') },
  { path: '/dashboard/filing/trademark', method: 'POST', as: 'customer', schema: s.trademarkBundleSchema!, kind: 'form', load: () => import('~/routes/dashboard+/_customer+/filing.$type.($id)'), params: { type: 'trademark' } },
  { path: '/dashboard/filing/patent', method: 'POST', as: 'customer', schema: s.patentBundleSchema!, kind: 'form', load: () => import('~/routes/dashboard+/_customer+/filing.$type.($id)'), params: { type: 'patent' } },
  { path: '/dashboard/search', method: 'POST', as: 'customer', schema: s.searchRequestFormSchema!, kind: 'form', load: () => import('~/routes/dashboard+/_customer+/search._index') },
  { path: '/dashboard/apply', method: 'POST', as: 'customer', schema: s.applyRequestFormSchema!, kind: 'form', load: () => import('~/routes/dashboard+/_customer+/apply._index') },
  { path: '/dashboard/cart', method: 'POST', as: 'customer', schema: s.cartListFormSchema!, kind: 'form', load: () => import('~/routes/dashboard+/_customer+/cart._index') },
  { path: '/dashboard/cart/checkout', method: 'POST', as: 'customer', schema: s.checkoutSchema!, kind: 'form', load: () => import('~/routes/dashboard+/_customer+/cart_.checkout') },
  { path: '/dashboard/user/profile', method: 'POST', as: 'customer', schema: s.profileSchema!, kind: 'form', load: () => import('~/routes/dashboard+/_shared+/user.profile') },
  { path: '/dashboard/user/change/password', method: 'POST', as: 'customer', schema: s.changePasswordSchema!, kind: 'form', load: () => import('~/routes/dashboard+/_shared+/user.change.password') },
  // Console REST resources (a super admin may call them all).
  { path: '/api/admin/vouchers', method: 'POST', as: 'superAdmin', schema: s.voucherInputSchema!, kind: 'api', load: () => import('~/routes/api+/admin.vouchers') },
  { path: '/api/admin/emails', method: 'POST', as: 'superAdmin', schema: s.broadcastInputSchema!, kind: 'api', load: () => import('~/routes/api+/admin.emails') },
  { path: '/api/admin/whitelists', method: 'POST', as: 'superAdmin', schema: s.whitelistSchema!, kind: 'api', load: () => import('~/routes/api+/admin.whitelists') },
  { path: '/api/admin/delivery-prices', method: 'POST', as: 'superAdmin', schema: s.deliveryPricesSchema!, kind: 'api', load: () => import('~/routes/api+/admin.delivery-prices') },
  { path: '/api/admin/countries/set-in-service', method: 'POST', as: 'superAdmin', schema: s.countriesInServiceSchema!, kind: 'api', load: () => import('~/routes/api+/admin.countries.set-in-service') },
  { path: '/api/admin/products/1', method: 'PUT', as: 'superAdmin', schema: s.productUpdateSchema!, kind: 'api', load: () => import('~/routes/api+/admin.products.$id'), params: { id: '1' } },
  { path: '/api/admin/customers', method: 'POST', as: 'superAdmin', schema: s.userEmailSchema!, kind: 'api', load: () => import('~/routes/api+/admin.customers') },
  { path: '/api/admin/profile', method: 'PUT', as: 'superAdmin', schema: s.staffProfileSchema!, kind: 'api', load: () => import('~/routes/api+/admin.profile') },
  { path: '/api/admin/profile/two-factor', method: 'POST', as: 'superAdmin', schema: s.twoFactorManageSchema!, kind: 'api', load: () => import('~/routes/api+/admin.profile.two-factor') },
  { path: '/api/admin/configuration', method: 'PUT', as: 'superAdmin', schema: s.configurationUpdateSchema!, kind: 'api', load: () => import('~/routes/api+/admin.configuration') },
  { path: '/api/admin/payment-configuration', method: 'PUT', as: 'superAdmin', schema: s.paymentConfigurationUpdateSchema!, kind: 'api', load: () => import('~/routes/api+/admin.payment-configuration') },
];

/** Tables whose rows a refused request may still add (throttling, sessions, locks). */
const UNCOUNTED = new Set(['login_attempts', 'sessions', 'job_locks', 'SequelizeMeta', 'umzug_migrations']);

export interface FuzzCase {
  contentType: string;
  body: string;
}

const encodeForm = (entries: [string, string][]) => entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');

/** A hostile case for a route: mostly its own shape, sometimes the wrong type or a broken body. */
export function fuzzCase(route: FuzzRoute): fc.Arbitrary<FuzzCase> {
  const form = hostileFormEntries(route.schema).map((entries) => ({ contentType: 'application/x-www-form-urlencoded', body: encodeForm(entries) }));
  const json = hostileJsonBody(route.schema).map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) ?? 'null' }));
  const wrong = fc.record({
    contentType: fc.constantFrom('text/plain', 'application/json', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded'),
    body: fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('{', '%%%', 'a=%E0%A4%A', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n', 'lines[99999999][x]=1')),
  });
  const own = route.kind === 'form' ? form : json;
  return fc.oneof({ weight: 6, arbitrary: own }, { weight: 2, arbitrary: route.kind === 'form' ? json : form }, { weight: 2, arbitrary: wrong });
}

export interface FuzzHarness {
  url: string;
  world: TestWorld;
  cookies: Record<FuzzRoute['as'], string | undefined>;
  rowCounts(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/** Starts the Express stack on 127.0.0.1 with a handler dispatching to the fuzzed route modules. */
export async function startFuzzHarness(): Promise<FuzzHarness> {
  const world = await openTestWorld();
  const customer = await buildCustomer();
  await buildCartLines(customer, 2);
  const admin = await buildStaff(ROLE.SUPER_ADMIN);
  const cookies = { customer: await signedInCookie(customer), superAdmin: await signedInCookie(admin), visitor: undefined };
  // POSTs reach the routes' actions through the real Express stack (origin check, body guard).
  const stack = await startHttpStack(FUZZ_ROUTES.map((route) => ({ pattern: route.path, load: route.load, params: route.params })));
  const { url } = stack;

  const sequelize = world.db.sequelize;
  const tables = ((await sequelize.getQueryInterface().showAllTables()) as (string | { tableName: string })[])
    .map((t) => (typeof t === 'string' ? t : t.tableName))
    .filter((t) => !UNCOUNTED.has(t));
  const quote = (t: string) => sequelize.getQueryInterface().quoteIdentifier(t);
  const countSql = tables.map((t) => `SELECT '${t}' AS t, COUNT(*) AS n FROM ${quote(t)}`).join(' UNION ALL ');

  return {
    url,
    world,
    cookies,
    async rowCounts() {
      const [rows] = (await sequelize.query(countSql)) as [{ t: string; n: number | string }[], unknown];
      return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
    },
    async close() {
      await stack.close();
      await world.close();
    },
  };
}

export interface FuzzFailure {
  route: string;
  status: number;
  case: FuzzCase;
  changed?: Record<string, [number, number]>;
  body: string;
}

/** Whether an answer refuses the input: a 4xx, or a form answered with its errors. */
function isRefusal(status: number, body: string): boolean {
  if (status >= 400) return true;
  return /"status":"error"|"error":"[a-z]+:|"formErrors"|"voucherError":"|"error":\{/.test(body);
}

/** Runs `runs` cases against one route; returns the failures (5xx, or rows written on a refusal). */
export async function fuzzRoute(harness: FuzzHarness, route: FuzzRoute, runs: number, seed: number): Promise<FuzzFailure[]> {
  const failures: FuzzFailure[] = [];
  const cases = fc.sample(fuzzCase(route), { numRuns: runs, seed });
  for (const sample of cases) {
    const before = await harness.rowCounts();
    const headers: Record<string, string> = { 'Content-Type': sample.contentType, Origin: harness.url, Accept: route.kind === 'api' ? 'application/json' : 'text/html' };
    const cookie = harness.cookies[route.as];
    if (cookie) headers.Cookie = cookie;
    const response = await fetch(`${harness.url}${route.path}`, { method: route.method, headers, body: sample.body, redirect: 'manual' });
    const body = await response.text();
    if (response.status >= 500) {
      failures.push({ route: route.path, status: response.status, case: sample, body: body.slice(0, 300) });
      continue;
    }
    if (!isRefusal(response.status, body)) continue;
    const after = await harness.rowCounts();
    const changed = Object.fromEntries(Object.keys(after).filter((t) => after[t] !== before[t]).map((t): [string, [number, number]] => [t, [before[t]!, after[t]!]]));
    if (Object.keys(changed).length > 0) failures.push({ route: route.path, status: response.status, case: sample, changed, body: body.slice(0, 300) });
  }
  return failures;
}
