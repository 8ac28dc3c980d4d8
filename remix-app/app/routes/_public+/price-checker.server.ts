import {
  calculateFee,
  placeId,
  feeFieldsFor,
  feeInputFromParams,
  isAppError,
  listServiceCountries,
  patentYearOptions,
  chooseOfferedYears,
  readCountryRules,
  type FeeField,
  type FeeInput,
  type FeeResult,
  type PatentYearOption,
  type ServiceCountry,
} from '@iprenew/models';
import { loadCurrencyDisplay, type CurrencyDisplay } from '~/lib/currency.server';
import { requestPageSettings } from '~/lib/page-settings.server';

/**
 * The price checker's loader (PUB-29, CAT-44..46): reads the GET query, lists the countries in
 * service (CAT-5), and prices the line with the engine once every field it needs is filled in —
 * or, when the visitor pressed "Check price" (`check`), reports what is missing.
 */

const SERVICES = [1, 2, 3] as const;
const TYPES = [1, 2] as const;

export interface PriceCheckerData {
  service_id: (typeof SERVICES)[number];
  type_id: (typeof TYPES)[number];
  country_id: number | null;
  countries: { trademark: ServiceCountry[]; patent: ServiceCountry[] };
  fields: { field: FeeField; required: boolean }[];
  /** The raw values, to fill the form in again. */
  values: Partial<Record<FeeField, string>>;
  filingDateBasis: boolean;
  years: PatentYearOption[];
  result: FeeResult | null;
  fieldErrors: Record<string, string[]>;
  notAvailable: boolean;
  supportEmail: string;
  currency: CurrencyDisplay;
}

const pick = <T extends number>(allowed: readonly T[], raw: string | null, fallback: T): T => {
  const value = Number(raw);
  return (allowed as readonly number[]).includes(value) ? (value as T) : fallback;
};

export async function loadPriceChecker(request: Request): Promise<PriceCheckerData> {
  const params = new URL(request.url).searchParams;
  const service_id = pick(SERVICES, params.get('service_id'), 3);
  const type_id = pick(TYPES, params.get('type_id'), 1);
  const country_id = placeId(params.get('country_id'));

  const [countries, rules, currency, { contactEmail: supportEmail }] = await Promise.all([
    listServiceCountries({ service_id }),
    readCountryRules(),
    loadCurrencyDisplay(request),
    requestPageSettings(request),
  ]);
  const filingDateBasis = country_id !== null && rules.patentFilingDateCountryIds.includes(country_id);
  const goodsCountry = country_id !== null && rules.goodsCountryIds.includes(country_id);
  const fields = feeFieldsFor({ service_id, type_id }, { goodsCountry, filingDateBasis });
  const values: Partial<Record<FeeField, string>> = {};
  for (const { field } of fields) {
    const value = params.get(field)?.trim();
    if (value) values[field] = value;
  }

  const data: PriceCheckerData = {
    service_id,
    type_id,
    country_id,
    countries,
    fields,
    values,
    filingDateBasis,
    years: [],
    result: null,
    fieldErrors: {},
    notAvailable: false,
    supportEmail: typeof supportEmail === 'string' ? supportEmail : '',
    currency,
  };
  if (country_id === null) {
    if (params.has('check')) data.fieldErrors = { country_id: ['pricing:validation.country_id_required'] };
    return data;
  }
  if (type_id === 2 && service_id === 3) {
    data.years = (await patentYearOptions({ country_id, grant_date: values.grant_date ?? null, filing_date: values.filing_date ?? null })).years;
    Object.assign(values, chooseOfferedYears(values, data.years));
  }

  const complete = fields.every(({ field, required }) => !required || values[field] !== undefined);
  if (!complete && !params.has('check')) return data;
  const input = { ...feeInputFromParams(new URLSearchParams(values)), service_id, type_id, country_id } as FeeInput;
  try {
    data.result = await calculateFee(input);
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.messageKey === 'pricing:service_not_available') data.notAvailable = true;
    else data.fieldErrors = Object.keys(error.fieldErrors).length ? error.fieldErrors : { '': [error.messageKey] };
  }
  return data;
}
