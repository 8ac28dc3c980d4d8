import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { agentSchema } from '../../schemas/users';
import type { CreateAgentInput } from './create-agent';
import { agentColumns, checkAgentReferences } from './create-agent';
import type { UserMutationResult } from './create-accountant';
import { lockUser, oneUserJson } from './shared';
import { assertAllowed, diff, inTransaction, type OperationOptions, parseInput, snapshot, writeAudit } from '../kernel/index';

export interface UpdateAgentInput extends CreateAgentInput {
  id: number;
}

const AGENT_COLUMNS = ['email', 'name', 'contact', 'company', 'commission_rate', 'country_id', 'meps_code', 'bank_name', 'bank_acc', 'paypal_email', 'preregister_agent_id'] as const;

/** ADM-13/14/17: edits an agent with the same rules as creation. 'Agent update successfully' / 'Fail to update agent'. */
export async function updateAgent(input: UpdateAgentInput, options: OperationOptions = {}): Promise<UserMutationResult> {
  assertAllowed(input.actor, 'agents', 'update');
  const { actor, id, ...raw } = input;
  const data = parseInput(agentSchema, raw, 'users:update_agent_fail');
  const user = await inTransaction(options, async (transaction) => {
    const user = await lockUser(id, transaction, { role_id: ROLE.AGENT });
    if (!user) throw new AppError('NOT_FOUND', 'users:retrieve_agent_fail');
    await checkAgentReferences(data, 'users:update_agent_fail', transaction, user.id);
    const before = snapshot(user, AGENT_COLUMNS);
    const changes = { ...agentColumns(data), preregister_agent_id: data.preregister_agent_id ?? user.preregister_agent_id ?? null };
    await user.update(changes, { transaction });
    const changed = diff(before, snapshot(user, AGENT_COLUMNS));
    await writeAudit(actor, { action: 'agent.update', targetType: 'user', targetId: user.id, ...changed }, transaction);
    return user;
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    throw new AppError('INTERNAL', 'users:update_agent_fail', { cause: error });
  });
  return { message: 'users:agent_updated', user: await oneUserJson(user, input.actor, options.transaction) };
}
