import { AppError } from '../../errors/index';
import { CartItem } from '../../models/cart-item';
import { Country } from '../../models/country';
import { assertMember, cartLineJson, type CartLineJson, type CartOptions } from './shared';
import { type Actor } from '../kernel/index';

/** The customer's own cart line row, or 404 (someone else's line is not found, ORD-25). */
export async function findOwnLine(actor: Actor, id: number, options: CartOptions = {}): Promise<CartItem> {
  const line = Number.isInteger(id) && id > 0
    ? await CartItem.findOne({ where: { id, user_id: actor.id }, include: [{ model: Country, as: 'country', attributes: ['id', 'name', 'iso2'] }], transaction: options.transaction })
    : null;
  if (!line) throw new AppError('NOT_FOUND', 'orders:cart.not_found');
  return line;
}

/** getCartItem (ORD-25): one line of the customer's cart, for the cart detail page. */
export async function getCartItem(input: { actor: Actor; id: number }, options: CartOptions = {}): Promise<CartLineJson> {
  assertMember(input.actor);
  return cartLineJson(await findOwnLine(input.actor, input.id, options));
}
