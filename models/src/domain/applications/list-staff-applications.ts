import type { ApplicationRowJson, ApplicationSortField } from '../../schemas/console-applications';
import { type Actor, assertAllowed, type ListResult, type OperationOptions } from '../kernel/index';
import { parseStaffListFilter, staffApplicationPage } from './staff-list';

export interface ListStaffApplicationsInput {
  actor: Actor;
  /** {q, service_id (0 all), agent_id, outcome (1 Success, 2 Pending, 3 Fail), status_id, date_from, date_to} */
  filter?: Record<string, unknown>;
  sort?: { field: ApplicationSortField; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
}

/**
 * ADM-31..33, ACL-27, G-46: the console's application list (SA/AD) — every customer's applications,
 * newest first by default, filtered by service, agent, search, application-date range and outcome
 * (⚑AMB-10); with status 7 and an agent it is the "history job list". A bad filter is 400 'Fail to
 * retrieve list' (ADM-25).
 */
export async function listStaffApplications(input: ListStaffApplicationsInput, options: OperationOptions = {}): Promise<ListResult<ApplicationRowJson>> {
  assertAllowed(input.actor, 'applications', 'list');
  return staffApplicationPage({ filter: parseStaffListFilter(input.filter), sort: input.sort, offset: input.offset, limit: input.limit }, options);
}
