import { FORECAST_MONTHS_INVALID, forecastMonthsOf, forecastRenewals, isAppError, renewalForecastWorkbook, type ForecastMonths, type RenewalForecast } from '@iprenew/models';
import { loadCurrencyDisplay, type CurrencyDisplay } from '~/lib/currency.server';
import { fileResponse } from '~/lib/file-response.server';
import { requirePage } from '~/lib/guard.server';
import { requestLanguage, translate } from '~/lib/i18n.server';

/**
 * The renewal-cost forecast's page and download (issue 18, ADR 074): thin callers of forecastRenewals.
 * `?months=` is 12 (default) or 24; anything else shows 12 with the field's message.
 */

export interface ForecastPageData {
  months: ForecastMonths;
  /** A message key when ?months= was neither 12 nor 24. */
  monthsError: string | null;
  forecast: RenewalForecast | null;
  loadError: string | null;
  display: CurrencyDisplay;
}

/** The horizon the query asks for: absent → 12; bad → 12 with the message. */
export function monthsOfQuery(url: URL): { months: ForecastMonths; error: string | null } {
  const raw = url.searchParams.get('months');
  if (raw === null) return { months: 12, error: null };
  const months = forecastMonthsOf(raw);
  return months === null ? { months: 12, error: FORECAST_MONTHS_INVALID } : { months, error: null };
}

export async function loadForecastPage(request: Request): Promise<ForecastPageData> {
  const { actor } = await requirePage(request, 'dashboard.forecast');
  const { months, error } = monthsOfQuery(new URL(request.url));
  const [result, display] = await Promise.all([
    forecastRenewals({ actor, months }).then(
      (forecast) => ({ forecast, loadError: null }),
      (failure: unknown) => {
        if (!isAppError(failure)) throw failure;
        return { forecast: null, loadError: failure.messageKey };
      },
    ),
    loadCurrencyDisplay(request),
  ]);
  return { months, monthsError: error, ...result, display };
}

/** GET /dashboard/forecast/export?months=12|24: the forecast as xlsx, in the reader's language and display currency. */
export async function downloadForecast(request: Request): Promise<Response> {
  const { actor } = await requirePage(request, 'dashboard.forecast.export');
  const url = new URL(request.url);
  const raw = url.searchParams.get('months');
  const months = raw === null ? 12 : forecastMonthsOf(raw);
  const language = await requestLanguage(request);
  if (months === null) {
    return new Response(translate(language, FORECAST_MONTHS_INVALID), { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });
  }
  const [forecast, display] = await Promise.all([forecastRenewals({ actor, months }), loadCurrencyDisplay(request)]);
  const file = await renewalForecastWorkbook({ forecast, language, currency: display.currency, rates: display.rates });
  return fileResponse({ buffer: file.body, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', filename: file.filename });
}
