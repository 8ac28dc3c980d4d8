import { formatListTime } from '@iprenew/models/browser';
import { useLocaleState } from 'react-admin';

/**
 * Dates in the console: 'DD MMM YYYY hh:mm a' in Kuala Lumpur time (the shared formatter, I18N-12),
 * the month abbreviation in the console's language.
 */
export { formatListTime as formatDateTimeKL };

export function useDateTimeKL(): (value: unknown) => string {
  const [locale] = useLocaleState();
  return (value) => formatListTime(value, locale);
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
