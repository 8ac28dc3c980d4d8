import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { User } from '../../models/user';
import { oneUserJson, RESOURCE_OF_ROLE, type UserJson } from './shared';
import { type Actor, assertAllowed, type OperationOptions } from '../kernel/index';

export interface GetUserInput {
  actor: Actor;
  id: number;
  /** The table the record is read from (4, 3 or 5): a user of another role is "not found" there. */
  role: number;
}

/** ADM-10 / ADM-15: one user of a console table; 'Fail to retrieve user detail' / '… agent detail' when absent. */
export async function getUser(input: GetUserInput, options: OperationOptions = {}): Promise<UserJson> {
  const resource = RESOURCE_OF_ROLE[input.role];
  const notFound = input.role === ROLE.AGENT ? 'users:retrieve_agent_fail' : 'users:retrieve_user_fail';
  if (!resource) throw new AppError('NOT_FOUND', notFound);
  assertAllowed(input.actor, resource, 'read');
  if (!Number.isInteger(input.id) || input.id <= 0) throw new AppError('NOT_FOUND', notFound);
  const user = await User.findOne({ where: { id: input.id, role_id: input.role }, transaction: options.transaction });
  if (!user) throw new AppError('NOT_FOUND', notFound);
  return oneUserJson(user, input.actor, options.transaction);
}
