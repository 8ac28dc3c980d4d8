import { USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Op } from 'sequelize';
import { Session } from '../../models/session';
import type { UserMutationResult } from './create-accountant';
import { blockRefusal } from './rules';
import { lockUser, oneUserJson } from './shared';
import { type Actor, afterCommitLogged, assertAllowed, inTransaction, type OperationOptions, writeAudit } from '../kernel/index';
import { sendAccountStatusEmail } from './send-account-status-email';

export interface UserActionInput {
  actor: Actor;
  id: number;
}

/**
 * ADM-4: blocks a user (status 999), in one transaction. Any user not already blocked can be blocked,
 * but never oneself nor staff of equal or higher rank. 'Record update successfully' / 'Record fail to update'.
 *
 * The blocked user's own sessions stop working at once, because every reader of a session (the page
 * guard, the console API, GET /me, optionalUser) refuses a blocked user; they are kept until their
 * next request so that it can say why (ACC-42, ACL-8: 'auth:blocked', not 'Session is expired') and
 * then end every session of the user (ADR 020). Sessions in which the blocked user impersonates
 * someone else end now: the impersonated user is not blocked, so nothing else would stop them.
 */
export async function blockUser(input: UserActionInput, options: OperationOptions = {}): Promise<UserMutationResult> {
  assertAllowed(input.actor, 'users', 'block');
  const user = await inTransaction(options, async (transaction) => {
    const user = await lockUser(input.id, transaction);
    if (!user) throw new AppError('NOT_FOUND', 'users:record_update_fail');
    const refusal = blockRefusal(input.actor, user);
    if (refusal) throw refusal;
    const before = { status_id: user.status_id };
    await user.update({ status_id: USER_STATUS.BLOCKED }, { transaction });
    const sessions = await Session.destroy({ where: { impersonator_id: user.id, user_id: { [Op.ne]: user.id } }, transaction });
    await writeAudit(input.actor, { action: 'user.block', targetType: 'user', targetId: user.id, before, after: { status_id: user.status_id, sessions_ended: sessions } }, transaction);
    return user;
  });
  // G-03: account_blocked, in the user's language, after the commit.
  await afterCommitLogged(options, `account_blocked mail U${user.id}`, () => sendAccountStatusEmail(user, 'blocked'));
  return { message: 'users:record_update_success', user: await oneUserJson(user, input.actor, options.transaction) };
}
