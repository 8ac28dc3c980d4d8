import type { Includeable } from 'sequelize';
import { Classification } from '../../models/classification';
import { Country } from '../../models/country';
import type { IpRecord } from '../../models/ip-record';
import type { RenewalNotificationState } from './renewal-notification-state';

/** The IP card of the agent's pages (AGT-8): the job page and the IP detail ({type}/detail/{id}, ACL-28). */
export interface IpCardJson extends RenewalNotificationState {
  id: number;
  type_id: number;
  name: string | null;
  filing_no: string | null;
  application_no: string | null;
  grant_no: string | null;
  filing_date: string | null;
  expiry_date: string | null;
  country: string | null;
  country_iso2: string | null;
  status: number;
  class_count: number | null;
  class_names: string[];
  has_logo: boolean;
  /** The agent's IP detail page ({type}/detail/{id}, ACL-28). */
  detail_href: string;
}

/** What the card reads with the IP record: its country and its classes in order. */
export const IP_CARD_INCLUDE: Includeable[] = [
  { model: Country, as: 'country', attributes: ['id', 'name', 'iso2'] },
  { model: Classification, as: 'classifications', attributes: ['id', 'class_no', 'term'], separate: true, order: [['class_no', 'ASC'], ['id', 'ASC']] },
];

export function ipCardJson(ip: IpRecord, renewal: RenewalNotificationState): IpCardJson {
  const classNames = (ip.classifications ?? []).map((c) => (c.class_no ? `${c.class_no} — ${c.term}` : c.term));
  return {
    id: ip.id,
    type_id: Number(ip.type_id),
    name: ip.application_name ?? null,
    filing_no: ip.filing_no ?? null,
    application_no: ip.application_no ?? null,
    grant_no: ip.grant_no ?? null,
    filing_date: ip.filing_date ?? null,
    expiry_date: ip.expiry_date ?? null,
    country: ip.country?.name ?? null,
    country_iso2: ip.country?.iso2 ?? null,
    status: Number(ip.status),
    class_count: ip.multiclass_no ?? (classNames.length || null),
    class_names: classNames.length ? classNames : ip.multiclass_name ? [ip.multiclass_name] : [],
    has_logo: Boolean(ip.path),
    detail_href: `/dashboard/${ip.model_type === 'search' ? 'search' : 'ip'}/detail/${ip.id}`,
    ...renewal,
  };
}
