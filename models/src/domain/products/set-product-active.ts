import { AppError } from '../../errors/index';
import type { ProductJson } from '../../schemas/products';
import { lockProduct, productJsonOrFail } from './shared';
import { type Actor, inTransaction, type OperationOptions, writeAudit, assertAllowed } from '../kernel/index';

export interface ProductActionInput {
  actor: Actor;
  id: number;
}

/**
 * CAT-18: switches a product on or off (is_active with status_id 1 / 0 — both read by the pricing
 * engine) and answers the reloaded product, from which the console redraws. Audited.
 */
export async function setProductActive(
  input: ProductActionInput & { active: boolean },
  options: OperationOptions = {},
): Promise<{ message: string; product: ProductJson }> {
  const action = input.active ? ('activate' as const) : ('deactivate' as const);
  const failKey = `products:${action}_fail`;
  assertAllowed(input.actor, 'products', action, 'products:not_allowed');
  await inTransaction(options, async (transaction) => {
    const product = await lockProduct(input.id, transaction);
    if (!product) throw new AppError('NOT_FOUND', 'products:get_fail');
    const before = { is_active: Boolean(product.is_active), status_id: Number(product.status_id) };
    const after = { is_active: input.active, status_id: input.active ? 1 : 0 };
    if (before.is_active === after.is_active && before.status_id === after.status_id) return;
    await product.update(after, { transaction });
    await writeAudit(input.actor, { action: `product.${action}`, targetType: 'product', targetId: product.id, before, after }, transaction);
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    throw new AppError('INTERNAL', failKey, { cause: error });
  });
  return { message: `products:${action}d`, product: await productJsonOrFail(input.id, 'products:get_fail', options.transaction) };
}
