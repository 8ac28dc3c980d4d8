import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSequelize } from '@iprenew/models';
import { buildCustomer, useTestWorld } from '@iprenew/models/testing';
import * as root from '~/root';
import * as layout from '~/routes/dashboard+/_layout';
import * as overview from '~/routes/dashboard+/_shared+/overview';
import { forgetRead, forgetRequest, oncePerRequest, REQUEST_ID_HEADER } from '~/lib/request-memo.server';
import { startHttpStack, type HttpStack } from './concurrency/http-stack';
import { signedInCookie } from './requests';

useTestWorld();

const withId = (id: string | null) => new Request('http://127.0.0.1/x', { headers: id ? { [REQUEST_ID_HEADER]: id } : {} });

describe('oncePerRequest', () => {
  it('shares its reads with another copy of the module, as the Express layer and the server bundle each load one', async () => {
    // A query makes Vite load a second, separate instance of the same file.
    const copyPath = '../app/lib/request-memo.server.ts?second-copy';
    const copy = (await import(/* @vite-ignore */ copyPath)) as typeof import('~/lib/request-memo.server');
    expect(copy.oncePerRequest).not.toBe(oncePerRequest);
    let reads = 0;
    const read = async () => (reads += 1);
    expect(await oncePerRequest('gate-then-loader', 'flag', read)).toBe(1);
    expect(await copy.oncePerRequest(withId('gate-then-loader'), 'flag', read)).toBe(1);
    // The Express layer's copy drops the finished request: the other copy's reads are gone with it.
    forgetRequest('gate-then-loader');
    expect(await copy.oncePerRequest(withId('gate-then-loader'), 'flag', read)).toBe(2);
    copy.forgetRequest('gate-then-loader');
    expect(await oncePerRequest('gate-then-loader', 'flag', read)).toBe(3);
    forgetRequest('gate-then-loader');
  });

  it('does not share a failed read: the next reader of the request reads again', async () => {
    let reads = 0;
    const failing = async () => {
      reads += 1;
      throw new Error('no connection');
    };
    await expect(oncePerRequest('failed-read', 'flag', failing)).rejects.toThrow('no connection');
    expect(await oncePerRequest(withId('failed-read'), 'flag', async () => (reads += 1))).toBe(2);
    expect(await oncePerRequest(withId('failed-read'), 'flag', async () => (reads += 1))).toBe(2);
    forgetRequest('failed-read');
  });

  it('shares one read between the Request copies of one HTTP request, and only theirs', async () => {
    let reads = 0;
    const read = async () => (reads += 1);
    const [a, b] = [withId('one'), withId('one')];
    expect(await oncePerRequest(a, 'flag', read)).toBe(1);
    expect(await oncePerRequest(b, 'flag', read)).toBe(1);
    expect(await oncePerRequest('one', 'flag', read)).toBe(1);
    expect(await oncePerRequest(withId('two'), 'flag', read)).toBe(2);
    // Without the header each Request reads for itself.
    const [c, d] = [withId(null), withId(null)];
    expect(await oncePerRequest(c, 'flag', read)).toBe(3);
    expect(await oncePerRequest(c, 'flag', read)).toBe(3);
    expect(await oncePerRequest(d, 'flag', read)).toBe(4);
    // Forgotten: read again.
    forgetRead(c, 'flag', { shared: false });
    expect(await oncePerRequest(c, 'flag', read)).toBe(5);
    forgetRead(a, 'flag', { shared: false });
    expect(await oncePerRequest(b, 'flag', read)).toBe(1);
    forgetRead(a, 'flag', { shared: true });
    expect(await oncePerRequest(b, 'flag', read)).toBe(6);
    forgetRequest('one');
    expect(await oncePerRequest(a, 'flag', read)).toBe(7);
    forgetRequest('one');
    forgetRequest('two');
  });
});

/**
 * Issue 17: through the real Express stack (its maintenance gate reading the flag), one dashboard page
 * — the root's, the layout's and the page's loaders, each on its own Request copy as Remix runs them —
 * reads the maintenance flag and the offered languages once each, the session once.
 */
describe('one HTTP request reads the shell configuration once', () => {
  let stack: HttpStack;
  beforeAll(async () => {
    const page = {
      loader: ({ request }: { request: Request }) =>
        Promise.all([root.loader, layout.loader, overview.loader].map((loader) => (loader as (args: object) => Promise<unknown>)({ request: new Request(request), params: {}, context: { cspNonce: '' } }))).then(() => ({ ok: true })),
    };
    stack = await startHttpStack([{ pattern: '/dashboard/overview', load: async () => page }], { realMaintenance: true });
  });
  afterAll(() => stack.close());

  it('/dashboard/overview', async () => {
    const cookie = await signedInCookie(await buildCustomer());
    const sequelize = getSequelize() as unknown as { options: { logging: unknown } };
    // Each statement with its bound values (the page settings' keys are bind parameters of a prepared read).
    const statements: string[] = [];
    const previous = sequelize.options.logging;
    sequelize.options.logging = (sql: string, options?: { bind?: unknown }) => statements.push(`${sql} ${JSON.stringify(options?.bind ?? [])}`);
    let status = 0;
    try {
      status = (await fetch(`${stack.url}/dashboard/overview`, { headers: { cookie } })).status;
    } finally {
      sequelize.options.logging = previous;
    }
    expect(status).toBe(200);
    const reading = (key: string) => statements.filter((sql) => sql.includes('FROM `configurations`') && sql.includes(`"${key}"`)).length;
    expect({ maintenance: reading('maintenance'), languages: reading('languages_offered'), sessions: statements.filter((sql) => sql.includes('FROM `sessions`')).length }).toEqual({ maintenance: 1, languages: 1, sessions: 1 });
  });
});
