import type { Sequelize } from 'sequelize';
import { getConfig } from '../config/env';
import { initModels } from '../models/index';
import { createSequelize } from './connection';

let shared: Sequelize | undefined;

/** The process-wide connection with every model registered, opened on first use from DATABASE_URL. */
export function getSequelize(): Sequelize {
  if (!shared) {
    shared = createSequelize(getConfig().databaseUrl);
    initModels(shared);
  }
  return shared;
}

/** Makes `sequelize` the process-wide connection (tests and scripts that open their own). */
export function useSequelize(sequelize: Sequelize): void {
  initModels(sequelize);
  shared = sequelize;
}

export async function closeSequelize(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.close();
}
