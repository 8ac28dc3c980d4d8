import { DISPLAY_TIME_ZONE } from '@iprenew/models/browser';

/**
 * Dates in the console: 'DD MMM YYYY hh:mm a' in Kuala Lumpur time (DESIGN §3, SYS-17), e.g.
 * '05 Mar 2026 02:07 pm'. Returns '' for an empty or unreadable value.
 */
export function formatDateTimeKL(value: unknown, timeZone: string = DISPLAY_TIME_ZONE): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const hour = get('hour').padStart(2, '0').replace(/^00$/, '12');
  const dayPeriod = get('dayPeriod').toLowerCase().replace(/\./g, '').trim();
  return `${get('day')} ${get('month').slice(0, 3)} ${get('year')} ${hour}:${get('minute')} ${dayPeriod}`;
}

/** The error message a server sent (`{message}` in an HttpError body, or the error's own message). */
export function serverMessageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const body = (error as { body?: unknown }).body;
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return undefined;
}
