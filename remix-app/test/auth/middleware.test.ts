import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Configuration, loadConfig, ROLE } from '@iprenew/models';
import { buildCustomer, buildStaff, openTestWorld, queriesOf, type TestWorld } from '@iprenew/models/testing';
import { createServer } from '../../server';
import { isMaintenanceExempt } from '../../server/maintenance';
import { isAllowedOrigin } from '~/lib/origin.server';
import { requestLanguages } from '~/lib/i18n.server';
import { maintenanceOn } from '~/lib/maintenance-flag.server';
import { REQUEST_ID_HEADER } from '~/lib/request-memo.server';
import { signedInCookie } from '../requests';

const config = loadConfig({ APP_ENV: 'test', APP_URL: 'https://portal.example', DATABASE_URL: 'sqlite::memory:' } as unknown as NodeJS.ProcessEnv);

let world: TestWorld;
let server: Server;
let url: string;

async function listen(app: Express): Promise<void> {
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  world = await openTestWorld();
  // The stub stands for Remix: it echoes what reached it.
  const remixHandler = (req: { method: string; path: string; headers: Record<string, string> }, res: { json(b: unknown): void }) =>
    res.json({ reached: true, method: req.method, path: req.path, ip: req.headers['x-iprenew-client-ip'] ?? null });
  await listen((await createServer({ production: true, config, adminDistDir: '/nonexistent', buildDir: '/nonexistent', remixHandler: remixHandler as never })).app);
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await world?.close();
});

