import { Op, QueryTypes, type Transaction } from 'sequelize';
import { APPLICATION_STATUS_NAMES, type ApplicationStatusId } from '../../constants/index';
import { Application } from '../../models/application';
import { Country } from '../../models/country';
import { IpRecord } from '../../models/ip-record';
import { User } from '../../models/user';
import { Whitelist } from '../../models/whitelist';
import { ipLogoUrlOf, type IpRecordRowJson } from '../../schemas/ip-records';
import { iso, type Actor } from '../kernel/index';
import { outcomeOf } from '../../schemas/console-applications';
import { canHide, canRestore, canSetRenewalNotification, canTransfer } from './rules';

/** The IP records area's helpers: message keys, finding a record, the latest applications, the row JSON. */

export const NOT_ALLOWED = 'ip-records:not_allowed';
export const LIST_FAIL = 'ip-records:list_fail';
export const READ_FAIL = 'ip-records:read_fail';
export const UPDATE_FAIL = 'ip-records:update_fail';
export const TRANSFER_FAIL = 'ip-records:transfer_fail';

/** Fields kept in the audit rows of IP record changes (G-65). */
export const AUDITED_FIELDS = [
  'user_id',
  'country_id',
  'filing_no',
  'application_no',
  'grant_no',
  'filing_date',
  'grant_date',
  'expiry_date',
  'application_name',
  'multiclass_no',
  'multiclass_name',
  'latest_application_year_granted',
  'description',
  'is_english_only',
  'status',
  'path',
  'renewal_notification_at',
] as const;

const validId = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;

/** A staff-managed IP record (model_type 'ip'; search requests are not IP records) by id, locked in a transaction; null otherwise. */
export async function findIpRecord(id: unknown, transaction?: Transaction): Promise<IpRecord | null> {
  if (!validId(id)) return null;
  return IpRecord.findOne({ where: { id, model_type: 'ip' }, transaction, ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}) });
}

/** The latest application (highest id) of each IP, with its agent (two queries). */
export async function latestApplications(ipIds: number[], transaction?: Transaction): Promise<Map<number, Application>> {
  if (ipIds.length === 0) return new Map();
  const sequelize = Application.sequelize!;
  const latestIds = await sequelize.query<{ id: number }>(
    'SELECT MAX(`id`) AS `id` FROM `applications` WHERE `ip_id` IN (:ipIds) GROUP BY `ip_id`',
    { replacements: { ipIds }, type: QueryTypes.SELECT, transaction },
  );
  if (latestIds.length === 0) return new Map();
  const apps = await Application.findAll({
    where: { id: { [Op.in]: latestIds.map((r) => Number(r.id)) } },
    include: [{ model: User, as: 'agent', attributes: ['id', 'name'] }],
    transaction,
  });
  return new Map(apps.map((a) => [a.ip_id, a]));
}

/** The console rows of IP records, as `viewer` sees them (owners, countries, whitelist flags, latest applications: four queries per page). */
export async function ipRecordRows(ips: IpRecord[], viewer: Actor, transaction?: Transaction): Promise<IpRecordRowJson[]> {
  if (ips.length === 0) return [];
  const userIds = [...new Set(ips.map((ip) => ip.user_id))];
  const countryIds = [...new Set(ips.map((ip) => ip.country_id))];
  const [owners, countries, latest] = await Promise.all([
    User.findAll({ where: { id: { [Op.in]: userIds } }, attributes: ['id', 'name', 'email'], transaction }),
    Country.findAll({ where: { id: { [Op.in]: countryIds } }, attributes: ['id', 'name', 'iso2'], transaction }),
    latestApplications(ips.map((ip) => ip.id), transaction),
  ]);
  const emails = owners.map((o) => o.email);
  const whitelisted = new Set((emails.length ? await Whitelist.findAll({ where: { email: { [Op.in]: emails } }, attributes: ['email'], transaction }) : []).map((w) => w.email));
  const ownerById = new Map(owners.map((o) => [o.id, o]));
  const countryById = new Map(countries.map((c) => [c.id, c]));
  return ips.map((ip) => {
    const owner = ownerById.get(ip.user_id) ?? null;
    const country = countryById.get(ip.country_id) ?? null;
    const app = latest.get(ip.id) ?? null;
    const facts = { ...ip.get({ plain: true }), status: Number(ip.status) };
    return {
      id: ip.id,
      type_id: ip.type_id,
      model_type: ip.model_type,
      user_id: ip.user_id,
      owner: owner ? { id: owner.id, name: owner.name, email: owner.email } : null,
      is_whitelist: owner ? whitelisted.has(owner.email) : false,
      country_id: ip.country_id,
      country: country ? { id: country.id, name: country.name, iso2: country.iso2 ?? null } : null,
      filing_no: ip.filing_no ?? null,
      application_no: ip.application_no ?? null,
      grant_no: ip.grant_no ?? null,
      filing_date: ip.filing_date ?? null,
      grant_date: ip.grant_date ?? null,
      expiry_date: ip.expiry_date ?? null,
      application_name: ip.application_name ?? null,
      multiclass_no: ip.multiclass_no ?? null,
      multiclass_name: ip.multiclass_name ?? null,
      latest_application_year_granted: ip.latest_application_year_granted ?? null,
      description: ip.description ?? null,
      is_english_only: Boolean(ip.is_english_only),
      status: Number(ip.status),
      has_logo: Boolean(ip.path),
      logo_url: ip.path ? ipLogoUrlOf(ip.id) : null,
      latest: app
        ? {
            id: app.id,
            reference: app.reference,
            status_id: app.status_id ?? null,
            status_name: app.status_id ? (APPLICATION_STATUS_NAMES[app.status_id as ApplicationStatusId] ?? null) : null,
            service_id: app.service_id,
            rating: app.rating ?? null,
            agent: app.agent ? { id: app.agent.id, name: app.agent.name } : null,
          }
        : null,
      outcome: app ? outcomeOf(app.status_id) : null,
      renewal_notification_at: iso(ip.renewal_notification_at),
      can_hide: canHide(facts),
      can_restore: canRestore(facts),
      can_transfer: canTransfer(facts),
      can_set_renewal_notification: canSetRenewalNotification(facts, app ? { status_id: app.status_id ?? null, agent_id: app.agent_id ?? null } : null, viewer),
      created_at: iso(ip.created_at),
      updated_at: iso(ip.updated_at),
    };
  });
}

export async function ipRecordRow(ip: IpRecord, viewer: Actor, transaction?: Transaction): Promise<IpRecordRowJson> {
  return (await ipRecordRows([ip], viewer, transaction))[0]!;
}

/** An IP record's office numbers, searched from their start (ADR 066). */
export const IP_NUMBER_COLUMNS = ['filing_no', 'application_no', 'grant_no'] as const;
