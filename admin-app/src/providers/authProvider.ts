import type { AuthProvider, UserIdentity } from 'react-admin';
import { ROLE, usesConsole } from '@iprenew/models/browser';
import { canUserAccessConsole } from '../access/canAccess';

/**
 * The console's authProvider, against the session endpoints of the Remix server (same origin, the
 * same signed httpOnly session cookie as the Remix app; the console never sees a token).
 *
 * Server contract (to be implemented by the accounts issue under remix-app, `/api/admin/auth/*`):
 *
 *   POST /api/admin/auth/login     Content-Type: application/json, Accept: application/json
 *        body  { "email": string, "password": string, "role_hint": "staff" | "accountant" }
 *        200   { "user": { "id": number, "name": string | null, "email": string, "role_id": 1 | 2 | 5 } }
 *              and Set-Cookie with the new session (rotated id).
 *              role_hint 'staff' (the /webadmin variant) admits roles 1 and 2; 'accountant'
 *              (the /login?role=accountant variant) admits role 5 (ACC-1, ACC-5).
 *        401   { "message": string }   wrong e-mail/password, wrong variant, blocked (ACC-42),
 *                                      unverified (ACC-41): the message is shown as is (ACC-12).
 *        422   { "message": string }   invalid payload (ACC-10). 503 during maintenance.
 *   GET  /api/admin/auth/me        200 { "user": {...same shape...} } (a bare user object is also
 *                                  accepted) · 401 { "message" } when there is no valid console session.
 *   POST /api/admin/auth/logout    204 or 200; revokes the session row and clears the cookie. Idempotent.
 *
 * Any other `/api/admin/*` answer of 401 logs the user out with 'Session is expired / Unauthorized'
 * (SYS-2); a 403 logs out too (showing the server's message, e.g. blocked) unless GET /me shows the
 * session still holds, in which case it is a plain permission refusal left to the caller.
 *
 * Messages the provider rejects with are i18n keys of the `admin` namespace (translated by the
 * notification), or the server's own message verbatim.
 */

export type RoleHint = 'staff' | 'accountant';

export interface ConsoleUser {
  id: number | string;
  name: string | null;
  email: string;
  role_id: number;
  /** The staff member behind an impersonation (GET /me's `impersonator`), or null (ACC-68). */
  impersonator?: { name: string | null; email: string } | null;
}

export interface LoginParams {
  email?: string;
  /** react-admin's default form calls it username. */
  username?: string;
  password: string;
  role_hint?: RoleHint;
  /** The answer to the security check the server asked for (after repeated failures, ADR 020). */
  human?: { challenge_token: string; challenge_answer: string };
}

/** The security check the server asks for after repeated failures (G-66, ADR 020). */
export type HumanCheckRequest =
  | { mode: 'builtin'; challenge: { token: string; a: number; b: number } }
  | { mode: 'provider'; siteKey: string; scriptUrl: string };

export const AUTH_MESSAGES = {
  sessionExpired: 'admin:auth.session_expired',
  failed: 'admin:login.failed',
  unavailable: 'admin:login.unavailable',
  notConsoleUser: 'admin:login.not_console_user',
  forbidden: 'ra.notification.not_authorized',
} as const;

/** A failed auth call. `message` is the server's message when it sent one, else an i18n key. */
export class AuthRequestError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  /** Set when the sign-in must also pass this security check. */
  readonly humanCheck: HumanCheckRequest | undefined;
  constructor(message: string, status: number, serverMessage?: string, humanCheck?: HumanCheckRequest) {
    super(message);
    this.name = 'AuthRequestError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.humanCheck = humanCheck;
  }
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AuthProviderOptions {
  /** Origin to prefix to `/api/admin/auth/...`; '' (same origin) in the browser. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Remembers which login variant was used, for logout and session-expiry redirects. */
  storage?: StorageLike | null;
  /**
   * The router basename the console is mounted under ('/admin'). react-admin prefixes only its own
   * default login URL with it, so the redirects this provider returns must carry it themselves.
   */
  basename?: string;
}

/** How long one GET /me answer serves the console's other questions (see fetchMe). */
export const ME_REUSE_MS = 1000;

export const ROLE_HINT_STORAGE_KEY = 'iprenew.console.role_hint';

/** The console's login route for a variant (ACC-15: accountants back to the accountant login). */
export function loginRouteFor(hint: RoleHint | null | undefined): string {
  return hint === 'accountant' ? '/login?role=accountant' : '/login';
}

/** `?role=accountant` selects the accountant variant; anything else is the staff (webadmin) login. */
export function roleHintFromSearch(search: string): RoleHint {
  return new URLSearchParams(search).get('role')?.toLowerCase() === 'accountant' ? 'accountant' : 'staff';
}

export function roleHintForRole(roleId: number): RoleHint {
  return roleId === ROLE.ACCOUNTANT ? 'accountant' : 'staff';
}

