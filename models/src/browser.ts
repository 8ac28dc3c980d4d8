/** Browser-safe entry: constants, schemas, policies and the i18n catalogue. No Node imports. */
export * from './constants/index';
export * from './i18n/index';
export { displayKey } from './i18n/display-key';
export { applicationStatusLabelKey } from './i18n/status-label';
export { historyText, type HistoryEntryText, type HistoryTranslate } from './i18n/history-text';
export * from './i18n/country-name';
export * from './policies/index';
export * from './schemas/index';
export { EXPIRING_SOON_DAYS, EXPIRY_RED_DAYS, ipDisplayStatus, ipExpiryTone, type IpDisplayStatus } from './domain/ip-records/display-status';
export { packPlaces, unpackPlaces, type PackedPlaces } from './domain/places/packed-places';
export type { Place } from './domain/places/shared';
export { FORECAST_MAX_RECORDS, FORECAST_MONTHS, forecastMonthsOf, type ForecastMonths } from './domain/forecast/shared';
export { IMPORT_FIELDS, type ImportField } from './domain/portfolio-import/fields';
