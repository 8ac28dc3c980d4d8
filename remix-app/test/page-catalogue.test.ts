/**
 * Each page loads only its own strings (ADR 068, issue 17): the main public and customer pages,
 * rendered by the real server (test/matrix/harness.ts: server.ts with the app compiled by Vite),
 * carry no catalogue in their HTML — they name (inline JSON) and preload (<head>) exactly the
 * namespaces their routes declare in `handle.i18n` plus the shell's, in the page's language; a
 * customer page's HTML stays within 40 KB; each namespace is served by /resources/locales/<lng>/<ns>
 * with a year of cache for the current version.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppHarness } from './matrix/harness';

const CUSTOMER_PAGE_MAX_BYTES = 40 * 1024;

let h: AppHarness;
let db: { drop(): Promise<void> };
let tmp: string;
let customerCookie: string;

interface Inlined {
  language: string;
  version: string;
  namespaces: string[];
}

async function page(pathname: string, { cookie = '', language = 'en' } = {}): Promise<{ html: string; catalogue: Inlined }> {
  const url = `${h.url}${pathname}${pathname.includes('?') ? '&' : '?'}lng=${language}`;
  const response = await fetch(url, { headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) }, redirect: 'manual' });
  expect(response.status, pathname).toBe(200);
  const html = await response.text();
  const text = html.match(/<script id="page-catalogue" type="application\/json"[^>]*>([\s\S]*?)<\/script>/)?.[1];
  expect(text, `${pathname}: the inline catalogue`).toBeTruthy();
  const catalogue = JSON.parse(text!) as Inlined;
  // <head> preloads the same namespaces of the same language and version.
  const preloads = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  expect(preloads, `${pathname}: preloads`).toEqual(catalogue.namespaces.map((ns) => `/resources/locales/${catalogue.language}/${ns}?v=${catalogue.version}`));
  // No catalogue travels in the page: no loader data of strings, no text of another page's namespace.
  expect(html).not.toContain('"resources"');
  const models = await h.load<{ catalogue: Record<string, Record<string, Record<string, unknown>>> }>('models/src/i18n/index.ts');
  for (const ns of ['orders', 'nav', 'landing', 'pages', 'account'].filter((n) => !catalogue.namespaces.includes(n))) {
    const sample = longestString(models.catalogue[catalogue.language]![ns]);
    expect(sample.length, ns).toBeGreaterThan(20);
    expect(html.includes(sample!), `${pathname}: ${ns} text in the page`).toBe(false);
  }
  return { html, catalogue };
}

/** The longest text of a namespace (a sentence no page shows unless it has that namespace). */
function longestString(value: unknown): string {
  if (typeof value === 'string') return value.includes('{{') || value.includes('<') || value.includes('&') ? '' : value;
  if (value === null || typeof value !== 'object') return '';
  return Object.values(value).map(longestString).reduce((a, b) => (b.length > a.length ? b : a), '');
}

const namespaces = (catalogue: Inlined) => [...catalogue.namespaces].sort();

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'iprenew-page-catalogue-'));
  h = await startApp({ env: { MAIL_OUTBOX_DIR: path.join(tmp, 'mail'), STORAGE_DIR: path.join(tmp, 'storage') } });
  const testing = await h.load<{ createTestDatabase(): Promise<{ sequelize: unknown; drop(): Promise<void> }> }>('models/src/testing/test-database.ts');
  const database = await testing.createTestDatabase();
  db = database;
  const seeder = await h.load<{ seedReference(s: unknown): Promise<string[]> }>('models/src/db/seeder.ts');
  await seeder.seedReference(database.sequelize);
  const users = await h.load<{ buildCustomer(o?: Record<string, unknown>): Promise<{ id: number }> }>('models/src/testing/users.ts');
  const customer = await users.buildCustomer({ profile: true, email_verified_at: new Date(), last_login: new Date() });
  const session = await h.load<{ newSessionCookie(r: Request, o: { userId: number }): Promise<string> }>('remix-app/app/lib/session.server.ts');
  customerCookie = (await session.newSessionCookie(new Request(`${h.url}/`), { userId: customer.id })).split(';')[0]!;
}, 180_000);