/** i18n key of a console role's label (ACC-72). */
export function roleLabelKey(roleId: number): string {
  switch (roleId) {
    case ROLE.SUPER_ADMIN:
      return 'admin:roles.super_admin';
    case ROLE.ADMIN:
      return 'admin:roles.admin';
    case ROLE.ACCOUNTANT:
      return 'admin:roles.accountant';
    default:
      return '';
  }
}

function asConsoleUser(body: unknown): ConsoleUser | null {
  if (!body || typeof body !== 'object') return null;
  const candidate = 'user' in body ? (body as { user: unknown }).user : body;
  if (!candidate || typeof candidate !== 'object') return null;
  const u = candidate as Record<string, unknown>;
  const id = u.id;
  const roleId = typeof u.role_id === 'string' ? Number(u.role_id) : u.role_id;
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof u.email !== 'string') return null;
  if (typeof roleId !== 'number' || !Number.isInteger(roleId)) return null;
  return { id, name: nameOf(u), email: u.email, role_id: roleId, impersonator: impersonatorOf(body) };
}

const nameOf = (u: Record<string, unknown>): string | null => (typeof u.name === 'string' && u.name.trim() ? u.name : null);

function impersonatorOf(body: object): ConsoleUser['impersonator'] {
  const raw = 'impersonator' in body ? (body as { impersonator: unknown }).impersonator : null;
  if (!raw || typeof raw !== 'object') return null;
  const u = raw as Record<string, unknown>;
  return typeof u.email === 'string' ? { name: nameOf(u), email: u.email } : null;
}

function humanCheckOf(body: unknown): HumanCheckRequest | undefined {
  if (!body || typeof body !== 'object' || !('human_check' in body)) return undefined;
  const check = (body as { human_check: unknown }).human_check as Record<string, unknown> | null;
  if (check?.mode === 'provider' && typeof check.siteKey === 'string') return check as unknown as HumanCheckRequest;
  const challenge = check?.challenge as Record<string, unknown> | undefined;
  if (check?.mode === 'builtin' && typeof challenge?.token === 'string' && typeof challenge.a === 'number' && typeof challenge.b === 'number') {
    return check as unknown as HumanCheckRequest;
  }
  return undefined;
}

function serverMessageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return undefined;
}

interface CallResult {
  status: number;
  body: unknown;
}

export type ConsoleAuthProvider = AuthProvider & {
  login: (params: LoginParams) => Promise<void>;
  checkAuth: (params?: unknown) => Promise<void>;
  logout: (params?: unknown) => Promise<string>;
  getIdentity: () => Promise<UserIdentity & { email: string; role_id: number; impersonator: ConsoleUser['impersonator'] }>;
  getPermissions: (params?: unknown) => Promise<number>;
  canAccess: (params: { resource: string; action: string; record?: unknown }) => Promise<boolean>;
  /** The user of the last successful login / session check in this tab, if any. */
  currentUser: () => ConsoleUser | null;
};

