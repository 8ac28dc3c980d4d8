import { ROLE, USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { User } from '../../models/user';
import { createAccountantSchema } from '../../schemas/users';
import { issueSetPasswordToken, oneUserJson, sendSetPasswordMail, type UserJson } from './shared';
import { type Actor, afterCommit, assertAllowed, inTransaction, type OperationOptions, parseInput, snapshot, validationError, writeAudit } from '../kernel/index';

export interface CreateAccountantInput {
  actor: Actor;
  email?: unknown;
  name?: unknown;
}

export interface UserMutationResult {
  message: string;
  user: UserJson;
  /** false when the set-password e-mail could not be delivered (it is in the audit mails, resendable). */
  mailDelivered?: boolean;
}

export const CREATED_FIELDS = ['email', 'name', 'role_id', 'status_id', 'type', 'company', 'contact', 'commission_rate', 'country_id', 'meps_code', 'bank_name', 'bank_acc', 'preregister_agent_id'] as const;

/**
 * ADM-8/ADM-9 with G-22: a new accountant (role 5) from e-mail and name. The admin chooses no
 * password: the account starts at status 5 and a set-password link is e-mailed.
 * 'User created successfully' / 'Fail to create user'.
 */
export async function createAccountant(input: CreateAccountantInput, options: OperationOptions = {}): Promise<UserMutationResult> {
  assertAllowed(input.actor, 'accountants', 'create');
  const data = parseInput(createAccountantSchema, { email: input.email, name: input.name }, 'users:create_user_fail');
  const { user, link } = await inTransaction(options, async (transaction) => {
    if (await User.findByEmail(data.email, { transaction })) {
      throw validationError('users:create_user_fail', { email: ['users:validation.email_taken'] });
    }
    const user = await User.create(
      { email: data.email, name: data.name, role_id: ROLE.ACCOUNTANT, status_id: USER_STATUS.PASSWORD_CHANGE_REQUIRED, password: null },
      { transaction },
    );
    const link = await issueSetPasswordToken(user, transaction);
    await writeAudit(input.actor, { action: 'user.create', targetType: 'user', targetId: user.id, after: snapshot(user, CREATED_FIELDS) }, transaction);
    return { user, link };
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    throw new AppError('INTERNAL', 'users:create_user_fail', { cause: error });
  });
  const mail = await afterCommit(options, () => sendSetPasswordMail(user, link));
  return { message: 'users:user_created', user: await oneUserJson(user, input.actor, options.transaction), mailDelivered: mail?.delivered };
}
