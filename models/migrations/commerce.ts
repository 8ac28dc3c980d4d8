import type { MigrationModule } from '../src/db/migrator';
import { catalogueMigration } from './0010-catalogue';
import { portfolioMigration } from './0011-portfolio';
import { commerceMigration } from './0012-commerce';
import { settlementsMigration } from './0013-settlements';

/** Migrations 0010–0019: catalogue, portfolio and applications, commerce, settlements. */
export const commerceMigrations: { name: string; module: MigrationModule }[] = [
  { name: '0010-catalogue', module: catalogueMigration },
  { name: '0011-portfolio', module: portfolioMigration },
  { name: '0012-commerce', module: commerceMigration },
  { name: '0013-settlements', module: settlementsMigration },
];
