import type { MigrationModule } from '../src/db/migrator';
import { migration as userListIndexes } from './0020-user-list-indexes';

/** Migrations 0020 and on, added after the first schema shipped. Append only, in order. */
export const laterMigrations: { name: string; module: MigrationModule }[] = [
  { name: '0020-user-list-indexes', module: userListIndexes },
];
