import type { Sequelize, Transaction } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import { demoSeeds } from '../../seeders/demo/index';
import { referenceSeeds } from '../../seeders/reference/index';

export type SeedContext = { sequelize: Sequelize };
export interface SeedModule {
  /** Must be idempotent: running it on a database that already has its rows changes nothing. */
  run(context: SeedContext, transaction: Transaction): Promise<void>;
}
export type NamedSeed = { name: string; module: SeedModule };

function runner(sequelize: Sequelize, seeds: NamedSeed[], tableName: string) {
  return new Umzug<SeedContext>({
    migrations: seeds.map(({ name, module }) => ({
      name,
      up: ({ context }) => context.sequelize.transaction((t) => module.run(context, t)),
    })),
    context: { sequelize },
    storage: new SequelizeStorage({ sequelize, tableName }),
    logger: undefined,
  });
}

/** Reference data (roles, statuses, countries, classes, configuration defaults, products): every environment. */
export async function seedReference(sequelize: Sequelize): Promise<string[]> {
  return (await runner(sequelize, referenceSeeds, 'schema_seeds').up()).map((s) => s.name);
}

/** Demo accounts and portfolio: development only; refused in production. */
export async function seedDemo(sequelize: Sequelize, appEnv: string): Promise<string[]> {
  if (appEnv === 'production') throw new Error('Demo data is never loaded when APP_ENV=production.');
  return (await runner(sequelize, demoSeeds, 'schema_demo_seeds').up()).map((s) => s.name);
}
