import { SERVICE } from '../../constants/index';
import { AppError } from '../../errors/index';
import { searchRequestListFilterSchema, type ApplicationRowJson, type ApplicationSortField } from '../../schemas/console-applications';
import { type Actor, assertAllowed, type ListResult, type OperationOptions } from '../kernel/index';
import { LIST_FAIL, staffApplicationPage } from './staff-list';

export interface ListSearchRequestsInput {
  actor: Actor;
  /** {q, agent_id, outcome, status_id, date_from, date_to} */
  filter?: Record<string, unknown>;
  sort?: { field: ApplicationSortField; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
}

/** ADM-39, ACL-26: the console's list of customers' search requests (applications of service 1), SA/AD. */
export async function listSearchRequests(input: ListSearchRequestsInput, options: OperationOptions = {}): Promise<ListResult<ApplicationRowJson>> {
  assertAllowed(input.actor, 'searches', 'list');
  const parsed = searchRequestListFilterSchema.safeParse(input.filter ?? {});
  if (!parsed.success) throw new AppError('BAD_REQUEST', LIST_FAIL);
  return staffApplicationPage({ filter: { ...parsed.data, service_id: SERVICE.SEARCH }, sort: input.sort, offset: input.offset, limit: input.limit }, options);
}
