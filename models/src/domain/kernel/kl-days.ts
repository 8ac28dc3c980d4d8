/**
 * Calendar days and months in Kuala Lumpur time (G-57: the business runs on Asia/Kuala_Lumpur,
 * UTC+8 all year, no daylight saving). Date filters take days as YYYY-MM-DD and mean whole KL days.
 */
const KL_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** A real calendar day 'YYYY-MM-DD', or null. */
export function klDay(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/** The instant a KL day starts. */
export const klDayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

/** The instant after a KL day ends (the next day's start): an exclusive upper bound. */
export const klDayEnd = (day: string): Date => new Date(klDayStart(day).getTime() + DAY_MS);

/** The KL day an instant falls on, 'YYYY-MM-DD'. */
export const klDayOf = (instant: Date): string => new Date(instant.getTime() + KL_OFFSET_MS).toISOString().slice(0, 10);

/** The first KL day of the month an instant falls on, 'YYYY-MM-01'. */
export const klMonthStartDay = (instant: Date): string => `${klDayOf(instant).slice(0, 7)}-01`;
