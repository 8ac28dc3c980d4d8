import { createCookie, createSessionStorage, redirect, redirectDocument, type Cookie, type SessionStorage } from '@remix-run/node';
import type { AppLoadContext } from '@remix-run/node';
import { Authenticator, AuthorizationError } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';
import {
  AppError,
  authenticate,
  createSession,
  destroySession,
  getConfig,
  humanCheckOf,
  isAppError,
  loginFormSchema,
  readSession,
  ROLE,
  SESSION_LIFETIME_SECONDS,
  updateSessionData,
  type LoginFormInput,
  type LoginVariant,
  type SessionImpersonator,
  type User,
} from '@iprenew/models';
import { parseForm } from './form.server';
import { forgetRead, oncePerRequest } from './request-memo.server';

/**
 * Sign-in and sessions for the Remix pages and the console endpoints (DESIGN §4, G-42).
 *
 * - `__session`: a signed, httpOnly, SameSite=Lax cookie (Secure on https), 1 day, holding only the
 *   random session token; the `sessions` row (keyed by the token's SHA-256) holds the user, the
 *   impersonating admin and other data. Deleting the row revokes the session at once.
 * - A Remix SessionStorage over those rows (`sessionStorage()`), used by remix-auth 3.7.
 * - `__flash`: a short-lived signed cookie for one-time messages shown after a redirect (also after
 *   logout, when there is no session row any more). Messages are i18n keys.
 * - The client address comes from the `x-iprenew-client-ip` header, which the Express server
 *   overwrites on every request (server/client-ip.ts); a client cannot supply it.
 */

export const SESSION_COOKIE_NAME = '__session';
export const FLASH_COOKIE_NAME = '__flash';
export const CLIENT_IP_HEADER = 'x-iprenew-client-ip';
export const AUTH_STRATEGY = 'form';

let cookie: Cookie | undefined;
let flash: Cookie | undefined;
let storage: SessionStorage | undefined;
let authenticatorInstance: Authenticator<User> | undefined;

export function sessionCookie(): Cookie {
  cookie ??= (() => {
    const config = getConfig();
    return createCookie(SESSION_COOKIE_NAME, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      secrets: config.sessionSecrets,
      maxAge: SESSION_LIFETIME_SECONDS,
    });
  })();
  return cookie;
}

function flashCookie(): Cookie {
  flash ??= (() => {
    const config = getConfig();
    return createCookie(FLASH_COOKIE_NAME, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      secrets: config.sessionSecrets,
      maxAge: 60,
    });
  })();
  return flash;
}

/** The client's address as set by the Express server (null outside it). */
export function requestIp(request: Request): string | null {
  const value = request.headers.get(CLIENT_IP_HEADER);
  return value && value.trim() ? value.trim().slice(0, 45) : null;
}

/** The session token of the request's cookie (signature checked), or null. */
export async function sessionToken(request: Request): Promise<string | null> {
  try {
    const value = await sessionCookie().parse(request.headers.get('Cookie'));
    return typeof value === 'string' && value ? value : null;
  } catch {
    return null;
  }
}

/**
 * A Remix SessionStorage over the `sessions` rows. The session's `userId` (and `impersonatorId`)
 * name the row's user; everything else is kept in its `data`. A session without a userId cannot be
 * stored (anonymous visitors have no session row; use the flash cookie for their messages).
 */
export function sessionStorage(): SessionStorage {
  storage ??= createSessionStorage({
    cookie: sessionCookie(),
    async createData(data) {
      const { userId, impersonatorId, ...rest } = data as Record<string, unknown>;
      if (typeof userId !== 'number') throw new Error('A session row needs a userId');
      const { token } = await createSession({
        userId,
        impersonatorId: typeof impersonatorId === 'number' ? impersonatorId : null,
        data: rest,
      });
      return token;
    },
    async readData(id) {
      const current = await readSession(id);
      if (!current) return null;
      return { ...(current.session.data ?? {}), userId: current.user.id, impersonatorId: current.session.impersonator_id ?? null };
    },
    async updateData(id, data) {
      const { userId: _userId, impersonatorId: _impersonatorId, ...rest } = data as Record<string, unknown>;
      await updateSessionData(id, rest);
    },
    async deleteData(id) {
      await destroySession(id);
    },
  });
  return storage;
}

