import {
  chooseOfferedYears,
  getRenewalSource,
  isAppError,
  listServiceCountries,
  patentYearOptions,
  priceCartLine,
  readCountryRules,
  SERVICE,
  type PatentYearOption,
  type PriceableLine,
  type ServiceCountry,
} from '@iprenew/models';
import { notFound } from '~/lib/guard.server';

/**
 * What the cart and request pages read on the server: the countries sold (CAT-5), the country rules
 * (goods count CAT-31, filing-date basis CAT-42), a line's live price (ORD-13) and uploads.
 */

export interface LinePriceView {
  fee: string | null;
  fee_type: string | null;
  /** 'pricing:service_not_available' or another message key when it cannot be priced. */
  problem: string | null;
  fieldErrors: Record<string, string[]>;
}

export interface CountryRulesView {
  goodsCountryIds: number[];
  filingDateCountryIds: number[];
}

export async function countryRulesView(): Promise<CountryRulesView> {
  const rules = await readCountryRules();
  return { goodsCountryIds: rules.goodsCountryIds, filingDateCountryIds: rules.patentFilingDateCountryIds };
}

/**
 * The countries that sell the service for the type; with `keep`, the country a line or a record already
 * has is listed too when it is no longer sold, so its select still shows it.
 */
export async function serviceCountries(serviceId: number, typeId: number, keep?: ServiceCountry | null): Promise<ServiceCountry[]> {
  const lists = await listServiceCountries({ service_id: serviceId });
  const sold = typeId === 2 ? lists.patent : lists.trademark;
  return keep && !sold.some((c) => c.id === keep.id) ? [...sold, keep] : sold;
}

/** The country a cart line or an IP record already has, as `serviceCountries` keeps it. */
export const ownCountry = (row: { country_id: number; country_name?: string | null; country_iso2?: string | null }): ServiceCountry => ({
  id: row.country_id,
  name: row.country_name ?? '',
  iso2: row.country_iso2 ?? null,
});

/** A line's price, or why it has none (errors are shown, never thrown: CAT-27). */
export async function priceView(line: PriceableLine): Promise<LinePriceView> {
  try {
    const price = await priceCartLine(line);
    return { fee: price.fee, fee_type: price.fee_type, problem: null, fieldErrors: {} };
  } catch (error) {
    if (!isAppError(error)) throw error;
    const fieldErrors = error.fieldErrors ?? {};
    return { fee: null, fee_type: null, problem: Object.keys(fieldErrors).length ? null : error.messageKey, fieldErrors };
  }
}

// A repeated field name arrives as an array: only a single string is a value.
const num = (value: unknown): number | null => {
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
};
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The raw (string) values of a renewal line → the stored-line shape the engine prices. */
export function renewalLineOf(typeId: number, values: Record<string, unknown>): PriceableLine {
  const first = str(values.select_year);
  const last = str(values.total_year) ?? first;
  return {
    service_id: SERVICE.RENEWAL,
    type_id: typeId,
    country_id: num(values.country_id) ?? 0,
    multiclass_no: num(values.multiclass_no),
    no_of_goods: num(values.no_of_goods),
    expiry_date: str(values.expiry_date),
    grant_date: str(values.grant_date),
    filing_date: str(values.filing_date),
    selected_years: first && last ? [{ year_granted: first }, { year_granted: last }] : null,
  };
}

/** The years a patent line may choose (CAT-34..39) for its country and dates. */
export async function yearsOf(values: Record<string, string | null | undefined>, latestYearGranted: string | null = null): Promise<PatentYearOption[]> {
  const countryId = num(values.country_id);
  if (!countryId) return (await patentYearOptions({ country_id: 0, latest_year_granted: latestYearGranted })).years;
  return (await patentYearOptions({ country_id: countryId, grant_date: str(values.grant_date), filing_date: str(values.filing_date), latest_year_granted: latestYearGranted })).years;
}

export const LINE_FIELDS = ['filing_no', 'country_id', 'application_name', 'expiry_date', 'multiclass_no', 'multiclass_name', 'no_of_goods', 'application_no', 'grant_no', 'grant_date', 'filing_date', 'select_year', 'total_year'] as const;

/** ORD-13: the live price of one line from a GET query (`?price=1&country_id=…`), for the page's fetcher. */
export async function livePrice(url: URL, typeId: number, latestYearGranted: string | null = null) {
  const asked = Object.fromEntries(LINE_FIELDS.map((field) => [field, url.searchParams.get(field)]));
  const years = typeId === 2 ? await yearsOf(asked, latestYearGranted) : [];
  const values = chooseOfferedYears(asked, years);
  const line = renewalLineOf(typeId, values);
  const price = line.country_id ? await priceView(line) : null;
  return { livePrice: { key: url.searchParams.get('key') ?? '', price, years } };
}

/** ORD-13 for a search / application request: the country and the number of classification rows. */
export async function liveRequestPrice(url: URL, serviceId: number) {
  const country = num(url.searchParams.get('country_id'));
  const classes = Math.max(1, Math.min(45, num(url.searchParams.get('classes')) ?? 1));
  const price = country ? await priceView({ service_id: serviceId, type_id: 1, country_id: country, multiclass_no: classes }) : null;
  return { livePrice: { key: url.searchParams.get('key') ?? '', price, years: [] as PatentYearOption[] } };
}

/** ORD-14: the request-renewal source, or the 404 page for someone else's IP. */
export async function renewalSourceOr404(actor: { id: number; role_id: number }, ipId: string | undefined, typeId: number) {
  if (ipId === undefined) return null;
  if (!/^\d+$/.test(ipId)) throw notFound();
  try {
    return await getRenewalSource({ actor, ipId: Number(ipId), typeId });
  } catch (error) {
    if (isAppError(error) && error.status === 404) throw notFound();
    throw error;
  }
}

/** A stored logo as an image answer, private to its reader. */
export function logoResponse(file: { buffer: Buffer; contentType: string }): Response {
  return new Response(new Uint8Array(file.buffer), {
    headers: { 'Content-Type': file.contentType, 'Cache-Control': 'private, max-age=300', 'X-Content-Type-Options': 'nosniff' },
  });
}
