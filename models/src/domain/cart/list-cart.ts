import { CartItem } from '../../models/cart-item';
import { Country } from '../../models/country';
import { getSequelize } from '../../db/database';
import { assertMember, cartLineJson, type CartLineJson, type CartOptions } from './shared';
import { type Actor } from '../kernel/index';

/** listCart (ORD-22, ORD-27): the customer's cart lines, oldest first (drafts stay until paid). */
export async function listCart(input: { actor: Actor }, options: CartOptions = {}): Promise<CartLineJson[]> {
  assertMember(input.actor);
  getSequelize();
  const lines = await CartItem.findAll({
    where: { user_id: input.actor.id },
    include: [{ model: Country, as: 'country', attributes: ['id', 'name', 'iso2'] }],
    order: [['id', 'ASC']],
    transaction: options.transaction,
  });
  return lines.map(cartLineJson);
}
