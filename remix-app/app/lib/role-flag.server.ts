import { createCookie, type Cookie } from '@remix-run/node';
import { asStoredRole, getConfig, roleStoredByVisit, type RoleId } from '@iprenew/models';

/**
 * The `role` cookie: the stored role flag of models/src/policies/role-flag.ts (ADR 011). It holds a
 * role id only — never an authorisation: sign-in and every permission come from the session. One year,
 * httpOnly, SameSite=Lax, Secure on https.
 */

export const ROLE_COOKIE_NAME = 'role';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

let cookie: Cookie | undefined;

export function roleCookie(): Cookie {
  cookie ??= createCookie(ROLE_COOKIE_NAME, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: getConfig().secureCookies,
    maxAge: ONE_YEAR_SECONDS,
  });
  return cookie;
}

/** The role stored in a Cookie header, or null (none, or not a role id). */
export async function parseStoredRole(cookieHeader: string | null | undefined): Promise<RoleId | null> {
  try {
    return asStoredRole(await roleCookie().parse(cookieHeader ?? null));
  } catch {
    return null;
  }
}

/** The role stored on the visitor's device, or null. */
export function readStoredRole(request: Request): Promise<RoleId | null> {
  return parseStoredRole(request.headers.get('Cookie'));
}

/**
 * The Set-Cookie value a GET of `url` needs (the login variants, the pending page, a first visit to
 * a public page), or null when the stored role stays as it is.
 */
export async function roleFlagSetCookie(url: URL, cookieHeader: string | null | undefined): Promise<string | null> {
  const role = roleStoredByVisit(url.pathname, url.searchParams, await parseStoredRole(cookieHeader));
  return role === null ? null : roleCookie().serialize(role);
}