describe('origin check', () => {
  it('refuses cross-origin mutations and allows same-origin, APP_URL and header-less ones', async () => {
    const post = (headers: Record<string, string>, path = '/login') => fetch(`${url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body: 'x=1' });
    const evil = await post({ Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(await evil.text()).toBe('This request came from another site and was refused.');
    const evilApi = await post({ Origin: 'https://evil.example' }, '/api/admin/customers');
    expect(evilApi.status).toBe(403);
    expect(await evilApi.json()).toEqual({ message: 'This request came from another site and was refused.' });
    expect((await post({ Origin: 'null' })).status).toBe(403);
    expect((await post({ Referer: 'https://evil.example/page' })).status).toBe(403);
    for (const headers of [{ Origin: url }, { Origin: 'https://portal.example' }, { Referer: `${url}/login` }, {}] as Record<string, string>[]) {
      const ok = await post(headers);
      expect(ok.status, JSON.stringify(headers)).toBe(200);
      expect((await ok.json()).reached).toBe(true);
    }
    // GETs are never refused.
    expect((await fetch(`${url}/`, { headers: { Origin: 'https://evil.example' } })).status).toBe(200);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect(isAllowedOrigin({ method, origin: 'https://evil.example', referer: null, allowedOrigins: [url] })).toBe(false);
    }
  });

  it('hands Remix the socket address, never a client-supplied one', async () => {
    const response = await fetch(`${url}/`, { headers: { 'x-iprenew-client-ip': '6.6.6.6' } });
    expect((await response.json()).ip).toBe('127.0.0.1');
  });
});

describe('TRUST_PROXY (ADR 020)', () => {
  /** The address Remix is handed for a request from 127.0.0.1 carrying `forwarded`, under TRUST_PROXY=`trust`. */
  async function seenIp(trust: string | undefined, forwarded: string): Promise<string> {
    const env = { APP_ENV: 'test', DATABASE_URL: 'sqlite::memory:', ...(trust === undefined ? {} : { TRUST_PROXY: trust }) };
    const proxied = loadConfig(env as unknown as NodeJS.ProcessEnv);
    const echo = (req: { headers: Record<string, string> }, res: { json(b: unknown): void }) => res.json({ ip: req.headers['x-iprenew-client-ip'] ?? null });
    const { app } = await createServer({ production: true, config: proxied, adminDistDir: '/nonexistent', buildDir: '/nonexistent', remixHandler: echo as never });
    const listening = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
    try {
      const port = (listening.address() as AddressInfo).port;
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'X-Forwarded-For': forwarded } });
      return (await response.json()).ip as string;
    } finally {
      await new Promise<void>((resolve) => listening.close(() => resolve()));
    }
  }

  it('by default trusts no proxy: the socket address, whatever X-Forwarded-For says', async () => {
    expect(await seenIp(undefined, '203.0.113.9')).toBe('127.0.0.1');
  });

  it('a trusted proxy (address, CIDR or hop count) hands over the forwarded client address', async () => {
    expect(await seenIp('127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await seenIp('127.0.0.0/8, 10.0.0.0/8', '203.0.113.9')).toBe('203.0.113.9');
    expect(await seenIp('1', '203.0.113.9')).toBe('203.0.113.9');
  });

  it("a client's forged entries are ignored: only the address the trusted proxy saw counts", async () => {
    // The client wrote 6.6.6.6 itself; the trusted proxy appended the address it saw.
    expect(await seenIp('127.0.0.1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await seenIp('1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('a header from a sender that is not a trusted proxy is ignored', async () => {
    expect(await seenIp('10.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
    expect(await seenIp('192.168.0.0/16', '203.0.113.9')).toBe('127.0.0.1');
  });
});

describe(`maintenance middleware (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('passes everything while off', async () => {
    expect((await fetch(`${url}/faq`)).status).toBe(200);
  });

  it('answers pages 503 with the translated page, APIs 503 JSON, and lets the way in through', async () => {
    await Configuration.writeValue('maintenance', true);
    try {
      const page = await fetch(`${url}/faq`);
      expect(page.status).toBe(503);
      expect(page.headers.get('Content-Type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('503 Maintenance Mode');
      expect(html).not.toContain('<script');
      expect(page.headers.get('Content-Security-Policy')).toBeTruthy();

      const chinese = await fetch(`${url}/?lng=cn`);
      expect(chinese.status).toBe(503);
      expect(await chinese.text()).toContain('503 系统维护中');

      const api = await fetch(`${url}/api/admin/customers`);
      expect(api.status).toBe(503);
      expect(await api.json()).toEqual({ message: '503 Maintenance Mode' });
      expect((await fetch(`${url}/dashboard/overview.data`)).status).toBe(503);

      for (const path of ['/login', '/webadmin', '/logout', '/maintenance', '/api/admin/auth/login', '/api/admin/auth/me', '/api/admin/maintenance', '/login.data']) {
        const response = await fetch(`${url}${path}`);
        expect(response.status, path).toBe(200);
      }
      expect((await fetch(`${url}/maintenance.css`)).headers.get('Content-Type')).toContain('text/css');
      // Provider webhooks still reach their handler (which refuses an unsigned call itself).
      const webhook = await fetch(`${url}/webhooks/stripe`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
      expect(webhook.status).not.toBe(503);

      // A super admin (also while impersonating) still reaches everything; an admin does not.
      const sa = await buildStaff(ROLE.SUPER_ADMIN);
      const admin = await buildStaff(ROLE.ADMIN);
      const member = await buildCustomer();
      expect((await fetch(`${url}/api/admin/customers`, { headers: { Cookie: await signedInCookie(sa) } })).status).toBe(200);
      expect((await fetch(`${url}/dashboard/overview`, { headers: { Cookie: await signedInCookie(member, sa.id) } })).status).toBe(200);
      expect((await fetch(`${url}/api/admin/customers`, { headers: { Cookie: await signedInCookie(admin) } })).status).toBe(503);
    } finally {
      await Configuration.writeValue('maintenance', false);
    }
    expect((await fetch(`${url}/faq`)).status).toBe(200);
  });

  it('reads the flag and the offered languages once per request, in one statement that the page loaders share', async () => {
    // This handler stands for the page's loaders: it reads both settings under the request's id.
    const loaders = async (req: { url: string; headers: Record<string, string> }, res: { json(b: unknown): void }) => {
      const request = new Request(`http://127.0.0.1${req.url}`, { headers: { [REQUEST_ID_HEADER]: req.headers[REQUEST_ID_HEADER]! } });
      res.json({ maintenance: await maintenanceOn(request), languages: await requestLanguages(request) });
    };
    const app = (await createServer({ production: true, config, adminDistDir: '/nonexistent', buildDir: '/nonexistent', remixHandler: loaders as never })).app;
    const shared = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => shared.once('listening', () => resolve()));
    try {
      const sharedUrl = `http://127.0.0.1:${(shared.address() as AddressInfo).port}`;
      await Configuration.writeValue('languages_offered', { site: ['en', 'bm'], dashboard: ['en'], console: ['en', 'cn'] });
      let answer: unknown;
      expect(await queriesOf(async () => void (answer = await (await fetch(`${sharedUrl}/faq`)).json()))).toBe(1);
      expect(answer).toEqual({ maintenance: false, languages: ['en', 'bm'] });
      expect(await queriesOf(async () => void (answer = await (await fetch(`${sharedUrl}/dashboard/x`)).json()))).toBe(1);
      expect(answer).toEqual({ maintenance: false, languages: ['en'] });
    } finally {
      await Configuration.destroy({ where: { key: 'languages_offered' } });
      await new Promise<void>((resolve) => shared.close(() => resolve()));
    }
  });

  it('names the exempt paths', () => {
    expect(isMaintenanceExempt('/admin')).toBe(true);
    expect(isMaintenanceExempt('/admin/customers')).toBe(true);
    expect(isMaintenanceExempt('/login/')).toBe(true);
    expect(isMaintenanceExempt('/api/admin/auth/logout')).toBe(true);
    expect(isMaintenanceExempt('/api/admin/maintenance')).toBe(true);
    expect(isMaintenanceExempt('/api/admin/maintenance-x')).toBe(false);
    expect(isMaintenanceExempt('/administrator')).toBe(false);
    expect(isMaintenanceExempt('/register')).toBe(false);
  });
});
