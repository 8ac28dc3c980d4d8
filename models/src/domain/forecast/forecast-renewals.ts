import Decimal from 'decimal.js';
import { Op } from 'sequelize';
import { IP_TYPE, ROLE, SERVICE, type FeeType } from '../../constants/index';
import { isAppError } from '../../errors/index';
import { Application } from '../../models/application';
import { Country } from '../../models/country';
import { IpRecord } from '../../models/ip-record';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { feeFieldsFor, feeInputFromParams, feeInputSchema, type FeeField, type FeeInput } from '../../schemas/fee';
import { addCalendarMonths, addCalendarYears, LAST_PATENT_YEAR, offeredPatentYears, patentBaseDate, PATENT_DATE_WINDOW_YEARS } from '../../schemas/patent-years';
import { presentFee, priceLine } from '../catalogue/calculate-fee';
import { readCountryRules, sheetOf, soldServices, type CountryRules, type PriceSheet } from '../catalogue/price-sheet';
import { ipNumberOf } from '../deliveries/delivery-mail';
import { OPEN_RENEWAL_STATUSES } from '../ip-records/rules';
import { type Actor, assertRole, fieldErrorsOf, type OperationOptions, toMoney, validationError } from '../kernel/index';
import {
  FORECAST_FAIL,
  FORECAST_MAX_RECORDS,
  FORECAST_MONTHS_INVALID,
  FORECAST_REASON,
  forecastMonthsOf,
  type ForecastCountry,
  type ForecastMonth,
  type ForecastRow,
  type RenewalForecast,
  type UndatedRecord,
} from './shared';

export interface ForecastRenewalsInput {
  actor: Actor;
  /** 12 or 24 (a query string's '12' too); anything else is a field error. */
  months: unknown;
  /** Today in Kuala Lumpur ('yyyy-MM-dd'); tests fix it. */
  today?: string;
}

const ATTRIBUTES = ['id', 'type_id', 'country_id', 'filing_no', 'application_no', 'grant_no', 'application_name', 'multiclass_no', 'expiry_date', 'grant_date', 'filing_date', 'latest_application_year_granted'];
const COUNTRY = { model: Country, as: 'country', attributes: ['id', 'name', 'iso2'] };
const NOT_PAST_DUE: FeeType[] = ['tm_not_expired', 'pt_not_due', 'pt_near_due'];

/** A DATEONLY column as 'yyyy-MM-dd' (SQLite and MariaDB alike), or null. */
const day = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
};

const countryOf = (ip: IpRecord): ForecastCountry | null => (ip.country ? { id: ip.country.id, name: ip.country.name, iso2: ip.country.iso2 ?? null } : null);

/**
 * Issue 18, "Renewal-cost forecast" (ADR 074): which of the member's own active IP records fall due in
 * the next 12 or 24 months, in which month, and what each renewal is expected to cost — priced by the
 * engine exactly as the public price checker answers for that record's data with its due date as the
 * expiry date, at today's price sheets (an estimate). Trademarks fall due on their expiry date;
 * patents on the due date of their next annuity year (the first year offered after the last one
 * granted), priced for that one year. The window is [today, today + months). A record the engine
 * cannot price is listed without an amount and with the reason; a record with a renewal already
 * open is listed as in progress and left out of the totals; records without a due date are listed
 * apart. Reads are bounded: at most FORECAST_MAX_RECORDS records of each kind (index-friendly
 * where on expiry_date for trademarks), the sold price sheets once per type for the countries
 * present, the open renewals in one statement.
 */
