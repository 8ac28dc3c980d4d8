import { USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import type { UserActionInput } from './block-user';
import type { UserMutationResult } from './create-accountant';
import { unblockRefusal } from './rules';
import { lockUser, oneUserJson } from './shared';
import { afterCommitLogged, assertAllowed, inTransaction, type OperationOptions, writeAudit } from '../kernel/index';
import { sendAccountStatusEmail } from './send-account-status-email';

/**
 * ADM-5 (POST per G-12): only blocked users; they return to status 1, or to 5 when they have never
 * set a password (staff-created accounts, G-22). Only a super admin unblocks a super admin, and
 * staff only unblock staff they outrank (ADR 018). 'Record update successfully' / 'Record fail to update'.
 */
export async function unblockUser(input: UserActionInput, options: OperationOptions = {}): Promise<UserMutationResult> {
  assertAllowed(input.actor, 'users', 'unblock');
  const user = await inTransaction(options, async (transaction) => {
    const user = await lockUser(input.id, transaction);
    if (!user) throw new AppError('NOT_FOUND', 'users:record_update_fail');
    const refusal = unblockRefusal(input.actor, user);
    if (refusal) throw refusal;
    const status = user.password ? USER_STATUS.ACTIVE : USER_STATUS.PASSWORD_CHANGE_REQUIRED;
    await user.update({ status_id: status }, { transaction });
    await writeAudit(input.actor, { action: 'user.unblock', targetType: 'user', targetId: user.id, before: { status_id: USER_STATUS.BLOCKED }, after: { status_id: status } }, transaction);
    return user;
  });
  // G-03: account_unblocked, in the user's language, after the commit.
  await afterCommitLogged(options, `account_unblocked mail U${user.id}`, () => sendAccountStatusEmail(user, 'unblocked'));
  return { message: 'users:record_update_success', user: await oneUserJson(user, input.actor, options.transaction) };
}
