import type { QueryInterface, Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import { migrations } from '../../migrations/index';

export type MigrationContext = { queryInterface: QueryInterface; sequelize: Sequelize };
export type MigrationFn = (params: { context: MigrationContext }) => Promise<void>;
export interface MigrationModule {
  up: MigrationFn;
  down: MigrationFn;
}

/**
 * Umzug over the static, append-only list in `models/migrations/index.ts`. The applied names are
 * kept in `schema_migrations`. The same list runs on SQLite and on MySQL/MariaDB.
 */
export function createMigrator(sequelize: Sequelize) {
  return new Umzug<MigrationContext>({
    migrations: migrations.map(({ name, module }) => ({
      name,
      up: (params) => module.up(params),
      down: (params) => module.down(params),
    })),
    context: { queryInterface: sequelize.getQueryInterface(), sequelize },
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });
}

export async function migrateUp(sequelize: Sequelize): Promise<string[]> {
  const done = await createMigrator(sequelize).up();
  return done.map((m) => m.name);
}

export async function migrateDownAll(sequelize: Sequelize): Promise<string[]> {
  const done = await createMigrator(sequelize).down({ to: 0 });
  return done.map((m) => m.name);
}
