import QRCode from 'qrcode';
import { AppError } from '../../errors/index';
import { User } from '../../models/user';
import { UserTwoFactor } from '../../models/user-two-factor';
import { loginThrottle, recordAttempt } from '../auth/rate-limit';
import { recordSignIn } from '../auth/record-sign-in';
import { type Actor, assertRole, inTransaction, type OperationOptions, validationError, writeAudit } from '../kernel/index';
import {
  cleanCode,
  consumeRecoveryCode,
  consumeStep,
  hashRecoveryCode,
  isStaffRole,
  isStaffTwoFactorRequired,
  looksLikeRecoveryCode,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
  totpOf,
} from './shared';
import { ROLE } from '../../constants/index';

const ALL_ROLES = [ROLE.SUPER_ADMIN, ROLE.ADMIN, ROLE.AGENT, ROLE.MEMBER, ROLE.ACCOUNTANT];
export const CODE_INVALID = 'auth:two_factor.code_invalid';

/** The signed-in user managing their own second factor; never an impersonating admin (ADR 077). */
function assertOwnAccount(actor: Actor | null | undefined): asserts actor is Actor {
  assertRole(actor, ALL_ROLES, 'auth:two_factor.not_allowed');
  if (actor.impersonator_id) throw new AppError('FORBIDDEN', 'auth:two_factor.not_while_impersonating');
}

export interface TwoFactorStatus {
  enabled: boolean;
  /** An enrolment was started and waits for its first code. */
  pending: boolean;
  /** Staff must keep a second factor (the super admin's setting). */
  required: boolean;
  /** Unused recovery codes. */
  recovery_codes_left: number;
  can_disable: boolean;
}

/** The enrolment page's state for the signed-in user. */
export async function getTwoFactorStatus(input: { actor: Actor }, options: OperationOptions = {}): Promise<TwoFactorStatus> {
  assertRole(input.actor, ALL_ROLES, 'auth:two_factor.not_allowed');
  const row = await UserTwoFactor.findOne({ where: { user_id: input.actor.id }, transaction: options.transaction });
  const enabled = Boolean(row?.confirmed_at);
  const required = isStaffRole(input.actor.role_id) && (await isStaffTwoFactorRequired(options.transaction));
  return { enabled, pending: Boolean(row) && !enabled, required, recovery_codes_left: enabled ? row!.recoveryHashes().length : 0, can_disable: enabled && !required };
}

export interface TwoFactorEnrolment {
  /** The base32 secret, for typing into an authenticator by hand. */
  secret: string;
  otpauth_url: string;
  /** The otpauth URL as an SVG QR code. */
  qr_svg: string;
}

/**
 * Starts (or shows again) the enrolment: a new secret, sealed in the user's row, not yet in force.
 * An unconfirmed secret is reused, so reloading the page keeps the QR code the phone may have scanned.
 * Refused when a confirmed authenticator exists (turn it off first).
 */
