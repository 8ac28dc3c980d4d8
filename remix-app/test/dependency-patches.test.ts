import { createRequire } from 'node:module';
import { Sequelize } from 'sequelize';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type * as Router from '@remix-run/router';
import { patchDependencies } from '../../scripts/patch-dependencies.mjs';

/**
 * ADR 082: the installed dependencies carry the patches, and none changes an answer — the server's
 * (CommonJS) router matches exactly as the unpatched browser build does; Remix's server render makes
 * its route tree once per build and still renders each page's own routes (and a swapped module); a
 * failed SQLite statement still reports its stack while a successful one no longer formats it.
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

    it('gives each call its own matches, and stays right past the paths it keeps per tree', () => {
      const routes = tree();
      const first = patched.matchRoutes(routes, '/dashboard/ip/detail/17');
      expect(first?.map((m) => m.params)).toEqual(reference.matchRoutes(tree(), '/dashboard/ip/detail/17')?.map((m) => m.params));
      // One params object per answer, shared by its matches (as the unpatched build makes them)…
      expect(new Set(first?.map((m) => m.params)).size).toBe(1);
      // …and none shared with the next answer: a caller changing its matches changes no other call's.
      (first![0]!.params as Record<string, string>).id = 'changed';
      first![1]!.pathname = '/changed';
      const again = patched.matchRoutes(routes, '/dashboard/ip/detail/17');
      expect(answer(again)).toEqual(answer(reference.matchRoutes(tree(), '/dashboard/ip/detail/17')));
      expect(again?.[0]?.params).not.toBe(first?.[0]?.params);
      // More distinct paths than are kept (1,000 per tree): each still matched as the unpatched build does.
      for (let id = 0; id < 2500; id += 1) {
        const path = id % 2 ? `/dashboard/ip/detail/${id}` : `/news/item-${id}`;
        expect(answer(patched.matchRoutes(routes, path)), path).toEqual(answer(reference.matchRoutes(tree(), path)));
      }
      expect(answer(patched.matchRoutes(routes, '/dashboard/ip/detail/17'))).toEqual(answer(reference.matchRoutes(tree(), '/dashboard/ip/detail/17')));
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

  describe("Remix's server render (@remix-run/react, react-router-dom/server)", () => {
    type Component = () => unknown;
    const React = require('react') as typeof import('react');
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
    const remix = require('@remix-run/react') as typeof import('@remix-run/react');
    const remixRoutes = require('@remix-run/react/dist/routes.js') as { createServerRoutes: (...args: unknown[]) => unknown };
    const router = require('@remix-run/router') as typeof Router & { UNSAFE_convertRoutesToDataRoutes: (...args: unknown[]) => unknown };
    const h = React.createElement;

    const route = (id: string, path: string | undefined, parentId?: string) => ({ id, path, parentId, index: path === undefined ? true : undefined, hasLoader: false, hasAction: false, hasClientLoader: false, hasClientAction: false, hasErrorBoundary: false, module: `/assets/${id}.js`, imports: [] });
    // One build: its manifest (the object Remix hands every render) and its route modules.
    const manifest = {
      entry: { module: '/assets/entry.js', imports: [] },
      url: '/assets/manifest.js',
      version: 'test',
      routes: { root: route('root', ''), home: route('home', undefined, 'root'), news: route('news', 'news', 'root'), item: route('item', 'news/:id', 'root'), faq: route('faq', 'faq', 'root') },
    };
    const page = (name: string): Component => () => h('p', null, name);
    const modules = (): Record<string, { default: Component }> => ({
      root: { default: () => h('main', null, h(remix.Outlet), h(remix.Scripts)) },
      home: { default: page('home page') },
      news: { default: page('news page') },
      item: { default: () => h('p', null, `item ${remix.useParams().id}`) },
      faq: { default: page('faq page') },
    });
    const handler = router.createStaticHandler([{ id: 'root', path: '', children: [{ id: 'home', index: true }, { id: 'news', path: 'news' }, { id: 'item', path: 'news/:id' }, { id: 'faq', path: 'faq' }] }]);
    const future = { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_singleFetch: false, v3_lazyRouteDiscovery: true, unstable_optimizeDeps: false };

    async function render(path: string, routeModules: Record<string, { default: Component }>): Promise<string> {
      const url = `http://localhost${path}`;
      const staticHandlerContext = await handler.query(new Request(url));
      if (staticHandlerContext instanceof Response) throw new Error('unexpected response');
      const context = { manifest, routeModules, staticHandlerContext, serverHandoffString: '{}', future, isSpaMode: false, serializeError: (error: Error) => ({ message: error.message }) };
      return renderToString(h(remix.RemixServer, { context: context as never, url }));
    }

    afterEach(() => vi.restoreAllMocks());

    it('makes the route tree and its data routes once, and renders each page with its own routes', async () => {
      const built = modules();
      await render('/', built); // the build's first page makes the tree (or an earlier test did)
      const made = vi.spyOn(remixRoutes, 'createServerRoutes');
      const converted = vi.spyOn(router, 'UNSAFE_convertRoutesToDataRoutes');
      const pages = await Promise.all(['/', '/news', '/news/7', '/faq', '/news/8', '/'].map((path) => render(path, { ...built })));
      expect(pages.map((html) => html.match(/<p>([^<]*)<\/p>/)?.[1])).toEqual(['home page', 'news page', 'item 7', 'faq page', 'item 8', 'home page']);
      expect(made).not.toHaveBeenCalled();
      expect(converted).not.toHaveBeenCalled();
      // Each page's inlined manifest names its own routes (its matches and its parents' paths' matches).
      expect(pages[2]).toContain('"item":{"id":"item"');
      expect(pages[2]).not.toContain('"faq":{"id":"faq"');
      expect(pages[3]).toContain('"faq":{"id":"faq"');
      expect(pages[3]).not.toContain('"item":{"id":"item"');
    });

    it('makes the tree again when a route module is swapped (a new build, HMR in development)', async () => {
      const made = vi.spyOn(remixRoutes, 'createServerRoutes');
      const html = await render('/news', { ...modules(), news: { default: page('new news page') } });
      expect(html).toContain('<p>new news page</p>');
      expect(made).toHaveBeenCalled();
    });

    it('inlines the route manifest without indentation, as JSON the browser reads the same', async () => {
      const html = await render('/news/7', modules());
      const inlined = /window\.__remixManifest = (.*);\n/.exec(html)?.[1] ?? '';
      expect(inlined).not.toMatch(/\n|": /);
      const { root, home, news, item } = manifest.routes;
      expect(JSON.parse(inlined)).toEqual(JSON.parse(JSON.stringify({ ...manifest, routes: { root, item, home, news } })));
    });
  });

  describe("Remix's inlined loader data (single fetch)", () => {
    const React = require('react') as typeof import('react');
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
    const { StreamTransfer } = require('@remix-run/react/dist/single-fetch.js') as { StreamTransfer: (props: Record<string, unknown>) => unknown };
    const { runInNewContext } = require('node:vm') as typeof import('node:vm');

    /** The scripts StreamTransfer renders for one chunk of loader data, and what a browser's enqueue receives from them. */
    function transfer(value: string): { html: string; received: unknown[] } {
      // The chunk already read (as React would find it on the render after its read resolved).
      const read = Object.assign(Promise.resolve(), { result: { done: true, value } });
      const context = { renderMeta: { didRenderScripts: true, streamCache: { 0: read } } };
      const html = renderToString(React.createElement(StreamTransfer as never, { context, identifier: 0, reader: {}, textDecoder: new TextDecoder() }));
      const received: unknown[] = [];
      const window = { __remixContext: { streamController: { enqueue: (chunk: unknown) => received.push(chunk), close: () => undefined } } };
      for (const [, script] of html.matchAll(/<script>([^]*?)<\/script>/g)) runInNewContext(script ?? '', { window });
      return { html, received };
    }

    it('writes the data without escaping its double quotes, and the browser reads the same text', () => {
      const value = JSON.stringify([{ _1: 2 }, 'loaderData', 'Muhammad "Hafiz"', "Côte d'Ivoire", 'back\\slash \\" \\\'', '</script><!-- & -->', 'line\nbreak\r\t\u0000\u001f', '\u2028\u2029', '中文 😀']);
      const { html, received } = transfer(value);
      expect(received).toEqual([value]);
      const script = /<script>(window\.__remixContext\.streamController\.enqueue[^]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(script).not.toContain('\\"_1\\"');
      expect(script).toContain(`enqueue('[{"_1":2},"loaderData"`);
      // Nothing that could end the script or open a comment in the HTML, and no raw line separator.
      expect(script).not.toMatch(/<\/|<!--|[\u2028\u2029\n\r\u0000]/);
      // One byte less for each double quote of the data, one more for each apostrophe, than Remix writes.
      const { escapeHtml } = require('@remix-run/react/dist/markup.js') as { escapeHtml: (html: string) => string };
      const unpatched = `window.__remixContext.streamController.enqueue(${escapeHtml(JSON.stringify(value))});`;
      expect(script.length).toBe(unpatched.length - value.split('"').length + value.split("'").length);
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

    it('parses every value of a result by its column\'s type, finding each column\'s type once per result', async () => {
      const { DataTypes } = require('sequelize') as typeof import('sequelize');
      const Owner = sequelize.define('Owner', { name: DataTypes.STRING, joinedAt: { type: DataTypes.DATE, field: 'joined_at' } }, { tableName: 'owners', timestamps: false });
      const Item = sequelize.define(
        'Item',
        { label: DataTypes.STRING, active: DataTypes.BOOLEAN, price: DataTypes.DECIMAL(10, 2), data: DataTypes.JSON, dueOn: { type: DataTypes.DATEONLY, field: 'due_on' }, ownerId: { type: DataTypes.INTEGER, field: 'owner_id' } },
        { tableName: 'items', timestamps: false },
      );
      Item.belongsTo(Owner, { as: 'owner', foreignKey: 'ownerId' });
      await sequelize.sync({ force: true });
      const owner = await Owner.create({ name: 'Aminah', joinedAt: new Date('2024-03-05T01:30:00Z') });
      await Item.bulkCreate(Array.from({ length: 40 }, (_, i) => ({ label: `item ${i}`, active: i % 2 === 0, price: '12.50', data: { n: i }, dueOn: '2025-01-31', ownerId: i < 39 ? owner.get('id') : null })));
      const tableNames = vi.spyOn(Item, 'getTableName');
      const rows = await Item.findAll({ include: [{ model: Owner, as: 'owner' }], attributes: { include: [[sequelize.literal('1 + 1'), 'two']] }, order: [['id', 'ASC']] });
      // Once per column of the item (not once per value of the 40 rows).
      expect(tableNames.mock.calls.length).toBeLessThanOrEqual(10);
      const first = rows[0]!.get({ plain: true }) as Record<string, unknown> & { owner: Record<string, unknown> };
      expect(first).toMatchObject({ label: 'item 0', active: true, data: { n: 0 }, dueOn: '2025-01-31', two: 2 });
      expect(String(first.price)).toBe('12.5');
      expect(first.owner.joinedAt).toEqual(new Date('2024-03-05T01:30:00Z'));
      expect(rows[1]!.get('active')).toBe(false);
      expect(rows[39]!.get('owner')).toBeNull();
      expect(rows.map((row) => (row.get('data') as { n: number }).n)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    });

    it('asks the column types (PRAGMA table_info) for a model find, never for a raw read, and answers alike', async () => {
      const { DataTypes, QueryTypes } = require('sequelize') as typeof import('sequelize');
      const Note = sequelize.define('Note', { text: DataTypes.STRING, done: DataTypes.BOOLEAN, dueOn: { type: DataTypes.DATEONLY, field: 'due_on' } }, { tableName: 'notes', timestamps: false });
      await Note.sync({ force: true });
      await Note.bulkCreate([{ text: 'a', done: true, dueOn: '2025-01-31' }, { text: 'b', done: false, dueOn: null }]);
      const asked: string[] = [];
      const logging = (sql: string) => {
        if (/PRAGMA table_info/i.test(sql)) asked.push(sql);
      };
      const connection = (await sequelize.connectionManager.getConnection({ type: 'read' })) as unknown as { all: (sql: string, ...rest: unknown[]) => unknown };
      const all = connection.all;
      connection.all = function (this: unknown, sql: string, ...rest: unknown[]) {
        logging(sql);
        return all.call(this, sql, ...rest);
      };
      try {
        const modelRows = await Note.findAll({ order: [['id', 'ASC']] });
        expect(asked).toHaveLength(1);
        expect(modelRows.map((row) => row.get('done'))).toEqual([true, false]);
        const rawFind = await Note.findAll({ order: [['id', 'ASC']], raw: true });
        const rawQuery = await sequelize.query('SELECT `text`, `done` FROM `notes` ORDER BY `id`', { type: QueryTypes.SELECT });
        const count = await Note.count();
        expect(asked).toHaveLength(1);
        expect(rawFind.map((row) => (row as unknown as { done: number }).done)).toEqual([1, 0]);
        expect(rawQuery).toEqual([{ text: 'a', done: 1 }, { text: 'b', done: 0 }]);
        expect(count).toBe(2);
      } finally {
        connection.all = all;
      }
    });

    it('still gives a failed statement the stack of where it was run', async () => {
      const error = (await sequelize.query('SELECT * FROM no_such_table').catch((e: unknown) => e)) as Error & { name: string };
      expect(error.name).toBe('SequelizeDatabaseError');
      expect(error.message).toMatch(/no such table/);
      expect(error.stack).toMatch(/sqlite[\\/]query\.js/);
    });
  });
});
