import { ROLE } from '../../constants/index';
import { User } from '../../models/user';
import { isWhitelisted } from '../settings/whitelist';
import type { Actor } from './shared';

/**
 * ORD-44: whether this customer may confirm orders without paying (the whitelist). Pages show the
 * bypass button from this answer; payBypass refuses anyone else.
 */
export async function canPayBypass(actor: Actor): Promise<boolean> {
  if (!actor || Number(actor.role_id) !== ROLE.MEMBER) return false;
  const user = await User.findByPk(actor.id, { attributes: ['id', 'email'] });
  return Boolean(user && (await isWhitelisted(user.email)));
}
