import { STAFF_ROLES } from '../../constants/index';
import { AppError } from '../../errors/index';
import { User } from '../../models/user';
import { staffProfileSchema } from '../../schemas/users';
import type { UserMutationResult } from './create-accountant';
import { lockUser, oneUserJson, type UserJson } from './shared';
import { type Actor, assertAllowed, diff, inTransaction, type OperationOptions, parseInput, snapshot, writeAudit } from '../kernel/index';

const FIELDS = ['name', 'contact', 'language'] as const;

/** The staff member's own account in the console (G-06): read. */
export async function getStaffProfile(input: { actor: Actor }, options: OperationOptions = {}): Promise<UserJson> {
  assertAllowed(input.actor, 'profile', 'read');
  const user = await lockUserForRead(input.actor.id, options);
  return oneUserJson(user, input.actor, options.transaction);
}

async function lockUserForRead(id: number, options: OperationOptions) {
  const user = await User.findByPk(id, { transaction: options.transaction });
  if (!user || !(STAFF_ROLES as readonly number[]).includes(user.role_id)) throw new AppError('NOT_FOUND', 'users:retrieve_user_fail');
  return user;
}

/**
 * The staff member's own profile (name, contact, language; the e-mail is the login and is not edited
 * here). 'Profile update successuful' / 'Fail to update profile' (ACC-65). Audited as 'profile.update'.
 */
export async function updateStaffProfile(input: { actor: Actor; name?: unknown; contact?: unknown; language?: unknown }, options: OperationOptions = {}): Promise<UserMutationResult> {
  assertAllowed(input.actor, 'profile', 'update');
  const data = parseInput(staffProfileSchema, { name: input.name, contact: input.contact, language: input.language }, 'users:profile_update_fail');
  const user = await inTransaction(options, async (transaction) => {
    const user = await lockUser(input.actor.id, transaction);
    if (!user || !(STAFF_ROLES as readonly number[]).includes(user.role_id)) throw new AppError('NOT_FOUND', 'users:profile_update_fail');
    const before = snapshot(user, FIELDS);
    await user.update({ name: data.name, contact: data.contact ?? null, ...(data.language ? { language: data.language } : {}) }, { transaction });
    await writeAudit(input.actor, { action: 'profile.update', targetType: 'user', targetId: user.id, ...diff(before, snapshot(user, FIELDS)) }, transaction);
    return user;
  });
  return { message: 'users:profile_updated', user: await oneUserJson(user, input.actor, options.transaction) };
}
