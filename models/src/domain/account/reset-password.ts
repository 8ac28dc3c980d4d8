import { Op } from 'sequelize';
import { getConfig } from '../../config/env';
import { AppError } from '../../errors/index';
import { sendMail } from '../../mail/index';
import { PasswordReset } from '../../models/password-reset';
import { User } from '../../models/user';
import { resetPasswordSchema, type ResetPasswordInput } from '../../schemas/account';
import { fieldErrorsOf, validationError } from '../kernel/index';
import { loginPathFor } from '../../policies/console-access';
import { hashPassword } from '../auth/password';
import { destroyUserSessions } from '../auth/sessions';
import { findUsableReset } from './check-reset-token';
import { statusAfterPasswordSet } from './onboarding';
import { limitAttempt, mailLanguage } from './shared';
import { afterCommit, inTransaction, type OperationOptions } from '../kernel/index';

/**
 * resetPassword (ACC-52, ACC-53, G-66): sets a new password through a usable reset link, spends
 * the link (and every other open link of the user), ends all the user's sessions, and e-mails a
 * confirmation. A link that is unknown, used, expired or for another e-mail is 'The request is
 * invalid'.
 */

export interface ResetPasswordDomainInput extends ResetPasswordInput {
  ip?: string;
}

export interface ResetPasswordResult {
  user: User;
  /** 'account:reset.success' — 'Password reset successuful' */
  messageKey: string;
}

export const invalidResetRequest = () => new AppError('BAD_REQUEST', 'account:reset.invalid');

export async function resetPassword(input: ResetPasswordDomainInput, options: OperationOptions = {}): Promise<ResetPasswordResult> {
  const { ip, ...fields } = input;
  const parsed = resetPasswordSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    if (fieldErrors.token || fieldErrors.email) throw invalidResetRequest();
    throw validationError('account:reset.failed', fieldErrors);
  }
  const data = parsed.data;
  await limitAttempt('reset', data.email, ip);
  const passwordHash = await hashPassword(data.password);

  const user = await inTransaction(options, async (transaction) => {
    const now = new Date();
    const row = await findUsableReset({ token: data.token, email: data.email }, transaction, now);
    if (!row) throw invalidResetRequest();
    const [spent] = await PasswordReset.update({ used_at: now }, { where: { id: row.id, used_at: { [Op.is]: null } }, transaction });
    if (spent !== 1) throw invalidResetRequest();
    await PasswordReset.update({ used_at: now }, { where: { user_id: row.user_id, used_at: { [Op.is]: null } }, transaction });
    const found = await User.findByPk(row.user_id, { transaction });
    if (!found) throw invalidResetRequest();
    await found.update({ password: passwordHash, status_id: statusAfterPasswordSet(found) }, { transaction });
    return found;
  });
  await afterCommit(
    options,
    async () => {
      await destroyUserSessions(user.id);
      await sendMail({
        to: user.email,
        template: 'reset-password-done',
        language: mailLanguage(user),
        data: { name: user.name, email: user.email, loginUrl: `${getConfig().appUrl}${loginPathFor(user.role_id)}` },
        reference: `U${user.id}`,
        mailableType: 'ResetPasswordDone',
      });
    },
    'reset-password-done',
  );
  return { user, messageKey: 'account:reset.success' };
}
