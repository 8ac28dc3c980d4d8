import { Op } from 'sequelize';
import { getConfig } from '../../config/env';
import { AppError } from '../../errors/index';
import { sendMail } from '../../mail/index';
import { PasswordReset } from '../../models/password-reset';
import { User } from '../../models/user';
import { fieldErrorsOf, resetPasswordSchema, type ResetPasswordInput } from '../../schemas/account';
import { ROLE, USER_STATUS } from '../../constants/index';
import { loginPathFor } from '../../policies/console-access';
import { hashPassword } from '../auth/password';
import { destroyUserSessions } from '../auth/sessions';
import { findUsableReset } from './check-reset-token';
import { inTransaction, limitAttempt, mailLanguage, type DomainOptions } from './register-user';

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

export async function resetPassword(input: ResetPasswordDomainInput, options: DomainOptions = {}): Promise<ResetPasswordResult> {
  const { ip, ...fields } = input;
  const parsed = resetPasswordSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    if (fieldErrors.token || fieldErrors.email) throw invalidResetRequest();
    throw new AppError('VALIDATION', 'account:reset.failed', { fieldErrors });
  }
  const data = parsed.data;
  await limitAttempt('reset', data.email, ip);
  const passwordHash = await hashPassword(data.password);

  const user = await inTransaction(options, async (transaction, afterCommit) => {
    const now = new Date();
    const row = await findUsableReset({ token: data.token, email: data.email }, transaction, now);
    if (!row) throw invalidResetRequest();
    const [spent] = await PasswordReset.update({ used_at: now }, { where: { id: row.id, used_at: { [Op.is]: null } }, transaction });
    if (spent !== 1) throw invalidResetRequest();
    await PasswordReset.update({ used_at: now }, { where: { user_id: row.user_id, used_at: { [Op.is]: null } }, transaction });
    const found = await User.findByPk(row.user_id, { transaction });
    if (!found) throw invalidResetRequest();
    await found.update({ password: passwordHash, status_id: statusAfterPasswordSet(found) }, { transaction });
    afterCommit(async () => {
      await destroyUserSessions(found.id);
      await sendMail({
        to: found.email,
        template: 'reset-password-done',
        language: mailLanguage(found),
        data: { name: found.name, email: found.email, loginUrl: `${getConfig().appUrl}${loginPathFor(found.role_id)}` },
        reference: `U${found.id}`,
        mailableType: 'ResetPasswordDone',
      });
    });
    return found;
  });
  return { user, messageKey: 'account:reset.success' };
}

/**
 * A user awaiting a password (status 5, staff-created: G-22) who sets one from the e-mailed link is
 * not asked to change it again: an agent whose address is still incomplete goes to the first-login
 * profile step (4, ACC-46), everyone else becomes active. Other statuses are left as they are.
 */
export function statusAfterPasswordSet(user: Pick<User, 'status_id' | 'role_id' | 'address_1' | 'poscode' | 'city' | 'state_id' | 'country_id'>): number {
  if (user.status_id !== USER_STATUS.PASSWORD_CHANGE_REQUIRED) return user.status_id;
  const addressComplete = Boolean(user.address_1 && user.poscode && user.city && user.state_id && user.country_id);
  return user.role_id === ROLE.AGENT && !addressComplete ? USER_STATUS.FIRST_LOGIN_PROFILE : USER_STATUS.ACTIVE;
}
