import { refreshCurrencyRates, SYSTEM } from '@iprenew/models';
import { runJob } from '../run-job';

/** Hourly (G-57, G-28): fetch the display-currency rates (base USD); on failure the last good rates stay. */
export default async function refreshCurrencyRatesJob() {
  return runJob('currency-rates', 10 * 60, () => refreshCurrencyRates({ actor: SYSTEM, now: new Date() }));
}
