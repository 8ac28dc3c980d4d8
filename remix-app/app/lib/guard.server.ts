import { redirect } from '@remix-run/node';
import {
  findRoute,
  landingPathFor,
  loginPathFor,
  ROLE,
  USER_STATUS,
  usesConsole,
  type RouteEntry,
  type User,
} from '@iprenew/models';
import { destroyUserSessions, isAppError, onboardingStep, type Actor, type SessionImpersonator } from '@iprenew/models';
import { maintenanceOn } from './maintenance-flag.server';
import { actorFor } from './actor.server';
import { getCurrentSession, isSuperAdminSession, logoutResponse, redirectAcrossApps, redirectWithFlash, sessionToken, type FlashMessage } from './session.server';
import { readStoredRole } from './role-flag.server';

/**
 * The guard of signed-in Remix pages (ACL-4..8, ACC-41..46, DESIGN §4). Order:
 *  1. maintenance (SYS-3): while on, everyone but a signed-in super admin (also while impersonating)
 *     goes to the 503 page;
 *  2. signed in (ACL-6): else to the login of the route's role (flash 'auth:session_expired' when a
 *     session cookie was sent but its session is gone); a visitor with neither a session cookie nor a
 *     stored role flag goes to Main Page (ACL-5, ADR 011; the flag is written by server/role-flag.ts);
 *  3. role allowed (ACL-7): else 404 — or the Dashboard where the table says so (⚑AMB-21); staff
 *     (1, 2, 5) who are not impersonating go to the console (/admin);
 *  4. status rules: 0/2 → logout to /account/verify?email=… (ACC-41); 999 → every session of the user
 *     revoked, logout to the role's login with 'auth:blocked' (ACC-42); 4 without impersonation →
 *     /dashboard/user/profile (ACC-43, ACC-71); 5 → agent with an incomplete address → profile, else
 *     /dashboard/user/change/password (ACC-46, ACC-47). The profile and password pages are allowed.
 *     Status 5 is not enforced while an admin impersonates (the admin must not be forced to change
 *     the user's password; ACC-71 reasoning).
 * Every refusal is thrown (a redirect or a Response), so a loader just awaits requirePage.
 */

export const MAINTENANCE_PATH = '/maintenance';
export const PROFILE_PATH = '/dashboard/user/profile';
export const CHANGE_PASSWORD_PATH = '/dashboard/user/change/password';
export const DASHBOARD_PATH = '/dashboard/overview';
/** Main Page (PUB-1): where ACL-5 sends a visitor without a stored role. */
export const MAIN_PAGE_PATH = '/';

const ONBOARDING_KEYS = new Set(['dashboard.user.profile', 'dashboard.user.change.password']);

export interface PageAuth {
  user: User;
  impersonator: SessionImpersonator | null;
  token: string;
  /** The actor the domain operations take (lib/actor.server). */
  actor: Actor;
}

/**
 * The login page for a signed-in route: the role's own login when only agents or only members may
 * open it; on a route both open, the agent login when the stored role flag is the agent's, else the
 * customer login (⚑AMB-11).
 */
export function loginPathForRoute(route: RouteEntry, storedRole: number | null = null): string {
  if (route.app === 'console') return '/webadmin';
  if (!Array.isArray(route.access)) return '/login';
  const remixRoles = (route.access as readonly number[]).filter((r) => r === ROLE.AGENT || r === ROLE.MEMBER);
  if (remixRoles.length === 1) return loginPathFor(remixRoles[0]);
  if (storedRole === ROLE.AGENT && remixRoles.includes(ROLE.AGENT)) return loginPathFor(ROLE.AGENT);
  return '/login';
}

/** Where an onboarding step sends the user (null when the status imposes nothing). */
export function onboardingPathFor(user: Pick<User, 'status_id' | 'role_id' | 'address_1' | 'poscode' | 'city' | 'state_id' | 'country_id'>, impersonating: boolean): string | null {
  const step = onboardingStep(user, impersonating);
  return step === 'profile' ? PROFILE_PATH : step === 'change-password' ? CHANGE_PASSWORD_PATH : null;
}

