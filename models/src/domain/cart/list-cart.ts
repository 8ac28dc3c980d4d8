import { CartItem } from '../../models/cart-item';
import { Country } from '../../models/country';
import { getSequelize } from '../../db/database';
import { bound, preparedRead } from '../../db/prepared-read';
import { assertMember, cartLineJson, type CartLineJson, type CartOptions } from './shared';
import { type Actor } from '../kernel/index';

/** listCart (ORD-22, ORD-27): the customer's cart lines, oldest first (drafts stay until paid). */
export async function listCart(input: { actor: Actor }, options: CartOptions = {}): Promise<CartLineJson[]> {
  assertMember(input.actor);
  const sequelize = getSequelize();
  // Every cart page reads it: a statement made once (ADR 084), the user's id bound.
  const lines = await preparedRead(sequelize, 'cart.listCart', [input.actor.id], options.transaction, (call) =>
    CartItem.findAll({
      where: { user_id: bound(1) },
      include: [{ model: Country, as: 'country', attributes: ['id', 'name', 'iso2'] }],
      order: [['id', 'ASC']],
      ...call,
    }),
  );
  return lines.map(cartLineJson);
}
