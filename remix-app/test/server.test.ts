import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { createSequelize, initModels, loadConfig, migrateUp } from '@iprenew/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, createServer } from '../server';
import { ADMIN_NOT_BUILT } from '../server/admin';
import { seedReference } from '@iprenew/models/testing';

const config = loadConfig({ APP_ENV: 'test', DATABASE_URL: 'sqlite::memory:' } as unknown as NodeJS.ProcessEnv);

async function listen(app: Express): Promise<{ url: string; server: Server }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function close(server: Server | undefined) {
  return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

describe('server middleware (security headers, /admin)', () => {
  let tmp: string;
  let distDir: string;
  let url: string;
  let server: Server;
  let missingUrl: string;
  let missingServer: Server;

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'iprenew-server-'));
    distDir = path.join(tmp, 'dist');
    mkdirSync(path.join(distDir, 'assets'), { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Console</title><div id="root"></div>');
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("console")');

    const remixHandler = (_req: unknown, res: { type(t: string): { send(b: string): void }; locals: { cspNonce?: string } }) =>
      res.type('html').send(`<p>remix ${res.locals.cspNonce}</p>`);

    ({ url, server } = await listen(
      (await createServer({ production: true, config, adminDistDir: distDir, buildDir: tmp, remixHandler: remixHandler as never })).app,
    ));
    ({ url: missingUrl, server: missingServer } = await listen(
      (await createServer({ production: true, config, adminDistDir: path.join(tmp, 'nope'), buildDir: tmp, remixHandler: remixHandler as never })).app,
    ));
  });

  afterAll(async () => {
    await close(server);
    await close(missingServer);
    rmSync(tmp, { recursive: true, force: true });
  });

  it('sets the security headers and a fresh nonce per request', async () => {
    const first = await fetch(`${url}/`);
    const second = await fetch(`${url}/`);
    expect(first.status).toBe(200);
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('permissions-policy')).toContain('camera=()');
    expect(first.headers.get('x-powered-by')).toBeNull();

    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(await first.text()).toContain(`remix ${nonce}`);
    expect(second.headers.get('content-security-policy')).not.toBe(csp);
    // The human-verification provider's hosts are allowed on the contact page only (G-41).
    expect(csp).not.toContain('recaptcha');
    const contact = (await fetch(`${url}/contactus`)).headers.get('content-security-policy') ?? '';
    expect(contact).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/www\.google\.com\/recaptcha\//);
    expect(contact).toContain('frame-src https://www.google.com/recaptcha/');
  });

  it('serves the console and falls back to its index.html', async () => {
    for (const route of ['/admin', '/admin/', '/admin/vouchers/12/show']) {
      const response = await fetch(`${url}${route}`);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<title>Console</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
    const asset = await fetch(`${url}/admin/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${url}/admin/assets/missing.js`)).status).toBe(404);
  });

  it('hands /admin/login over to the Remix sign-in: /webadmin, or the accountant login (issue 16)', async () => {
    for (const [from, to] of [
      ['/admin/login', '/webadmin'],
      ['/admin/login?role=accountant', '/login?role=accountant'],
      ['/admin/login?role=Accountant', '/login?role=accountant'],
      ['/admin/login?role=agent', '/webadmin'],
    ] as const) {
      const response = await fetch(`${url}${from}`, { redirect: 'manual' });
      expect(response.status, from).toBe(302);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('answers 503 with a clear message when the console is not built', async () => {
    const response = await fetch(`${missingUrl}/admin/anything`);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(ADMIN_NOT_BUILT);
  });
});

// Run against the built server when there is one; CI's step after the build sets SERVER_BUILD_REQUIRED=1,
// so a missing or broken build fails there instead of skipping (the unit steps run before the build).
const serverBuilt = existsSync(path.join(BUILD_DIR, 'server', 'index.js'));
describe.skipIf(!serverBuilt && process.env.SERVER_BUILD_REQUIRED !== '1')('production build', () => {
  let url: string;
  let server: Server | undefined;

  let dbDir: string;
  let previousDatabaseUrl: string | undefined;

  beforeAll(async () => {
    // The landing page prices its "from" line from the catalogue: a migrated database with reference data.
    dbDir = mkdtempSync(path.join(os.tmpdir(), 'iprenew-server-db-'));
    const databaseUrl = `sqlite:${path.join(dbDir, 'app.sqlite')}`;
    const sequelize = createSequelize(databaseUrl);
    initModels(sequelize);
    await migrateUp(sequelize);
    await seedReference(sequelize);
    await sequelize.close();
    // The built server bundles its own copy of the models package, which connects from DATABASE_URL.
    previousDatabaseUrl = process.env.DATABASE_URL;
    process.env.DATABASE_URL = databaseUrl;
    const builtConfig = loadConfig({ APP_ENV: 'test', DATABASE_URL: databaseUrl } as unknown as NodeJS.ProcessEnv);
    ({ url, server } = await listen((await createServer({ production: true, config: builtConfig })).app));
  }, 60_000);
  afterAll(async () => {
    await close(server);
    if (previousDatabaseUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previousDatabaseUrl;
    rmSync(dbDir, { recursive: true, force: true });
  });

  it('answers a fresh server\'s first request, whichever page it is (the build\'s models are registered at start)', async () => {
    // /news reads the news before any read that opens the connection; the Express layer's reads run on its own copy of the models.
    const response = await fetch(`${url}/news`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1');
  });

  it('renders the landing page with the nonce on every inline script', async () => {
    const response = await fetch(`${url}/`, { headers: { 'Accept-Language': 'ms-MY,ms;q=0.9' } });
    expect(response.status).toBe(200);
    const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
    const html = await response.text();
    expect(html).toContain('<html lang="ms"');
    // PUB-2: the "from" price comes from the cheapest sold line of the catalogue.
    expect(html).toContain('9.90');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('serves the build\'s public files, and pages by Remix', async () => {
    for (const file of ['/favicon.svg', '/robots.txt', '/help/tm_filing_no.svg']) {
      const response = await fetch(`${url}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe('public, max-age=3600');
    }
    expect((await fetch(`${url}/help`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${url}/faq`)).headers.get('content-type')).toMatch(/text\/html/);
  });

  it('answers unknown paths with the 404 page', async () => {
    const response = await fetch(`${url}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('caches hashed assets for a year', async () => {
    const html = await (await fetch(`${url}/`)).text();
    const css = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(css).toBeTruthy();
    const response = await fetch(`${url}${css}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });
});
