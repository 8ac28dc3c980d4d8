import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_PAGE_NAMESPACES } from '~/components/errors/ErrorContent';
import { CLIENT_NAMESPACES } from '~/i18n';
import { SHELL_NAMESPACES } from '~/lib/page-catalogue';
import { APP_DIR, appRoutes, declaredIn, namespacesUsedBy, rendersPage, type RouteEntry } from './route-namespaces';

/**
 * A page carries only the namespaces its routes declare in `handle.i18n` (ADR 068), so a route that
 * renders a key of a namespace neither it, its parents nor the shell declare would show that key
 * after a client-side navigation. Statically (imports followed through app/): every namespace a page
 * route's modules name is declared on its way from the root. The error page waits for its own.
 */
const ERROR_PAGE = path.join(APP_DIR, 'components/errors/ErrorContent.tsx');
const routes = appRoutes();
const byId = new Map(routes.map((route) => [route.id, route]));

const declared = (route: RouteEntry) => declaredIn(route.file, SHELL_NAMESPACES);

describe('each page route declares the catalogue namespaces it renders (handle.i18n)', () => {
  it('finds the page routes', () => {
    const pages = routes.filter((route) => rendersPage(route.file)).map((route) => route.id);
    expect(pages).toContain('routes/dashboard+/_customer+/orders');
    expect(pages).toContain('routes/_public+/_index');
    expect(pages.length).toBeGreaterThan(40);
  });

  it('declares only namespaces the browser may get', () => {
    const unknown: string[] = [];
    for (const route of routes) for (const ns of declared(route)) if (!(CLIENT_NAMESPACES as readonly string[]).includes(ns)) unknown.push(`${route.id}: ${ns}`);
    expect(unknown).toEqual([]);
  });

  it('names no namespace outside its own, its parents\' and the shell\'s', () => {
    const missing: string[] = [];
    for (const route of routes) {
      if (!rendersPage(route.file)) continue;
      const available = new Set<string>(SHELL_NAMESPACES);
      for (let at: RouteEntry | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
        for (const ns of declared(at)) available.add(ns);
      }
      for (const [ns, where] of namespacesUsedBy(path.join(APP_DIR, route.file), [ERROR_PAGE])) {
        if (!available.has(ns)) missing.push(`${route.id} needs '${ns}' (named in ${where})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the error page waits for every namespace it renders', () => {
    const used = [...namespacesUsedBy(ERROR_PAGE).keys()];
    expect(used.filter((ns) => !ERROR_PAGE_NAMESPACES.includes(ns))).toEqual([]);
  });

  it('reads what the routes declare and name (the check itself works)', () => {
    const orders = byId.get('routes/dashboard+/_customer+/orders')!;
    expect([...namespacesUsedBy(path.join(APP_DIR, orders.file)).keys()]).toContain('orders');
    expect(declared(orders)).toContain('orders');
    expect(declared(byId.get('routes/dashboard+/_agent+/jobs.$type.$id')!)).toContain('jobs');
    expect(declared(byId.get('root')!)).toEqual([...SHELL_NAMESPACES]);
  });
});
