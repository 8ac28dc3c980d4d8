import { USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { User } from '../../models/user';
import { canUseResource } from '../../policies/resources';
import { revertPathFor } from './shared';
import { inTransaction, type Actor, type OperationOptions, writeAudit } from '../kernel/index';

export interface RevertImpersonationInput {
  /** The session's actor: the impersonated user, with the staff member behind it (none when the session is not an impersonation). */
  actor: Actor;
}

export interface RevertResult {
  impersonatorId: number;
  /** The Customer, Agent or Accountant list by the impersonated user's role (ACC-69). */
  redirectTo: string;
}

const FAIL = 'users:revert_fail';

/**
 * ACC-69/70: ends an impersonation. The impersonator must still exist, not be blocked and still be
 * allowed to impersonate; else 'An error has occured when reverting impersonation'. Audited as
 * 'impersonate.revert' (actor: the admin). The caller opens the admin's new session.
 */
export async function revertImpersonation(input: RevertImpersonationInput, options: OperationOptions = {}): Promise<RevertResult> {
  const { actor } = input;
  const impersonatorId = actor.impersonator_id;
  if (!impersonatorId) throw new AppError('BAD_REQUEST', FAIL);
  return inTransaction(options, async (transaction) => {
    const admin = await User.findByPk(impersonatorId, { transaction });
    if (!admin || admin.status_id === USER_STATUS.BLOCKED || !canUseResource('users', 'impersonate', admin.role_id)) {
      throw new AppError('FORBIDDEN', FAIL);
    }
    await writeAudit(
      { id: admin.id, role_id: admin.role_id, ip: actor.ip ?? null },
      { action: 'impersonate.revert', targetType: 'user', targetId: actor.id, before: { user_id: actor.id }, after: { user_id: admin.id } },
      transaction,
    );
    return { impersonatorId: admin.id, redirectTo: revertPathFor(actor.role_id) };
  });
}
