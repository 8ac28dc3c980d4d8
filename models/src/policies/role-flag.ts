import { ROLE, type RoleId } from '../constants/index';
import { ROUTES } from './routes';

/**
 * The stored role flag (ACC-1, ACC-3, ACC-5, ACC-6, ACC-35, ACL-5, ACL-18, ⚑AMB-11, ⚑AMB-12, ADR 011).
 * Browser-safe. The legacy portal kept "the stored role" on the visitor's device; here it is the `role`
 * cookie, written by the web server on page visits (remix-app/server/role-flag.ts) and read by the
 * page guard:
 *  - the login variants store their role: /login and /login?role=client 4, ?role=agent 3,
 *    ?role=accountant 5 (and the /client, /agent, /accountant aliases); /webadmin stores 2 (staff:
 *    super admins and admins sign in there; both reach the console);
 *  - the pending-verification page stores 4 (ACC-35);
 *  - ⚑AMB-12: a first visit to any other public or role-flag page stores 4 when no role is stored,
 *    so deep links to the FAQ, the terms or the news never bounce;
 *  - a protected page opened with neither a session nor a stored role goes to Main Page (ACL-5).
 */

export const ROLE_IDS: readonly RoleId[] = Object.values(ROLE);

/** A stored value read back as a role id, or null when it is not one. */
export function asStoredRole(value: unknown): RoleId | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d$/.test(value) ? Number(value) : NaN;
  return (ROLE_IDS as readonly number[]).includes(id) ? (id as RoleId) : null;
}

const LOGIN_QUERY_ROLES: Record<string, RoleId> = { client: ROLE.MEMBER, agent: ROLE.AGENT, accountant: ROLE.ACCOUNTANT };

/** Pages whose visit always stores their role, whatever was stored before. */
const FIXED_ROLE_PAGES: Record<string, RoleId> = {
  '/client': ROLE.MEMBER,
  '/agent': ROLE.AGENT,
  '/accountant': ROLE.ACCOUNTANT,
  '/webadmin': ROLE.ADMIN,
  '/account/verify': ROLE.MEMBER,
};

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/\/:[A-Za-z_]+\?/g, '(?:/[^/]+)?').replace(/:[A-Za-z_]+/g, '[^/]+')}$`);

/** Public and role-flag Remix pages (not sign-out, which is an action). */
const OPEN_PAGES = ROUTES.filter((route) => route.app === 'remix' && route.key !== 'logout' && !Array.isArray(route.access)).map(
  (route) => patternOf(route.path),
);

/** The page path of a document or single-fetch data URL ('/faq.data' → '/faq', '/x/' → '/x'). */
export function pagePath(pathname: string): string {
  const bare = pathname === '/_root.data' ? '/' : pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare || '/';
}

/** Whether the path is a public or role-flag page of the policies (ACL-17, ACL-18). */
export function isOpenPage(pathname: string): boolean {
  const path = pagePath(pathname);
  return OPEN_PAGES.some((pattern) => pattern.test(path));
}

/**
 * The role a GET of this page stores, or null when the visit stores nothing (the stored role stays).
 * `query` is the URL's search parameters; `stored` the role stored so far (null: none).
 */
export function roleStoredByVisit(pathname: string, query: URLSearchParams, stored: RoleId | null): RoleId | null {
  const path = pagePath(pathname);
  let role: RoleId | null = null;
  if (path === '/login') {
    const asked = query.get('role');
    // ⚑AMB-11: no role (or an empty one) is the customer login; an unknown role is a 404 (ACC-2).
    role = asked === null || asked === '' ? ROLE.MEMBER : (LOGIN_QUERY_ROLES[asked] ?? null);
  } else if (Object.hasOwn(FIXED_ROLE_PAGES, path)) {
    role = FIXED_ROLE_PAGES[path]!;
  } else if (stored === null && isOpenPage(path)) {
    role = ROLE.MEMBER;
  }
  return role !== null && role !== stored ? role : null;
}
