import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SYSTEM } from '../kernel/index';
import { seedReference } from '../../db/seeder';
import { Configuration } from '../../models/configuration';
import { CurrencyRate } from '../../models/currency-rate';
import { answerJson, closedPortUrl, createTestDatabase, queriesOf, startTestHttpServer, type TestDatabase, type TestHttpServer } from '../../testing/index';
import { FALLBACK_RATES } from './fallback-rates';
import { loadDisplayRates } from './load-display-rates';
import { refreshCurrencyRates } from './refresh-currency-rates';

let db: TestDatabase;
let provider: TestHttpServer;
/** What the provider answers next: a JSON body, raw text, or 'hang' (never answers). */
let next: { status?: number; body: unknown } | 'hang' = { body: {} };

const GOOD = { base: 'USD', rates: { MYR: 4.47, SGD: '1.3456', EUR: 0.9, CNY: 7.25, USD: 1, JPY: 150 } };

beforeAll(async () => {
  db = await createTestDatabase();
  await seedReference(db.sequelize);
  provider = await startTestHttpServer((_request, response) => {
    if (next === 'hang') return; // never answers: the caller's timeout must fire
    answerJson(response, next.body, next.status ?? 200);
  });
});
afterAll(async () => {
  await provider?.close();
  await db?.drop();
});

async function storedRates() {
  const rows = await CurrencyRate.findAll({ order: [['currency', 'ASC']] });
  return Object.fromEntries(rows.map((r) => [r.currency, r.rate]));
}

describe(`currency rates (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  beforeEach(async () => {
    await Configuration.writeValue('currency_rates_url', '');
  });

  it('the reference seed stores the fallback rates for all five currencies', async () => {
    expect(await storedRates()).toEqual({ ...FALLBACK_RATES });
    const display = await loadDisplayRates();
    expect(display.base).toBe('USD');
    expect(display.rates).toEqual({ ...FALLBACK_RATES });
    expect(display.fetched_at).toBeInstanceOf(Date);
    expect(display.stale).toBe(false);
  });

  it('skips and keeps the stored rates when no provider is configured', async () => {
    const result = await refreshCurrencyRates({ actor: SYSTEM });
    expect(result.status).toBe('skipped');
    expect(await storedRates()).toEqual({ ...FALLBACK_RATES });
  });

  it('stores a good {base, rates} answer from the configured URL, all five currencies', async () => {
    next = { body: GOOD };
    await Configuration.writeValue('currency_rates_url', `${provider.url}/latest?base=USD`);
    const now = new Date('2026-03-01T04:00:00Z');
    const result = await refreshCurrencyRates({ actor: SYSTEM, now });
    expect(result).toMatchObject({ status: 'updated', rates: { MYR: '4.47', SGD: '1.3456', EUR: '0.9', CNY: '7.25', USD: '1' } });
    expect(provider.requests.at(-1)?.url).toBe('/latest?base=USD');
    expect(await storedRates()).toEqual({ CNY: '7.25', EUR: '0.9', MYR: '4.47', SGD: '1.3456', USD: '1' });
    const display = await loadDisplayRates({ now: new Date('2026-03-02T04:00:00Z') });
    expect(display.fetched_at?.toISOString()).toBe(now.toISOString());
    expect(display.stale).toBe(false);
    // G-28: a provider that has failed for more than 48 hours hides conversions.
    expect((await loadDisplayRates({ now: new Date('2026-03-03T04:00:01Z') })).stale).toBe(true);
    // The rates and the provider come in one statement (issue 17).
    expect(await queriesOf(() => loadDisplayRates())).toBe(1);
    // A provider removed (or stored as an empty value): the stored rates are the operator's own, never stale.
    await Configuration.destroy({ where: { key: 'currency_rates_url' } });
    expect((await loadDisplayRates({ now: new Date('2026-03-03T04:00:01Z') })).stale).toBe(false);
  });

  it('accepts the {base_code, conversion_rates} shape and rebases another base to USD', async () => {
    next = { body: { result: 'success', base_code: 'USD', conversion_rates: { USD: 1, MYR: 4.5, SGD: 1.35, EUR: 0.92, CNY: 7.3 } } };
    expect(await refreshCurrencyRates({ actor: SYSTEM, url: provider.url })).toMatchObject({ status: 'updated' });
    expect((await storedRates()).MYR).toBe('4.5');

    next = { body: { base: 'EUR', rates: { USD: 1.25, MYR: 5, SGD: 1.5, CNY: 9, EUR: 1 } } };
    const rebased = await refreshCurrencyRates({ actor: SYSTEM, url: provider.url });
    expect(rebased).toMatchObject({ status: 'updated', rates: { USD: '1', MYR: '4', EUR: '0.8', SGD: '1.2', CNY: '7.2' } });
  });

  describe('failures keep the last good rates', () => {
    let lastGood: Record<string, string>;
    beforeEach(async () => {
      next = { body: GOOD };
      await refreshCurrencyRates({ actor: SYSTEM, url: provider.url });
      lastGood = await storedRates();
      expect(lastGood.MYR).toBe('4.47');
    });

    const cases: Array<[string, typeof next, RegExp]> = [
      ['a missing currency', { body: { base: 'USD', rates: { MYR: 4.4, SGD: 1.3, EUR: 0.9 } } }, /CNY/],
      ['a negative rate', { body: { base: 'USD', rates: { MYR: -4.4, SGD: 1.3, EUR: 0.9, CNY: 7 } } }, /MYR/],
      ['a zero rate', { body: { base: 'USD', rates: { MYR: 0, SGD: 1.3, EUR: 0.9, CNY: 7 } } }, /MYR/],
      ['a text rate', { body: { base: 'USD', rates: { MYR: 'abc', SGD: 1.3, EUR: 0.9, CNY: 7 } } }, /MYR/],
      ['an answer without rates', { body: { base: 'USD', error: 'quota' } }, /no rates/],
      ['invalid JSON', { body: '{"base": "USD", "rates": {' }, /not valid JSON/],
      ['an HTTP error', { status: 503, body: { message: 'down' } }, /HTTP 503/],
    ];
    for (const [label, answer, reason] of cases) {
      it(label, async () => {
        next = answer;
        const result = await refreshCurrencyRates({ actor: SYSTEM, url: provider.url });
        expect(result.status).toBe('failed');
        expect(result.status === 'failed' && result.reason).toMatch(reason);
        expect(await storedRates()).toEqual(lastGood);
      });
    }

    it('a provider that does not answer in time', async () => {
      next = 'hang';
      const result = await refreshCurrencyRates({ actor: SYSTEM, url: provider.url, timeoutMs: 300 });
      expect(result).toMatchObject({ status: 'failed' });
      expect(result.status === 'failed' && result.reason).toMatch(/no answer within 300 ms/);
      expect(await storedRates()).toEqual(lastGood);
    });

    it('an unreachable provider', async () => {
      const result = await refreshCurrencyRates({ actor: SYSTEM, url: await closedPortUrl() });
      expect(result).toMatchObject({ status: 'failed' });
      expect(result.status === 'failed' && result.reason).toMatch(/unreachable/);
      expect(await storedRates()).toEqual(lastGood);
    });
  });

  it('uses the reference rates (fetched_at null) when the table is incomplete', async () => {
    await CurrencyRate.destroy({ where: { currency: 'EUR' } });
    const display = await loadDisplayRates();
    expect(display).toEqual({ base: 'USD', rates: { ...FALLBACK_RATES }, fetched_at: null, stale: false });
  });
});
