import { Op, type Transaction } from 'sequelize';
import { getConfig } from '../../config/env';
import { DEFAULT_LANGUAGE } from '../../constants/index';
import { isLanguage } from '../../i18n/index';
import { sendMail } from '../../mail/index';
import { LoginAttempt } from '../../models/login-attempt';
import type { User } from '../../models/user';
import { loginPathFor } from '../../policies/console-access';

/** At most one warning per account in this time (ADR 020). */
export const LOGIN_ALERT_INTERVAL_MS = 60 * 60 * 1000;
/** The login_attempts scope that remembers when an account's owner was last warned. */
const ALERT_SCOPE = 'login_alert';

export interface NotifyLoginAttackInput {
  user: Pick<User, 'id' | 'email' | 'name' | 'language' | 'role_id'>;
  /** The address the latest failure came from. */
  ip: string | null;
  /** Failed sign-ins of the account in the last 15 minutes. */
  failures: number;
  now?: Date;
}

/**
 * Tells an account's owner that their account is being attacked (repeated wrong passwords, G-66,
 * ADR 020): mail 'login-attack' in the account's language, recorded in audit_mails by sendMail, at
 * most once per LOGIN_ALERT_INTERVAL_MS. A mail that cannot be delivered never fails the sign-in.
 * Returns whether a warning went out.
 */
export async function notifyLoginAttack(
  input: NotifyLoginAttackInput,
  { transaction }: { transaction?: Transaction } = {},
): Promise<boolean> {
  const now = input.now ?? new Date();
  const key = input.user.email.slice(0, 191);
  const recent = await LoginAttempt.count({
    where: { scope: ALERT_SCOPE, key, created_at: { [Op.gt]: new Date(now.getTime() - LOGIN_ALERT_INTERVAL_MS) } },
    transaction,
  });
  if (recent > 0) return false;
  await LoginAttempt.create({ scope: ALERT_SCOPE, key, succeeded: true, created_at: now }, { transaction });
  const appUrl = getConfig().appUrl;
  try {
    const result = await sendMail({
      to: input.user.email,
      template: 'login-attack',
      language: isLanguage(input.user.language) ? input.user.language : DEFAULT_LANGUAGE,
      data: {
        name: input.user.name,
        email: input.user.email,
        failures: input.failures,
        ip: input.ip ?? '',
        at: now.toISOString(),
        loginUrl: `${appUrl}${loginPathFor(input.user.role_id)}`,
        forgotUrl: `${appUrl}/forgot/password`,
      },
      reference: `U${input.user.id}`,
      mailableType: 'LoginAttack',
    });
    return result.delivered;
  } catch (error) {
    console.error('[auth] the login-attack warning could not be sent', error);
    return false;
  }
}
