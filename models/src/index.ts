/** Server-side entry of the core package: models, database, configuration, domain operations. */
export * from './config/env';
export * from './constants/index';
export * from './errors/index';
export * from './db/connection';
export * from './db/database';
export * from './db/migrator';
export * from './models/index';
export * from './policies/index';
export * from './schemas/index';
export { catalogue, isLanguage, NAMESPACES, type Namespace } from './i18n/index';
export * from './mail/index';
export * from './storage/index';
export * from './domain/sessions/index';
export * from './domain/jobs/index';
export * from './domain/auth/index';
export * from './domain/account/index';
export * from './domain/users/index';
