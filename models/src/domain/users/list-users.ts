import { Op, type Order, type WhereOptions } from 'sequelize';
import { ROLE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { User } from '../../models/user';
import { USER_SORT_FIELDS, userListFilterSchema, type UserListFilter, type UserSortField } from '../../schemas/users';
import { RESOURCE_OF_ROLE, toUserJson, type UserJson } from './shared';
import { type Actor, assertAllowed, type ListResult, nameMatches, type OperationOptions, pageWindow, stableOrder, startsWithAny } from '../kernel/index';
import { countMostlyEqual } from '../kernel/counts';

export interface ListUsersInput {
  actor: Actor;
  /** 4 customers, 3 agents, 5 accountants (ADM-2 role_id). */
  role: number;
  filter?: UserListFilter | Record<string, unknown>;
  sort?: { field: UserSortField; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
}

/**
 * ADM-1/ADM-2: one page of a user table — by role, searched (`q`) on any word of the name or company
 * (full text) and the start of the e-mail or contact (ADR 066), filtered
 * by status and type, sorted on a whitelisted column (id breaks ties so pages are stable), with the
 * total. The role, status, type and sort columns are indexed.
 */
export async function listUsers(input: ListUsersInput, options: OperationOptions = {}): Promise<ListResult<UserJson>> {
  const resource = RESOURCE_OF_ROLE[input.role];
  if (!resource) throw new AppError('NOT_FOUND', 'users:fetch_sorted_fail');
  assertAllowed(input.actor, resource, 'list');

  const parsed = userListFilterSchema.safeParse(input.filter ?? {});
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'users:fetch_sorted_fail');
  const filter = parsed.data;
  const sort = input.sort ?? { field: 'created_at', order: 'DESC' };
  if (!(USER_SORT_FIELDS as readonly string[]).includes(sort.field) || !['ASC', 'DESC'].includes(sort.order)) {
    throw new AppError('BAD_REQUEST', 'users:fetch_sorted_fail');
  }
  const { offset, limit } = pageWindow(input);

  const conditions: WhereOptions<User>[] = [{ role_id: input.role }];
  if (filter.status_id !== undefined) conditions.push({ status_id: filter.status_id });
  if (filter.type !== undefined) conditions.push({ type: filter.type });
  if (filter.id !== undefined) conditions.push({ id: filter.id });
  if (filter.q) conditions.push({ [Op.or]: [nameMatches('User.id', 'users', filter.q), startsWithAny(['User.email'], filter.q.toLowerCase()), startsWithAny(['User.contact'], filter.q)] } as WhereOptions<User>);
  const where = { [Op.and]: conditions } as WhereOptions<User>;

  const order: Order = stableOrder(sort);

  // Customers are nearly every user: unfiltered, their count is all users less the others (ADR 081),
  // flat with the table where counting role 4 reads one index entry per customer.
  const customersOnly = input.role === ROLE.MEMBER && conditions.length === 1;
  const [total, users] = await Promise.all([
    customersOnly ? countMostlyEqual(User, 'role_id', ROLE.MEMBER, { transaction: options.transaction }) : User.count({ where, transaction: options.transaction }),
    User.findAll({ where, order, offset, limit, transaction: options.transaction }),
  ]);
  return { rows: await toUserJson(users, input.actor, options.transaction), total, offset, limit };
}

export const MANAGED_ROLES = [ROLE.MEMBER, ROLE.AGENT, ROLE.ACCOUNTANT] as const;
