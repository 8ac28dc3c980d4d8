/**
 * The display formats of dates and money, once for the whole product (requirements I18N-6,
 * I18N-11..14, SYS-15, SYS-17): the e-mail templates and PDF builders here, and through
 * `@iprenew/templates/format` the web pages and the console (models' browser entry re-exports these).
 * No dependencies and no Node imports: browser-safe.
 * Stored timestamps are UTC; every date threshold and every display uses the Kuala Lumpur calendar.
 */

export const DISPLAY_TIME_ZONE = 'Asia/Kuala_Lumpur';

export type DateInput = Date | string | number;

/**
 * A Date, or null for an empty or unreadable value. "YYYY-MM-DD HH:mm[:ss]" without a zone is a
 * stored UTC timestamp (SQLite/MySQL style).
 */
function toDate(value: unknown): Date | null {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    const naive = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/.exec(text);
    date = naive ? new Date(`${naive[1]}T${naive[2]}Z`) : new Date(text);
  }
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

interface ZonedParts {
  year: string;
  month: string;
  day: string;
  hour: number;
  minute: string;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Kuala Lumpur has kept UTC+08:00, without daylight saving, since 1982-01-01 00:00 local time (tzdb
 * Asia/Kuala_Lumpur: +07:30 before, whose clocks went from 23:30 to midnight). From that instant on
 * its clock is UTC plus eight hours, read without Intl's formatToParts, which costs several
 * microseconds per date shown (issue 17: every list row's date); earlier instants and other zones
 * ask Intl. format.test.ts checks both agree.
 */
const KL_FIXED_SINCE = Date.UTC(1981, 11, 31, 16, 0);
const KL_OFFSET_MS = 8 * 60 * 60 * 1000;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The calendar date and 24-hour time of an instant in a time zone (two-digit month, day and minute). */
function zonedParts(date: Date, timeZone: string): ZonedParts {
  if (timeZone === DISPLAY_TIME_ZONE && date.getTime() >= KL_FIXED_SINCE) {
    const local = new Date(date.getTime() + KL_OFFSET_MS);
    return { year: String(local.getUTCFullYear()), month: twoDigits(local.getUTCMonth() + 1), day: twoDigits(local.getUTCDate()), hour: local.getUTCHours(), minute: twoDigits(local.getUTCMinutes()) };
  }
  return intlZonedParts(date, timeZone);
}

/** zonedParts as Intl reads the time zone database. */
function intlZonedParts(date: Date, timeZone: string): ZonedParts {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: Number(parts.hour) % 24, minute: parts.minute! };
}

/** The calendar date ('yyyy-MM-dd') of an instant in Kuala Lumpur (default: now). */
export function calendarDateInKualaLumpur(at: Date = new Date(), timeZone: string = DISPLAY_TIME_ZONE): string {
  const p = zonedParts(at, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** 'dd-MM-yyyy' (I18N-11) of an instant in KL, or of a calendar date 'yyyy-MM-dd' as written; '' if empty or unreadable. */
export function formatDate(value: unknown, timeZone: string = DISPLAY_TIME_ZONE): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}-${m}-${y}`;
  }
  const date = toDate(value);
  if (!date) return '';
  const p = zonedParts(date, timeZone);
  return `${p.day}-${p.month}-${p.year}`;
}

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The Intl locale whose month abbreviations the other languages show (bm → Malay, cn → Simplified Chinese). */
const MONTH_LOCALE: Record<string, string> = { bm: 'ms-MY', cn: 'zh-CN' };
/** Each locale's twelve month abbreviations, made on first use. */
const localMonths = new Map<string, string[]>();

/**
 * The month abbreviation (MMM) of month 1..12 in a language: Jan/Mac/3月 (English for any other
 * language). Only the month is localised; the patterns stay the spec's (I18N-11/12).
 */
export function monthAbbreviation(month: number, language: string = 'en'): string {
  const locale = MONTH_LOCALE[language];
  if (!locale) return ENGLISH_MONTHS[month - 1]!;
  let names = localMonths.get(locale);
  if (!names) {
    // Made once per locale: building a DateTimeFormat costs tens of microseconds (issue 17).
    const formatter = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    names = ENGLISH_MONTHS.map((_, index) => formatter.format(new Date(Date.UTC(2000, index, 15))).replace(/\.$/, ''));
    localMonths.set(locale, names);
  }
  return names[month - 1]!;
}

/**
 * 'DD MMM YYYY hh:mm a' in Kuala Lumpur time (I18N-12), e.g. '05 Mar 2026 02:07 pm'; in Malay
 * '05 Mac 2026 02:07 pm', in Chinese '05 3月 2026 02:07 pm' (only the month is localised).
 * Returns '' for an empty or unreadable value.
 */
export function formatListTime(value: unknown, language: string = 'en', timeZone: string = DISPLAY_TIME_ZONE): string {
  const date = toDate(value);
  if (!date) return '';
  const p = zonedParts(date, timeZone);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const meridiem = p.hour < 12 ? 'am' : 'pm';
  return `${p.day} ${monthAbbreviation(Number(p.month), language)} ${p.year} ${twoDigits(hour12)}:${p.minute} ${meridiem}`;
}

/**
 * A decimal amount as "1234.50" (two decimals, rounded half away from zero), computed on the
 * digits of the string: never through floating-point arithmetic. Accepts "1234.5", "-0.005",
 * "1,234.50", 12 (an integer or a number whose shortest string is plain decimal notation).
 * Throws on anything else.
 */
export function toTwoDecimals(value: string | number | bigint): string {
  let text = typeof value === 'string' ? value.trim().replace(/,/g, '') : String(value);
  if (typeof value === 'number' && !Number.isFinite(value)) throw new TypeError(`Not a money amount: ${value}`);
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new TypeError(`Not a money amount: ${String(value)}`);
  const negative = match[1] === '-';
  const whole = (match[2] || '0').replace(/^0+(?=\d)/, '');
  const fraction = match[3] ?? '';
  let cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  if (cents === 0n) return '0.00';
  text = cents.toString().padStart(3, '0');
  return `${negative ? '-' : ''}${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** Groups the integer part with commas: "1234567.50" -> "1,234,567.50". */
function groupThousands(plain: string): string {
  const negative = plain.startsWith('-');
  const [whole, fraction] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction}`;
}

/**
 * "RM 1,234.50" from "1234.5"; a negative amount is "-RM 1,234.50"; other currencies pass their
 * symbol ("S$ 12.30", "CN¥ 65.90"). Thousands are grouped with commas in every language (en, bm
 * and cn group alike). '' for an empty value.
 */
export function formatMoney(value: string | number | bigint | null | undefined, symbol = 'RM'): string {
  if (value === null || value === undefined || value === '') return '';
  const grouped = groupThousands(toTwoDecimals(value));
  const negative = grouped.startsWith('-');
  const amount = negative ? grouped.slice(1) : grouped;
  return `${negative ? '-' : ''}${symbol ? `${symbol} ` : ''}${amount}`;
}
