import { Op, type WhereOptions } from 'sequelize';
import { DEFAULT_PAGE_SIZE, ROLE } from '../../constants/index';
import { bound, preparedPage, type PageWindow, type PreparedCall } from '../../db/prepared-read';
import { Application } from '../../models/application';
import { Country } from '../../models/country';
import { IpRecord } from '../../models/ip-record';
import { User } from '../../models/user';
import { JOB_LISTS, JOB_PAGE_SIZES, JOB_SEARCH_MAX, JOB_TYPE_FILTERS, type JobList } from '../../schemas/jobs';
import { type Actor, assertRole, iso, type OperationOptions, orFail } from '../kernel/index';
import { applicationSearch } from './search';
import { JOB_LIST_STATUSES, jobHref } from './job-lists';

export interface JobRowJson {
  id: number;
  reference: string;
  service_id: number;
  type_id: number;
  status_id: number;
  application_date: string;
  updated_at: string | null;
  /** AGT-7: the agent has not opened it since its last history entry. */
  unread: boolean;
  ip: { name: string | null; filing_no: string | null; application_no: string | null; grant_no: string | null; country: string | null; country_iso2: string | null };
  owner: { name: string | null; email: string };
  /** The job's page (AGT-4: jobs/:type/:id; AGT-5: history/:type/:id). */
  href: string;
}

export interface JobListPage {
  list: JobList;
  rows: JobRowJson[];
  total: number;
  page: number;
  perPage: number;
  typeId: number;
  appStatus: number;
  search: string;
  /** The status filter's choices (0 = all of this list). */
  statuses: readonly number[];
}

export interface ListAgentJobsInput {
  actor: Actor;
  list: unknown;
  page?: unknown;
  perPage?: unknown;
  typeId?: unknown;
  appStatus?: unknown;
  search?: unknown;
}

/** AGT-3: the one failure of the lists. */
export const JOB_LIST_FAIL = 'jobs:list.fail';

const listOf = (value: unknown): JobList => ((JOB_LISTS as readonly unknown[]).includes(value) ? (value as JobList) : 'jobs');
const perPageOf = (value: unknown): number => ((JOB_PAGE_SIZES as readonly number[]).includes(Number(value)) ? Number(value) : DEFAULT_PAGE_SIZE);
const typeOf = (value: unknown): number => ((JOB_TYPE_FILTERS as readonly number[]).includes(Number(value)) ? Number(value) : 0);

/** The page shown when the list cannot be read ('Fail to Get Job List', SYS-7: emptied, total 0). */
export function emptyJobListPage(list: unknown, perPage?: unknown): JobListPage {
  const which = listOf(list);
  return { list: which, rows: [], total: 0, page: 1, perPage: perPageOf(perPage), typeId: 0, appStatus: 0, search: '', statuses: JOB_LIST_STATUSES[which] };
}

/**
 * The agent's Jobs List, History List and All Applications (AGT-2..7, ACL-43, ACL-44, ACL-62): the
 * applications assigned to the agent — open ones (jobs), completed and cancelled ones (history), or both (all) — filtered by
 * type_id (0 all, 1 trademark, 2 patent), app_status (0 = all of the list, the default) and a search
 * over the reference, the IP's name and numbers and the owner's name and e-mail; most recently
 * changed first; paged 5/10/25/50 (default 10). Filtered, sorted, counted and paged in the database,
 * one query for the rows (IP, country and owner joined) and one count. Only agents.
 */
export async function listAgentJobs(input: ListAgentJobsInput, options: OperationOptions = {}): Promise<JobListPage> {
  assertRole(input.actor, [ROLE.AGENT], JOB_LIST_FAIL);
  const list = listOf(input.list);
  const statuses = JOB_LIST_STATUSES[list];
  const perPage = perPageOf(input.perPage);
  const typeId = typeOf(input.typeId);
  const appStatus = statuses.includes(Number(input.appStatus)) ? Number(input.appStatus) : 0;
  const search = typeof input.search === 'string' ? input.search.trim().slice(0, JOB_SEARCH_MAX) : '';
  const pageRaw = Math.trunc(Number(input.page));

  return orFail(JOB_LIST_FAIL, async () => {
    // Without a search the agent is bound ($1): the count and each page size's first page of each list,
    // type and status are statements made once (ADR 084). A search keeps its values inline.
    const where: WhereOptions = {
      agent_id: search ? input.actor.id : bound(1),
      status_id: appStatus ? appStatus : { [Op.in]: [...statuses] },
      ...(typeId ? { type_id: typeId } : {}),
      ...(search ? applicationSearch(search, 'staff') : {}),
    };
    const include = [
      { model: IpRecord, as: 'ip', attributes: ['id', 'application_name', 'filing_no', 'application_no', 'grant_no', 'country_id'], required: true, include: [{ model: Country, as: 'country', attributes: ['id', 'name', 'iso2'] }] },
      { model: User, as: 'user', attributes: ['id', 'name', 'email'], required: true },
    ];
    const paging = {
      model: Application,
      transaction: options.transaction,
      where,
      countInclude: include.map((i) => ({ ...i, include: [], attributes: [] })),
      requested: pageRaw,
      perPage,
      find: (window: PageWindow, call: Partial<PreparedCall>) =>
        Application.findAll({
          where,
          include,
          attributes: ['id', 'reference', 'service_id', 'type_id', 'status_id', 'application_date', 'updated_at', 'read_by_agent'],
          order: [['updated_at', 'DESC'], ['id', 'DESC']],
          ...window,
          ...call,
        }),
    };
    const key = `jobs.${list}.${typeId}.${appStatus}`;
    const { rows, total, page } = await preparedPage(search ? { ...paging, prepared: false } : { ...paging, countKey: `${key}.count`, pageKey: key, values: [input.actor.id] });
    return { list, rows: rows.map((row) => jobRowJson(row)), total, page, perPage, typeId, appStatus, search, statuses };
  });
}

/** A list row's IP: its name, numbers and country (the agent's and the customer's lists). */
export function ipRowJson(ip: IpRecord | undefined): JobRowJson['ip'] {
  return {
    name: ip?.application_name ?? null,
    filing_no: ip?.filing_no ?? null,
    application_no: ip?.application_no ?? null,
    grant_no: ip?.grant_no ?? null,
    country: ip?.country?.name ?? null,
    country_iso2: ip?.country?.iso2 ?? null,
  };
}

function jobRowJson(application: Application): JobRowJson {
  return {
    id: application.id,
    reference: application.reference,
    service_id: Number(application.service_id),
    type_id: Number(application.type_id),
    status_id: Number(application.status_id),
    application_date: application.application_date,
    updated_at: iso(application.updated_at),
    unread: !application.read_by_agent,
    ip: ipRowJson(application.ip),
    owner: { name: application.user?.name ?? null, email: application.user?.email ?? '' },
    href: jobHref(application),
  };
}