export function createAuthProvider(options: AuthProviderOptions = {}): ConsoleAuthProvider {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const basename = (options.basename ?? '').replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const storage: StorageLike | null =
    options.storage !== undefined
      ? options.storage
      : typeof window !== 'undefined' && window.localStorage
        ? window.localStorage
        : null;
  let knownUser: ConsoleUser | null = null;

  const readHint = (): RoleHint | null => {
    try {
      const value = storage?.getItem(ROLE_HINT_STORAGE_KEY);
      return value === 'accountant' || value === 'staff' ? value : null;
    } catch {
      return null;
    }
  };
  const writeHint = (hint: RoleHint) => {
    try {
      storage?.setItem(ROLE_HINT_STORAGE_KEY, hint);
    } catch {
      /* storage unavailable */
    }
  };
  const loginRoute = () => basename + loginRouteFor(knownUser ? roleHintForRole(knownUser.role_id) : readHint());

  async function call(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<CallResult> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (payload !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}/api/admin/auth/${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
    } catch {
      throw new AuthRequestError(AUTH_MESSAGES.unavailable, 0);
    }
    let body: unknown = null;
    const text = await response.text().catch(() => '');
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = null; // an HTML error page, a proxy answer…
      }
    }
    return { status: response.status, body };
  }

  /** GET /me: the session's user, or an AuthRequestError carrying the status. */
  /** Set when the cookie names a customer or agent: the console refuses it but must not end it. */
  let refusedNonConsoleSession = false;

  /**
   * One GET /me answers every caller of the same moment: react-admin asks checkAuth, getIdentity and
   * canAccess together when a screen opens, and each asking the server again only re-renders the
   * console (a third of a second of a staff member's CPU per page here). An answer is reused for
   * ME_REUSE_MS; the server checks the session on every data request regardless.
   */
  let meInFlight: Promise<ConsoleUser> | null = null;
  let meAnsweredAt = 0;
  function fetchMe(fresh = false): Promise<ConsoleUser> {
    if (!fresh && knownUser && Date.now() - meAnsweredAt < ME_REUSE_MS) return Promise.resolve(knownUser);
    meInFlight ??= askMe().finally(() => {
      meInFlight = null;
    });
    return meInFlight;
  }

  async function askMe(): Promise<ConsoleUser> {
    meAnsweredAt = 0;
    const { status, body } = await call('GET', 'me');
    if (status === 200) {
      const user = asConsoleUser(body);
      if (user && usesConsole(user.role_id)) {
        knownUser = user;
        meAnsweredAt = Date.now();
        return user;
      }
      throw new AuthRequestError(AUTH_MESSAGES.notConsoleUser, 403);
    }
    const serverMessage = serverMessageOf(body);
    if (status === 401 || status === 403) {
      throw new AuthRequestError(serverMessage ?? AUTH_MESSAGES.sessionExpired, status, serverMessage);
    }
    throw new AuthRequestError(AUTH_MESSAGES.unavailable, status, serverMessage);
  }

  return {
    async login(params: LoginParams) {
      const email = (params.email ?? params.username ?? '').trim();
      const role_hint: RoleHint = params.role_hint === 'accountant' ? 'accountant' : 'staff';
      const { status, body } = await call('POST', 'login', {
        email,
        password: params.password,
        role_hint,
        ...(params.human ? { human: params.human } : {}),
      });
      if (status === 200 || status === 201) {
        const user = asConsoleUser(body);
        if (!user) throw new AuthRequestError(AUTH_MESSAGES.unavailable, status);
        if (!usesConsole(user.role_id)) {
          // Never keep a non-staff session open in the console.
          await call('POST', 'logout').catch(() => undefined);
          throw new AuthRequestError(AUTH_MESSAGES.notConsoleUser, 403);
        }
        knownUser = user;
        meAnsweredAt = 0;
        writeHint(role_hint);
        return;
      }
      const serverMessage = serverMessageOf(body);
      if (serverMessage) throw new AuthRequestError(serverMessage, status, serverMessage, humanCheckOf(body));
      const isCredentialFailure = status >= 400 && status < 500 && status !== 404 && status !== 405;
      throw new AuthRequestError(isCredentialFailure ? AUTH_MESSAGES.failed : AUTH_MESSAGES.unavailable, status);
    },

    async checkAuth() {
      const hadSession = knownUser !== null;
      try {
        await fetchMe();
      } catch (error) {
        const status = error instanceof AuthRequestError ? error.status : 0;
        const redirectTo = loginRoute();
        knownUser = null;
        if (error instanceof AuthRequestError && error.message === AUTH_MESSAGES.notConsoleUser) {
          // Signed in to the Remix app as a customer or agent: say why the console stays closed, and
          // keep that session (react-admin's logout after a failed check must not end it).
          refusedNonConsoleSession = true;
          throw { message: AUTH_MESSAGES.notConsoleUser, redirectTo };
        }
        if (status === 401 || status === 403) {
          // A first, anonymous visit goes to the login quietly; a session that ended says so (SYS-2).
          throw { message: hadSession ? AUTH_MESSAGES.sessionExpired : false, redirectTo };
        }
        throw { message: AUTH_MESSAGES.unavailable, redirectTo };
      }
    },

    async logout() {
      const redirectTo = loginRoute();
      knownUser = null;
      meAnsweredAt = 0;
      if (refusedNonConsoleSession) {
        // The session belongs to the Remix app (a customer or agent), not to the console.
        refusedNonConsoleSession = false;
        return redirectTo;
      }
      await call('POST', 'logout').catch(() => undefined);
      return redirectTo;
    },

    async checkError(error: unknown) {
      const status =
        error && typeof error === 'object' && 'status' in error ? Number((error as { status: unknown }).status) : 0;
      if (status !== 401 && status !== 403) return;
      if (status === 403) {
        // A 403 on a resource the role may not use (ACL-9) is not the end of the session: when the
        // session still holds, the caller shows the server's message. A 403 whose session is gone
        // (blocked, revoked) logs out.
        const stillSignedIn = await fetchMe(true).then(
          () => true,
          () => false,
        );
        if (stillSignedIn) return;
      }
      const redirectTo = loginRoute();
      knownUser = null;
      if (status === 401) throw { message: AUTH_MESSAGES.sessionExpired, redirectTo };
      const body = (error as { body?: unknown }).body;
      throw { message: serverMessageOf(body) ?? AUTH_MESSAGES.forbidden, redirectTo };
    },

    async getIdentity() {
      const user = await fetchMe();
      return {
        id: user.id,
        fullName: user.name ?? user.email,
        email: user.email,
        role_id: user.role_id,
        impersonator: user.impersonator ?? null,
      };
    },

    async getPermissions() {
      const user = knownUser ?? (await fetchMe());
      return user.role_id;
    },

    /**
     * Resource pages, menu items and buttons ask here (react-admin 5); a denied page renders the
     * access-denied screen. The role comes from the session (GET /me), never from local storage;
     * user id 1 counts as a Super Admin on the product list (ACL-3).
     */
    async canAccess({ resource, action }: { resource: string; action: string }) {
      let user = knownUser;
      if (!user) {
        try {
          user = await fetchMe();
        } catch {
          return false;
        }
      }
      return canUserAccessConsole({ resource, action }, user);
    },

    currentUser: () => knownUser,
  };
}
