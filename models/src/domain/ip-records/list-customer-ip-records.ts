import { literal, Op, QueryTypes, type FindAttributeOptions, type Order, type WhereOptions } from 'sequelize';
import { ROLE } from '../../constants/index';
import { Classification } from '../../models/classification';
import { Country } from '../../models/country';
import { IpRecord } from '../../models/ip-record';
import { bound, preparedPage, TOTAL_ROWS, type PageWindow, type PreparedCall } from '../../db/prepared-read';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { PORTFOLIO_STATUS_CODES, portfolioQueryOf, type PortfolioQuery, type PortfolioSort } from '../../schemas/portfolio';
import { CUSTOMER_STATUS_FILTERS } from '../applications/list-customer-applications';
import { type Actor, assertRole, codeStartsWith, nameMatches, type OperationOptions, orFail, probeTerms } from '../kernel/index';
import { ipDisplayStatus, ipExpiryTone, type IpDisplayStatus } from './display-status';
import { IP_NUMBER_COLUMNS } from './shared';

/** POR-12: the list's failure, translated ('Fail_Retrieve_Intellectual_Property'). */
export const PORTFOLIO_FAIL = 'nav:portfolio.fail';

/** A row of the customer's IP list (POR-9, POR-22..25). */
export interface CustomerIpRowJson {
  id: number;
  type_id: number;
  /** 'ip' or 'search' (a search request's record shows its classes and goods, POR-9). */
  model_type: string;
  name: string | null;
  country: { id: number; name: string; iso2: string | null } | null;
  filing_no: string | null;
  application_no: string | null;
  grant_no: string | null;
  multiclass_no: number | null;
  expiry_date: string | null;
  /** POR-22..24: Expired, Expiring Soon, else the latest application's status. */
  display_status: IpDisplayStatus;
  /** POR-25. */
  expiry_tone: 'red' | 'green';
  /** POR-2, G-31: the record carries the Renewal Notification label. */
  renewal_notification: boolean;
  /** POR-9: a search's classes with their goods (empty for an IP record). */
  classes: { class_no: number | null; term: string; goods: string }[];
  /** The customer's IP detail (helper A's page): /dashboard/ip/detail/:id, or search/detail/:id. */
  href: string;
}

export interface CustomerIpListPage extends PortfolioQuery {
  rows: CustomerIpRowJson[];
  total: number;
  /** The status codes the select offers (POR-13 with Completed, ADR 038 / 040). */
  statuses: readonly number[];
  /** The countries of the customer's active records, for the country select. */
  countries: { id: number; name: string; iso2: string | null }[];
}

export interface ListCustomerIpRecordsInput {
  actor: Actor;
  /** The query string's values: type_id, status, country_id, multiclass_no, search, sortby, page, per_page. */
  query?: Record<string, unknown>;
  /** Today in Kuala Lumpur ('yyyy-MM-dd'); tests fix it. */
  today?: string;
}

/** A record's latest application's `column` (applications_ip_id_id_idx). */
const latestOf = (column: 'service_id' | 'status_id') => `(SELECT \`a\`.\`${column}\` FROM \`applications\` AS \`a\` WHERE \`a\`.\`ip_id\` = \`IpRecord\`.\`id\` ORDER BY \`a\`.\`id\` DESC LIMIT 1)`;
const LATEST_STATUS = latestOf('status_id');
const EXPIRY_MISSING = literal('(`IpRecord`.`expiry_date` IS NULL)');

/** POR-5 ⚑AMB-29 (ADR 040): each sort's ORDER BY; a missing expiry date sorts last on both expiry sorts; the id breaks ties. */
const SORTS: Record<PortfolioSort, Order> = {
  newest: [['created_at', 'DESC'], ['id', 'DESC']],
  oldest: [['created_at', 'ASC'], ['id', 'ASC']],
  AtoZ: [['application_name', 'ASC'], ['id', 'ASC']],
  ZtoA: [['application_name', 'DESC'], ['id', 'DESC']],
  new_expiry: [[EXPIRY_MISSING, 'ASC'], ['expiry_date', 'DESC'], ['id', 'DESC']],
  old_expiry: [[EXPIRY_MISSING, 'ASC'], ['expiry_date', 'ASC'], ['id', 'ASC']],
};

