import { ROLE } from '../../constants/index';
import { User } from '../../models/user';
import { isWhitelisted } from '../settings/whitelist';
import { type Actor } from '../kernel/index';

/**
 * ORD-44: whether this customer may confirm orders without paying (the whitelist). Pages show the
 * bypass button from this answer; payBypass refuses anyone else.
 */
export async function canPayBypass(actor: Actor & { email?: string | null }): Promise<boolean> {
  if (!actor || Number(actor.role_id) !== ROLE.MEMBER) return false;
  // A page passes the signed-in User row, which carries the e-mail: no second read on every cart and checkout load.
  const email = typeof actor.email === 'string' ? actor.email : (await User.findByPk(actor.id, { attributes: ['id', 'email'] }))?.email;
  return Boolean(email && (await isWhitelisted(email)));
}
