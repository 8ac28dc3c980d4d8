import type { Transaction } from 'sequelize';
import { getConfig } from '../../config/env';
import { USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { sendMail } from '../../mail/index';
import { User } from '../../models/user';
import { loginPathFor } from '../../policies/console-access';
import { changePasswordSchema } from '../../schemas/profile';
import { hashPassword, verifyPassword } from '../auth/password';
import { destroyUserSessions } from '../auth/sessions';
import { afterCommitLogged, inTransaction, parseInput, validationError, writeAudit, type Actor, type OperationOptions } from '../kernel/index';

/**
 * The signed-in user changes their own password (ACC-54..60, ACC-45).
 *
 * - old_ps must match the stored password, else AppError('VALIDATION', 'nav:password.wrongCurrent')
 *   with the same key on the old_ps field; the form rules (profile schema) give 'nav:password.fail'
 *   with field errors.
 * - The new bcrypt hash is stored; a status-5 user (password change required) becomes active (1) and
 *   goes on to the dashboard (ACC-45).
 * - Every OTHER session of the user ends (the one of `keepSessionToken` stays), in the same
 *   transaction, so a stolen session cannot outlive the change.
 * - An audit row is written (never with the hash), and after the commit the password-changed
 *   e-mail goes out in the user's language (a delivery failure does not undo the change).
 */
export interface ChangePasswordInput {
  /** The signed-in user (the account that is changed); an impersonating staff member is recorded in the audit log. */
  actor: Actor;
  /** The cookie token of the session that made the change: it stays signed in. */
  keepSessionToken?: string | null;
  old_ps: unknown;
  password: unknown;
  password_confirmation: unknown;
}

export interface ChangePasswordResult {
  user: User;
  /** 'dashboard' after a required change (status 5 → 1), otherwise 'stay'. */
  next: 'dashboard' | 'stay';
  /** How many other sessions were ended. */
  endedSessions: number;
}

export async function changePassword({ actor, keepSessionToken = null, ...values }: ChangePasswordInput, options: OperationOptions = {}): Promise<ChangePasswordResult> {
  const clean = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const { old_ps, password } = parseInput(
    changePasswordSchema,
    { old_ps: clean(values.old_ps), password: clean(values.password), password_confirmation: clean(values.password_confirmation) },
    'nav:password.fail',
  );

  const run = async (t: Transaction) => {
    const user = await User.findByPk(actor.id, { transaction: t, lock: t.LOCK.UPDATE });
    if (!user) throw new AppError('NOT_FOUND', 'nav:password.fail');
    if (user.status_id === USER_STATUS.BLOCKED) throw new AppError('FORBIDDEN', 'auth:blocked');
    if (!(await verifyPassword(old_ps, user.password))) {
      throw validationError('nav:password.wrongCurrent', { old_ps: ['nav:password.wrongCurrent'] });
    }

    const wasRequired = user.status_id === USER_STATUS.PASSWORD_CHANGE_REQUIRED;
    const update: { password: string; status_id?: number } = { password: await hashPassword(password) };
    if (wasRequired) update.status_id = USER_STATUS.ACTIVE;
    await user.update(update, { transaction: t });

    const endedSessions = await destroyUserSessions(user.id, { exceptToken: keepSessionToken, transaction: t });
    await writeAudit(
      actor,
      {
        action: 'password.change',
        targetType: 'user',
        targetId: user.id,
        before: wasRequired ? { status_id: USER_STATUS.PASSWORD_CHANGE_REQUIRED } : null,
        after: { password: 'changed', ended_sessions: endedSessions, ...(wasRequired ? { status_id: USER_STATUS.ACTIVE } : {}) },
      },
      t,
    );
    return { user, next: wasRequired ? ('dashboard' as const) : ('stay' as const), endedSessions };
  };

  const result = await inTransaction(options, run);
  const { user } = result;
  await afterCommitLogged(options, `password-changed e-mail U${user.id}`, () =>
    sendMail({
      to: user.email,
      template: 'password-changed',
      language: user.language,
      data: { name: user.name, email: user.email, changedAt: new Date().toISOString(), loginUrl: `${getConfig().appUrl}${loginPathFor(user.role_id)}` },
      reference: `user-${user.id}`,
      mailableType: 'PasswordChanged',
    }),
  );
  return result;
}
