/**
 * `npm run db:seed` — loads reference data, and demo data unless APP_ENV=production
 * (or SEED_DEMO=false). Each seed runs once and is idempotent.
 */
import { ConfigError, loadConfig } from '../config/env';
import { createSequelize } from '../db/connection';
import { initModels } from '../models/index';
import { seedDemo, seedReference } from '../db/seeder';

async function main() {
  const config = loadConfig();
  const sequelize = createSequelize(config.databaseUrl);
  initModels(sequelize);
  try {
    const reference = await seedReference(sequelize);
    console.log(reference.length ? `Reference data loaded: ${reference.join(', ')}` : 'Reference data is up to date.');
    const wantDemo = config.appEnv !== 'production' && process.env.SEED_DEMO !== 'false';
    if (wantDemo) {
      const demo = await seedDemo(sequelize, config.appEnv);
      console.log(demo.length ? `Demo data loaded: ${demo.join(', ')}` : 'Demo data is up to date.');
    }
  } finally {
    await sequelize.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