const isUnverified = (statusId: number) => statusId === USER_STATUS.UNVERIFIED || statusId === USER_STATUS.UNVERIFIED_LEGACY;

export function notFound(): Response {
  return new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

/** Pages of one record: an AppError 404 from the domain becomes the 404 page. */
export async function or404<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isAppError(error) && error.status === 404) throw notFound();
    throw error;
  }
}

export async function requirePage(request: Request, routeKey: string): Promise<PageAuth> {
  const route = findRoute(routeKey);
  if (!route) throw new Error(`requirePage: unknown route key "${routeKey}"`);
  return requireRoute(request, route);
}

/**
 * The same guard for a signed-in route that is not a page of the ACL table (e.g. an authorised
 * file download, G-45): `route` describes its roles; the caller still checks record ownership.
 */
export async function requireRoute(request: Request, route: RouteEntry): Promise<PageAuth> {
  const routeKey = route.key;
  const current = await getCurrentSession(request);

  // 1. Maintenance.
  if ((await maintenanceOn(request)) && !isSuperAdminSession(current)) throw redirect(MAINTENANCE_PATH);

  if (route.access === 'public' || route.access === 'role-flag') {
    throw new Error(`requirePage: "${routeKey}" is public; use optionalUser`);
  }

  // 2. Signed in.
  if (!current) {
    const hadCookie = (await sessionToken(request)) !== null;
    const storedRole = await readStoredRole(request);
    // ACL-5: no session and no stored role → Main Page.
    if (!hadCookie && storedRole === null) throw redirect(MAIN_PAGE_PATH);
    const to = loginPathForRoute(route, storedRole);
    if (hadCookie) throw await logoutResponse(request, to, { type: 'error', message: 'auth:session_expired' });
    throw redirect(to);
  }
  const { user, impersonator, token } = current;

  // 3. Role allowed.
  if (!(route.access as readonly number[]).includes(user.role_id)) {
    if (route.app === 'remix' && usesConsole(user.role_id)) throw redirectAcrossApps(landingPathFor(user.role_id));
    if (route.denied === 'dashboard') throw redirect(DASHBOARD_PATH);
    throw notFound();
  }

  // 4. Status rules.
  if (user.status_id === USER_STATUS.BLOCKED) {
    await destroyUserSessions(user.id);
    throw await logoutResponse(request, loginPathFor(user.role_id), { type: 'error', message: 'auth:blocked' });
  }
  if (isUnverified(user.status_id)) {
    const message: FlashMessage = { type: 'error', message: 'auth:unverified', params: { email: user.email } };
    throw await logoutResponse(request, `/account/verify?email=${encodeURIComponent(user.email)}`, message);
  }
  const onboarding = onboardingPathFor(user, impersonator !== null);
  if (onboarding && !ONBOARDING_KEYS.has(route.key)) throw redirect(onboarding);

  return { user, impersonator, token, actor: actorFor(user, impersonator, request) };
}

/**
 * The signed-in user for public pages (navbar, ACC-4 "signed-in users go to the dashboard"), or null.
 * Blocked and unverified users count as signed out here; requirePage logs them out.
 */
export async function optionalUser(request: Request): Promise<{ user: User; impersonator: SessionImpersonator | null } | null> {
  const current = await getCurrentSession(request);
  if (!current) return null;
  if (current.user.status_id === USER_STATUS.BLOCKED || isUnverified(current.user.status_id)) return null;
  return { user: current.user, impersonator: current.impersonator };
}

/** ACC-4: a signed-in user who opens a login page goes to their landing (Dashboard or /admin). */
export async function redirectIfSignedIn(request: Request): Promise<void> {
  const current = await optionalUser(request);
  if (current) throw redirectAcrossApps(landingPathFor(current.user.role_id));
}

/** Redirect helpers carrying a flash message (re-exported for route modules). */
export { redirectWithFlash };
