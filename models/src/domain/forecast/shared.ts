import type { FeeType } from '../../constants/index';

/**
 * The renewal-cost forecast (issue 18, ADR 074): shared constants and the shape of its answer.
 * Amounts are MYR money strings (two decimals); the page converts them for display.
 */

/** The horizons a customer may choose (the page's selector; anything else is refused). */
export const FORECAST_MONTHS = [12, 24] as const;
export type ForecastMonths = (typeof FORECAST_MONTHS)[number];

/** The most records of one kind (trademarks, patents, undated) one forecast reads: a bounded answer whatever the portfolio. */
export const FORECAST_MAX_RECORDS = 5000;

/** 'Fail to retrieve the forecast'. */
export const FORECAST_FAIL = 'ip-records:forecast.fail';
/** The months field error: only 12 or 24. */
export const FORECAST_MONTHS_INVALID = 'ip-records:forecast.months_invalid';

/** Why a row carries no estimate (besides the pricing engine's own keys, pricing:*). */
export const FORECAST_REASON = {
  inProgress: 'ip-records:forecast.reason.in_progress',
  noExpiryDate: 'ip-records:forecast.reason.no_expiry_date',
  noBaseDate: 'ip-records:forecast.reason.no_base_date',
} as const;

/** '12' / 12 → 12; anything but 12 or 24 → null. */
export function forecastMonthsOf(raw: unknown): ForecastMonths | null {
  const value = typeof raw === 'string' && /^\d{1,3}$/.test(raw.trim()) ? Number(raw.trim()) : raw;
  return (FORECAST_MONTHS as readonly unknown[]).includes(value) ? (value as ForecastMonths) : null;
}

export interface ForecastCountry {
  id: number;
  name: string;
  iso2: string | null;
}

/**
 * 'priced': an on-time renewal priced by the engine (in the totals); 'unpriced': the engine cannot
 * price it (reason); 'in_progress': a renewal application of the record is already open (reason,
 * not in the totals).
 */
export type ForecastRowState = 'priced' | 'unpriced' | 'in_progress';

export interface ForecastRow {
  ip_id: number;
  type_id: number;
  name: string | null;
  country: ForecastCountry | null;
  /** The first of filing, application, grant number present. */
  number: string | null;
  filing_no: string | null;
  application_no: string | null;
  grant_no: string | null;
  /** The renewal's due date ('yyyy-MM-dd'): a trademark's expiry date, a patent's next annuity due date. */
  due_date: string;
  /** 'yyyy-MM' of the due date. */
  month: string;
  /** Patents: the annuity year priced ('6th_year_granted'), else null. */
  select_year: string | null;
  state: ForecastRowState;
  /** The estimate in MYR, null unless priced. */
  fee: string | null;
  fee_type: FeeType | null;
  /** A message key (ip-records:forecast.reason.*, pricing:*) when not priced. */
  reason: string | null;
  /** The public price checker's query that answers this row's price (the same fee input). */
  checker_query: string;
}

/** A record whose due date cannot be known (no expiry date; a patent without the date its annuities count from). */
export interface UndatedRecord {
  ip_id: number;
  type_id: number;
  name: string | null;
  country: ForecastCountry | null;
  number: string | null;
  reason: string;
}

export interface ForecastMonth {
  /** 'yyyy-MM'. */
  month: string;
  rows: ForecastRow[];
  /** Sum of the priced rows' fees, MYR. */
  subtotal: string;
  priced: number;
  unpriced: number;
}

export interface RenewalForecast {
  months: ForecastMonths;
  /** The window [from, until): from today (KL) to today + months, exclusive. */
  from: string;
  until: string;
  /** Every calendar month the window touches, in order, empty ones included. */
  groups: ForecastMonth[];
  /** Sum of every priced row, MYR (= the sum of the subtotals). */
  total: string;
  counts: { records: number; priced: number; unpriced: number; in_progress: number };
  undated: UndatedRecord[];
  /** More records than FORECAST_MAX_RECORDS of one kind: the soonest were read. */
  truncated: boolean;
  /** Always true: each amount is an estimate at today's price sheets. */
  estimate: true;
}
