import { IP_TYPE, SERVICE } from '../../constants/index';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { LAST_PATENT_YEAR, offeredPatentYears, patentBaseDate, type PatentYearOption } from '../../schemas/patent-years';
import { loadPriceSheet, readCountryRules, type CatalogueOptions } from './price-sheet';

/**
 * patentYearOptions (CAT-34..39, CAT-45): the renewal years a patent in `country_id` may be paid
 * for, from its grant date (or filing date where the annuities count from it, ADR 003), each with
 * its due date — which is the line's expiry date when chosen as the first year (CAT-38, ⚑AMB-22).
 * Without a usable date every year up to the product's last year is listed, without dates.
 */
export interface PatentYearOptionsInput {
  country_id: number;
  grant_date?: string | null;
  filing_date?: string | null;
  /** The last year already paid ('5th_year_granted'): later years only (CAT-39). */
  latest_year_granted?: string | null;
  today?: string;
}

export interface PatentYearOptions {
  /** True when the annuities count from the filing date (filing date required, CAT-42). */
  filing_date_basis: boolean;
  base_date: string | null;
  max_year: number;
  years: PatentYearOption[];
}

export async function patentYearOptions(input: PatentYearOptionsInput, options: CatalogueOptions = {}): Promise<PatentYearOptions> {
  const today = input.today ?? calendarDateInKualaLumpur();
  const sheet = await loadPriceSheet({ country_id: input.country_id, service_id: SERVICE.RENEWAL, type_id: IP_TYPE.PATENT }, options);
  const filingDateBasis = sheet ? sheet.filingDateBasis : (await readCountryRules(options)).patentFilingDateCountryIds.includes(input.country_id);
  const maxYear = sheet?.rules.patent_max_year ?? LAST_PATENT_YEAR;
  const baseDate = patentBaseDate({ grant_date: input.grant_date ?? null, filing_date: input.filing_date ?? null, filingDateBasis });
  return {
    filing_date_basis: filingDateBasis,
    base_date: baseDate,
    max_year: maxYear,
    years: offeredPatentYears({ baseDate, today, maxYear, latestYearGranted: input.latest_year_granted ?? null }),
  };
}
