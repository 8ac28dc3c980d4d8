import type { MigrationModule } from '../src/db/migrator';
import { accountsMigrations } from './accounts';
import { commerceMigrations } from './commerce';
import { laterMigrations } from './later';

/**
 * Every migration, in the order it runs. Append only: never edit or reorder a migration that
 * has shipped; add a new one at the end.
 */
export const migrations: { name: string; module: MigrationModule }[] = [
  ...accountsMigrations,
  ...commerceMigrations,
  ...laterMigrations,
];
