import { createHmac, timingSafeEqual } from 'node:crypto';
import { getConfig } from '../../config/env';
import type { LoginVariant } from '../auth/authenticate';
import { isLoginVariant } from '../auth/authenticate';

/**
 * The pending second factor (ADR 077): after the password passed, a user who must give a code (or
 * enrol first) gets no session yet but this ticket — signed with SESSION_SECRET (HMAC-SHA256, any
 * listed secret verifies), bound to the user and the login variant, valid 5 minutes. The login pages
 * keep it in a short-lived httpOnly cookie. It proves only "the password was right a moment ago".
 */
export const TWO_FACTOR_TICKET_SECONDS = 5 * 60;

export type SecondFactorStep = 'code' | 'enrol';

export interface TwoFactorTicket {
  userId: number;
  variant: LoginVariant;
  step: SecondFactorStep;
  /** The sign-in before this one (ACC-16), carried to the session the ticket ends in. */
  previousLogin: string | null;
  /** Expiry, ms since the epoch. */
  expiresAt: number;
}

const sign = (body: string, secret: string) => createHmac('sha256', `iprenew/two-factor-ticket\u0000${secret}`).update(body).digest('base64url');

export function issueTwoFactorTicket(
  input: { userId: number; variant: LoginVariant; step: SecondFactorStep; previousLogin?: string | null; now?: Date },
  secrets: readonly string[] = getConfig().sessionSecrets,
): string {
  const now = input.now ?? new Date();
  const payload: TwoFactorTicket = {
    userId: input.userId,
    variant: input.variant,
    step: input.step,
    previousLogin: input.previousLogin ?? null,
    expiresAt: now.getTime() + TWO_FACTOR_TICKET_SECONDS * 1000,
  };
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${sign(body, secrets[0]!)}`;
}

/** The ticket's content, or null when it is missing, forged, expired or for another variant. */
export function readTwoFactorTicket(
  value: unknown,
  { variant, now = new Date() }: { variant?: LoginVariant; now?: Date } = {},
  secrets: readonly string[] = getConfig().sessionSecrets,
): TwoFactorTicket | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  const [body, signature, extra] = value.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'utf8');
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(sign(body, secret), 'utf8');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!valid) return null;
  let payload: Partial<TwoFactorTicket>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TwoFactorTicket>;
  } catch {
    return null;
  }
  if (typeof payload.userId !== 'number' || !isLoginVariant(payload.variant)) return null;
  if (payload.step !== 'code' && payload.step !== 'enrol') return null;
  if (typeof payload.expiresAt !== 'number' || payload.expiresAt <= now.getTime()) return null;
  if (variant && payload.variant !== variant) return null;
  return {
    userId: payload.userId,
    variant: payload.variant,
    step: payload.step,
    previousLogin: typeof payload.previousLogin === 'string' ? payload.previousLogin : null,
    expiresAt: payload.expiresAt,
  };
}
