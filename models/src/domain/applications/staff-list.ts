import { Op, type WhereOptions } from 'sequelize';
import { APPLICATION_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { APPLICATION_SORT_FIELDS, applicationListFilterSchema, OUTCOME_FINAL_STATUS, type ApplicationListFilter, type ApplicationRowJson, type ApplicationSortField } from '../../schemas/console-applications';
import { type ListResult, type OperationOptions, pageWindow, stableOrder } from '../kernel/index';
import { applicationSearch } from './search';
import { staffApplicationRow, staffRowInclude } from './staff-json';

export const LIST_FAIL = 'console-applications:list_fail';

export interface StaffListQuery {
  filter: ApplicationListFilter;
  sort?: { field: ApplicationSortField; order: 'ASC' | 'DESC' };
  offset?: number;
  limit?: number;
}

/** The list's filter, checked (400 'Fail to retrieve list' when the list refuses it, ADM-25). */
export function parseStaffListFilter(filter: Record<string, unknown> | undefined): ApplicationListFilter {
  const parsed = applicationListFilterSchema.safeParse(filter ?? {});
  if (!parsed.success) throw new AppError('BAD_REQUEST', LIST_FAIL);
  return parsed.data;
}

/** The WHERE and ORDER BY of the staff application lists for a checked filter and sort (400 'Fail to retrieve list' on a bad sort). */
/** The index that reads every application in a sort's order (migrations 0011, 0060). */
export function applicationSortIndex(field: ApplicationSortField | 'id'): string {
  if (field === 'id') return 'PRIMARY';
  return field === 'reference' ? 'applications_reference_uq' : `applications_${field}_idx`;
}

export function staffApplicationQuery(filter: ApplicationListFilter, requested?: { field: string; order: string }): { where: WhereOptions<Application>; order: [ApplicationSortField | 'id', 'ASC' | 'DESC'][] } {
  const sort = (requested ?? { field: 'created_at', order: 'DESC' }) as { field: ApplicationSortField; order: 'ASC' | 'DESC' };
  if (!(APPLICATION_SORT_FIELDS as readonly string[]).includes(sort.field) || !['ASC', 'DESC'].includes(sort.order)) throw new AppError('BAD_REQUEST', LIST_FAIL);
  const { q, service_id, agent_id, outcome, status_id, date_from, date_to } = filter;
  const conditions: WhereOptions<Application>[] = [];
  if (service_id) conditions.push({ service_id });
  if (agent_id) conditions.push({ agent_id });
  if (status_id) conditions.push({ status_id });
  if (outcome === 1 || outcome === 3) conditions.push({ status_id: OUTCOME_FINAL_STATUS[outcome] });
  if (outcome === 2) conditions.push({ status_id: { [Op.notIn]: [APPLICATION_STATUS.COMPLETED, APPLICATION_STATUS.CANCELLED] } });
  if (date_from) conditions.push({ application_date: { [Op.gte]: date_from } });
  if (date_to) conditions.push({ application_date: { [Op.lte]: date_to } });
  if (q) {
    conditions.push(applicationSearch(q, 'staff') as WhereOptions<Application>);
  }
  return { where: { [Op.and]: conditions } as WhereOptions<Application>, order: stableOrder(sort) };
}

/**
 * One page of the staff application lists (ADM-31..33, ADM-39, G-46), filtered, sorted, paged and
 * counted in the database (indexes of migrations 0011 and 0037), with the customer, agent and IP
 * joined in the same query.
 */
export async function staffApplicationPage(query: StaffListQuery, options: OperationOptions): Promise<ListResult<ApplicationRowJson>> {
  const { where, order } = staffApplicationQuery(query.filter, query.sort);
  const { offset, limit } = pageWindow(query);
  const { transaction } = options;
  const [total, applications] = await Promise.all([
    // The search asks the IP and the customer through subqueries (ADR 066): the count reads the
    // applications alone (issue 17).
    Application.count({ where, transaction }),
    Application.findAll({ where, include: staffRowInclude(), order, offset, limit, subQuery: false, transaction }),
  ]);
  return { rows: applications.map(staffApplicationRow), total, offset, limit };
}
