/**
 * A static (grep-level) reading of which catalogue namespaces each page route needs, for
 * route-namespaces.test.ts (ADR 068): the route tree comes from remix-flat-routes, as vite.config.ts
 * builds it; a module's needs are the namespaces it names — `useTranslation('ns')` /
 * `useTranslation(['a', 'b'])` (`useTranslation()` is `common`), and every 'ns:key' string literal —
 * over the modules it imports from app/ (browser modules only: `*.server.ts` never render).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UNSAFE_defineRoutes as defineRoutes } from '@remix-run/dev';
import { flatRoutes } from 'remix-flat-routes';
import { CLIENT_NAMESPACES } from '~/i18n';

const here = path.dirname(fileURLToPath(import.meta.url));
export const APP_DIR = path.resolve(here, '..', '..', 'app');

export interface RouteEntry {
  id: string;
  parentId?: string;
  file: string;
  path?: string;
  index?: boolean;
}

/** The app's routes (root included), as the Remix Vite plugin sees them. */
export function appRoutes(): RouteEntry[] {
  const manifest = flatRoutes('routes', defineRoutes as never, {
    appDir: APP_DIR,
    ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}', '**/*.server.{ts,tsx}', '**/*.css'],
  }) as Record<string, RouteEntry>;
  return [{ id: 'root', file: 'root.tsx' }, ...Object.values(manifest).map((route) => ({ ...route, parentId: route.parentId ?? 'root' }))];
}

const CLIENT = new Set<string>(CLIENT_NAMESPACES);
const EXTENSIONS = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('~/')) base = path.join(APP_DIR, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

const source = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Namespaces one module names itself (see the file comment), and the app modules it imports. */
function scanModule(file: string): { namespaces: Set<string>; imports: string[] } {
  const text = source(file);
  const namespaces = new Set<string>();
  for (const match of text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")?/g)) {
    const argument = match[1];
    if (!argument) namespaces.add('common');
    else for (const ns of argument.matchAll(/['"]([a-z-]+)['"]/g)) namespaces.add(ns[1]!);
  }
  for (const match of text.matchAll(/['"`]([a-z-]+):[A-Za-z0-9_]+(?:\.[A-Za-z0-9_${}]+)*['"`]/g)) {
    if (CLIENT.has(match[1]!) || match[1] === 'users') namespaces.add(match[1]!);
  }
  const imports: string[] = [];
  for (const match of text.matchAll(/(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g)) {
    if (match[1]) continue;
    const resolved = resolveImport(file, match[2]!);
    if (resolved && !/\.server\.tsx?$/.test(resolved) && !/\.test\.tsx?$/.test(resolved)) imports.push(resolved);
  }
  return { namespaces, imports };
}

const cache = new Map<string, ReturnType<typeof scanModule>>();

/**
 * Every namespace a module and the app modules it imports (transitively) name, each with a file that
 * names it. Modules in `gated` are left out: they wait for their own namespaces (the error page).
 */
export function namespacesUsedBy(file: string, gated: readonly string[] = []): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>(gated);
  const queue = [file];
  while (queue.length) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    let scanned = cache.get(current);
    if (!scanned) cache.set(current, (scanned = scanModule(current)));
    for (const ns of scanned.namespaces) if (!found.has(ns)) found.set(ns, path.relative(APP_DIR, current));
    queue.push(...scanned.imports);
  }
  return found;
}

const HANDLE = /export\s+const\s+handle\s*=\s*(\{[^}]*\}|[A-Za-z_$][\w$]*)/;
const I18N_LIST = /i18n\s*:\s*\[([^\]]*)\]/;

/**
 * The namespaces a route module declares in `handle.i18n`, read from its source: a literal
 * (`{ i18n: ['common', 'nav'] }`) or a constant one of its imports exports the same way
 * (`JOB_PAGE_HANDLE`). The root declares the shell's (`{ i18n: SHELL_NAMESPACES }`).
 */
export function declaredIn(file: string, shell: readonly string[]): string[] {
  const full = path.join(APP_DIR, file);
  const text = source(full);
  const handle = text.match(HANDLE)?.[1];
  if (!handle) return [];
  let literal: string | undefined = handle.startsWith('{') ? handle : undefined;
  if (!literal) {
    for (const imported of scanModule(full).imports) {
      literal = source(imported).match(new RegExp(`export\\s+const\\s+${handle}\\s*=\\s*(\\{[^}]*\\})`))?.[1];
      if (literal) break;
    }
  }
  if (!literal) throw new Error(`${file}: handle ${handle} not found in its imports`);
  const list = literal.match(I18N_LIST);
  if (!list) return /i18n\s*:\s*SHELL_NAMESPACES/.test(literal) ? [...shell] : [];
  return [...list[1]!.matchAll(/['"]([a-z-]+)['"]/g)].map((m) => m[1]!);
}

/** Whether a route module renders a page (a default export), rather than answering data or files. */
export function rendersPage(file: string): boolean {
  return /export\s+default\s/.test(source(path.join(APP_DIR, file)));
}
