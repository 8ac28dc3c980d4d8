import type { Transaction } from 'sequelize';
import { ROLE, USER_STATUS, type RoleId } from '../../constants/index';
import { getSequelize } from '../../db/database';
import { AppError, isAppError } from '../../errors/index';
import { User, normalizeEmail } from '../../models/user';
import { verifyPassword } from './password';
import { assertNotRateLimited, recordAttempt } from './rate-limit';

/**
 * The login variants (ACC-1, ACC-5): /login?role=client|agent|accountant and /webadmin.
 * The console's role_hint 'staff' is the webadmin variant, 'accountant' the accountant variant.
 */
export const LOGIN_VARIANTS = ['client', 'agent', 'accountant', 'webadmin'] as const;
export type LoginVariant = (typeof LOGIN_VARIANTS)[number];

/** Which roles may sign in through each variant (G-19: 1 and 2 only through webadmin). */
export const VARIANT_ROLES: Record<LoginVariant, readonly RoleId[]> = {
  client: [ROLE.MEMBER],
  agent: [ROLE.AGENT],
  accountant: [ROLE.ACCOUNTANT],
  webadmin: [ROLE.SUPER_ADMIN, ROLE.ADMIN],
};

export function isLoginVariant(value: unknown): value is LoginVariant {
  return typeof value === 'string' && (LOGIN_VARIANTS as readonly string[]).includes(value);
}

/** The variant a role signs in through. */
export function variantForRole(roleId: number): LoginVariant {
  switch (roleId) {
    case ROLE.MEMBER:
      return 'client';
    case ROLE.AGENT:
      return 'agent';
    case ROLE.ACCOUNTANT:
      return 'accountant';
    default:
      return 'webadmin';
  }
}

export interface AuthenticateInput {
  email: string;
  password: string;
  variant: LoginVariant;
  /** The client's address, for rate limiting (G-66). */
  ip?: string | null;
  /** The clock (tests). */
  now?: Date;
}

/**
 * Checks a sign-in (ACC-10..12, ACC-41, ACC-42, G-19, G-66). Order:
 *  1. rate limit: 10 failed attempts per 15 minutes per account and per address → 'auth:too_many_attempts' (429);
 *  2. unknown e-mail or wrong password → 'auth:invalid_credentials' (401) — the same answer, and the
 *     same bcrypt time, for both, so e-mails cannot be probed;
 *  3. a role that does not belong to the variant → 'auth:wrong_login_variant' (401). Its English text
 *     is the invalid-credentials text (G-19: the same generic failure, not revealing the account);
 *  4. blocked (999) → 'auth:blocked' (403); unverified (0/2) → 'auth:unverified' (403, params.email,
 *     the page sends the user to /account/verify?email=…). Only reached with the right password;
 *  5. success: last_login = now. Statuses 4 and 5 sign in; the guard then sends them to the profile or
 *     password page.
 * Failed attempts (2, 3) are recorded for the rate limit; others are recorded as succeeded.
 */
export async function authenticate(
  input: AuthenticateInput,
  { transaction }: { transaction?: Transaction } = {},
): Promise<User> {
  getSequelize();
  const email = typeof input.email === 'string' ? normalizeEmail(input.email) : '';
  const ip = input.ip ?? null;
  const now = input.now ?? new Date();
  await assertNotRateLimited({ scope: 'login', email, ip, now }, { transaction });

  const fail = async (key: 'auth:invalid_credentials' | 'auth:wrong_login_variant'): Promise<never> => {
    await recordAttempt({ scope: 'login', email, ip, succeeded: false, now }, { transaction });
    throw new AppError('UNAUTHORIZED', key);
  };

  const user = email ? await User.findByEmail(email, { transaction }) : null;
  const passwordOk = await verifyPassword(input.password ?? '', user?.password ?? null);
  if (!user || !passwordOk) return fail('auth:invalid_credentials');
  if (!isLoginVariant(input.variant) || !(VARIANT_ROLES[input.variant] as readonly number[]).includes(user.role_id)) {
    return fail('auth:wrong_login_variant');
  }

  await recordAttempt({ scope: 'login', email, ip, succeeded: true, now }, { transaction });
  if (user.status_id === USER_STATUS.BLOCKED) throw new AppError('FORBIDDEN', 'auth:blocked');
  if (user.status_id === USER_STATUS.UNVERIFIED || user.status_id === USER_STATUS.UNVERIFIED_LEGACY) {
    throw new AppError('FORBIDDEN', 'auth:unverified', { params: { email: user.email } });
  }

  user.last_login = now;
  await user.save({ fields: ['last_login'], transaction });
  return user;
}

/** True when the error is one of authenticate's refusals (for callers mapping them to a form message). */
export function isAuthenticationError(error: unknown): error is AppError {
  return isAppError(error) && error.messageKey.startsWith('auth:');
}
