import type { Currency } from '../../constants/index';

/**
 * Reference rates (units per 1 USD) used until the rates job has stored real ones: seeded by
 * models/seeders/reference/0007-currency-rates.ts so display works offline, and used by
 * loadDisplayRates when the table is incomplete. Approximate mid-market rates; display only.
 */
export const FALLBACK_RATES: Readonly<Record<Currency, string>> = {
  USD: '1',
  MYR: '4.22',
  SGD: '1.29',
  EUR: '0.86',
  CNY: '7.12',
};

export const RATES_BASE = 'USD' as const;
