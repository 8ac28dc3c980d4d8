import type { MigrationModule } from '../src/db/migrator';
import * as m0001 from './0001-reference-and-accounts';
import * as m0002 from './0002-site-and-admin';

/** Migrations 0001–0009: reference data tables, accounts and sessions, site and admin tables. */
export const accountsMigrations: { name: string; module: MigrationModule }[] = [
  { name: '0001-reference-and-accounts', module: m0001 },
  { name: '0002-site-and-admin', module: m0002 },
];
