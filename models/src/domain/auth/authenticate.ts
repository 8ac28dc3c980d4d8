import type { Transaction } from 'sequelize';
import { ROLE, USER_STATUS, type RoleId } from '../../constants/index';
import { getSequelize } from '../../db/database';
import { AppError, isAppError } from '../../errors/index';
import { User, normalizeEmail } from '../../models/user';
import type { HumanCheckInput } from '../../schemas/contact';
import { checkHuman } from '../content/human-verification';
import { notifyLoginAttack } from './notify-login-attack';
import { verifyPassword } from './password';
import { LOGIN_CHALLENGE_AFTER, loginThrottle, recordAttempt } from './rate-limit';
import { recordSignIn } from './record-sign-in';
import { secondFactorStepFor } from '../two-factor/shared';

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
  /** The client's address, for the throttle (G-66). */
  ip?: string | null;
  /** The human check's answer, required after repeated failures (ADR 020). */
  human?: HumanCheckInput;
  /** The clock (tests). */
  now?: Date;
}

/** The refusal asking for the human check (the page then shows one; the console API sends it). */
export const HUMAN_CHECK_REQUIRED = 'auth:human_check_required';

/**
 * Checks a sign-in (ACC-10..12, ACC-41, ACC-42, G-19, G-66, ADR 020). Order:
 *  1. the address throttle: an address with 20 failures in 15 minutes waits (429 'auth:too_many_attempts'
 *     with Retry-After); an account is never locked;
 *  2. the password is checked (unknown e-mails cost the same bcrypt time);
 *  3. after 5 failures of the account or of the address in 15 minutes, the human check must pass
 *     (G-66): else 'auth:human_check_required' (401) whatever the password was, so the answer tells
 *     nothing about it. The right password with a solved check always gets in;
 *  4. unknown e-mail or wrong password → 'auth:invalid_credentials' (401), the same answer for both;
 *  5. a role that does not belong to the variant → 'auth:wrong_login_variant' (401, the same English text);
 *  6. blocked (999) → 'auth:blocked' (403); unverified (0/2) → 'auth:unverified' (403, params.email).
 *     Only reached with the right password;
 *  7. success: last_login = now, unless a second factor is still owed (ADR 077: then when it is given).
 *     Statuses 4 and 5 sign in; the guard then sends them on.
 * Wrong passwords (2–5) are recorded for the throttle. When an account collects 5 failures its
 * owner is told by e-mail, at most once an hour (notifyLoginAttack).
 */
export async function authenticate(
  input: AuthenticateInput,
  { transaction }: { transaction?: Transaction } = {},
): Promise<User> {
  getSequelize();
  const email = typeof input.email === 'string' ? normalizeEmail(input.email) : '';
  const ip = input.ip ?? null;
  const now = input.now ?? new Date();
  const throttle = await loginThrottle({ email, ip, now }, { transaction });

  const user = email ? await User.findByEmail(email, { transaction }) : null;
  const passwordOk = await verifyPassword(input.password ?? '', user?.password ?? null);

  const fail = async (error: AppError): Promise<never> => {
    if (!passwordOk || error.messageKey !== HUMAN_CHECK_REQUIRED) {
      await recordAttempt({ scope: 'login', email, ip, succeeded: false, now }, { transaction });
      if (user && throttle.accountFailures + 1 >= LOGIN_CHALLENGE_AFTER) {
        await notifyLoginAttack({ user, ip, failures: throttle.accountFailures + 1, now }, { transaction });
      }
    }
    throw error;
  };

  if (throttle.challengeRequired) {
    const outcome = await checkHuman({ ...(input.human ?? {}), ip: ip ?? undefined, now }, { transaction });
    if (outcome !== 'passed') return fail(new AppError('UNAUTHORIZED', HUMAN_CHECK_REQUIRED));
  }
  if (!user || !passwordOk) return fail(new AppError('UNAUTHORIZED', 'auth:invalid_credentials'));
  if (!isLoginVariant(input.variant) || !(VARIANT_ROLES[input.variant] as readonly number[]).includes(user.role_id)) {
    return fail(new AppError('UNAUTHORIZED', 'auth:wrong_login_variant'));
  }

  await recordAttempt({ scope: 'login', email, ip, succeeded: true, now }, { transaction });
  if (user.status_id === USER_STATUS.BLOCKED) throw new AppError('FORBIDDEN', 'auth:blocked');
  if (user.status_id === USER_STATUS.UNVERIFIED || user.status_id === USER_STATUS.UNVERIFIED_LEGACY) {
    throw new AppError('FORBIDDEN', 'auth:unverified', { params: { email: user.email } });
  }

  // With a second factor still owed (ADR 077) the sign-in is recorded when the code is given.
  if (!(await secondFactorStepFor(user, { transaction }))) await recordSignIn(user, now, { transaction });
  return user;
}

/** True when the error is one of authenticate's refusals (for callers mapping them to a form message). */
export function isAuthenticationError(error: unknown): error is AppError {
  return isAppError(error) && error.messageKey.startsWith('auth:');
}
