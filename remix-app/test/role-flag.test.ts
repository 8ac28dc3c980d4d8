import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { loadConfig } from '@iprenew/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../server';
import { parseStoredRole } from '~/lib/role-flag.server';

/**
 * The role flag in front of every page (server/role-flag.ts, ADR 011): which answers store which
 * role. The page guard's side (ACL-5) is in test/auth/guard.test.ts; the real pages in the access matrix.
 */
const config = loadConfig({ APP_ENV: 'test', DATABASE_URL: 'sqlite::memory:' } as unknown as NodeJS.ProcessEnv);

let server: Server;
let url: string;

beforeAll(async () => {
  const remixHandler = (_req: unknown, res: { type(t: string): { send(b: string): void } }) => res.type('html').send('<p>page</p>');
  const { app } = await createServer({ production: true, config, buildDir: '/nonexistent', remixHandler: remixHandler as never, maintenance: { isOn: async () => false } });
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The role the answer stores (null: no `role` Set-Cookie) and the cookie pair to send back. */
async function visit(path: string, cookie?: string, method = 'GET'): Promise<{ stored: number | null; pair: string | undefined }> {
  const response = await fetch(`${url}${path}`, { method, headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
  await response.arrayBuffer();
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('role='));
  return { stored: setCookie ? await parseStoredRole(setCookie.split(';')[0]) : null, pair: setCookie?.split(';')[0] };
}

describe('the stored role flag on the wire', () => {
  it('a first visit to an informational page stores role 4, and the next visit keeps it', async () => {
    const first = await visit('/faq');
    expect(first.stored).toBe(4);
    expect(first.pair).toBeDefined();
    expect(await visit('/faq', first.pair)).toEqual({ stored: null, pair: undefined });
    expect((await visit('/news-content/3')).stored).toBe(4);
    expect((await visit('/tnc.data')).stored).toBe(4);
  });

  it('the cookie is httpOnly, Lax, site-wide and lasts a year', async () => {
    const response = await fetch(`${url}/aboutus`);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('role='))!;
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=31536000/);
  });

  it('login variants store their role over another one; a public page never replaces it', async () => {
    const agent = await visit('/login?role=agent');
    expect(agent.stored).toBe(3);
    expect((await visit('/faq', agent.pair)).stored).toBeNull();
    expect((await visit('/login', agent.pair)).stored).toBe(4);
    expect((await visit('/login?role=accountant', agent.pair)).stored).toBe(5);
    expect((await visit('/webadmin', agent.pair)).stored).toBe(2);
    expect((await visit('/account/verify?email=a%40b.test', agent.pair)).stored).toBe(4);
  });

  it('sign-in posts, protected pages, the console and APIs store nothing', async () => {
    expect((await visit('/login?role=agent', undefined, 'POST')).stored).toBeNull();
    for (const path of ['/dashboard/overview', '/admin/customers', '/api/admin/customers', '/unknown/page']) {
      expect((await visit(path)).stored, path).toBeNull();
    }
  });
});
