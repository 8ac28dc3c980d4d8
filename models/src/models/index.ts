import type { Sequelize } from 'sequelize';
import { accountModels } from './registry-accounts';
import { commerceModels } from './registry-commerce';

export * from './registry-accounts';
export * from './registry-commerce';

/** A model class as registered here: `Model.init` inside `initModel`, associations in `associate`. */
export interface RegisteredModel {
  name: string;
  initModel(sequelize: Sequelize): unknown;
  associate?(): void;
}

const allModels: RegisteredModel[] = [...accountModels, ...commerceModels];

const initialised = new WeakSet<Sequelize>();

/** Registers every model on `sequelize`, then their associations. Safe to call twice. */
export function initModels(sequelize: Sequelize): void {
  if (initialised.has(sequelize)) return;
  for (const model of allModels) model.initModel(sequelize);
  for (const model of allModels) model.associate?.();
  initialised.add(sequelize);
}
