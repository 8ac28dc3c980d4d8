import { Op, type WhereOptions } from 'sequelize';
import { APPLICATION_STATUS as S, DEFAULT_PAGE_SIZE, ROLE } from '../../constants/index';
import { Application } from '../../models/application';
import { Country } from '../../models/country';
import { IpRecord } from '../../models/ip-record';
import { JOB_PAGE_SIZES, JOB_SEARCH_MAX, JOB_TYPE_FILTERS } from '../../schemas/jobs';
import { type Actor, assertRole, type OperationOptions, orFail, probeTerms } from '../kernel/index';
import { applicationSearch } from './search';
import { ipRowJson, type JobRowJson } from './list-agent-jobs';
import { applicationHeadJson, type ApplicationHeadJson } from './shared';

/** POR-27: the customer's failure of the application pages ('Fail to retrieve application'). */
export const CUSTOMER_APPLICATIONS_FAIL = 'applications:customer.fail';

/**
 * The customer's status filter (POR-13, ⚑AMB-10, ⚑AMB-24, ADR 038): the spec's codes 0–6 and 7 for
 * Completed, each a set of application statuses. 0 is every status of the list. The workflow's office
 * steps (Official Action … Opposition) read as Filed; Pending Assign as In Progress.
 */
export const CUSTOMER_STATUS_FILTERS: Readonly<Record<number, readonly number[]>> = {
  1: [S.FILED, S.OFFICIAL_ACTION, S.ACCEPTED, S.ACCEPTANCE, S.GAZETTE, S.CERTIFICATE, S.OPPOSITION, S.RENEWAL_NOTIFICATION],
  2: [S.CERTIFICATE_READY],
  3: [S.RENEWAL_ORDERED],
  4: [S.PENDING_VERIFICATION],
  5: [S.IN_PROGRESS, S.PENDING_ASSIGN],
  6: [S.CANCELLED],
  7: [S.COMPLETED],
};
/** The filter's codes in the order the select shows them (0 = all). */
export const CUSTOMER_STATUS_CODES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
/** ⚑AMB-24: the dashboard's Completed card opens the list with this code. */
export const CUSTOMER_STATUS_COMPLETED = 7;

export interface CustomerApplicationRowJson extends ApplicationHeadJson {
  /** ADR 032: the customer has not opened it since its last history entry. */
  unread: boolean;
  ip: JobRowJson['ip'];
  href: string;
}

export interface CustomerApplicationListPage {
  rows: CustomerApplicationRowJson[];
  total: number;
  page: number;
  perPage: number;
  typeId: number;
  status: number;
  search: string;
  statuses: readonly number[];
}

export interface ListCustomerApplicationsInput {
  actor: Actor;
  page?: unknown;
  perPage?: unknown;
  typeId?: unknown;
  status?: unknown;
  search?: unknown;
}

const perPageOf = (value: unknown): number => ((JOB_PAGE_SIZES as readonly number[]).includes(Number(value)) ? Number(value) : DEFAULT_PAGE_SIZE);

/** The page shown when the list cannot be read ('Fail to retrieve application'): emptied, total 0. */
export function emptyCustomerApplicationPage(perPage?: unknown): CustomerApplicationListPage {
  return { rows: [], total: 0, page: 1, perPage: perPageOf(perPage), typeId: 0, status: 0, search: '', statuses: CUSTOMER_STATUS_CODES };
}

/**
 * The customer's application list (POR-26, ACL-27): the owner's own applications, filtered by status
 * code (CUSTOMER_STATUS_FILTERS), type_id (0 all, 1 trademark, 2 patent) and a search over the
 * reference, the IP's name and its numbers; newest first; paged 5/10/25/50 (default 10). Filtered,
 * counted and paged in the database: one count and one query for the rows. Members only.
 */
export async function listCustomerApplications(input: ListCustomerApplicationsInput, options: OperationOptions = {}): Promise<CustomerApplicationListPage> {
  assertRole(input.actor, [ROLE.MEMBER], CUSTOMER_APPLICATIONS_FAIL);
  const perPage = perPageOf(input.perPage);
  const typeId = (JOB_TYPE_FILTERS as readonly number[]).includes(Number(input.typeId)) ? Number(input.typeId) : 0;
  const status = CUSTOMER_STATUS_FILTERS[Number(input.status)] ? Number(input.status) : 0;
  const search = typeof input.search === 'string' ? input.search.trim().slice(0, JOB_SEARCH_MAX) : '';
  const pageRaw = Math.trunc(Number(input.page));

  return orFail(CUSTOMER_APPLICATIONS_FAIL, async () => {
    const probes = search ? await probeTerms('ips', search, options) : null;
    const where: WhereOptions = {
      user_id: input.actor.id,
      ...(status ? { status_id: { [Op.in]: [...CUSTOMER_STATUS_FILTERS[status]!] } } : {}),
      ...(typeId ? { type_id: typeId } : {}),
      ...(search ? applicationSearch(search, 'customer', probes) : {}),
    };
    const ipInclude = { model: IpRecord, as: 'ip', attributes: ['id', 'application_name', 'filing_no', 'application_no', 'grant_no', 'country_id'], required: true };
    const total = await Application.count({ where, include: [{ ...ipInclude, attributes: [] }], transaction: options.transaction });
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const page = Number.isFinite(pageRaw) && pageRaw >= 1 ? Math.min(pageRaw, lastPage) : 1;
    const rows = await Application.findAll({
      where,
      include: [{ ...ipInclude, include: [{ model: Country, as: 'country', attributes: ['id', 'name', 'iso2'] }] }],
      attributes: ['id', 'reference', 'service_id', 'type_id', 'status_id', 'application_date', 'created_at', 'read_by_customer'],
      order: [['created_at', 'DESC'], ['id', 'DESC']],
      offset: (page - 1) * perPage,
      limit: perPage,
      transaction: options.transaction,
    });
    return { rows: rows.map(customerRowJson), total, page, perPage, typeId, status, search, statuses: CUSTOMER_STATUS_CODES };
  });
}

function customerRowJson(application: Application): CustomerApplicationRowJson {
  return {
    ...applicationHeadJson(application),
    unread: !application.read_by_customer,
    ip: ipRowJson(application.ip),
    href: `/dashboard/application/${application.id}`,
  };
}
