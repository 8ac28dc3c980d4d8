import { Op } from 'sequelize';
import { SERVICE } from '../../constants/index';
import { getSequelize } from '../../db/database';
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

const include = [
  { model: ApplicationStatus, as: 'status', attributes: ['id', 'name', 'label'] },
  { model: Classification, as: 'classifications' },
  { model: Partner, as: 'partners', attributes: ['id', 'name'] },
  {
    model: IpRecord,
    as: 'ip',
    include: [
      { model: Country, as: 'country', attributes: ['id', 'name', 'iso2'] },
      { model: Classification, as: 'classifications' },
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

/** listMyRequests (POR-37, POR-38, POR-40): the customer's own search requests (service 1) or applications (service 2), newest first. */
export async function listMyRequests(input: { actor: Actor; service_id: number }, options: CartOptions = {}): Promise<RequestEntryJson[]> {
  assertMember(input.actor);
  assertRequestService(input.service_id);
  getSequelize();
  // SYS-7: a list that cannot be read is 'Fail to retrieve list' (the page still shows its form).
  return orFail('messages:fail_to_retrieve_list', async () => {
    const apps = await Application.findAll({
      where: { user_id: input.actor.id, service_id: input.service_id, status_id: { [Op.ne]: null } },
      include,
      order: [['id', 'DESC']],
      limit: 200,
      transaction: options.transaction,
    });
    return apps.map(toJson);
  });
}

/** getMyRequest (POR-37, POR-40): one of them; someone else's → 404. */
export async function getMyRequest(input: { actor: Actor; service_id: number; id: number }, options: CartOptions = {}): Promise<RequestEntryJson> {
  assertMember(input.actor);
  assertRequestService(input.service_id);
  getSequelize();
  const app = Number.isInteger(input.id)
    ? await Application.findOne({ where: { id: input.id, user_id: input.actor.id, service_id: input.service_id }, include, transaction: options.transaction })
    : null;
  if (!app) throw new AppError('NOT_FOUND', 'orders:request.not_found');
  return toJson(app);
}