export async function beginTwoFactorEnrolment(input: { actor: Actor }, options: OperationOptions = {}): Promise<TwoFactorEnrolment> {
  assertOwnAccount(input.actor);
  const { actor } = input;
  const { secret, email } = await inTransaction(options, async (transaction) => {
    const user = await User.findByPk(actor.id, { transaction, rejectOnEmpty: false });
    if (!user) throw new AppError('NOT_FOUND', 'auth:two_factor.not_allowed');
    const row = await UserTwoFactor.findOne({ where: { user_id: actor.id }, transaction });
    if (row?.confirmed_at) throw new AppError('CONFLICT', 'auth:two_factor.already_enabled');
    if (row) return { secret: openTotpSecret(row), email: user.email };
    const fresh = newTotpSecret();
    await UserTwoFactor.create({ user_id: actor.id, secret: sealTotpSecret(fresh, actor.id) }, { transaction });
    return { secret: fresh, email: user.email };
  });
  const otpauthUrl = totpOf(secret, email).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

/**
 * Confirms the enrolment with a code from the authenticator: from then on every sign-in asks for a
 * code. Returns the ten recovery codes — shown once; only their hashes are kept. `signIn`: the
 * enrolment a sign-in was waiting for (ADR 077's forced enrolment) — it completes that sign-in, which is
 * recorded now (ADR 078).
 */
export async function confirmTwoFactorEnrolment(
  input: { actor: Actor; code: unknown; now?: Date; signIn?: boolean },
  options: OperationOptions = {},
): Promise<{ recovery_codes: string[]; message: string }> {
  assertOwnAccount(input.actor);
  const { actor } = input;
  const now = input.now ?? new Date();
  return inTransaction(options, async (transaction) => {
    const row = await UserTwoFactor.findOne({ where: { user_id: actor.id }, transaction });
    if (!row) throw new AppError('CONFLICT', 'auth:two_factor.enrolment_missing');
    if (row.confirmed_at) throw new AppError('CONFLICT', 'auth:two_factor.already_enabled');
    const step = matchingStep(openTotpSecret(row), input.code, now);
    if (step === null) throw validationError(CODE_INVALID, { code: [CODE_INVALID] });
    const codes = newRecoveryCodes();
    const [updated] = await UserTwoFactor.update(
      { confirmed_at: now, last_used_step: step, recovery_codes: JSON.stringify(codes.map(hashRecoveryCode)) },
      { where: { id: row.id, confirmed_at: null }, transaction },
    );
    if (updated !== 1) throw new AppError('CONFLICT', 'auth:two_factor.already_enabled');
    await writeAudit(actor, { action: 'two_factor.enable', targetType: 'user', targetId: actor.id, after: { two_factor: true } }, transaction);
    if (input.signIn) {
      const user = await User.findByPk(actor.id, { transaction });
      if (user) await recordSignIn(user, now, { transaction });
    }
    return { recovery_codes: codes, message: 'auth:two_factor.enabled' };
  });
}

/**
 * Proves the signed-in user holds the authenticator (a current code, or one recovery code, which is
 * used up). Wrong codes count as failed sign-ins of the account and the address (ADR 020), so this
 * page cannot be used to guess codes faster than the login.
 */
async function proveCurrentCode(actor: Actor, code: unknown, now: Date, options: OperationOptions): Promise<UserTwoFactor> {
  const user = await User.findByPk(actor.id, { transaction: options.transaction });
  const row = await UserTwoFactor.findOne({ where: { user_id: actor.id }, transaction: options.transaction });
  if (!user || !row?.confirmed_at) throw new AppError('CONFLICT', 'auth:two_factor.not_enabled');
  await loginThrottle({ email: user.email, ip: actor.ip ?? null, now }, options);
  const typed = cleanCode(code);
  let ok = false;
  if (/^\d{6}$/.test(typed)) {
    const step = matchingStep(openTotpSecret(row), typed, now);
    ok = step !== null && (await consumeStep(row, step, options.transaction));
  } else if (looksLikeRecoveryCode(typed)) {
    ok = await consumeRecoveryCode(row, typed, options.transaction);
  }
  if (!ok) {
    await recordAttempt({ scope: 'login', email: user.email, ip: actor.ip ?? null, succeeded: false, now }, options);
    throw validationError(CODE_INVALID, { code: [CODE_INVALID] });
  }
  await row.reload({ transaction: options.transaction });
  return row;
}

/** New recovery codes (the old ones stop working), after a current code. */
export async function regenerateRecoveryCodes(
  input: { actor: Actor; code: unknown; now?: Date },
  options: OperationOptions = {},
): Promise<{ recovery_codes: string[]; message: string }> {
  assertOwnAccount(input.actor);
  const now = input.now ?? new Date();
  const row = await proveCurrentCode(input.actor, input.code, now, options);
  const codes = newRecoveryCodes();
  await inTransaction(options, async (transaction) => {
    await UserTwoFactor.update({ recovery_codes: JSON.stringify(codes.map(hashRecoveryCode)) }, { where: { id: row.id }, transaction });
    await writeAudit(input.actor, { action: 'two_factor.recovery_codes', targetType: 'user', targetId: input.actor.id }, transaction);
  });
  return { recovery_codes: codes, message: 'auth:two_factor.recovery_regenerated' };
}

/**
 * Turns the second factor off, after a current code. Staff cannot while a super admin requires it.
 * (A password reset never calls this: forgetting the password does not remove the second factor.)
 */
export async function disableTwoFactor(input: { actor: Actor; code: unknown; now?: Date }, options: OperationOptions = {}): Promise<{ message: string }> {
  assertOwnAccount(input.actor);
  if (isStaffRole(input.actor.role_id) && (await isStaffTwoFactorRequired(options.transaction))) {
    throw new AppError('FORBIDDEN', 'auth:two_factor.required_for_staff');
  }
  const now = input.now ?? new Date();
  const row = await proveCurrentCode(input.actor, input.code, now, options);
  await inTransaction(options, async (transaction) => {
    await UserTwoFactor.destroy({ where: { id: row.id }, transaction });
    await writeAudit(input.actor, { action: 'two_factor.disable', targetType: 'user', targetId: input.actor.id, before: { two_factor: true }, after: { two_factor: false } }, transaction);
  });
  return { message: 'auth:two_factor.disabled' };
}
