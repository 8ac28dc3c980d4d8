import type { RoleId } from '../../constants/index';
import { USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { User } from '../../models/user';
import { canUseResource } from '../../policies/resources';
import { inTransaction, revertPathFor, writeAudit, type OperationOptions } from './shared';

export interface RevertImpersonationInput {
  /** The impersonated user (the session's user). */
  user: { id: number; role_id: number };
  /** The session's impersonator id, or null when the session is not an impersonation. */
  impersonatorId: number | null | undefined;
  ip?: string | null;
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
  if (!input.impersonatorId) throw new AppError('BAD_REQUEST', FAIL);
  return inTransaction(options, async (transaction) => {
    const admin = await User.findByPk(input.impersonatorId!, { transaction });
    if (!admin || admin.status_id === USER_STATUS.BLOCKED || !canUseResource('users', 'impersonate', admin.role_id)) {
      throw new AppError('FORBIDDEN', FAIL);
    }
    await writeAudit(
      { id: admin.id, role_id: admin.role_id, ip: input.ip ?? null },
      { action: 'impersonate.revert', targetType: 'user', targetId: input.user.id, before: { user_id: input.user.id }, after: { user_id: admin.id } },
      transaction,
    );
    return { impersonatorId: admin.id, redirectTo: revertPathFor(input.user.role_id) };
  });
}
