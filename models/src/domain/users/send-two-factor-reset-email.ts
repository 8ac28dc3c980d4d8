import { getConfig } from '../../config/env';
import { sendMail, type SendMailResult } from '../../mail/index';
import type { User } from '../../models/user';
import { loginPathFor } from '../../policies/console-access';

/**
 * ADR 078 `two_factor_reset`: the user learns, in their language, that staff turned off their
 * two-factor sign-in, that their sessions ended, how to set it up again, and what to do when they did
 * not ask for it. Recorded as an audit mail with the user as reference.
 */
export function sendTwoFactorResetEmail(user: User): Promise<SendMailResult> {
  return sendMail({
    to: user.email,
    template: 'two-factor-reset',
    language: user.language,
    reference: `user-${user.id}`,
    mailableType: 'two_factor_reset',
    data: { name: user.name, email: user.email, loginUrl: `${getConfig().appUrl}${loginPathFor(user.role_id)}` },
  });
}
