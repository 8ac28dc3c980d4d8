import { addCalendarDays, isCalendarDate } from '../../schemas/patent-years';

/**
 * POR-22..25: how the customer's pages show an IP record's state — its display status and the tone
 * of its expiry date. Pure (browser-safe): the IP detail and the dashboard's IP list both ask here,
 * with today's calendar date in Kuala Lumpur ('yyyy-MM-dd').
 */

/** POR-23: the display status turns Expiring Soon this many days before the expiry date. */
export const EXPIRING_SOON_DAYS = 5;
/** POR-25: the expiry date shows red when this many days or fewer remain. */
export const EXPIRY_RED_DAYS = 10;

/**
 * What the page shows as the IP's status: Expired, Expiring Soon, its latest application's status
 * (a null status_id is POR-21's error note), or Active for a record without any application yet
 * (an imported record, issue 18 / ADR 075 — never the error note).
 */
export type IpDisplayStatus =
  | { kind: 'expired' }
  | { kind: 'expiring_soon' }
  | { kind: 'active' }
  | { kind: 'application'; service_id: number | null; status_id: number | null };

/** The record's expiry date when it is a real calendar date, else null. */
const expiryOf = (expiry: string | null | undefined): string | null => {
  const date = typeof expiry === 'string' ? expiry.slice(0, 10) : null;
  return isCalendarDate(date) ? date : null;
};

/**
 * POR-22: once the expiry date has passed, Expired; POR-23: from 5 days before it (inclusive),
 * Expiring Soon; POR-24: otherwise the latest application's status (translated by the page), or
 * Active when the record has no application at all (ADR 075).
 * A missing or invalid expiry date never reads as Expired or Expiring Soon.
 */
export function ipDisplayStatus(input: { expiry_date: string | null | undefined; latest: { service_id: number; status_id: number | null } | null; today: string }): IpDisplayStatus {
  const expiry = expiryOf(input.expiry_date);
  if (expiry !== null && expiry < input.today) return { kind: 'expired' };
  if (expiry !== null && addCalendarDays(expiry, -EXPIRING_SOON_DAYS) <= input.today) return { kind: 'expiring_soon' };
  if (input.latest === null) return { kind: 'active' };
  return { kind: 'application', service_id: input.latest.service_id, status_id: input.latest.status_id ?? null };
}

/** POR-25: red when 10 or fewer days remain (or it has passed) or the date is missing or invalid; green otherwise. */
export function ipExpiryTone(expiryDate: string | null | undefined, today: string): 'red' | 'green' {
  const expiry = expiryOf(expiryDate);
  if (expiry === null) return 'red';
  return addCalendarDays(today, EXPIRY_RED_DAYS) >= expiry ? 'red' : 'green';
}
