import Decimal from 'decimal.js';
import { CURRENCIES, type Currency } from '../../constants/index';
import { getSequelize } from '../../db/database';
import { assertSystemActor, type SystemActor } from '../kernel/index';
import { Configuration } from '../../models/configuration';
import { CurrencyRate } from '../../models/currency-rate';
import { rateSchema } from '../../schemas/currency';
import { RATES_BASE } from './fallback-rates';

/**
 * refreshCurrencyRates (I18N-8, MSG-15, G-28): reads the configured provider (`currency_rates_url`,
 * JSON with base USD) and stores the five display rates in one transaction. On any failure —
 * network, timeout, HTTP error, bad JSON, a missing or invalid currency — nothing is written, the
 * last good rates stay, and the outcome says why. Safe to rerun.
 *
 * Accepted shapes: `{ base, rates: {CODE: n} }` (exchangerate.host, Frankfurter, Fixer…) and
 * `{ base_code, conversion_rates: {CODE: n} }` (ExchangeRate-API). Another base is rebased to USD
 * when the answer carries a USD rate.
 */

export const RATES_FETCH_TIMEOUT_MS = 10_000;

export interface RefreshCurrencyRatesInput {
  actor: SystemActor;
  /** Overrides the configured URL (tests, a manual run). */
  url?: string;
  fetchImpl?: typeof fetch;
  now?: Date;
  timeoutMs?: number;
}

export type RefreshCurrencyRatesResult =
  | { status: 'updated'; rates: Record<Currency, string>; fetched_at: Date }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; reason: string };

class RatesError extends Error {}

/** The USD-based rates of a provider answer, or a RatesError saying what is wrong. */
export function ratesFromAnswer(body: unknown): Record<Currency, string> {
  if (!body || typeof body !== 'object') throw new RatesError('the answer is not a JSON object');
  const answer = body as Record<string, unknown>;
  const base = String(answer.base ?? answer.base_code ?? answer.source ?? '').toUpperCase();
  const table = (answer.rates ?? answer.conversion_rates) as Record<string, unknown> | undefined;
  if (!base) throw new RatesError('the answer names no base currency');
  if (!table || typeof table !== 'object') throw new RatesError('the answer has no rates');

  const read = (code: string): Decimal => {
    const value = code === base && table[code] === undefined ? '1' : table[code];
    const parsed = rateSchema.safeParse(value);
    if (!parsed.success) throw new RatesError(`rate of ${code} is missing or not a positive decimal`);
    return new Decimal(parsed.data);
  };
  const usdPerBase = base === RATES_BASE ? new Decimal(1) : read(RATES_BASE);
  return Object.fromEntries(
    CURRENCIES.map((code) => [code, code === RATES_BASE ? '1' : read(code).div(usdPerBase).toDecimalPlaces(8).toFixed()]),
  ) as Record<Currency, string>;
}

async function fetchAnswer(url: string, fetchImpl: typeof fetch, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    throw new RatesError(name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : `unreachable (${String((error as Error)?.message ?? error)})`);
  }
  if (!response.ok) throw new RatesError(`HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new RatesError('the answer is not valid JSON');
  }
}

export async function refreshCurrencyRates(input: RefreshCurrencyRatesInput): Promise<RefreshCurrencyRatesResult> {
  assertSystemActor(input.actor);
  const sequelize = getSequelize();
  const url = (input.url ?? (await Configuration.readValue<string>('currency_rates_url', ''))).toString().trim();
  if (!url) return { status: 'skipped', reason: 'no provider configured (currency_rates_url is empty): stored rates kept' };

  let rates: Record<Currency, string>;
  try {
    rates = ratesFromAnswer(await fetchAnswer(url, input.fetchImpl ?? fetch, input.timeoutMs ?? RATES_FETCH_TIMEOUT_MS));
  } catch (error) {
    if (!(error instanceof RatesError)) throw error;
    const reason = `${error.message}: last good rates kept`;
    console.warn(`[currency-rates] ${reason}`);
    return { status: 'failed', reason };
  }

  const fetchedAt = input.now ?? new Date();
  await sequelize.transaction(async (transaction) => {
    for (const currency of CURRENCIES) {
      const row = await CurrencyRate.findOne({ where: { currency }, transaction, lock: transaction.LOCK.UPDATE });
      if (row) await row.update({ rate: rates[currency], base: RATES_BASE, fetched_at: fetchedAt }, { transaction });
      else await CurrencyRate.create({ currency, rate: rates[currency], base: RATES_BASE, fetched_at: fetchedAt }, { transaction });
    }
  });
  return { status: 'updated', rates, fetched_at: fetchedAt };
}
