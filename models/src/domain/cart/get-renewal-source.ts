import { IP_TYPE } from '../../constants/index';
import { Country } from '../../models/country';
import { findRenewalSource } from './prepare-line';
import { assertMember, type CartOptions } from './shared';
import { type Actor } from '../kernel/index';

/** The filing form's first line in request-renewal mode (ORD-14), from the customer's own IP. */
export interface RenewalPrefill {
  ip_id: number;
  type_id: number;
  country_id: number;
  country_name: string | null;
  country_iso2: string | null;
  application_id: number | null;
  /** POR-17: why it cannot be renewed now (message key), else null. */
  blocked: string | null;
  latest_year_granted: string | null;
  line: Record<string, string>;
}

/**
 * getRenewalSource (ORD-14): the customer's own active IP record of that type, read for the filing
 * form; someone else's (or a hidden) record → 404.
 */
export async function getRenewalSource(input: { actor: Actor; ipId: number; typeId: number }, options: CartOptions = {}): Promise<RenewalPrefill> {
  assertMember(input.actor);
  const { ip, application_id, blocked } = await findRenewalSource(input, options);
  const country = await Country.findByPk(ip.country_id, { attributes: ['id', 'name', 'iso2'], transaction: options.transaction });
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const line: Record<string, string> =
    ip.type_id === IP_TYPE.TRADEMARK
      ? {
          filing_no: text(ip.filing_no),
          country_id: text(ip.country_id),
          application_name: text(ip.application_name),
          expiry_date: text(ip.expiry_date),
          multiclass_no: text(ip.multiclass_no),
          multiclass_name: text(ip.multiclass_name),
        }
      : {
          application_no: text(ip.application_no),
          grant_no: text(ip.grant_no),
          country_id: text(ip.country_id),
          grant_date: text(ip.grant_date),
          filing_date: text(ip.filing_date),
        };
  return {
    ip_id: ip.id,
    type_id: ip.type_id,
    country_id: ip.country_id,
    country_name: country?.name ?? null,
    country_iso2: country?.iso2 ?? null,
    application_id,
    blocked,
    latest_year_granted: ip.latest_application_year_granted ?? null,
    line,
  };
}
