import type { Transaction } from 'sequelize';
import { getConfig } from '../../config/env';
import { USER_STATUS } from '../../constants/index';
import { getSequelize } from '../../db/database';
import { AppError } from '../../errors/index';
import { sendMail } from '../../mail/index';
import { AuditLog } from '../../models/audit-log';
import { User } from '../../models/user';
import { loginPathFor } from '../../policies/console-access';
import { changePasswordSchema } from '../../schemas/profile';
import { hashPassword, verifyPassword } from '../auth/password';
import { destroyUserSessions } from '../auth/sessions';
import { profileValidationError } from './update-profile';

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
  actor: Pick<User, 'id'>;
  impersonatorId?: number | null;
  ip?: string | null;
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

export async function changePassword(
  { actor, impersonatorId = null, ip = null, keepSessionToken = null, ...values }: ChangePasswordInput,
  { transaction }: { transaction?: Transaction } = {},
): Promise<ChangePasswordResult> {
  getSequelize();
  const clean = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const parsed = changePasswordSchema.safeParse({
    old_ps: clean(values.old_ps),
    password: clean(values.password),
    password_confirmation: clean(values.password_confirmation),
  });
  if (!parsed.success) throw profileValidationError('nav:password.fail', parsed.error.issues);
  const { old_ps, password } = parsed.data;

  const sequelize = User.sequelize!;
  const run = async (t: Transaction) => {
    const user = await User.findByPk(actor.id, { transaction: t, lock: t.LOCK.UPDATE });
    if (!user) throw new AppError('NOT_FOUND', 'nav:password.fail');
    if (user.status_id === USER_STATUS.BLOCKED) throw new AppError('FORBIDDEN', 'auth:blocked');
    if (!(await verifyPassword(old_ps, user.password))) {
      throw new AppError('VALIDATION', 'nav:password.wrongCurrent', { fieldErrors: { old_ps: ['nav:password.wrongCurrent'] } });
    }

    const wasRequired = user.status_id === USER_STATUS.PASSWORD_CHANGE_REQUIRED;
    const update: { password: string; status_id?: number } = { password: await hashPassword(password) };
    if (wasRequired) update.status_id = USER_STATUS.ACTIVE;
    await user.update(update, { transaction: t });

    const endedSessions = await destroyUserSessions(user.id, { exceptToken: keepSessionToken, transaction: t });
    await AuditLog.create(
      {
        actor_id: user.id,
        impersonator_id: impersonatorId,
        action: 'password.change',
        target_type: 'user',
        target_id: String(user.id),
        before: wasRequired ? { status_id: USER_STATUS.PASSWORD_CHANGE_REQUIRED } : null,
        after: { password: 'changed', ended_sessions: endedSessions, ...(wasRequired ? { status_id: USER_STATUS.ACTIVE } : {}) },
        ip_address: ip,
      },
      { transaction: t },
    );
    return { user, next: wasRequired ? ('dashboard' as const) : ('stay' as const), endedSessions };
  };

  const notify = (user: User) =>
    sendMail({
      to: user.email,
      template: 'password-changed',
      language: user.language,
      data: { name: user.name, email: user.email, changedAt: new Date().toISOString(), loginUrl: `${getConfig().appUrl}${loginPathFor(user.role_id)}` },
      reference: `user-${user.id}`,
      mailableType: 'PasswordChanged',
    }).catch((error: unknown) => {
      console.error('password-changed e-mail failed', error);
    });

  if (transaction) {
    const result = await run(transaction);
    transaction.afterCommit(() => void notify(result.user));
    return result;
  }
  const result = await sequelize.transaction(run);
  await notify(result.user);
  return result;
}