interface FormStrategyContext {
  variant: LoginVariant;
  /** The sign-in form as the action's parseForm read it; without it the strategy parses the form itself. */
  login?: LoginFormInput;
  formData?: FormData;
}

/** The sign-in form through the one form parser; a form that is not one signs nobody in (the wrong-password answer). */
function signInFormOf(formData: FormData): LoginFormInput {
  const submission = parseForm(formData, { schema: loginFormSchema });
  if (submission.status !== 'success') throw new AppError('UNAUTHORIZED', 'auth:invalid_credentials');
  return submission.value;
}

/** The remix-auth 3.7 Authenticator: strategy 'form' (the sign-in form of loginFormSchema; the variant from the context). */
export function authenticator(): Authenticator<User> {
  authenticatorInstance ??= new Authenticator<User>(sessionStorage(), { throwOnError: true }).use(
    new FormStrategy<User>(async ({ form, context, request }) => {
      const { variant, login = signInFormOf(form) } = context as unknown as FormStrategyContext;
      return authenticate({ email: login.email, password: login.password, variant, ip: requestIp(request), human: humanCheckOf(login) });
    }),
    AUTH_STRATEGY,
  );
  return authenticatorInstance;
}

/**
 * Runs the form strategy for a login variant and returns the user, or throws the AppError of
 * authenticate() (auth:invalid_credentials, auth:wrong_login_variant, auth:blocked, auth:unverified,
 * auth:too_many_attempts). Pass `formData` when the action has already read the body, and `login`
 * when it has already parsed it.
 * Does not create the session: call createUserSession next.
 */
export async function authenticateForm(request: Request, context: FormStrategyContext): Promise<User> {
  try {
    return await authenticator().authenticate(AUTH_STRATEGY, request, {
      throwOnError: true,
      context: context as unknown as AppLoadContext,
    });
  } catch (error) {
    if (error instanceof AuthorizationError && isAppError(error.cause)) throw error.cause;
    throw error;
  }
}

export interface CurrentSession {
  user: User;
  impersonator: SessionImpersonator | null;
  token: string;
  /** Extra session data (language, stored role flag…). */
  data: Record<string, unknown>;
}

/** A super admin's session, also while impersonating someone (maintenance mode lets it through). */
export function isSuperAdminSession(current: Pick<CurrentSession, 'user' | 'impersonator'> | null | undefined): boolean {
  if (!current) return false;
  return current.user.role_id === ROLE.SUPER_ADMIN || current.impersonator?.role_id === ROLE.SUPER_ADMIN;
}

/**
 * The signed-in user of the request, or null; does not apply status rules. Read once per HTTP
 * request: the layout's and the page's loaders (each with its own Request copy) share one read, so a
 * status rule that signs the user out in one loader cannot make the other see "no session".
 */
export function getCurrentSession(request: Request): Promise<CurrentSession | null> {
  return oncePerRequest(request, SESSION_READ, async () => {
    const token = await sessionToken(request);
    if (!token) return null;
    const current = await readSession(token);
    if (!current) return null;
    return { user: current.user, impersonator: current.impersonator, token, data: current.session.data ?? {} };
  });
}

const SESSION_READ = 'session';

export interface NewSessionInput {
  userId: number;
  impersonatorId?: number | null;
  data?: Record<string, unknown> | null;
}

/**
 * Starts a new session (a new token at every sign-in or identity switch; the request's previous
 * session row is deleted) and returns its Set-Cookie header value.
 */
