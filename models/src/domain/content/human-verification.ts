import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import { getConfig } from '../../config/env';
import { Configuration } from '../../models/configuration';
import { UsedChallenge } from '../../models/used-challenge';
import type { HumanCheckInput } from '../../schemas/contact';

/**
 * Human verification of the contact form (PUB-22, PUB-23, G-41, DESIGN §5).
 *
 * - Provider mode, when configuration `human_verification` has site_key and secret_key: the page
 *   shows a reCAPTCHA-compatible widget and the server POSTs its token to `verify_url` (default
 *   Google's siteverify; hCaptcha and Turnstile speak the same protocol) and needs `success: true`.
 * - Built-in mode otherwise: a small sum to answer, signed with the server secret and valid for 30
 *   minutes, plus a honeypot field people never see. It works without JavaScript and without any
 *   outside service. A token is answered once: its SHA-256 is stored in `used_challenges` until it
 *   would expire, so one solved sum cannot post many messages (issue 11, ADR 020).
 *
 * The same check guards the sign-in after repeated failures (auth/authenticate.ts, G-66).
 */

export const DEFAULT_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const DEFAULT_WIDGET_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
export const CHALLENGE_TTL_MS = 30 * 60 * 1000;
const VERIFY_TIMEOUT_MS = 10_000;

export type HumanVerificationSettings =
  | { mode: 'provider'; siteKey: string; secretKey: string; verifyUrl: string; scriptUrl: string }
  | { mode: 'builtin' };

interface StoredSettings {
  site_key?: string;
  secret_key?: string;
  verify_url?: string;
  script_url?: string;
}

export async function humanVerificationSettings(options: { transaction?: Transaction } = {}): Promise<HumanVerificationSettings> {
  const stored = await Configuration.readValue<StoredSettings>('human_verification', {}, options);
  const siteKey = typeof stored?.site_key === 'string' ? stored.site_key.trim() : '';
  const secretKey = typeof stored?.secret_key === 'string' ? stored.secret_key.trim() : '';
  if (!siteKey || !secretKey) return { mode: 'builtin' };
  return {
    mode: 'provider',
    siteKey,
    secretKey,
    verifyUrl: stored.verify_url?.trim() || DEFAULT_VERIFY_URL,
    scriptUrl: stored.script_url?.trim() || DEFAULT_WIDGET_SCRIPT_URL,
  };
}

// ---- built-in challenge ---------------------------------------------------------------------------

export interface Challenge {
  token: string;
  a: number;
  b: number;
}

function sign(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`contact-challenge|${payload}`).digest();
}

/** The two operands (1–9 and 1–9) of a challenge, derived from its signed payload. */
function operands(payload: string, secret: string): [number, number] {
  const digest = createHmac('sha256', secret).update(`contact-operands|${payload}`).digest();
  return [1 + (digest[0]! % 9), 1 + (digest[1]! % 9)];
}

/** What a page shows for the human check: the provider's widget, or a fresh built-in challenge. */
export type HumanCheckView =
  | { mode: 'builtin'; challenge: Challenge }
  | { mode: 'provider'; siteKey: string; scriptUrl: string };

export async function humanCheckView(options: { now?: Date; transaction?: Transaction } = {}): Promise<HumanCheckView> {
  const settings = await humanVerificationSettings({ transaction: options.transaction });
  return settings.mode === 'provider'
    ? { mode: 'provider', siteKey: settings.siteKey, scriptUrl: settings.scriptUrl }
    : { mode: 'builtin', challenge: issueChallenge(options.now) };
}

/** A new challenge: the token carries its issue time and a nonce, signed; the sum is never in it. */
export function issueChallenge(now: Date = new Date()): Challenge {
  const secret = getConfig().sessionSecrets[0]!;
  const payload = `${now.getTime().toString(36)}.${randomBytes(12).toString('base64url')}`;
  const [a, b] = operands(payload, secret);
  return { token: `${payload}.${sign(payload, secret).toString('base64url')}`, a, b };
}

