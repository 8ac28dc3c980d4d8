import type { SeedModule } from '../../src/db/seeder';
import { COUNTRIES } from '../data/countries';
import { STATES } from '../data/states';
import { idsByKey, insertMissing } from './insert-missing';

/**
 * All ISO 3166-1 countries (fixed ids, natural key iso2) and the states of the countries in
 * service plus India and Australia (natural key country + name). in_service is only set when a
 * country is first inserted: later changes made in the console are kept.
 */
export const countriesAndStates: SeedModule = {
  async run({ sequelize }, transaction) {
    await insertMissing(
      sequelize,
      transaction,
      'countries',
      ['iso2'],
      COUNTRIES.map((c) => ({ id: c.id, name: c.name, iso2: c.iso2, in_service: c.in_service === true, phone_code: c.phone_code })),
    );
    const countryIds = await idsByKey(sequelize, transaction, 'countries', ['iso2']);
    const states = Object.entries(STATES).flatMap(([iso2, names]) => {
      const countryId = countryIds.get(iso2);
      if (countryId === undefined) throw new Error(`States seed: country ${iso2} is missing`);
      return names.map((name) => ({ country_id: countryId, name }));
    });
    await insertMissing(sequelize, transaction, 'states', ['country_id', 'name'], states);
  },
};
