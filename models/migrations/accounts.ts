import type { MigrationModule } from '../src/db/migrator';

/** Migrations 0001–0009: reference data tables, accounts and sessions, site and admin tables. */
export const accountsMigrations: { name: string; module: MigrationModule }[] = [];
