import { YEAR_GRANTED_VALUES } from '../constants/index';

/**
 * Calendar-date arithmetic on 'yyyy-MM-dd' strings and the patent renewal-year rules
 * (CAT-34..39, CAT-41..43, CAT-45, ⚑AMB-22). Browser-safe and pure: the price checker, the
 * renewal-line form and the pricing engine (models/src/domain/catalogue) share them, so a year the
 * form offers is a year the engine prices. "today" is always a Kuala Lumpur calendar date (SYS-17).
 */

export const FIRST_PATENT_YEAR = 2;
export const LAST_PATENT_YEAR = 20;
/** CAT-37: an annuity may still be paid up to 6 months after its due date (with a surcharge). */
export const PATENT_GRACE_MONTHS = 6;
/** CAT-30: "near due" means due within 14 calendar days (G-34: working days only warn). */
export const NEAR_DUE_DAYS = 14;
/** CAT-41, CAT-42: grant and filing dates lie within the last 20 years. */
export const PATENT_DATE_WINDOW_YEARS = 20;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function split(date: string): [number, number, number] {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new Error(`Not a calendar date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function join(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** True for a real calendar date written 'yyyy-MM-dd' (2025-02-30 is not one). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1900 && year <= 2999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Adds whole months; the day is clamped to the month's end (2024-08-31 + 6 months = 2025-02-28). */
export function addCalendarMonths(date: string, months: number): string {
  const [year, month, day] = split(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return join(y, m, Math.min(day, daysInMonth(y, m)));
}

export const addCalendarYears = (date: string, years: number): string => addCalendarMonths(date, years * 12);

export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = split(date);
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return join(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** 'yyyy-MM-dd' strings compare as text. */
export const isDateBefore = (a: string, b: string): boolean => a < b;
export const isDateAfter = (a: string, b: string): boolean => a > b;

/** '5th_year_granted' → 5; null for anything that is not one of the 19 values. */
export function yearNumber(value: string | null | undefined): number | null {
  if (!value || !YEAR_GRANTED_VALUES.includes(value)) return null;
  return Number.parseInt(value, 10);
}

/** 5 → '5th_year_granted'. */
export function yearValue(year: number): string {
  const value = YEAR_GRANTED_VALUES[year - FIRST_PATENT_YEAR];
  if (!value) throw new Error(`No renewal year ${year}`);
  return value;
}

/** Due date of the year-N annuity: the base date (grant, or filing for filing-date countries) + (N − 1) years. */
export const patentDueDate = (baseDate: string, year: number): string => addCalendarYears(baseDate, year - 1);

/**
 * CAT-38 with ⚑AMB-22: expiry date = base date + (zero-based index of the first year in the
 * 2nd..20th list + 1) years. For the 2nd year: index 0 → base + 1 year, i.e. the first year's due date.
 */
export function expiryDateFor(baseDate: string, firstYear: string): string {
  const year = yearNumber(firstYear);
  if (year === null) throw new Error(`Not a renewal year: ${firstYear}`);
  const index = YEAR_GRANTED_VALUES.indexOf(firstYear);
  return addCalendarYears(baseDate, index + 1);
}

/** not_due / near_due (within 14 days, CAT-30) / overdue (inside the 6-month grace) / lapsed (CAT-37). */
export type PatentDueStatus = 'not_due' | 'near_due' | 'overdue' | 'lapsed';

export function patentDueStatus(dueDate: string, today: string): PatentDueStatus {
  if (isDateBefore(dueDate, today)) return isDateAfter(today, addCalendarMonths(dueDate, PATENT_GRACE_MONTHS)) ? 'lapsed' : 'overdue';
  return isDateAfter(dueDate, addCalendarDays(today, NEAR_DUE_DAYS)) ? 'not_due' : 'near_due';
}

export interface PatentYearOption {
  /** '2nd_year_granted' … */
  value: string;
  year: number;
  /** Due date of that year's annuity = the expiry date when it is the first year chosen (CAT-38); null without a base date. */
  due_date: string | null;
  status: Exclude<PatentDueStatus, 'lapsed'> | null;
}

/**
 * The years a renewal may start with or run until (CAT-34, 37, 39, 45): the 2nd to the last year
 * (20th by default), from the first whose due date is at most 6 months past, after the last year
 * already granted. Without a base date every year is offered (no dates shown).
 */
export function offeredPatentYears(input: {
  baseDate: string | null | undefined;
  today: string;
  maxYear?: number;
  latestYearGranted?: string | null;
}): PatentYearOption[] {
  const maxYear = Math.min(input.maxYear ?? LAST_PATENT_YEAR, LAST_PATENT_YEAR);
  const after = yearNumber(input.latestYearGranted) ?? FIRST_PATENT_YEAR - 1;
  const base = input.baseDate && isCalendarDate(input.baseDate) ? input.baseDate : null;
  const options: PatentYearOption[] = [];
  for (let year = Math.max(FIRST_PATENT_YEAR, after + 1); year <= maxYear; year++) {
    if (!base) {
      options.push({ value: yearValue(year), year, due_date: null, status: null });
      continue;
    }
    const due = patentDueDate(base, year);
    const status = patentDueStatus(due, input.today);
    if (status !== 'lapsed') options.push({ value: yearValue(year), year, due_date: due, status });
  }
  return options;
}

/** CAT-36: raising the first year raises the last one with it; returns the last year to show. */
export function raiseLastYear(first: string, last: string | null | undefined): string {
  const from = yearNumber(first);
  const to = yearNumber(last);
  if (from === null) return last ?? first;
  return to === null || to < from ? first : (last as string);
}

/**
 * CAT-35, CAT-36: the years a patent renewal form shows once the offered years are known: the first
 * year chosen if it is still offered, else the first offered one (the list follows the dates); the
 * last year chosen if offered, else the first, and never before the first. Unchanged when nothing is
 * offered. The price checker and the filing form both default through this.
 */
export function chooseOfferedYears<T extends { select_year?: string | null; total_year?: string | null }>(values: T, years: readonly PatentYearOption[]): T {
  const offered = years.map((year) => year.value);
  if (offered.length === 0) return values;
  const first = values.select_year && offered.includes(values.select_year) ? values.select_year : offered[0]!;
  const last = values.total_year && offered.includes(values.total_year) ? values.total_year : first;
  return { ...values, select_year: first, total_year: raiseLastYear(first, last) };
}

/** The selected years, first to last (CAT-40), as stored on the cart line. */
export function selectedYears(first: string, last: string): { year_granted: string }[] {
  const from = yearNumber(first);
  const to = yearNumber(last);
  if (from === null || to === null || to < from) return [];
  return Array.from({ length: to - from + 1 }, (_, i) => ({ year_granted: yearValue(from + i) }));
}

const dateKey = (name: string) => `pricing:validation.${name}`;

/**
 * CAT-41..43: grant date required unless the country counts from the filing date; both within the
 * last 20 years and not in the future; elsewhere the filing date cannot be after the grant date.
 * Returns field errors as i18n keys (empty when the dates are fine).
 */
export function patentDateErrors(input: {
  grant_date?: string | null | undefined;
  filing_date?: string | null | undefined;
  filingDateBasis: boolean;
  today: string;
}): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const earliest = addCalendarYears(input.today, -PATENT_DATE_WINDOW_YEARS);
  const inWindow = (date: string) => !isDateBefore(date, earliest) && !isDateAfter(date, input.today);
  const check = (field: 'grant_date' | 'filing_date', required: boolean) => {
    const value = input[field];
    if (!value) {
      if (required) errors[field] = [dateKey(`${field}_required`)];
    } else if (!isCalendarDate(value)) errors[field] = [dateKey('date_invalid')];
    else if (!inWindow(value)) errors[field] = [dateKey(`${field}_window`)];
  };
  check('grant_date', !input.filingDateBasis);
  check('filing_date', input.filingDateBasis);
  const { grant_date: grant, filing_date: filing } = input;
  if (!input.filingDateBasis && !errors.grant_date && !errors.filing_date && grant && filing && isDateAfter(filing, grant)) {
    errors.filing_date = [dateKey('filing_date_after_grant')];
  }
  return errors;
}

/** The date the annuities count from: the filing date in filing-date countries, else the grant date. */
export function patentBaseDate(input: { grant_date?: string | null; filing_date?: string | null; filingDateBasis: boolean }): string | null {
  const value = input.filingDateBasis ? input.filing_date : input.grant_date;
  return value && isCalendarDate(value) ? value : null;
}
