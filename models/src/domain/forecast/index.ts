/** The renewal-cost forecast (issue 18, ADR 074). */
export { forecastRenewals, type ForecastRenewalsInput } from './forecast-renewals';
export { renewalForecastWorkbook, type ForecastWorkbookFile, type ForecastWorkbookInput } from './forecast-workbook';
export {
  FORECAST_MAX_RECORDS,
  FORECAST_MONTHS,
  FORECAST_MONTHS_INVALID,
  forecastMonthsOf,
  type ForecastCountry,
  type ForecastMonth,
  type ForecastMonths,
  type ForecastRow,
  type ForecastRowState,
  type RenewalForecast,
  type UndatedRecord,
} from './shared';
