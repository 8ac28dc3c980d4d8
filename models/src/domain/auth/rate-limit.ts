import type { Transaction } from 'sequelize';
import { getSequelize } from '../../db/database';
import { AppError } from '../../errors/index';
import { LoginAttempt } from '../../models/login-attempt';
import { normalizeEmail } from '../../models/user';

/**
 * Abuse protection (G-66): at most RATE_LIMIT_MAX attempts per RATE_LIMIT_WINDOW_MS for one
 * account (normalised e-mail) and, separately, for one address (IP), per scope.
 *
 * For 'login' only failed attempts count (a person who signs in and out ten times is no attack,
 * and the e2e suites sign in often from 127.0.0.1); for the other scopes every attempt counts,
 * because each one sends an e-mail or tries a token.
 */
export type RateLimitScope = 'login' | 'register' | 'forgot' | 'resend' | 'reset' | 'contact';

export const RATE_LIMIT_MAX = 10;
export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;

const FAILED_ONLY: Record<RateLimitScope, boolean> = {
  login: true,
  register: false,
  forgot: false,
  resend: false,
  reset: false,
  contact: false,
};

export interface RateLimitInput {
  scope: RateLimitScope;
  email?: string | null;
  ip?: string | null;
  /** The clock (tests). */
  now?: Date;
}

function keysOf({ email, ip }: Pick<RateLimitInput, 'email' | 'ip'>): string[] {
  const keys: string[] = [];
  if (email && email.trim()) keys.push(normalizeEmail(email).slice(0, 191));
  if (ip && ip.trim()) keys.push(ip.trim().slice(0, 191));
  return keys;
}

/** Throws AppError('RATE_LIMITED', 'auth:too_many_attempts') when the account or the address is over the limit. */
export async function assertNotRateLimited(
  input: RateLimitInput,
  { transaction }: { transaction?: Transaction } = {},
): Promise<void> {
  getSequelize();
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - RATE_LIMIT_WINDOW_MS);
  for (const key of keysOf(input)) {
    const count = await LoginAttempt.countSince(input.scope, key, since, {
      failedOnly: FAILED_ONLY[input.scope],
      transaction,
    });
    if (count >= RATE_LIMIT_MAX) {
      throw new AppError('RATE_LIMITED', 'auth:too_many_attempts', { params: { minutes: RATE_LIMIT_WINDOW_MS / 60000 } });
    }
  }
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
