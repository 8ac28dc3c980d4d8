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

/**
 * Registers every model on the process-wide connection (opened on its first query) without handing the
 * connection out: a server calls it when it loads a Remix build, which bundles its own copy of this
 * package (remix-app/server/remix-handler.ts).
 */
export function openModels(): void {
  getSequelize();
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
