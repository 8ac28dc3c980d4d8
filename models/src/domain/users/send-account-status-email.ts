import { getConfig } from '../../config/env';
import { sendMail, type SendMailResult } from '../../mail/index';
import type { User } from '../../models/user';
import { loginPathFor } from '../../policies/console-access';

/**
 * G-03 `account_blocked` / `account_unblocked`: the user learns, in their language, that staff blocked
 * their account (with whom to contact) or made it active again (with their sign-in link). Sent after
 * the change commits; recorded as an audit mail with the user as reference.
 */
export function sendAccountStatusEmail(user: User, kind: 'blocked' | 'unblocked'): Promise<SendMailResult> {
  return sendMail({
    to: user.email,
    template: `account-${kind}`,
    language: user.language,
    reference: `user-${user.id}`,
    mailableType: `account_${kind}`,
    data: { name: user.name, email: user.email, loginUrl: kind === 'unblocked' ? `${getConfig().appUrl}${loginPathFor(user.role_id)}` : null },
  });
}
