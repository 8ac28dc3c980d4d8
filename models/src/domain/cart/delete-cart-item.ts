import { findOwnLine } from './get-cart-item';
import { assertMember, type CartOptions } from './shared';
import { type Actor, inTransaction } from '../kernel/index';

/**
 * deleteCartItem (ORD-26): removes one of the customer's lines. 'Cart deleted successful'; someone
 * else's (or a missing) line → 404 'Fail to delete cart'. The request logo stays stored: an order
 * line may still point at it.
 */
export async function deleteCartItem(input: { actor: Actor; id: number }, options: CartOptions = {}): Promise<{ id: number; message: string }> {
  assertMember(input.actor);
  const line = await findOwnLine(input.actor, input.id, options);
  await inTransaction(options, (transaction) => line.destroy({ transaction }));
  return { id: line.id, message: 'orders:cart.delete_success' };
}