export async function forecastRenewals(input: ForecastRenewalsInput, options: OperationOptions = {}): Promise<RenewalForecast> {
  assertRole(input.actor, [ROLE.MEMBER], FORECAST_FAIL);
  const months = forecastMonthsOf(input.months);
  if (months === null) throw validationError(FORECAST_MONTHS_INVALID, { months: [FORECAST_MONTHS_INVALID] });
  const { transaction } = options;
  const today = input.today ?? calendarDateInKualaLumpur();
  const until = addCalendarMonths(today, months);
  const owner = { user_id: input.actor.id, status: 1, model_type: 'ip' };

  const [trademarks, patents, undatedTrademarks, openRenewals, countryRules] = await Promise.all([
    // (user_id, status, expiry_date) is indexed: the window is read in the database, soonest first.
    IpRecord.findAll({
      where: { ...owner, type_id: IP_TYPE.TRADEMARK, expiry_date: { [Op.gte]: today, [Op.lt]: until } },
      attributes: ATTRIBUTES,
      include: [COUNTRY],
      order: [
        ['expiry_date', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: FORECAST_MAX_RECORDS + 1,
      transaction,
    }),
    // A patent's next due date follows from its grant or filing date: those still inside their
    // 20-year term (or without any date, listed as undated) are read, and the year worked out here.
    IpRecord.findAll({
      where: {
        ...owner,
        type_id: IP_TYPE.PATENT,
        [Op.or]: [
          { grant_date: { [Op.gt]: addCalendarYears(today, -PATENT_DATE_WINDOW_YEARS) } },
          { filing_date: { [Op.gt]: addCalendarYears(today, -PATENT_DATE_WINDOW_YEARS) } },
          { grant_date: null, filing_date: null },
        ],
      },
      attributes: ATTRIBUTES,
      include: [COUNTRY],
      order: [['id', 'ASC']],
      limit: FORECAST_MAX_RECORDS + 1,
      transaction,
    }),
    IpRecord.findAll({
      where: { ...owner, type_id: IP_TYPE.TRADEMARK, expiry_date: null },
      attributes: ATTRIBUTES,
      include: [COUNTRY],
      order: [['id', 'ASC']],
      limit: FORECAST_MAX_RECORDS + 1,
      transaction,
    }),
    Application.findAll({
      where: { user_id: input.actor.id, service_id: SERVICE.RENEWAL, status_id: [...OPEN_RENEWAL_STATUSES] },
      attributes: ['ip_id'],
      transaction,
    }),
    readCountryRules(options),
  ]);
  const truncated = [trademarks, patents, undatedTrademarks].some((list) => list.length > FORECAST_MAX_RECORDS);
  const open = new Set(openRenewals.map((application) => Number(application.ip_id)));

  // The price sheets: one statement per type, for the countries present only.
  const sheets = await loadSheets(
    [
      [IP_TYPE.TRADEMARK, trademarks.slice(0, FORECAST_MAX_RECORDS)],
      [IP_TYPE.PATENT, patents.slice(0, FORECAST_MAX_RECORDS)],
    ],
    countryRules,
    options,
  );

  const rows: ForecastRow[] = [];
  const undated: UndatedRecord[] = undatedTrademarks.slice(0, FORECAST_MAX_RECORDS).map((ip) => undatedOf(ip, FORECAST_REASON.noExpiryDate));
  for (const ip of trademarks.slice(0, FORECAST_MAX_RECORDS)) {
    rows.push(rowOf(ip, day(ip.expiry_date)!, null, sheets, countryRules, open, today));
  }
  for (const ip of patents.slice(0, FORECAST_MAX_RECORDS)) {
    const sheet = sheets.get(sheetKey(IP_TYPE.PATENT, ip.country_id)) ?? null;
    const filingDateBasis = sheet ? sheet.filingDateBasis : countryRules.patentFilingDateCountryIds.includes(ip.country_id);
    const baseDate = patentBaseDate({ grant_date: day(ip.grant_date), filing_date: day(ip.filing_date), filingDateBasis });
    if (!baseDate) {
      undated.push(undatedOf(ip, FORECAST_REASON.noBaseDate));
      continue;
    }
    const [next] = offeredPatentYears({ baseDate, today, maxYear: sheet?.rules.patent_max_year ?? LAST_PATENT_YEAR, latestYearGranted: ip.latest_application_year_granted ?? null });
    // No year left to pay, or the next one already past due (the renewal form shows those): not in the forecast.
    if (!next?.due_date || next.due_date < today || next.due_date >= until) continue;
    rows.push(rowOf(ip, next.due_date, next.value, sheets, countryRules, open, today));
  }
  rows.sort((a, b) => (a.due_date === b.due_date ? a.ip_id - b.ip_id : a.due_date < b.due_date ? -1 : 1));

  const groups: ForecastMonth[] = monthsBetween(today, addCalendarMonths(today, months)).map((month) => ({ month, rows: [], subtotal: '0.00', priced: 0, unpriced: 0 }));
  const byMonth = new Map(groups.map((group) => [group.month, group]));
  for (const row of rows) byMonth.get(row.month)?.rows.push(row);
  let total = new Decimal(0);
  for (const group of groups) {
    const subtotal = group.rows.reduce((sum, row) => (row.fee === null ? sum : sum.plus(row.fee)), new Decimal(0));
    group.subtotal = toMoney(subtotal);
    group.priced = group.rows.filter((row) => row.state === 'priced').length;
    group.unpriced = group.rows.length - group.priced;
    total = total.plus(subtotal);
  }
  return {
    months,
    from: today,
    until,
    groups,
    total: toMoney(total),
    counts: {
      records: rows.length,
      priced: rows.filter((row) => row.state === 'priced').length,
      unpriced: rows.filter((row) => row.state === 'unpriced').length,
      in_progress: rows.filter((row) => row.state === 'in_progress').length,
    },
    undated,
    truncated,
    estimate: true,
  };
}

const sheetKey = (typeId: number, countryId: number) => `${typeId}:${countryId}`;

/** The sold renewal price sheet of each (type, country) present, as loadPriceSheet would pick it: the first sold service. */
async function loadSheets(lists: [number, IpRecord[]][], countryRules: CountryRules, options: OperationOptions): Promise<Map<string, PriceSheet>> {
  const sheets = new Map<string, PriceSheet>();
  await Promise.all(
    lists.map(async ([typeId, records]) => {
      const countryIds = [...new Set(records.map((ip) => ip.country_id))];
      if (countryIds.length === 0) return;
      for (const sold of await soldServices({ service_id: SERVICE.RENEWAL, type_id: typeId, country_id: countryIds }, options)) {
        const key = sheetKey(typeId, sold.country.id);
        if (!sheets.has(key)) sheets.set(key, sheetOf(sold, countryRules));
      }
    }),
  );
  return sheets;
}

function undatedOf(ip: IpRecord, reason: string): UndatedRecord {
  return { ip_id: ip.id, type_id: ip.type_id, name: ip.application_name ?? null, country: countryOf(ip), number: ipNumberOf(ip), reason };
}

/**
 * The price checker's values for this record (the fields it asks for this type and country, as
 * strings), with the due date as the expiry date and, for a patent, its next year as first and last year.
 */
function checkerValues(ip: IpRecord, dueDate: string, selectYear: string | null, rules: CountryRules): Record<string, string> {
  const fields = feeFieldsFor(
    { service_id: SERVICE.RENEWAL, type_id: ip.type_id },
    { goodsCountry: rules.goodsCountryIds.includes(ip.country_id), filingDateBasis: rules.patentFilingDateCountryIds.includes(ip.country_id) },
  );
  const known: Partial<Record<FeeField, string | null>> = {
    multiclass_no: ip.multiclass_no === null || ip.multiclass_no === undefined ? null : String(ip.multiclass_no),
    no_of_goods: null, // not kept on an IP record: a goods-count country's renewal cannot be estimated
    expiry_date: dueDate,
    grant_date: day(ip.grant_date),
    filing_date: day(ip.filing_date),
    select_year: selectYear,
    total_year: selectYear,
  };
  const values: Record<string, string> = {};
  for (const { field } of fields) {
    const value = known[field];
    if (value) values[field] = value;
  }
  return values;
}

function rowOf(ip: IpRecord, dueDate: string, selectYear: string | null, sheets: Map<string, PriceSheet>, rules: CountryRules, open: Set<number>, today: string): ForecastRow {
  const values = checkerValues(ip, dueDate, selectYear, rules);
  const checker = new URLSearchParams({ service_id: String(SERVICE.RENEWAL), type_id: String(ip.type_id), country_id: String(ip.country_id), ...values, check: '1' });
  const row: ForecastRow = {
    ip_id: ip.id,
    type_id: ip.type_id,
    name: ip.application_name ?? null,
    country: countryOf(ip),
    number: ipNumberOf(ip),
    filing_no: ip.filing_no ?? null,
    application_no: ip.application_no ?? null,
    grant_no: ip.grant_no ?? null,
    due_date: dueDate,
    month: dueDate.slice(0, 7),
    select_year: selectYear,
    state: 'unpriced',
    fee: null,
    fee_type: null,
    reason: null,
    checker_query: checker.toString(),
  };
  if (open.has(ip.id)) return { ...row, state: 'in_progress', reason: FORECAST_REASON.inProgress };
  const priced = priceAsChecker(ip, values, sheets.get(sheetKey(ip.type_id, ip.country_id)) ?? null, today);
  if ('reason' in priced) return { ...row, reason: priced.reason };
  return { ...row, state: 'priced', fee: priced.fee, fee_type: priced.fee_type };
}

/** calculateFee on an already loaded sheet: the same parse, the same engine, the same answers. */
function priceAsChecker(ip: IpRecord, values: Record<string, string>, sheet: PriceSheet | null, today: string): { fee: string; fee_type: FeeType } | { reason: string } {
  const input = { ...feeInputFromParams(new URLSearchParams(values)), service_id: SERVICE.RENEWAL, type_id: ip.type_id, country_id: ip.country_id };
  const parsed = feeInputSchema.safeParse(input);
  if (!parsed.success) return { reason: firstKey(fieldErrorsOf(parsed.error)) };
  if (!sheet) return { reason: 'pricing:service_not_available' };
  try {
    const result = presentFee(sheet, priceLine(sheet, parsed.data as FeeInput, today));
    // Within the window every due date is today or later: the engine prices an on-time renewal.
    if (!NOT_PAST_DUE.includes(result.fee_type)) return { reason: 'pricing:service_not_available' };
    return { fee: result.fee, fee_type: result.fee_type };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { reason: error.messageKey === 'pricing:service_not_available' ? error.messageKey : firstKey(error.fieldErrors) || error.messageKey };
  }
}

const firstKey = (errors: Record<string, string[]> | undefined): string => Object.values(errors ?? {}).flat()[0] ?? 'pricing:service_not_available';

/** 'yyyy-MM' of every calendar month touched by [from, until). */
function monthsBetween(from: string, until: string): string[] {
  const last = until.slice(8) === '01' ? addCalendarMonths(until, -1).slice(0, 7) : until.slice(0, 7);
  const out: string[] = [];
  for (let month = `${from.slice(0, 7)}-01`; month.slice(0, 7) <= last; month = addCalendarMonths(month, 1)) out.push(month.slice(0, 7));
  return out;
}
