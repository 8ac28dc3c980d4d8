export * from './language';
export * from './product-costs';
