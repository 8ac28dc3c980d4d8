import type { Transaction } from 'sequelize';
import { getSequelize } from '../../db/database';
import { AppError } from '../../errors/index';
import { LoginAttempt } from '../../models/login-attempt';
import { normalizeEmail } from '../../models/user';

/**
 * Abuse protection (G-66, ADR 020).
 *
 * Sign-in ('login') never locks an account: a stranger who knows an e-mail address must not be able
 * to shut its owner out. Its failures are counted per account and per address over 15 minutes:
 *  - from LOGIN_CHALLENGE_AFTER (5) failures of the account or of the address, every sign-in must
 *    also pass the human check (authenticate.ts) — the right password with a solved check gets in;
 *  - an address with LOGIN_ADDRESS_MAX (20) failures is refused before any password check, with a
 *    Retry-After of the time until its oldest counted failure leaves the window (only that address
 *    waits: the owner signing in from anywhere else is not affected).
 *
 * The other scopes count every attempt (each sends an e-mail or tries a token): at most
 * RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS per account and per address, refused with Retry-After.
 */
export type RateLimitScope = 'login' | 'register' | 'forgot' | 'resend' | 'reset' | 'contact' | 'agent_apply';

export const RATE_LIMIT_MAX = 10;
export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins (per account or per address, in the window) after which the human check is required. */
export const LOGIN_CHALLENGE_AFTER = 5;
/** Failed sign-ins from one address (in the window) after which that address must wait. */
export const LOGIN_ADDRESS_MAX = 20;

const FAILED_ONLY: Record<RateLimitScope, boolean> = {
  login: true,
  register: false,
  forgot: false,
  resend: false,
  reset: false,
  contact: false,
  agent_apply: false,
};

export interface RateLimitInput {
  scope: RateLimitScope;
  email?: string | null;
  ip?: string | null;
  /** The clock (tests). */
  now?: Date;
}

const accountKey = (email: string | null | undefined) => (email && email.trim() ? normalizeEmail(email).slice(0, 191) : null);
const addressKey = (ip: string | null | undefined) => (ip && ip.trim() ? ip.trim().slice(0, 191) : null);

function keysOf({ email, ip }: Pick<RateLimitInput, 'email' | 'ip'>): string[] {
  return [accountKey(email), addressKey(ip)].filter((key): key is string => key !== null);
}

/** The refusal of an attempt over a limit: 429 with the wait in seconds (Retry-After) and in minutes (the message). */
export function rateLimited(retryAfterSeconds: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('RATE_LIMITED', 'auth:too_many_attempts', { params: { retryAfter, minutes: Math.max(1, Math.ceil(retryAfter / 60)) } });
}

/**
 * Refuses (rateLimited) when `key` has `max` or more counted attempts in the window. The wait is the
 * time until the attempt that reached the limit leaves the window, so the count falls below `max`.
 */
async function assertUnder(
  scope: RateLimitScope,
  key: string,
  max: number,
  now: Date,
  transaction: Transaction | undefined,
): Promise<void> {
  const since = new Date(now.getTime() - RATE_LIMIT_WINDOW_MS);
  const failedOnly = FAILED_ONLY[scope];
  const count = await LoginAttempt.countSince(scope, key, since, { failedOnly, transaction });
  if (count < max) return;
  const reaching = await LoginAttempt.nthNewestSince(scope, key, since, max, { failedOnly, transaction });
  const leavesAt = (reaching ?? now).getTime() + RATE_LIMIT_WINDOW_MS;
  throw rateLimited((leavesAt - now.getTime()) / 1000);
}

/** Throws rateLimited (429 'auth:too_many_attempts', params retryAfter and minutes) when the account or the address is over the limit. */
export async function assertNotRateLimited(
  input: RateLimitInput,
  { transaction }: { transaction?: Transaction } = {},
): Promise<void> {
  getSequelize();
  const now = input.now ?? new Date();
  for (const key of keysOf(input)) await assertUnder(input.scope, key, RATE_LIMIT_MAX, now, transaction);
}

export interface LoginThrottle {
  /** Failed sign-ins of the account in the window. */
  accountFailures: number;
  /** Failed sign-ins from the address in the window. */
  addressFailures: number;
  /** Whether this sign-in must pass the human check. */
  challengeRequired: boolean;
}

/**
 * The sign-in throttle (ADR 020): refuses an address over LOGIN_ADDRESS_MAX failures (429 with
 * Retry-After) and says whether the human check is required. Never refuses because of the account.
 */
export async function loginThrottle(
  input: { email?: string | null; ip?: string | null; now?: Date },
  { transaction }: { transaction?: Transaction } = {},
): Promise<LoginThrottle> {
  getSequelize();
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - RATE_LIMIT_WINDOW_MS);
  const account = accountKey(input.email);
  const address = addressKey(input.ip);
  if (address) await assertUnder('login', address, LOGIN_ADDRESS_MAX, now, transaction);
  const count = (key: string | null) =>
    key ? LoginAttempt.countSince('login', key, since, { failedOnly: true, transaction }) : Promise.resolve(0);
  const accountFailures = await count(account);
  const addressFailures = await count(address);
  return {
    accountFailures,
    addressFailures,
    challengeRequired: accountFailures >= LOGIN_CHALLENGE_AFTER || addressFailures >= LOGIN_CHALLENGE_AFTER,
  };
}

export interface RecordAttemptInput {
  scope: RateLimitScope;
  email?: string | null;
  ip?: string | null;
  succeeded: boolean;
  /** The clock (tests). */
  now?: Date;
}

/** Records one attempt under the account key and under the address key. */
export async function recordAttempt(
  input: RecordAttemptInput,
  { transaction }: { transaction?: Transaction } = {},
): Promise<void> {
  getSequelize();
  const keys = keysOf(input);
  if (keys.length === 0) return;
  const createdAt = input.now ?? new Date();
  await LoginAttempt.bulkCreate(
    keys.map((key) => ({ scope: input.scope, key, succeeded: input.succeeded, created_at: createdAt })),
    { transaction },
  );
}

/**
 * "At most once per `intervalMs`" for a notice to `key` (an account's owner warned of an attack or
 * of a registration with their e-mail): true, and remembered, when none was claimed in the interval.
 */
export async function claimNotice(
  scope: 'login_alert' | 'register_alert',
  key: string,
  intervalMs: number,
  { now = new Date(), transaction }: { now?: Date; transaction?: Transaction } = {},
): Promise<boolean> {
  getSequelize();
  const k = key.slice(0, 191);
  const recent = await LoginAttempt.countSince(scope, k, new Date(now.getTime() - intervalMs + 1), { transaction });
  if (recent > 0) return false;
  await LoginAttempt.create({ scope, key: k, succeeded: true, created_at: now }, { transaction });
  return true;
}
