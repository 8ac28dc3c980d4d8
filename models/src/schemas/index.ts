export * from './language';
export * from './product-costs';
export * from './auth';
export * from './account';
export * from './profile';
export * from './users';
export * from './dates';
