import { randomBytes } from 'node:crypto';
import { appLink } from '../kernel/index';

/** 'Fail to update calendar link' / 'Fail to retrieve calendar link': the card's failures. */
export const CALENDAR_FAIL = 'applications:calendar.fail';

/** A token: 32 random bytes, base64url (43 characters). Anything else is no feed, without a query. */
export const newCalendarToken = (): string => randomBytes(32).toString('base64url');
export const isCalendarToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/** The public feed route: /calendar/{token}.ics (remix-app routes/calendar.$file.tsx). */
export const calendarFeedUrl = (token: string): string => appLink(`/calendar/${token}.ics`);

/** The most deadlines one feed lists (the soonest first): a bounded answer whatever the portfolio. */
export const CALENDAR_MAX_EVENTS = 5000;

export interface CalendarLinkJson {
  /** The private subscription URL, null until the customer creates one. */
  url: string | null;
  can_create: boolean;
  can_regenerate: boolean;
}

/** The card's view of a link: its URL, and Create until there is one, Regenerate after. */
export const calendarLinkJson = (token: string | null): CalendarLinkJson => ({ url: token ? calendarFeedUrl(token) : null, can_create: !token, can_regenerate: Boolean(token) });
