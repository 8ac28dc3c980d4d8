import Decimal from 'decimal.js';
import { IP_TYPE, SERVICE } from '../../constants/index';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import type { FeeInput } from '../../schemas/fee';
import { addCalendarYears, FIRST_PATENT_YEAR, yearValue } from '../../schemas/patent-years';
import { presentFee, priceLine } from './calculate-fee';
import { readCountryRules, sheetOf, soldServices, type CatalogueOptions, type PriceSheet } from './price-sheet';
import { catalogueKey, sameCatalogueKey, type CatalogueKey } from './catalogue-key';

/**
 * getFromPrice (PUB-2, G-01): the cheapest line the engine can price over every sold product
 * service — one class, no goods, not expired, one patent year not yet due — so the landing page's
 * "from RM …" is never a hard-coded number. Null when nothing is sold.
 */

/** The cheapest inputs of a sold product service (each one priced by the same engine). */
function cheapestInputs(sheet: PriceSheet, today: string): FeeInput[] {
  const service_id = Number(sheet.service.service_id) as FeeInput['service_id'];
  const type_id = Number(sheet.service.type_id) as FeeInput['type_id'];
  const line = { service_id, type_id, country_id: sheet.country.id };
  if (type_id === IP_TYPE.TRADEMARK) {
    return [{ ...line, multiclass_no: 1, no_of_goods: 0, expiry_date: addCalendarYears(today, 1) }];
  }
  if (service_id !== SERVICE.RENEWAL) return [line];
  const inputs: FeeInput[] = [];
  for (let year = FIRST_PATENT_YEAR; year <= sheet.rules.patent_max_year; year++) {
    // The year-N annuity falls due a year from today: not due, no surcharge.
    const date = addCalendarYears(today, -(year - 2));
    inputs.push({ ...line, grant_date: date, filing_date: date, select_year: yearValue(year), total_year: yearValue(year) });
  }
  return inputs;
}

/**
 * The last answer and what it was computed from (issue 17: the landing page asked the engine for every
 * sold line on every request — a fifth of its server time). The key is the day and catalogueKey: on
 * SQLite the number of changes to the catalogue's tables and its country rules the database keeps (ADR
 * 090, ADR 094), elsewhere every column of the sold lines written out by the database in one string
 * (ADR 086) and the country rules — so any change in the catalogue is a new key: never a stale price,
 * no invalidation to forget (and none to share between instances). The country rules themselves are
 * read only to price again.
 */
let last: { today: string; catalogue: CatalogueKey; value: string | null } | null = null;

export async function getFromPrice(options: CatalogueOptions & { today?: string } = {}): Promise<string | null> {
  const today = options.today ?? calendarDateInKualaLumpur();
  const catalogue = await catalogueKey(options);
  // Only the committed catalogue's answer is kept (and answered): inside a transaction the key may
  // count a write that is then rolled back, and SQLite's counter gives that number again to the next
  // committed write (ADR 090).
  const kept = !options.transaction;
  if (kept && last && last.today === today && sameCatalogueKey(last.catalogue, catalogue)) return last.value;
  const [countryRules, sold] = await Promise.all([readCountryRules(options), soldServices({}, options)]);
  let cheapest: Decimal | null = null;
  for (const entry of sold) {
    const sheet = sheetOf(entry, countryRules);
    for (const input of cheapestInputs(sheet, today)) {
      try {
        const fee = new Decimal(presentFee(sheet, priceLine(sheet, input, today)).fee);
        if (cheapest === null || fee.lessThan(cheapest)) cheapest = fee;
      } catch {
        // A line the sheet cannot price is not a "from" price.
      }
    }
  }
  const value = cheapest === null ? null : cheapest.toFixed(2);
  if (kept) last = { today, catalogue, value };
  return value;
}
