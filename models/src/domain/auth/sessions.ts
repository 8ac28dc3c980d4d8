import { createHash, randomBytes } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import { SESSION_LIFETIME_SECONDS } from '../../constants/index';
import { getSequelize } from '../../db/database';
import { bound, preparedRead } from '../../db/prepared-read';
import { instanceFromRow } from '../../db/instance-from-row';
import { Session } from '../../models/session';
import { User } from '../../models/user';

/**
 * Server-side sessions (DESIGN §4, G-42). The cookie carries a random token (32 bytes, hex); the
 * `sessions` row is keyed by the token's SHA-256, so a copy of the database gives no usable cookie.
 * Sessions last SESSION_LIFETIME_SECONDS (1 day, ACC-13) from sign-in. Deleting the row (logout,
 * password change or reset, blocking) revokes the session at once.
 */

const TOKEN_PATTERN = /^[0-9a-f]{64}$/;
/** last_seen_at is written at most this often (one UPDATE per minute per session, not per request). */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** The row id of a cookie token. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function isSessionToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

export interface CreateSessionInput {
  userId: number;
  impersonatorId?: number | null;
  data?: Record<string, unknown> | null;
  ip?: string | null;
  userAgent?: string | null;
  /** The clock (tests). */
  now?: Date;
  /** Defaults to SESSION_LIFETIME_SECONDS. */
  lifetimeSeconds?: number;
}

export interface CreatedSession {
  /** The cookie value. Never stored. */
  token: string;
  expiresAt: Date;
}

export async function createSession(
  input: CreateSessionInput,
  { transaction }: { transaction?: Transaction } = {},
): Promise<CreatedSession> {
  getSequelize();
  const now = input.now ?? new Date();
  const token = randomBytes(32).toString('hex');
  const expiresAt = new Date(now.getTime() + (input.lifetimeSeconds ?? SESSION_LIFETIME_SECONDS) * 1000);
  await Session.create(
    {
      id: hashSessionToken(token),
      user_id: input.userId,
      impersonator_id: input.impersonatorId ?? null,
      data: input.data ?? null,
      ip_address: input.ip ? input.ip.slice(0, 45) : null,
      user_agent: input.userAgent ?? null,
      expires_at: expiresAt,
      last_seen_at: now,
    },
    { transaction },
  );
  return { token, expiresAt };
}

/** What pages and the console (auth/me) read of the admin behind an impersonation. */
export const IMPERSONATOR_ATTRIBUTES = ['id', 'name', 'email', 'role_id', 'status_id', 'language'] as const satisfies readonly (keyof User)[];
/** The admin behind an impersonation, as a session reads them. */
export type SessionImpersonator = Pick<User, (typeof IMPERSONATOR_ATTRIBUTES)[number]>;

export interface ReadSessionResult {
  session: Session;
  user: User;
  impersonator: SessionImpersonator | null;
}

/**
 * The live session of a cookie token with its user (and the impersonating admin), or null when the
 * token is malformed, unknown or expired (an expired row is deleted), or its user is gone.
 */
export async function readSession(
  token: string | null | undefined,
  { transaction, now = new Date() }: { transaction?: Transaction; now?: Date } = {},
): Promise<ReadSessionResult | null> {
  if (!isSessionToken(token)) return null;
  const sequelize = getSequelize();
  // Read as one plain row (issue 17): Sequelize's grouping of a joined row into instances cost more
  // than the statement itself; the three instances are built from the row below, as a find builds
  // them. The user and the impersonator are answered beside the session, not inside it.
  const row = (await preparedRead(sequelize, 'sessions.readSessionRow', [hashSessionToken(token)], transaction, (call) =>
    Session.findOne({
      where: { id: bound(1) },
      include: [
        { model: User, as: 'user' },
        { model: User, as: 'impersonator', attributes: [...IMPERSONATOR_ATTRIBUTES] },
      ],
      raw: true,
      ...call,
    }),
  )) as unknown as Record<string, unknown> | null;
  if (!row) return null;
  const session = instanceFromRow(Session, row, '');
  // A LEFT JOIN that found no row leaves the include's key null: no instance, as a find answers it.
  const joined = (prefix: 'user.' | 'impersonator.') => (row[`${prefix}id`] == null ? null : instanceFromRow(User, row, prefix));
  const user = joined('user.');
  const impersonator = joined('impersonator.');
  if (session.isExpired(now)) {
    await Session.destroy({ where: { id: session.id }, transaction });
    return null;
  }
  if (!user) {
    await Session.destroy({ where: { id: session.id }, transaction });
    return null;
  }
  if (!session.last_seen_at || now.getTime() - session.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    await Session.update({ last_seen_at: now }, { where: { id: session.id }, transaction, silent: true });
    session.last_seen_at = now;
  }
  return { session, user, impersonator };
}

/** Replaces the session's `data` (language, flash messages…). False when the session is gone. */
export async function updateSessionData(
  token: string,
  data: Record<string, unknown> | null,
  { transaction }: { transaction?: Transaction } = {},
): Promise<boolean> {
  if (!isSessionToken(token)) return false;
  getSequelize();
  const [count] = await Session.update({ data }, { where: { id: hashSessionToken(token) }, transaction });
  return count > 0;
}

/** Deletes the session of a token (logout). Idempotent. */
export async function destroySession(
  token: string | null | undefined,
  { transaction }: { transaction?: Transaction } = {},
): Promise<void> {
  if (!isSessionToken(token)) return;
  getSequelize();
  await Session.destroy({ where: { id: hashSessionToken(token) }, transaction });
}

/**
 * Deletes every session of a user — signed in as them, or impersonating as them — except the one
 * of `exceptToken` (the current session after a password change). Returns how many were deleted.
 */
export async function destroyUserSessions(
  userId: number,
  { exceptToken, transaction }: { exceptToken?: string | null; transaction?: Transaction } = {},
): Promise<number> {
  getSequelize();
  const where: Record<string | symbol, unknown> = {
    [Op.or]: [{ user_id: userId }, { impersonator_id: userId }],
  };
  if (isSessionToken(exceptToken)) where.id = { [Op.ne]: hashSessionToken(exceptToken) };
  return Session.destroy({ where, transaction });
}
