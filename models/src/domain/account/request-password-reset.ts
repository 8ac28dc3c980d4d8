import { Op } from 'sequelize';
import { getConfig } from '../../config/env';
import { USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { sendMail } from '../../mail/index';
import { PasswordReset } from '../../models/password-reset';
import { User } from '../../models/user';
import { forgotPasswordSchema } from '../../schemas/account';
import { fieldErrorsOf, validationError } from '../kernel/index';
import { limitAttempt, mailLanguage, newLinkToken } from './shared';
import { afterCommit, inTransaction, type OperationOptions } from '../kernel/index';

/**
 * requestPasswordReset (ACC-48, ACC-49, G-66): e-mails a reset link valid for 60 minutes to the
 * account of `email` (earlier links stop working). Unknown and blocked e-mails get the same answer
 * and no mail, so the form tells nobody which addresses are registered. Only when the mail to a
 * real account cannot be delivered does the caller see 'Fail to request password reset...'.
 */

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export interface RequestPasswordResetInput {
  email: string;
  ip?: string;
}

export interface RequestPasswordResetResult {
  /** 'account:forgot.sent' — 'Password reset request link had been send to your email' */
  messageKey: string;
}

export function passwordResetLink(token: string, email: string): string {
  return `${getConfig().appUrl}/forgot/password/${token}/request?q=${encodeURIComponent(email)}`;
}

export async function requestPasswordReset(
  input: RequestPasswordResetInput,
  options: OperationOptions = {},
): Promise<RequestPasswordResetResult> {
  const parsed = forgotPasswordSchema.safeParse({ email: input.email });
  if (!parsed.success) throw validationError('account:forgot.failed', fieldErrorsOf(parsed.error));
  const email = parsed.data.email;
  await limitAttempt('forgot', email, input.ip);

  const issued = await inTransaction(options, async (transaction) => {
    const user = await User.findByEmail(email, { transaction });
    if (!user || user.status_id === USER_STATUS.BLOCKED) return null;
    const now = new Date();
    await PasswordReset.update({ used_at: now }, { where: { user_id: user.id, used_at: { [Op.is]: null } }, transaction });
    const { token, hash } = newLinkToken();
    await PasswordReset.create(
      { email: user.email, user_id: user.id, token_hash: hash, expires_at: new Date(now.getTime() + PASSWORD_RESET_TTL_MS) },
      { transaction },
    );
    return { user, token };
  });
  const mail = issued
    ? await afterCommit(
        options,
        () =>
          sendMail({
            to: issued.user.email,
            template: 'reset-password-link',
            language: mailLanguage(issued.user),
            data: { name: issued.user.name, email: issued.user.email, url: passwordResetLink(issued.token, issued.user.email), minutes: 60 },
            reference: `U${issued.user.id}`,
            mailableType: 'ResetPasswordLink',
          }),
        'reset-password-link',
      )
    : undefined;
  if (mail && !mail.delivered) throw new AppError('INTERNAL', 'account:forgot.failed');
  return { messageKey: 'account:forgot.sent' };
}
