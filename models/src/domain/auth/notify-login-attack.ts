import type { Transaction } from 'sequelize';
import { getConfig } from '../../config/env';
import { DEFAULT_LANGUAGE } from '../../constants/index';
import { isLanguage } from '../../i18n/index';
import { sendMail } from '../../mail/index';
import type { User } from '../../models/user';
import { loginPathFor } from '../../policies/console-access';
import { claimNotice } from './rate-limit';

/** At most one warning per account in this time (ADR 020). */
export const LOGIN_ALERT_INTERVAL_MS = 60 * 60 * 1000;

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
  if (!(await claimNotice('login_alert', input.user.email, LOGIN_ALERT_INTERVAL_MS, { now, transaction }))) return false;
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
