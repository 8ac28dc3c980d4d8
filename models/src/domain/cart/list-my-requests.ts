import { Op } from 'sequelize';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SERVICE } from '../../constants/index';
import { getSequelize } from '../../db/database';
import { bound, preparedPage } from '../../db/prepared-read';
import { AppError } from '../../errors/index';
import { Application } from '../../models/application';
import { ApplicationStatus } from '../../models/application-status';
import { Classification } from '../../models/classification';
import { Country } from '../../models/country';
import { IpRecord } from '../../models/ip-record';
import { Partner } from '../../models/partner';
import { assertMember, type CartOptions } from './shared';
import { type Actor, orFail } from '../kernel/index';

/** A search request or trademark application as its owner sees it (POR-38, POR-40). */
export interface RequestEntryJson {
  id: number;
  reference: string;
  service_id: number;
  type_id: number;
  status: { id: number | null; name: string | null; label: string | null };
  created_at: string | null;
  country_name: string | null;
  country_iso2: string | null;
  description: string | null;
  applicant: string | null;
  logo: string | null;
  is_english_only: boolean;
  classifications: { class_no: number | null; term: string; goods: string }[];
  partners: string[];
}

const REQUEST_SERVICES = [SERVICE.SEARCH, SERVICE.APPLICATION] as const;

function assertRequestService(serviceId: number): void {
  if (!(REQUEST_SERVICES as readonly number[]).includes(serviceId)) throw new AppError('NOT_FOUND', 'orders:request.not_found');
}

// The columns an entry is made of (toJson), not the 26 of an application nor the 27 of its IP record:
// each instance built costs per column, and a list page builds one per application, IP and class.
const CLASS_COLUMNS = ['id', 'class_no', 'term', 'goods'];
const ENTRY_COLUMNS = ['id', 'reference', 'service_id', 'type_id', 'status_id', 'created_at', 'ip_id'];
const include = [
  { model: ApplicationStatus, as: 'status', attributes: ['id', 'name', 'label'] },
  { model: Classification, as: 'classifications', attributes: CLASS_COLUMNS },
  { model: Partner, as: 'partners', attributes: ['id', 'name'] },
  {
    model: IpRecord,
    as: 'ip',
    attributes: ['id', 'country_id', 'description', 'application_name', 'path', 'is_english_only'],
    include: [
      { model: Country, as: 'country', attributes: ['id', 'name', 'iso2'] },
      { model: Classification, as: 'classifications', attributes: CLASS_COLUMNS },
    ],
  },
];

function toJson(app: Application): RequestEntryJson {
  const own = app.classifications ?? [];
  const rows = (own.length ? own : (app.ip?.classifications ?? [])).slice().sort((a, b) => a.id - b.id);
  return {
    id: app.id,
    reference: app.reference,
    service_id: app.service_id,
    type_id: app.type_id,
    status: { id: app.status?.id ?? app.status_id ?? null, name: app.status?.name ?? null, label: app.status?.label ?? null },
    created_at: app.created_at ? new Date(app.created_at).toISOString() : null,
    country_name: app.ip?.country?.name ?? null,
    country_iso2: app.ip?.country?.iso2 ?? null,
    description: app.ip?.description ?? null,
    applicant: app.ip?.application_name ?? null,
    logo: app.ip?.path ?? null,
    is_english_only: Boolean(app.ip?.is_english_only),
    classifications: rows.map((row) => ({ class_no: row.class_no ?? null, term: row.term, goods: row.goods })),
    partners: (app.partners ?? []).map((partner) => partner.name),
  };
}

/** One page of the customer's requests of a service, and how many there are (SYS-11's footer). */
export interface MyRequestsPage {
  rows: RequestEntryJson[];
  total: number;
  page: number;
  perPage: number;
}

const pageSize = (perPage: unknown): number => {
  const raw = Number(perPage);
  return (PAGE_SIZES as readonly number[]).includes(raw) ? raw : DEFAULT_PAGE_SIZE;
};

/** The page shown when the list cannot be read (SYS-7: the list emptied, the total 0). */
export function emptyRequestsPage(perPage?: unknown): MyRequestsPage {
  return { rows: [], total: 0, page: 1, perPage: pageSize(perPage) };
}

/**
 * listMyRequests (POR-37, POR-38, POR-40): the customer's own search requests (service 1) or
 * applications (service 2), newest first, paged in the database 5/10/25/50 (default 10, AMB-03) —
 * two statements whatever the page: the count, and the page with its status, classifications,
 * partners and IP (applications_user_service_idx serves both, issue 17).
 */
export async function listMyRequests(input: { actor: Actor; service_id: number; page?: unknown; perPage?: unknown }, options: CartOptions = {}): Promise<MyRequestsPage> {
  assertMember(input.actor);
  assertRequestService(input.service_id);
  const perPage = pageSize(input.perPage);
  const pageRaw = Math.trunc(Number(input.page));
  // SYS-7: a list that cannot be read is 'Fail to retrieve list' (the page still shows its form).
  return orFail('messages:fail_to_retrieve_list', async () => {
    // The user and the service bound ($1, $2): the count and each page size's first page are statements made once (ADR 084).
    const where = { user_id: bound(1), service_id: bound(2), status_id: { [Op.ne]: null } };
    const { rows, total, page } = await preparedPage({
      model: Application,
      countKey: 'requests.count',
      pageKey: 'requests.firstPage',
      values: [input.actor.id, input.service_id],
      transaction: options.transaction,
      where,
      requested: pageRaw,
      perPage,
      find: (window, call) => Application.findAll({ where, attributes: ENTRY_COLUMNS, include, order: [['id', 'DESC']], ...window, ...call }),
    });
    return { rows: rows.map(toJson), total, page, perPage };
  });
}

/** getMyRequest (POR-37, POR-40): one of them; someone else's → 404. */
export async function getMyRequest(input: { actor: Actor; service_id: number; id: number }, options: CartOptions = {}): Promise<RequestEntryJson> {
  assertMember(input.actor);
  assertRequestService(input.service_id);
  getSequelize();
  const app = Number.isInteger(input.id)
    ? await Application.findOne({ where: { id: input.id, user_id: input.actor.id, service_id: input.service_id }, attributes: ENTRY_COLUMNS, include, transaction: options.transaction })
    : null;
  if (!app) throw new AppError('NOT_FOUND', 'orders:request.not_found');
  return toJson(app);
}
