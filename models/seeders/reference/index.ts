import type { NamedSeed } from '../../src/db/seeder';
import { rolesAndStatuses } from './0001-roles-and-statuses';
import { countriesAndStates } from './0002-countries-and-states';
import { niceClasses } from './0003-nice-classes';
import { applicationStatuses } from './0004-application-statuses';
import { configuration } from './0005-configuration';
import { products } from './0006-products';
import { currencyRates } from './0007-currency-rates';

/** Reference seeds, in order. Append only; each one idempotent. */
export const referenceSeeds: NamedSeed[] = [
  { name: '0001-roles-and-statuses', module: rolesAndStatuses },
  { name: '0002-countries-and-states', module: countriesAndStates },
  { name: '0003-nice-classes', module: niceClasses },
  { name: '0004-application-statuses', module: applicationStatuses },
  { name: '0005-configuration', module: configuration },
  { name: '0006-products', module: products },
  { name: '0007-currency-rates', module: currencyRates },
];
