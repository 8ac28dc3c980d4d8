import { getConfig } from '../../config/env';
import { sendMail, type SendMailResult } from '../../mail/index';
import type { User } from '../../models/user';
import { loginPathFor } from '../../policies/console-access';

/**
 * What staff did to an account, told to its owner in their language after the change commits, recorded
 * as an audit mail with the user as reference:
 *  - G-03 `account_blocked` (whom to contact) / `account_unblocked` (with the sign-in link);
 *  - ADR 078 `two_factor_reset`: the two-factor sign-in was turned off and the sessions ended, how to set
 *    it up again, what to do when they did not ask for it (with the sign-in link).
 */
const STATUS_MAILS = {
  blocked: { template: 'account-blocked', mailableType: 'account_blocked', withLogin: false },
  unblocked: { template: 'account-unblocked', mailableType: 'account_unblocked', withLogin: true },
  two_factor_reset: { template: 'two-factor-reset', mailableType: 'two_factor_reset', withLogin: true },
} as const;

export function sendAccountStatusEmail(user: User, kind: keyof typeof STATUS_MAILS): Promise<SendMailResult> {
  const mail = STATUS_MAILS[kind];
  return sendMail({
    to: user.email,
    template: mail.template,
    language: user.language,
    reference: `user-${user.id}`,
    mailableType: mail.mailableType,
    data: { name: user.name, email: user.email, loginUrl: mail.withLogin ? `${getConfig().appUrl}${loginPathFor(user.role_id)}` : null },
  });
}
