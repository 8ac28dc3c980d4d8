import type { SeedModule } from '../../src/db/seeder';
import { FALLBACK_RATES, RATES_BASE } from '../../src/domain/currency/fallback-rates';
import { insertMissing } from './insert-missing';

/**
 * Reference display rates (base USD) so prices show in every display currency offline, before the
 * rates job has run (I18N-6..9, G-28). Inserted when the currency is missing; a rate the job (or an
 * operator) stored is never overwritten.
 */
export const currencyRates: SeedModule = {
  async run({ sequelize }, transaction) {
    const fetchedAt = new Date();
    await insertMissing(
      sequelize,
      transaction,
      'currency_rates',
      ['currency'],
      Object.entries(FALLBACK_RATES).map(([currency, rate]) => ({ currency, rate, base: RATES_BASE, fetched_at: fetchedAt })),
    );
  },
};
