import { Op, type WhereOptions } from 'sequelize';
import { AppError } from '../../errors/index';
import { State } from '../../models/state';
import { EDITOR_MAX_ROWS, stateListFilterSchema } from '../../schemas/settings';
import { NOT_ALLOWED, pageOf } from './shared';
import type { ListResult } from '../kernel/index';
import { type Actor, assertAllowed, likeAny, type OperationOptions } from '../kernel/index';

export interface StateJson {
  id: number;
  country_id: number;
  name: string;
}

/** The states of a country (delivery price scope, ⚑AMB-23), by name; filter {country_id, q, id}. */
export async function listStates(
  input: { actor: Actor; filter?: Record<string, unknown>; offset?: number; limit?: number },
  options: OperationOptions = {},
): Promise<ListResult<StateJson>> {
  assertAllowed(input.actor, 'states', 'list', NOT_ALLOWED);
  const parsed = stateListFilterSchema.safeParse(input.filter ?? {});
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'settings:retrieve_fail');
  const { q, country_id, id } = parsed.data;
  const conditions: WhereOptions<State>[] = [];
  if (country_id !== undefined) conditions.push({ country_id });
  if (id) conditions.push({ id });
  if (q) conditions.push(likeAny(['name'], q) as WhereOptions<State>);
  const where = { [Op.and]: conditions } as WhereOptions<State>;
  const { offset, limit } = pageOf(input, EDITOR_MAX_ROWS);
  const [total, rows] = await Promise.all([
    State.count({ where, transaction: options.transaction }),
    State.findAll({ where, order: [['name', 'ASC'], ['id', 'ASC']], offset, limit, transaction: options.transaction }),
  ]);
  return { rows: rows.map((s) => ({ id: s.id, country_id: s.country_id, name: s.name })), total, offset, limit };
}
