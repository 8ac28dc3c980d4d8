/**
 * Display formats shared by the e-mail templates and the PDF builders (requirements I18N-11,
 * I18N-12, I18N-14, SYS-15). No dependencies and no Node imports.
 */

export const DISPLAY_TIME_ZONE = 'Asia/Kuala_Lumpur';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Month abbreviations of the other languages (the patterns stay the spec's; only MMM is localised). */
const LOCAL_MONTHS: Record<string, string> = { bm: 'ms-MY', cn: 'zh-CN' };

function monthName(month: number, language: string): string {
  const locale = LOCAL_MONTHS[language];
  if (!locale) return MONTHS[month - 1]!;
  return new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 15)));
}

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    // "YYYY-MM-DD HH:mm:ss" without a zone is a stored UTC timestamp (SQLite/MySQL style).
    const naive = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/.exec(text);
    const d = naive ? new Date(`${naive[1]}T${naive[2]}Z`) : new Date(text);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}

interface Parts {
  year: string;
  month: number;
  day: string;
  hour: number;
  minute: string;
}

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function zonedParts(date: Date): Parts {
  const parts = Object.fromEntries(partsFormatter.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: parts.year!,
    month: Number(parts.month),
    day: parts.day!,
    hour: Number(parts.hour) % 24,
    minute: parts.minute!,
  };
}

/** dd-MM-yyyy in Kuala Lumpur time; '' for an empty or invalid value. */
export function formatDate(value: DateInput | null | undefined): string {
  const date = value === null || value === undefined ? null : toDate(value);
  if (!date) return '';
  const p = zonedParts(date);
  return `${p.day}-${String(p.month).padStart(2, '0')}-${p.year}`;
}

/**
 * DD MMM YYYY hh:mm a in Kuala Lumpur time, e.g. "05 Jan 2025 03:04 pm" ('bm': "05 Mac 2025…",
 * 'cn': "05 3月 2025…"); '' when empty/invalid.
 */
export function formatDateTime(value: DateInput | null | undefined, language = 'en'): string {
  const date = value === null || value === undefined ? null : toDate(value);
  if (!date) return '';
  const p = zonedParts(date);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const meridiem = p.hour < 12 ? 'am' : 'pm';
  return `${p.day} ${monthName(p.month, language)} ${p.year} ${String(hour12).padStart(2, '0')}:${p.minute} ${meridiem}`;
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

/** "RM 1,234.50" from "1234.5"; a negative amount is "-RM 1,234.50". Other symbols: `symbol`. */
export function formatMoney(value: string | number | bigint | null | undefined, symbol = 'RM'): string {
  if (value === null || value === undefined || value === '') return '';
  const grouped = groupThousands(toTwoDecimals(value));
  const negative = grouped.startsWith('-');
  const amount = negative ? grouped.slice(1) : grouped;
  return `${negative ? '-' : ''}${symbol ? `${symbol} ` : ''}${amount}`;
}