/** The challenge of a token this server signed and that is still valid, else null. */
export function readChallenge(token: string | undefined, now: Date = new Date()): Challenge | null {
  const parts = (token ?? '').split('.');
  if (parts.length !== 3) return null;
  const [time, nonce, signature] = parts as [string, string, string];
  const payload = `${time}.${nonce}`;
  const issuedAt = parseInt(time, 36);
  const age = now.getTime() - issuedAt;
  if (!Number.isFinite(issuedAt) || age < 0 || age > CHALLENGE_TTL_MS) return null;
  const given = Buffer.from(signature, 'base64url');
  // Every configured secret is accepted (rotation: newest first).
  for (const secret of getConfig().sessionSecrets) {
    const expected = sign(payload, secret);
    if (given.length === expected.length && timingSafeEqual(given, expected)) {
      const [a, b] = operands(payload, secret);
      return { token: token!, a, b };
    }
  }
  return null;
}

/**
 * Marks a valid challenge token as answered. False when it had been answered before (a replay).
 * The primary key on the token's hash makes the first use win even under concurrent posts.
 */
async function consumeChallenge(token: string, now: Date, transaction?: Transaction): Promise<boolean> {
  const issuedAt = parseInt(token.split('.')[0] ?? '', 36);
  const tokenHash = createHash('sha256').update(token, 'utf8').digest('hex');
  await UsedChallenge.purgeExpired(now, { transaction });
  try {
    await UsedChallenge.create({ token_hash: tokenHash, expires_at: new Date(issuedAt + CHALLENGE_TTL_MS), created_at: now }, { transaction });
    return true;
  } catch (error) {
    if (error instanceof UniqueConstraintError) return false;
    throw error;
  }
}

// ---- verification ---------------------------------------------------------------------------------

export type HumanCheckOutcome = 'passed' | 'failed' | 'unavailable';

async function verifyWithProvider(
  settings: Extract<HumanVerificationSettings, { mode: 'provider' }>,
  token: string | undefined,
  ip: string | undefined,
  fetchImpl: typeof fetch,
): Promise<HumanCheckOutcome> {
  if (!token || !token.trim()) return 'failed';
  const body = new URLSearchParams({ secret: settings.secretKey, response: token.trim() });
  if (ip) body.set('remoteip', ip);
  try {
    const response = await fetchImpl(settings.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return 'unavailable';
    const answer = (await response.json()) as { success?: unknown };
    return answer?.success === true ? 'passed' : 'failed';
  } catch (error) {
    console.warn('[contact] human-verification provider unavailable:', error instanceof Error ? error.message : error);
    return 'unavailable';
  }
}

/**
 * 'passed', 'failed' (the visitor must try again: 'Recaptcha is pending to verify'), or
 * 'unavailable' (the provider could not be asked: the submission fails, ⚑AMB-14).
 */
export async function checkHuman(
  input: HumanCheckInput & { ip?: string; now?: Date; fetchImpl?: typeof fetch },
  options: { transaction?: Transaction } = {},
): Promise<HumanCheckOutcome> {
  // A filled honeypot is a robot, whatever else it sent.
  if (input.honeypot && input.honeypot.trim() !== '') return 'failed';
  const settings = await humanVerificationSettings(options);
  if (settings.mode === 'provider') return verifyWithProvider(settings, input.provider_token, input.ip, input.fetchImpl ?? fetch);
  const now = input.now ?? new Date();
  const challenge = readChallenge(input.challenge_token, now);
  if (!challenge) return 'failed';
  // Used up by any answer, right or wrong: a token cannot be replayed nor its sum guessed twice.
  if (!(await consumeChallenge(challenge.token, now, options.transaction))) return 'failed';
  const answer = (input.challenge_answer ?? '').trim();
  return /^\d{1,3}$/.test(answer) && Number(answer) === challenge.a + challenge.b ? 'passed' : 'failed';
}