afterAll(async () => {
  await db?.drop().catch(() => undefined);
  await h?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
}, 60_000);

describe('a page names and preloads only its own catalogue namespaces', () => {
  it('the landing page: the shell, the landing text and the public pages\' frame, in the page\'s language', async () => {
    const { catalogue } = await page('/', { language: 'bm' });
    expect(catalogue.language).toBe('bm');
    expect(namespaces(catalogue)).toEqual(['common', 'landing', 'pages']);
  });

  it('public pages: news and the FAQ', async () => {
    expect(namespaces((await page('/news')).catalogue)).toEqual(['common', 'pages', 'site']);
    expect(namespaces((await page('/faq', { language: 'cn' })).catalogue)).toEqual(['common', 'pages']);
  });

  it('customer pages: the dashboard and My Orders, each within 40 KB of HTML', async () => {
    for (const [pathname, expected] of [
      ['/dashboard/overview', ['applications', 'auth', 'common', 'countries', 'enums', 'jobs', 'nav', 'site']],
      ['/dashboard/orders', ['auth', 'common', 'enums', 'messages', 'nav', 'orders', 'site']],
    ] as const) {
      for (const language of ['en', 'bm', 'cn']) {
        const { html, catalogue } = await page(pathname, { cookie: customerCookie, language });
        expect(namespaces(catalogue), `${pathname} ${language}`).toEqual(expected);
        expect(catalogue.language).toBe(language);
        expect(Buffer.byteLength(html), `${pathname} ${language}: HTML bytes`).toBeLessThanOrEqual(CUSTOMER_PAGE_MAX_BYTES);
        // The country names are a namespace like the others: never a table in the page.
        expect(html, `${pathname} ${language}: no country-name table`).not.toMatch(/"(SG|TH)":"/);
      }
    }
  });
});

describe('the registration page', () => {
  it('carries its countries, not every state of every country, within 40 KB of HTML (it had 20 KB of states: 47 KB)', async () => {
    for (const language of ['en', 'bm', 'cn']) {
      const { html } = await page('/register', { language });
      expect(Buffer.byteLength(html), `/register ${language}: HTML bytes`).toBeLessThanOrEqual(CUSTOMER_PAGE_MAX_BYTES);
      // Malaysia's states are fetched when Malaysia is chosen, not inlined.
      expect(html, `/register ${language}: no state list`).not.toContain('Terengganu');
    }
  });
});

describe('/resources/locales/<lng>/<ns>', () => {
  it('answers one namespace of one language, cached for a year with the current version', async () => {
    const { catalogue } = await page('/', { language: 'cn' });
    const current = await fetch(`${h.url}/resources/locales/cn/orders?v=${catalogue.version}`);
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toContain('immutable');
    const orders = (await current.json()) as Record<string, unknown>;
    const models = await h.load<{ catalogue: Record<string, Record<string, unknown>> }>('models/src/i18n/index.ts');
    expect(orders).toEqual(models.catalogue.cn!.orders);
    const stale = await fetch(`${h.url}/resources/locales/cn/orders?v=old`);
    expect(stale.headers.get('cache-control')).not.toContain('immutable');
  });

  it('serves the country names as the `countries` namespace, named by the server in the language and in its order', async () => {
    const { catalogue } = await page('/', { language: 'cn' });
    const response = await fetch(`${h.url}/resources/locales/cn/countries?v=${catalogue.version}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    const names = (await response.json()) as Record<string, string>;
    const models = await h.load<{ countryNames(language: string): Record<string, string> }>('models/src/i18n/country-name.ts');
    expect(names).toEqual(models.countryNames('cn'));
    expect(Object.keys(names)).toEqual(Object.keys(models.countryNames('cn')));
    expect(names.MY).toBe('马来西亚');
    expect(Object.keys(names).length).toBeGreaterThan(200);
  });

  it('refuses a namespace the browser never gets, and an unknown language', async () => {
    expect((await fetch(`${h.url}/resources/locales/en/admin`)).status).toBe(404);
    expect((await fetch(`${h.url}/resources/locales/fr/common`)).status).toBe(404);
  });
});
