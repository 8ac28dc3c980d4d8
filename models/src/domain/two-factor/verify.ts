import type { Transaction } from 'sequelize';
import { USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { User } from '../../models/user';
import type { HumanCheckInput } from '../../schemas/contact';
import { HUMAN_CHECK_REQUIRED, type LoginVariant, VARIANT_ROLES } from '../auth/authenticate';
import { notifyLoginAttack } from '../auth/notify-login-attack';
import { LOGIN_CHALLENGE_AFTER, loginThrottle, recordAttempt } from '../auth/rate-limit';
import { checkHuman } from '../content/human-verification';
import type { SecondFactorStep } from './ticket';
import { recordSignIn } from '../auth/record-sign-in';
import { cleanCode, confirmedTwoFactorOf, consumeRecoveryCode, consumeStep, looksLikeRecoveryCode, matchingStep, openTotpSecret, secondFactorStepFor } from './shared';

export const CODE_REQUIRED = 'auth:two_factor.code_required';
export const ENROL_REQUIRED = 'auth:two_factor.enrol_required';
export const SIGN_IN_CODE_INVALID = 'auth:two_factor.code_invalid';
export const TICKET_EXPIRED = 'auth:two_factor.expired';

export interface VerifySecondFactorInput {
  userId: number;
  variant: LoginVariant;
  /** A 6-digit code of the authenticator, or a recovery code ("xxxxx-xxxxx"). */
  code?: unknown;
  /** A recovery code given in its own field (the REST login's `recovery_code`). */
  recoveryCode?: unknown;
  ip?: string | null;
  /** The human check's answer, required after repeated failures (ADR 020). */
  human?: HumanCheckInput;
  now?: Date;
}

/**
 * The second step of a sign-in (ADR 077), under the sign-in throttle of ADR 020 — codes are guessed
 * like passwords, so they are counted like passwords:
 *  1. an address with 20 failures in 15 minutes waits (429 'auth:too_many_attempts', Retry-After);
 *  2. after 5 failures of the account or the address, the human check must pass too
 *     ('auth:human_check_required', whatever the code); the right code with a solved check gets in;
 *  3. no code → 'auth:two_factor.code_required' (401, not counted);
 *  4. a wrong code, a code already used (the same or an older time step) or a used recovery code →
 *     'auth:two_factor.code_invalid' (401), counted as a failed sign-in of the account and the address,
 *     the owner warned at 5 failures (notifyLoginAttack);
 *  5. a blocked user is refused even with the right code ('auth:blocked').
 * Only then is the sign-in recorded (last_login): a password without its code is not a sign-in.
 * A TOTP code is accepted one step either side of now, once; a recovery code once.
 */
export async function verifySecondFactor(input: VerifySecondFactorInput, { transaction }: { transaction?: Transaction } = {}): Promise<User> {
  const now = input.now ?? new Date();
  const ip = input.ip ?? null;
  const user = await User.findByPk(input.userId, { transaction });
  const row = user ? await confirmedTwoFactorOf(user.id, transaction) : null;
  if (!user || !row || !(VARIANT_ROLES[input.variant] as readonly number[]).includes(user.role_id)) {
    throw new AppError('UNAUTHORIZED', TICKET_EXPIRED);
  }
  const throttle = await loginThrottle({ email: user.email, ip, now }, { transaction });
  const typed = cleanCode(input.recoveryCode !== undefined && input.recoveryCode !== null && input.recoveryCode !== '' ? input.recoveryCode : input.code);
  if (typed === '') throw new AppError('UNAUTHORIZED', CODE_REQUIRED);

  const isTotp = /^\d{6}$/.test(typed);
  const step = isTotp ? matchingStep(openTotpSecret(row), typed, now) : null;
  const recovery = !isTotp && looksLikeRecoveryCode(typed);
  const mayBeRight = step !== null || (recovery && row.recoveryHashes().length > 0);

  const fail = async (error: AppError): Promise<never> => {
    await recordAttempt({ scope: 'login', email: user.email, ip, succeeded: false, now }, { transaction });
    if (throttle.accountFailures + 1 >= LOGIN_CHALLENGE_AFTER) {
      await notifyLoginAttack({ user, ip, failures: throttle.accountFailures + 1, now }, { transaction });
    }
    throw error;
  };

  if (throttle.challengeRequired) {
    const outcome = await checkHuman({ ...(input.human ?? {}), ip: ip ?? undefined, now }, { transaction });
    if (outcome !== 'passed') {
      if (mayBeRight) throw new AppError('UNAUTHORIZED', HUMAN_CHECK_REQUIRED);
      return fail(new AppError('UNAUTHORIZED', HUMAN_CHECK_REQUIRED));
    }
  }
  const accepted = step !== null ? await consumeStep(row, step, transaction) : recovery ? await consumeRecoveryCode(row, typed, transaction) : false;
  if (!accepted) return fail(new AppError('UNAUTHORIZED', SIGN_IN_CODE_INVALID));

  await recordAttempt({ scope: 'login', email: user.email, ip, succeeded: true, now }, { transaction });
  if (user.status_id === USER_STATUS.BLOCKED) throw new AppError('FORBIDDEN', 'auth:blocked');
  await recordSignIn(user, now, { transaction });
  return user;
}

/**
 * The user a pending ticket names, when that user may still finish this sign-in: not blocked, of a
 * role of the ticket's variant, and still owing the ticket's step. Else null (the page restarts the
 * sign-in).
 */
export async function userOfTicket(
  ticket: { userId: number; variant: LoginVariant; step: SecondFactorStep },
  { transaction }: { transaction?: Transaction } = {},
): Promise<User | null> {
  const user = await User.findByPk(ticket.userId, { transaction });
  if (!user || user.status_id === USER_STATUS.BLOCKED) return null;
  if (!(VARIANT_ROLES[ticket.variant] as readonly number[]).includes(user.role_id)) return null;
  return (await secondFactorStepFor(user, { transaction })) === ticket.step ? user : null;
}