/** The IP record columns a dashboard row is made of. */
const LIST_COLUMNS = ['id', 'type_id', 'model_type', 'application_name', 'country_id', 'filing_no', 'application_no', 'grant_no', 'multiclass_no', 'expiry_date', 'renewal_notification_at'] satisfies (keyof IpRecord)[];
/** What a row reads of its latest application (its display status), in the page's own statement. */
const ROW_ATTRIBUTES: (string | [ReturnType<typeof literal>, string])[] = [...LIST_COLUMNS, [literal(latestOf('service_id')), 'latest_service_id'], [literal(LATEST_STATUS), 'latest_status_id']];
/** A filtered page's: with how many rows the search found (TOTAL_ROWS), so the search runs once for the page and its count. */
const FOUND_ROW_ATTRIBUTES = [...ROW_ATTRIBUTES, [literal(TOTAL_ROWS), 'total_rows']] satisfies FindAttributeOptions;

/** A page row as read (raw, its country nested): no model instance is built for a row shown once. */
type ListRow = Pick<IpRecord, (typeof LIST_COLUMNS)[number]> & {
  country: { id: number | null; name: string | null; iso2: string | null };
  latest_service_id: number | string | null;
  latest_status_id: number | string | null;
  /** Filtered: how many rows the search found (TOTAL_ROWS). */
  total_rows?: number | string;
};

/** An empty page with the query's values, shown when the list cannot be read. */
export function emptyCustomerIpListPage(query: Record<string, unknown> = {}): CustomerIpListPage {
  return { ...portfolioQueryOf(query), page: 1, rows: [], total: 0, statuses: PORTFOLIO_STATUS_CODES, countries: [] };
}

/**
 * The customer's IP list on the dashboard (POR.b, POR-4..14, ADR 040): the actor's own active records
 * (status 1, POR-14; trademarks, patents and searches), filtered by type, status code (on the latest
 * application, the application list's codes), country, class count and a search over the numbers and
 * the name (POR-11); sorted (POR-5); paged 5/10/25/50. Filtered, counted, sorted and paged in the
 * database: the count, the page (with its country and each row's latest application), the searches'
 * classes and the countries of the select — a fixed number of queries whatever the page size.
 */
