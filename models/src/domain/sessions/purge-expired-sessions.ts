import { Op, type Transaction } from 'sequelize';
import { getSequelize } from '../../db/database';
import { assertSystemActor, type SystemActor } from '../kernel/index';
import { LoginAttempt } from '../../models/login-attempt';
import { PasswordReset } from '../../models/password-reset';
import { Session } from '../../models/session';
import { VerificationToken } from '../../models/verification-token';

/**
 * Housekeeping run hourly by the `purge-expired-sessions` job:
 * - sessions whose `expires_at` has passed (they are already refused at sign-in time);
 * - verification tokens and password resets more than a day past their expiry, or used more
 *   than a day ago (kept for a day so a late click still gets "link expired", not "invalid");
 * - login attempts older than 24 hours (the rate-limit windows are shorter).
 * Idempotent and safe to run concurrently; one transaction.
 */

export const TOKEN_GRACE_MS = 24 * 60 * 60 * 1000;
export const LOGIN_ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface PurgeExpiredSessionsInput {
  actor: SystemActor;
  now?: Date;
}

export interface PurgeExpiredSessionsResult {
  sessions: number;
  verificationTokens: number;
  passwordResets: number;
  loginAttempts: number;
}

export async function purgeExpiredSessions(
  { actor, now = new Date() }: PurgeExpiredSessionsInput,
  { transaction }: { transaction?: Transaction } = {},
): Promise<PurgeExpiredSessionsResult> {
  assertSystemActor(actor);
  const run = async (t: Transaction): Promise<PurgeExpiredSessionsResult> => {
    const tokenCutoff = new Date(now.getTime() - TOKEN_GRACE_MS);
    const tokenWhere = { [Op.or]: [{ expires_at: { [Op.lt]: tokenCutoff } }, { used_at: { [Op.lt]: tokenCutoff } }] };
    const sessions = await Session.destroy({ where: { expires_at: { [Op.lte]: now } }, transaction: t });
    const verificationTokens = await VerificationToken.destroy({ where: tokenWhere, transaction: t });
    const passwordResets = await PasswordReset.destroy({ where: tokenWhere, transaction: t });
    const loginAttempts = await LoginAttempt.destroy({
      where: { created_at: { [Op.lt]: new Date(now.getTime() - LOGIN_ATTEMPT_RETENTION_MS) } },
      transaction: t,
    });
    return { sessions, verificationTokens, passwordResets, loginAttempts };
  };
  if (transaction) return run(transaction);
  return getSequelize().transaction((t) => run(t));
}
