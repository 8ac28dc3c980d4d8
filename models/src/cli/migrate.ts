/**
 * `npm run db:migrate` — applies pending migrations to DATABASE_URL.
 * `npm run db:migrate -- down` — reverts every migration (development only).
 */
import { ConfigError, loadConfig } from '../config/env';
import { createSequelize } from '../db/connection';
import { migrateDownAll, migrateUp } from '../db/migrator';

async function main() {
  const config = loadConfig();
  const sequelize = createSequelize(config.databaseUrl);
  try {
    if (process.argv[2] === 'down') {
      if (config.appEnv === 'production') throw new Error('Refusing to revert migrations when APP_ENV=production.');
      const reverted = await migrateDownAll(sequelize);
      console.log(`Reverted ${reverted.length} migration(s).`);
    } else {
      const applied = await migrateUp(sequelize);
      console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database schema is up to date.');
    }
  } finally {
    await sequelize.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
