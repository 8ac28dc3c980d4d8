import { AppError } from '../../errors/index';
import type { UserActionInput } from './block-user';
import type { UserMutationResult } from './create-accountant';
import { resendPasswordRefusal } from './rules';
import { issueSetPasswordToken, lockUser, oneUserJson, sendSetPasswordMail } from './shared';
import { afterCommit, assertAllowed, inTransaction, type OperationOptions, writeAudit } from '../kernel/index';

/**
 * ADM-7 (POST per G-12) with G-22: re-issues the set-password e-mail of a user at status 5 (earlier
 * links stop working). When the e-mail cannot be delivered the admin sees 'Fail to resend password'
 * (the attempt is kept in the audit mails). Only a super admin may do it for a super admin, and staff
 * only for staff they outrank (ADR 018).
 */
export async function resendPassword(input: UserActionInput, options: OperationOptions = {}): Promise<UserMutationResult> {
  assertAllowed(input.actor, 'users', 'resend-password');
  const { user, link } = await inTransaction(options, async (transaction) => {
    const user = await lockUser(input.id, transaction);
    if (!user) throw new AppError('NOT_FOUND', 'users:resend_password_fail');
    const refusal = resendPasswordRefusal(input.actor, user);
    if (refusal) throw refusal;
    const link = await issueSetPasswordToken(user, transaction);
    await writeAudit(input.actor, { action: 'user.resend_password', targetType: 'user', targetId: user.id }, transaction);
    return { user, link };
  });
  const mail = await afterCommit(options, () => sendSetPasswordMail(user, link));
  if (mail && !mail.delivered) throw new AppError('INTERNAL', 'users:resend_password_fail');
  return { message: 'users:resend_password_success', user: await oneUserJson(user, input.actor, options.transaction), mailDelivered: mail?.delivered };
}
