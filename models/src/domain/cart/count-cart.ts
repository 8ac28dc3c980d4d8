import { ROLE } from '../../constants/index';
import { getSequelize } from '../../db/database';
import { CartItem } from '../../models/cart-item';
import type { CartOptions } from './shared';
import { type Actor } from '../kernel/index';

/** countCart (ORD-21, ACC-14): the number of lines in the customer's cart (0 for anyone else). */
export async function countCart(input: { actor: Actor }, options: CartOptions = {}): Promise<number> {
  if (input.actor.role_id !== ROLE.MEMBER) return 0;
  getSequelize();
  return CartItem.count({ where: { user_id: input.actor.id }, transaction: options.transaction });
}
