import { createHash, randomBytes } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import { getConfig } from '../../config/env';
import { DEFAULT_LANGUAGE, type Language } from '../../constants/index';
import { isLanguage } from '../../i18n/index';
import { sendMail, type SendMailResult } from '../../mail/index';
import { normalizeEmail, type User } from '../../models/user';
import { VerificationToken } from '../../models/verification-token';
import { assertNotRateLimited, recordAttempt } from '../auth/rate-limit';

/** What the public account flows share: link tokens, attempt limits, the mail language, the verification mail. */


export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** A new random link token (64 hex characters) and the SHA-256 hex stored for it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token.trim().toLowerCase(), 'utf8').digest('hex');
}

/** The attempt key of a request without a known address (scripts, jobs). */
export const NO_ADDRESS = 'local';

/** G-66: refuses the attempt when over the limit, then counts it. */
export async function limitAttempt(scope: 'register' | 'resend' | 'forgot' | 'reset', email: string | undefined, ip: string | undefined): Promise<void> {
  const address = ip && ip.trim() ? ip.trim() : NO_ADDRESS;
  const account = email ? normalizeEmail(email) : undefined;
  await assertNotRateLimited({ scope, ...(account ? { email: account } : {}), ip: address });
  await recordAttempt({ scope, ...(account ? { email: account } : {}), ip: address, succeeded: true });
}

export function mailLanguage(user: Pick<User, 'language'>): Language {
  return isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
}

export function verificationLink(token: string, email: string): string {
  return `${getConfig().appUrl}/account/verify/${token}?email=${encodeURIComponent(email)}`;
}

/** Invalidates every open verification token of the user and issues a new one (G-21). */
export async function issueVerificationToken(user: User, transaction: Transaction, now = new Date()): Promise<string> {
  await VerificationToken.update(
    { used_at: now },
    { where: { user_id: user.id, used_at: { [Op.is]: null } }, transaction },
  );
  const { token, hash } = newLinkToken();
  await VerificationToken.create(
    { email: user.email, user_id: user.id, token_hash: hash, expires_at: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS) },
    { transaction },
  );
  return token;
}

export function sendVerificationMail(user: Pick<User, 'id' | 'email' | 'name' | 'language'>, token: string): Promise<SendMailResult> {
  return sendMail({
    to: user.email,
    template: 'verify-email',
    language: mailLanguage(user),
    data: { name: user.name, email: user.email, url: verificationLink(token, user.email), hours: 24 },
    reference: `U${user.id}`,
    mailableType: 'VerifyEmail',
  });
}
