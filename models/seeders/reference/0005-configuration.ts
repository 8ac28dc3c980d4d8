import type { SeedModule } from '../../src/db/seeder';
import { CONFIGURATION_DEFAULTS } from '../data/configuration';
import { insertMissing } from './insert-missing';

/** Configuration defaults: inserted when the key is missing, never overwritten. */
export const configuration: SeedModule = {
  async run({ sequelize }, transaction) {
    await insertMissing(
      sequelize,
      transaction,
      'configurations',
      ['key'],
      CONFIGURATION_DEFAULTS.map((c) => ({ key: c.key, value: JSON.stringify(c.value), is_secret: c.is_secret })),
    );
  },
};
