export * from './fallback-rates';
export * from './load-display-rates';
export * from './refresh-currency-rates';
