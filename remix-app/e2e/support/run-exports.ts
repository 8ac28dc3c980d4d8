/**
 * One run of the export runner (the `export-runner` job's work) against the e2e database and storage,
 * for the journeys that download an export: the e2e server runs no scheduler. Prints the outcome.
 *   npx tsx e2e/support/run-exports.ts
 */
import { createSequelize, initModels, LocalDiskStorage, runPendingExports, SYSTEM, useSequelize, useStorage } from '@iprenew/models';
import { E2E_DATABASE_FILE, E2E_STORAGE_DIR } from './paths';

async function main() {
  const sequelize = createSequelize(`sqlite:${E2E_DATABASE_FILE}`);
  initModels(sequelize);
  useSequelize(sequelize);
  useStorage(new LocalDiskStorage(E2E_STORAGE_DIR));
  try {
    console.log(JSON.stringify(await runPendingExports({ actor: SYSTEM })));
  } finally {
    await sequelize.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
