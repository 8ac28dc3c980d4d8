import type { Transaction } from 'sequelize';
import { CURRENCIES, type Currency } from '../../constants/index';
import { getSequelize } from '../../db/database';
import { preparedRead } from '../../db/prepared-read';
import { Configuration } from '../../models/configuration';
import { CurrencyRate } from '../../models/currency-rate';
import { RATES_STALE_AFTER_MS, type DisplayRates } from '../../schemas/currency';
import { FALLBACK_RATES, RATES_BASE } from './fallback-rates';

const PROVIDER_URL = 'provider_url';

/** The stored `currency_rates_url` (its JSON text), as a column of each rate row. */
function providerUrlColumn() {
  const sequelize = getSequelize();
  const qi = sequelize.getQueryInterface();
  return sequelize.literal(`(SELECT ${qi.quoteIdentifier('value')} FROM ${qi.quoteIdentifier(Configuration.tableName)} WHERE ${qi.quoteIdentifier('key')} = ${sequelize.escape('currency_rates_url')})`);
}

export interface LoadDisplayRatesOptions {
  now?: Date;
  transaction?: Transaction;
}

/**
 * loadDisplayRates (I18N-6..9, G-28): the stored rates (base USD) for the five display currencies.
 * When a currency is missing the reference rates are used (fetched_at null). The rates are stale —
 * conversions hidden — when a provider is configured (`currency_rates_url`) and the last good
 * rates are more than 48 hours old; without a provider the stored rates are the operator's own.
 */
export async function loadDisplayRates(options: LoadDisplayRatesOptions = {}): Promise<DisplayRates> {
  const { transaction } = options;
  // One statement: the rates, each with the configured provider (issue 17: one read fewer per page that shows prices).
  // Every page that shows prices reads it: a statement made once (ADR 084; no values to bind).
  const rows = await preparedRead(getSequelize(), 'currency.loadDisplayRates', [], transaction, (call) =>
    CurrencyRate.findAll({
      where: { base: RATES_BASE },
      attributes: { include: [[providerUrlColumn(), PROVIDER_URL]] },
      ...call,
    }),
  );
  const byCurrency = new Map(rows.map((row) => [row.currency, row]));
  const complete = CURRENCIES.every((currency) => byCurrency.has(currency));
  if (!complete) return { base: RATES_BASE, rates: { ...FALLBACK_RATES }, fetched_at: null, stale: false };

  const rates = Object.fromEntries(CURRENCIES.map((c) => [c, byCurrency.get(c)!.rate])) as Record<Currency, string>;
  const fetchedAt = new Date(Math.min(...CURRENCIES.map((c) => new Date(byCurrency.get(c)!.fetched_at).getTime())));
  const providerUrl = Configuration.decode(rows[0]!.get(PROVIDER_URL) as string | null) ?? '';
  const now = options.now ?? new Date();
  const stale = typeof providerUrl === 'string' && providerUrl.trim() !== '' && now.getTime() - fetchedAt.getTime() > RATES_STALE_AFTER_MS;
  return { base: RATES_BASE, rates, fetched_at: fetchedAt, stale };
}
