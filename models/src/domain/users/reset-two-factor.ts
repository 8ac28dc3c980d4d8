import { Op } from 'sequelize';
import { AppError } from '../../errors/index';
import { Session } from '../../models/session';
import { UserTwoFactor } from '../../models/user-two-factor';
import { confirmedTwoFactorOf } from '../two-factor/shared';
import type { UserActionInput } from './block-user';
import type { UserMutationResult } from './create-accountant';
import { resetTwoFactorRefusal } from './rules';
import { lockUser, oneUserJson } from './shared';
import { sendAccountStatusEmail } from './send-account-status-email';
import { afterCommitLogged, assertAllowed, inTransaction, type OperationOptions, writeAudit } from '../kernel/index';

/**
 * ADR 078: turns off a user's two-factor sign-in (ADR 077) for someone who lost their authenticator
 * and their recovery codes — by staff who may act on them (users/rules `resetTwoFactorRefusal`), in
 * one transaction: the authenticator and its recovery codes are removed, the user's own sessions end
 * (whoever holds the lost device is signed out too), the change is audited. The user is told by e-mail,
 * in their language, after the commit. At their next sign-in the password is enough — unless they are
 * staff and a super admin requires a second factor: then they enrol again first.
 */
export async function resetTwoFactor(input: UserActionInput, options: OperationOptions = {}): Promise<UserMutationResult> {
  assertAllowed(input.actor, 'users', 'reset-two-factor');
  const user = await inTransaction(options, async (transaction) => {
    const user = await lockUser(input.id, transaction);
    if (!user) throw new AppError('NOT_FOUND', 'users:record_update_fail');
    const enabled = (await confirmedTwoFactorOf(user.id, transaction)) !== null;
    const refusal = resetTwoFactorRefusal(input.actor, { id: user.id, role_id: user.role_id, status_id: user.status_id, two_factor_enabled: enabled });
    if (refusal) throw refusal;
    await UserTwoFactor.destroy({ where: { user_id: user.id }, transaction });
    const sessions = await Session.destroy({ where: { user_id: user.id, impersonator_id: { [Op.is]: null } }, transaction });
    await writeAudit(
      input.actor,
      { action: 'user.two_factor_reset', targetType: 'user', targetId: user.id, before: { two_factor_enabled: true }, after: { two_factor_enabled: false, sessions_ended: sessions } },
      transaction,
    );
    return user;
  });
  await afterCommitLogged(options, `two_factor_reset mail U${user.id}`, () => sendAccountStatusEmail(user, 'two_factor_reset'));
  return { message: 'users:two_factor_reset_success', user: await oneUserJson(user, input.actor, options.transaction) };
}
