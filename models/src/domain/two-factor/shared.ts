import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { Op, type Transaction } from 'sequelize';
import { STAFF_ROLES } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Configuration } from '../../models/configuration';
import { UserTwoFactor } from '../../models/user-two-factor';
import { openSecret, sealSecret } from '../settings/secret-box';
import type { SecondFactorStep } from './ticket';

/**
 * Two-factor sign-in (issue 18, ADR 077): TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, one step
 * either side accepted) through `otpauth`, one-time recovery codes, the staff requirement.
 */
export const TWO_FACTOR_ISSUER = 'IPRenew';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted either side of now (clock drift): ±1 = ±30 s. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** The configuration key a super admin switches (console settings). */
export const STAFF_TWO_FACTOR_KEY = 'staff_two_factor_required';
/** The roles the staff requirement covers: super admins, admins, accountants. */
export const isStaffRole = (roleId: number): boolean => (STAFF_ROLES as readonly number[]).includes(Number(roleId));

/** The AAD of a user's sealed secret: a sealed value cannot be moved to another user's row. */
export const secretContext = (userId: number): string => `user_two_factor.secret:${userId}`;

export function sealTotpSecret(base32: string, userId: number): string {
  return sealSecret(base32, secretContext(userId));
}

/** The base32 secret of a row; 500 when no listed SESSION_SECRET opens it (never a silent pass). */
export function openTotpSecret(row: Pick<UserTwoFactor, 'secret' | 'user_id'>): string {
  const plain = openSecret(row.secret, secretContext(row.user_id));
  if (!plain) throw new AppError('INTERNAL', 'auth:two_factor.secret_unreadable');
  return plain;
}

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export function totpOf(base32: string, label: string): TOTP {
  return new TOTP({ issuer: TWO_FACTOR_ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(base32) });
}

/** The time step of `now`. */
export const timeStepOf = (now: Date): number => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** A typed code without spaces or hyphens ("123 456" → "123456"). */
export const cleanCode = (code: unknown): string => (typeof code === 'string' ? code.replace(/[\s-]/g, '') : '');

/**
 * The time step a 6-digit code belongs to (now ±TOTP_WINDOW), or null when it matches none. Does not
 * consume it: `consumeStep` does, so a replay of the same code is refused.
 */
export function matchingStep(base32: string, code: unknown, now: Date): number | null {
  const token = cleanCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(base32, 'check').validate({ token, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : timeStepOf(now) + delta;
}

/** Accepts `step` once: true when it is newer than the last accepted step (atomic: two posts of one code, one wins). */
export async function consumeStep(row: UserTwoFactor, step: number, transaction?: Transaction): Promise<boolean> {
  const [count] = await UserTwoFactor.update(
    { last_used_step: step },
    { where: { id: row.id, [Op.or]: [{ last_used_step: null }, { last_used_step: { [Op.lt]: step } }] }, transaction },
  );
  return count === 1;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten fresh recovery codes, "xxxxx-xxxxx" (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** The stored form of a recovery code: SHA-256 of the code as typed without case, spaces or hyphens. */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(cleanCode(code).toLowerCase()).digest('hex');

/** A recovery code as a person may type it. */
export const looksLikeRecoveryCode = (code: unknown): boolean => /^[a-z0-9]{10}$/i.test(cleanCode(code));

/**
 * Uses one recovery code: removes its hash from the row. Atomic (the update names the list it read),
 * so the same code used twice at once gets in once.
 */
export async function consumeRecoveryCode(row: UserTwoFactor, code: string, transaction?: Transaction): Promise<boolean> {
  const hashes = row.recoveryHashes();
  const hash = hashRecoveryCode(code);
  if (!hashes.includes(hash)) return false;
  const remaining = hashes.filter((h) => h !== hash);
  const [count] = await UserTwoFactor.update(
    { recovery_codes: JSON.stringify(remaining) },
    { where: { id: row.id, recovery_codes: row.recovery_codes }, transaction },
  );
  return count === 1;
}

/** Whether a super admin requires a second factor of every staff member. */
export async function isStaffTwoFactorRequired(transaction?: Transaction): Promise<boolean> {
  return (await Configuration.readValue<unknown>(STAFF_TWO_FACTOR_KEY, false, { transaction })) === true;
}

/** The user's confirmed authenticator, or null. */
export async function confirmedTwoFactorOf(userId: number, transaction?: Transaction): Promise<UserTwoFactor | null> {
  const row = await UserTwoFactor.findOne({ where: { user_id: userId }, transaction });
  return row && row.confirmed_at ? row : null;
}

/** Which of these users have a confirmed authenticator: one query for a page of users. */
export async function usersWithTwoFactor(userIds: readonly number[], transaction?: Transaction): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await UserTwoFactor.findAll({ where: { user_id: [...userIds], confirmed_at: { [Op.ne]: null } }, attributes: ['user_id'], transaction });
  return new Set(rows.map((row) => row.user_id));
}

/**
 * What a user whose password just passed must still do (ADR 077): 'code' when they have a confirmed
 * authenticator; 'enrol' when they are staff, a super admin requires a second factor of staff and
 * they have none; null when the sign-in is complete.
 */
export async function secondFactorStepFor(user: { id: number; role_id: number }, { transaction }: { transaction?: Transaction } = {}): Promise<SecondFactorStep | null> {
  if (await confirmedTwoFactorOf(user.id, transaction)) return 'code';
  if (isStaffRole(user.role_id) && (await isStaffTwoFactorRequired(transaction))) return 'enrol';
  return null;
}
