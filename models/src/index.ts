/** Server-side entry of the core package: models, database, configuration, domain operations. */
export * from './config/env';
export * from './constants/index';
export * from './errors/index';
export * from './db/connection';
export * from './db/database';
export * from './db/migrator';
export * from './models/index';
