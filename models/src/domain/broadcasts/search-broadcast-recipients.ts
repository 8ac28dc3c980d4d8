import { Op, type WhereOptions } from 'sequelize';
import { USER_STATUS } from '../../constants/index';
import { User } from '../../models/user';
import { BROADCAST_RECEIVERS_MAX, receiverIds, type BroadcastRecipientJson } from '../../schemas/broadcasts';
import { type Actor, assertAllowed, nameMatches, type OperationOptions, startsWithAny } from '../kernel/index';
import { BROADCAST_MESSAGE } from './shared';

/** One page of the multi-select's choices. */
export const RECIPIENT_SEARCH_LIMIT = 20;

/**
 * ADM-58: the recipients multi-select — active users whose name or e-mail contains `q` (at most 20,
 * by name), or the users of `ids` (the form's current selection, at most 1,000) so their labels show.
 */
export async function searchBroadcastRecipients(
  input: { actor: Actor; q?: unknown; ids?: unknown },
  options: OperationOptions = {},
): Promise<BroadcastRecipientJson[]> {
  assertAllowed(input.actor, 'emails', 'read', BROADCAST_MESSAGE.notAllowed);
  const conditions: WhereOptions<User>[] = [{ status_id: USER_STATUS.ACTIVE }];
  let limit = RECIPIENT_SEARCH_LIMIT;
  const ids = receiverIds(input.ids);
  if (Array.isArray(ids)) {
    const valid = ids.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0).slice(0, BROADCAST_RECEIVERS_MAX);
    if (valid.length === 0) return [];
    conditions.push({ id: { [Op.in]: valid } });
    limit = BROADCAST_RECEIVERS_MAX;
  } else {
    const q = typeof input.q === 'string' ? input.q.trim().slice(0, 100) : '';
    // ADR 066: any word of the name or company, the e-mail from its start.
    if (q) conditions.push({ [Op.or]: [nameMatches('User.id', 'users', q), startsWithAny(['User.email'], q.toLowerCase())] } as WhereOptions<User>);
  }
  const users = await User.findAll({
    attributes: ['id', 'name', 'email', 'role_id'],
    where: { [Op.and]: conditions } as WhereOptions<User>,
    order: [['name', 'ASC'], ['id', 'ASC']],
    limit,
    transaction: options.transaction,
  });
  return users.map((u) => ({ id: u.id, name: u.name ?? '', email: u.email, role_id: Number(u.role_id) }));
}
