import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { User } from '../../models/user';
import { updateAccountantSchema } from '../../schemas/users';
import type { UserMutationResult } from './create-accountant';
import { lockUser, oneUserJson } from './shared';
import { type Actor, assertAllowed, diff, inTransaction, type OperationOptions, parseInput, snapshot, validationError, writeAudit } from '../kernel/index';

export interface UpdateAccountantInput {
  actor: Actor;
  id: number;
  email?: unknown;
  name?: unknown;
  contact?: unknown;
}

const FIELDS = ['email', 'name', 'contact'] as const;

/** ADM-10/ADM-11: edits an accountant. 'User update successfully' / 'Fail to update user'. */
export async function updateAccountant(input: UpdateAccountantInput, options: OperationOptions = {}): Promise<UserMutationResult> {
  assertAllowed(input.actor, 'accountants', 'update');
  const data = parseInput(updateAccountantSchema, { email: input.email, name: input.name, contact: input.contact }, 'users:update_user_fail');
  const user = await inTransaction(options, async (transaction) => {
    const user = await lockUser(input.id, transaction, { role_id: ROLE.ACCOUNTANT });
    if (!user) throw new AppError('NOT_FOUND', 'users:retrieve_user_fail');
    const existing = await User.findByEmail(data.email, { transaction });
    if (existing && existing.id !== user.id) throw validationError('users:update_user_fail', { email: ['users:validation.email_taken'] });
    const before = snapshot(user, FIELDS);
    await user.update({ email: data.email, name: data.name, contact: data.contact ?? null }, { transaction });
    await writeAudit(input.actor, { action: 'user.update', targetType: 'user', targetId: user.id, ...diff(before, snapshot(user, FIELDS)) }, transaction);
    return user;
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    throw new AppError('INTERNAL', 'users:update_user_fail', { cause: error });
  });
  return { message: 'users:user_updated', user: await oneUserJson(user, input.actor, options.transaction) };
}
