import type { MigrationModule } from '../src/db/migrator';

/** Migrations 0010–0019: catalogue, portfolio and applications, commerce, settlements. */
export const commerceMigrations: { name: string; module: MigrationModule }[] = [];