export async function newSessionCookie(request: Request, input: NewSessionInput): Promise<string> {
  const previous = await sessionToken(request);
  if (previous) await destroySession(previous);
  forgetRead(request, SESSION_READ, { shared: true });
  const { token, expiresAt } = await createSession({
    userId: input.userId,
    impersonatorId: input.impersonatorId ?? null,
    data: input.data ?? null,
    ip: requestIp(request),
    userAgent: request.headers.get('User-Agent'),
  });
  return sessionCookie().serialize(token, { expires: expiresAt, maxAge: SESSION_LIFETIME_SECONDS });
}

/** Signs the user in and redirects to `redirectTo` (a same-site path) with the new session cookie. */
export async function createUserSession({
  request,
  redirectTo,
  ...input
}: NewSessionInput & { request: Request; redirectTo: string }): Promise<Response> {
  const headers = new Headers();
  headers.append('Set-Cookie', await newSessionCookie(request, input));
  return redirectAcrossApps(safeRedirectPath(redirectTo), { headers });
}

/**
 * A redirect that also works from a client-side form submission when it leaves the Remix app: the
 * console (/admin) is another single-page app, so the browser must load it as a document instead of
 * Remix's router looking for an /admin route (which would show the 404 page).
 */
export function redirectAcrossApps(to: string, init?: ResponseInit): Response {
  return to === '/admin' || to.startsWith('/admin/') ? redirectDocument(to, init) : redirect(to, init);
}

/** A Set-Cookie value that deletes the session cookie. */
export function clearSessionCookie(): Promise<string> {
  return sessionCookie().serialize('', { maxAge: 0, expires: new Date(0) });
}

/** Deletes the request's session row (idempotent) and returns the Set-Cookie value that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const token = await sessionToken(request);
  if (token) await destroySession(token);
  // Only this Request's own read is dropped: a parallel loader of the same HTTP request keeps the
  // shared read, applies the same status rule and answers the same redirect.
  forgetRead(request, SESSION_READ, { shared: false });
  return clearSessionCookie();
}

/** Logs out: deletes the session row, clears the cookie and redirects (optionally with a flash message). */
export async function logoutResponse(request: Request, redirectTo: string, message?: FlashMessage): Promise<Response> {
  const headers = new Headers();
  headers.append('Set-Cookie', await endSession(request));
  if (message) headers.append('Set-Cookie', await flashCookieHeader(message));
  return redirect(safeRedirectPath(redirectTo), { headers });
}

/** A one-time message shown by the next page. `message` is an i18n key ('auth:blocked'). */
export interface FlashMessage {
  type: 'error' | 'success' | 'info';
  message: string;
  params?: Record<string, string | number>;
}

/** Set-Cookie value carrying a flash message to the next page. */
export function flashCookieHeader(message: FlashMessage): Promise<string> {
  return flashCookie().serialize(message);
}

/** Redirect carrying a flash message. */
export async function redirectWithFlash(to: string, message: FlashMessage, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', await flashCookieHeader(message));
  return redirect(safeRedirectPath(to), { ...init, headers });
}

/**
 * Reads (and consumes) the flash message: returns it and the Set-Cookie value that deletes it
 * (null when there was none) — add that header to the page's answer.
 */
export async function readFlash(request: Request): Promise<{ flash: FlashMessage | null; setCookie: string | null }> {
  let value: unknown = null;
  try {
    value = await flashCookie().parse(request.headers.get('Cookie'));
  } catch {
    value = null;
  }
  if (!value || typeof value !== 'object' || typeof (value as FlashMessage).message !== 'string') {
    return { flash: null, setCookie: null };
  }
  return { flash: value as FlashMessage, setCookie: await flashCookie().serialize('', { maxAge: 0, expires: new Date(0) }) };
}

/** A same-site relative path, else '/' (no open redirects). */
export function safeRedirectPath(to: string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || /[\u0000-\u001f\u007f\s\\]/.test(to)) return fallback;
  return to;
}
