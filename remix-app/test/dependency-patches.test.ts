import { createRequire } from 'node:module';
import { Sequelize } from 'sequelize';
import { afterAll, describe, expect, it } from 'vitest';
import type * as Router from '@remix-run/router';
import { patchDependencies } from '../../scripts/patch-dependencies.mjs';

/**
 * ADR 082: the installed dependencies carry the three patches, and none changes an answer — the
 * server's (CommonJS) router matches exactly as the unpatched browser build does, and a failed SQLite
 * statement still reports its stack while a successful one no longer formats it.
 */
const require = createRequire(import.meta.url);
const patched = require('@remix-run/router') as typeof Router;
// The browser's (ESM) build of the router, which the patches leave alone: the reference answers.
const reference = (await import('@remix-run/router/dist/router.js')) as unknown as typeof Router;

describe('dependency patches (ADR 082)', () => {
  it('are all in place after npm install', () => {
    expect(patchDependencies({ check: true })).toEqual([]);
  });

  describe('the server build of @remix-run/router', () => {
    const tree = () => [
      {
        id: 'root',
        path: '',
        children: [
          { id: 'home', index: true },
          { id: 'news', path: 'news' },
          { id: 'news-item', path: 'news/:slug' },
          { id: 'dashboard', path: 'dashboard', children: [{ id: 'overview', path: 'overview' }, { id: 'ip', path: 'ip/detail/:id' }, { id: 'optional', path: 'orders/:page?' }, { id: 'rest', path: '*' }] },
          { id: 'Case', path: 'CaseSensitive', caseSensitive: true },
          { id: 'files', path: 'files/*' },
        ],
      },
    ];
    const paths = ['/', '/news', '/news/', '/news/a%2Fb', '/NEWS/x', '/dashboard/overview', '/dashboard/ip/detail/17', '/dashboard/orders', '/dashboard/orders/3', '/dashboard/zz/yy', '/CaseSensitive', '/casesensitive', '/files/a/b.pdf', '/nowhere', '/dashboard'];
    const answer = (matches: ReturnType<typeof reference.matchRoutes>) => matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase })) ?? null;

    it('matches every path as the unpatched build does, again and again, on one tree and on another', () => {
      const routes = tree();
      for (let round = 0; round < 3; round += 1) {
        for (const path of paths) expect(answer(patched.matchRoutes(routes, path)), path).toEqual(answer(reference.matchRoutes(tree(), path)));
      }
      // A different tree (object) is flattened on its own: nothing of the first one's branches leaks in.
      const other = [{ id: 'only', path: 'news/:id' }];
      expect(answer(patched.matchRoutes(other, '/news/9'))).toEqual([{ id: 'only', params: { id: '9' }, pathname: '/news/9', base: '/news/9' }]);
      expect(patched.matchRoutes(other, '/dashboard/overview')).toBeNull();
    });

    it('matches a path pattern as the unpatched build does, case and end included', () => {
      const patterns = ['/x/:y', { path: '/x/:y', caseSensitive: true, end: true }, { path: '/x', caseSensitive: false, end: false }, '/files/*', '/a/:b?'];
      for (const pattern of patterns) {
        for (const path of ['/x/1', '/X/2', '/x/1/more', '/files/a/b', '/a', '/a/c']) {
          expect(patched.matchPath(pattern, path), `${JSON.stringify(pattern)} ${path}`).toEqual(reference.matchPath(pattern, path));
        }
      }
    });
  });

  describe('Sequelize on SQLite', () => {
    const sequelize = new Sequelize({ dialect: 'sqlite', storage: ':memory:', logging: false });
    afterAll(() => sequelize.close());

    it('formats no stack for a statement that succeeds', async () => {
      await sequelize.query('SELECT 1'); // connection opened
      const original = Error.prepareStackTrace;
      let formatted = 0;
      Error.prepareStackTrace = (error, frames) => {
        formatted += 1;
        return original ? original(error, frames) : `${error}`;
      };
      try {
        for (let i = 0; i < 5; i += 1) await sequelize.query('SELECT 1 AS one');
      } finally {
        Error.prepareStackTrace = original;
      }
      expect(formatted).toBe(0);
    });

    it('still gives a failed statement the stack of where it was run', async () => {
      const error = (await sequelize.query('SELECT * FROM no_such_table').catch((e: unknown) => e)) as Error & { name: string };
      expect(error.name).toBe('SequelizeDatabaseError');
      expect(error.message).toMatch(/no such table/);
      expect(error.stack).toMatch(/sqlite[\\/]query\.js/);
    });
  });
});
