import Decimal from 'decimal.js';
import { z } from 'zod';
import { formatMoney as formatAmount } from '@iprenew/templates/format';
import { CURRENCIES, CURRENCY_SYMBOLS, DEFAULT_CURRENCY, type Currency } from '../constants/index';
import { relativePathSchema } from './language';

/**
 * Display currencies (I18N-6..10, G-28, G-68, ⚑AMB-01). Browser-safe. Every price is stored and
 * charged in MYR; other currencies are an approximate conversion for display only. Rates are units
 * of a currency per 1 USD (base USD, I18N-8): MYR → USD → target, in decimal arithmetic.
 */

export const currencySchema = z.enum(CURRENCIES);

/** The currency switch (form fields `currency` and `redirectTo`). */
export const currencySwitchSchema = z.object({
  currency: currencySchema,
  redirectTo: relativePathSchema.catch('/'),
});

export const isCurrency = (value: unknown): value is Currency => typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/** The rates a page converts with: units per 1 USD, and when they were fetched (null: never fetched). */
export interface DisplayRates {
  base: 'USD';
  rates: Record<Currency, string>;
  fetched_at: Date | null;
  /** G-28: the provider has failed for more than 48 hours, so conversions are hidden (RM only). */
  stale: boolean;
}

/** G-28: conversions are hidden when the last good rates are older than this. */
export const RATES_STALE_AFTER_MS = 48 * 60 * 60 * 1000;

/** A positive decimal string ('4.47', '1', '0.1389'); anything else is not a rate. */
export const rateSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((text) => /^\d+(\.\d+)?$/.test(text) && new Decimal(text).gt(0), 'must be a positive decimal');

/** I18N-7: the symbol of a currency code; $ for anything unknown. */
export function currencySymbol(currency: string): string {
  return isCurrency(currency) ? CURRENCY_SYMBOLS[currency] : '$';
}

/** An amount in MYR converted to `currency` (two decimals, half up). MYR is returned as it is, rounded. */
export function convertFromMyr(amountMyr: string, currency: Currency, rates: Record<Currency, string>): string {
  const amount = new Decimal(amountMyr);
  if (currency === DEFAULT_CURRENCY) return amount.toFixed(2, Decimal.ROUND_HALF_UP);
  const perUsdMyr = new Decimal(rates.MYR);
  const perUsdTarget = new Decimal(rates[currency]);
  return amount.div(perUsdMyr).mul(perUsdTarget).toFixed(2, Decimal.ROUND_HALF_UP);
}

/**
 * 'RM 1,234.50', 'S$ 12.30', 'US$ 9.10', '€ 8.40', 'CN¥ 65.90' (I18N-6, G-68; $ for an unknown code):
 * the one money format (`templates/src/format.ts`, which the e-mails and invoices use too) with the
 * currency's symbol. Rounded to two decimals without floats; thousands grouped with commas in every language.
 */
export function formatMoney(amount: string, currency: Currency): string {
  return formatAmount(amount, currencySymbol(currency));
}
