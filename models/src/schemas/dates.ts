import { DISPLAY_TIME_ZONE } from '../constants/index';

/**
 * Calendar dates and display formats in Kuala Lumpur time (I18N-11..14, SYS-17). Browser-safe.
 * Stored timestamps are UTC; every date threshold and every display uses the KL calendar.
 */

function partsOf(value: Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, ...options }).formatToParts(value);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value as string | number);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The calendar date ('yyyy-MM-dd') of an instant in Kuala Lumpur (default: now). */
export function calendarDateInKualaLumpur(at: Date = new Date(), timeZone: string = DISPLAY_TIME_ZONE): string {
  const get = partsOf(at, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** 'dd-MM-yyyy' (I18N-11) of an instant in KL, or of a calendar date 'yyyy-MM-dd' as written; '' if unreadable. */
export function formatDate(value: unknown, timeZone: string = DISPLAY_TIME_ZONE): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}-${m}-${y}`;
  }
  const date = toDate(value);
  if (!date) return '';
  const [y, m, d] = calendarDateInKualaLumpur(date, timeZone).split('-');
  return `${d}-${m}-${y}`;
}

/** The Intl locale whose month abbreviations a language shows (bm → Malay, cn → Simplified Chinese). */
const MONTH_LOCALE: Record<string, string> = { en: 'en-GB', bm: 'ms-MY', cn: 'zh-CN' };

/**
 * The month abbreviation (MMM) of month 1..12 in a language: Jan/Mac/3月. Only the month is localised;
 * the patterns stay the spec's (I18N-11/12). English keeps three letters ('Sep', not en-GB's 'Sept').
 */
export function monthAbbreviation(month: number, language: string = 'en'): string {
  const locale = MONTH_LOCALE[language] ?? MONTH_LOCALE.en!;
  const name = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 15)));
  return locale === MONTH_LOCALE.en ? name.slice(0, 3) : name.replace(/\.$/, '');
}

/**
 * 'DD MMM YYYY hh:mm a' in Kuala Lumpur time (I18N-12), e.g. '05 Mar 2026 02:07 pm'; in Malay
 * '05 Mac 2026 02:07 pm', in Chinese '05 3月 2026 02:07 pm' (only the month is localised).
 * Returns '' for an empty or unreadable value.
 */
export function formatListTime(value: unknown, language: string = 'en', timeZone: string = DISPLAY_TIME_ZONE): string {
  const date = toDate(value);
  if (!date) return '';
  const get = partsOf(date, timeZone, {
    day: '2-digit',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  });
  const hour = get('hour').padStart(2, '0').replace(/^00$/, '12');
  const dayPeriod = get('dayPeriod').toLowerCase().replace(/\./g, '').trim();
  return `${get('day')} ${monthAbbreviation(Number(get('month')), language)} ${get('year')} ${hour}:${get('minute')} ${dayPeriod}`;
}
