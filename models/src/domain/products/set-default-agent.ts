import { AppError } from '../../errors/index';
import { productsMessage, setDefaultAgentSchema, type ProductJson } from '../../schemas/products';
import { isActiveAgent, lockProduct, productJsonOrFail } from './shared';
import { type Actor, fieldErrorsOf, inTransaction, type OperationOptions, validationError, writeAudit, assertAllowed } from '../kernel/index';

export interface SetDefaultAgentInput {
  actor: Actor;
  id: number;
  user_id: unknown;
}

/**
 * CAT-19, ACL-56: the product's default agent (G-30: new work of the product goes to them). The user
 * must be an active agent; null clears it. 'Successful set default agent' / 'Fail to set default agent'.
 */
export async function setDefaultAgent(input: SetDefaultAgentInput, options: OperationOptions = {}): Promise<{ message: string; product: ProductJson }> {
  assertAllowed(input.actor, 'products', 'set-default-agent', 'products:not_allowed');
  const parsed = setDefaultAgentSchema.safeParse({ user_id: input.user_id });
  if (!parsed.success) throw validationError('products:set_default_agent_fail', fieldErrorsOf(parsed.error));
  const userId = parsed.data.user_id;
  await inTransaction(options, async (transaction) => {
    const product = await lockProduct(input.id, transaction);
    if (!product) throw new AppError('NOT_FOUND', 'products:set_default_agent_fail');
    if (userId !== null && !(await isActiveAgent(userId, transaction))) {
      throw validationError('products:set_default_agent_fail', { user_id: [productsMessage('agent_inactive')] });
    }
    const before = { default_agent_id: product.default_agent_id ?? null };
    if (before.default_agent_id === userId) return;
    await product.update({ default_agent_id: userId }, { transaction });
    await writeAudit(input.actor, { action: 'product.set_default_agent', targetType: 'product', targetId: product.id, before, after: { default_agent_id: userId } }, transaction);
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    throw new AppError('INTERNAL', 'products:set_default_agent_fail', { cause: error });
  });
  return { message: 'products:set_default_agent_success', product: await productJsonOrFail(input.id, 'products:get_fail', options.transaction) };
}
