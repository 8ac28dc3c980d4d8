import { AppError } from '../../errors/index';
import { landingPathFor } from '../../policies/console-access';
import type { UserActionInput } from './block-user';
import { impersonateRefusal } from './rules';
import { oneUserJson, revertPathFor, type UserJson } from './shared';
import { User } from '../../models/user';
import { assertAllowed, inTransaction, type OperationOptions, writeAudit } from '../kernel/index';

export interface ImpersonationResult {
  message: string;
  user: UserJson;
  /** Where the impersonated session starts: the dashboard, or the console for an accountant. */
  redirectTo: string;
  /** The console list the revert returns to (ACC-69), kept in the new session's data. */
  revertTo: string;
}

const FAIL = 'users:impersonate_fail';

/**
 * ACC-66/67, ACL-56: a super admin or admin takes the identity of a user. Refused (with 'An error
 * has occured when impersonating', ACC-70): other roles, while already impersonating, oneself, any
 * user outside the customer, agent and accountant tables (among console roles only accountants,
 * ADR 018), staff of equal or higher rank, blocked users, and unverified users (status 0/2, whom every
 * page would sign out). Audited as 'impersonate'. The caller opens the session (userId = target, impersonatorId = actor).
 */
export async function impersonateUser(input: UserActionInput, options: OperationOptions = {}): Promise<ImpersonationResult> {
  assertAllowed(input.actor, 'users', 'impersonate', FAIL);
  const { actor } = input;
  if (actor.impersonator_id) throw new AppError('FORBIDDEN', FAIL);
  const target = await inTransaction(options, async (transaction) => {
    const target = Number.isInteger(input.id) && input.id > 0 ? await User.findByPk(input.id, { transaction }) : null;
    if (!target) throw new AppError('NOT_FOUND', FAIL);
    const refusal = impersonateRefusal(actor, target);
    if (refusal) throw refusal;
    await writeAudit(actor, { action: 'impersonate', targetType: 'user', targetId: target.id, after: { user_id: target.id, role_id: target.role_id } }, transaction);
    return target;
  });
  return {
    message: 'users:impersonate_success',
    user: await oneUserJson(target, input.actor, options.transaction),
    redirectTo: landingPathFor(target.role_id),
    revertTo: revertPathFor(target.role_id),
  };
}