export async function listCustomerIpRecords(input: ListCustomerIpRecordsInput, options: OperationOptions = {}): Promise<CustomerIpListPage> {
  assertRole(input.actor, [ROLE.MEMBER], PORTFOLIO_FAIL);
  const actor = input.actor;
  const query = portfolioQueryOf(input.query ?? {});
  const today = input.today ?? calendarDateInKualaLumpur();
  const { transaction } = options;

  return orFail(PORTFOLIO_FAIL, async () => {
    const filters: unknown[] = [];
    if (query.typeId) filters.push({ type_id: query.typeId });
    if (query.countryId) filters.push({ country_id: query.countryId });
    if (query.multiclassNo) filters.push({ multiclass_no: query.multiclassNo });
    if (query.status) filters.push(literal(`${LATEST_STATUS} IN (${CUSTOMER_STATUS_FILTERS[query.status]!.map(Number).join(', ')})`));
    if (query.search) {
      const probes = await probeTerms('ips', query.search, options);
      filters.push({ [Op.or]: [codeStartsWith(IP_NUMBER_COLUMNS.map((name) => `IpRecord.${name}`), query.search), nameMatches('IpRecord.id', 'ips', query.search, 'few', probes)] });
    }
    // Unfiltered (the dashboard as it opens), the user is bound ($1) and the count and each sort's and page
    // size's first page are statements made once (ADR 084). A filtered list keeps every value inline: a
    // search's text is in its SQL, where a '$' must never be taken for a bind parameter.
    const unfiltered = filters.length === 0;
    const mine = { user_id: unfiltered ? bound(1) : actor.id, status: 1 };
    const where = { [Op.and]: [mine, ...filters] } as WhereOptions<IpRecord>;

    const find = async (window: PageWindow, call: Partial<PreparedCall>) =>
      (await IpRecord.findAll({
        where,
        // The columns a row shows (27 in the table) and its latest application's service and status.
        attributes: unfiltered ? ROW_ATTRIBUTES : FOUND_ROW_ATTRIBUTES,
        include: [{ model: Country, as: 'country', attributes: ['id', 'name', 'iso2'] }],
        order: SORTS[query.sortby],
        raw: true,
        nest: true,
        ...window,
        ...call,
      })) as unknown as ListRow[];
    const paging = { model: IpRecord, transaction, where, requested: query.page, perPage: query.perPage, find };
    const { rows: ips, total, page } = await preparedPage(
      unfiltered
        ? { ...paging, countKey: 'ips.customer.count', pageKey: `ips.customer.${query.sortby}`, values: [actor.id] }
        : { ...paging, prepared: false, totalOf: (rows: ListRow[]) => Number(rows[0]!.total_rows) },
    );
    const searchIds = ips.filter((ip) => ip.model_type === 'search').map((ip) => ip.id);
    const [classes, countries] = await Promise.all([
      searchIds.length
        ? Classification.findAll({ where: { ip_id: { [Op.in]: searchIds } }, attributes: ['ip_id', 'class_no', 'term', 'goods'], order: [['class_no', 'ASC'], ['id', 'ASC']], raw: true, transaction })
        : Promise.resolve([]),
      IpRecord.sequelize!.query<{ id: number; name: string; iso2: string | null }>(
        'SELECT `c`.`id`, `c`.`name`, `c`.`iso2` FROM `countries` AS `c` WHERE `c`.`id` IN (SELECT `i`.`country_id` FROM `ips` AS `i` WHERE `i`.`user_id` = $1 AND `i`.`status` = 1) ORDER BY `c`.`name`',
        // The user bound: one statement for every customer (kept prepared on SQLite, ADR 089).
        { bind: [actor.id], type: QueryTypes.SELECT, transaction },
      ),
    ]);
    const classesOf = new Map<number, CustomerIpRowJson['classes']>();
    for (const c of classes) {
      const list = classesOf.get(Number(c.ip_id)) ?? [];
      list.push({ class_no: c.class_no ?? null, term: c.term, goods: c.goods });
      classesOf.set(Number(c.ip_id), list);
    }

    const rows = ips.map((ip): CustomerIpRowJson => {
      const app = ip.latest_service_id === null ? null : { service_id: Number(ip.latest_service_id), status_id: ip.latest_status_id === null ? null : Number(ip.latest_status_id) };
      return {
        id: ip.id,
        type_id: Number(ip.type_id),
        model_type: ip.model_type,
        name: ip.application_name ?? null,
        country: ip.country.id === null ? null : { id: Number(ip.country.id), name: ip.country.name ?? '', iso2: ip.country.iso2 ?? null },
        filing_no: ip.filing_no ?? null,
        application_no: ip.application_no ?? null,
        grant_no: ip.grant_no ?? null,
        multiclass_no: ip.multiclass_no ?? null,
        expiry_date: ip.expiry_date ?? null,
        display_status: ipDisplayStatus({ expiry_date: ip.expiry_date, latest: app, today }),
        expiry_tone: ipExpiryTone(ip.expiry_date, today),
        renewal_notification: Boolean(ip.renewal_notification_at),
        classes: classesOf.get(ip.id) ?? [],
        href: `/dashboard/${ip.model_type === 'search' ? 'search' : 'ip'}/detail/${ip.id}`,
      };
    });
    return {
      ...query,
      page,
      rows,
      total,
      statuses: PORTFOLIO_STATUS_CODES,
      countries: countries.map((c) => ({ id: Number(c.id), name: c.name, iso2: c.iso2 ?? null })),
    };
  });
}
