import { addCalendarDays, FORECAST_MAX_RECORDS, FORECAST_MONTHS, formatDate } from '@iprenew/models/browser';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useSubmit } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import checkoutStyles from '~/components/checkout/checkout.css?url';
import { CurrencyDisclaimer } from '~/components/CurrencyDisclaimer';
import forecastStyles from '~/components/forecast/forecast.css?url';
import { ForecastChart } from '~/components/forecast/ForecastChart';
import { ForecastTable } from '~/components/forecast/ForecastTable';
import { Money } from '~/components/Money';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import { navTitle } from '~/components/shell/meta';
import { useCountryName } from '~/components/useCountryName';
import { loadForecastPage } from '~/routes/dashboard+/_customer+/forecast.server';

/**
 * The renewal-cost forecast (issue 18, ADR 074): the member's records falling due in the next 12 or 24
 * months, per month, each priced as an on-time renewal at its due date with today's price sheets —
 * marked as an estimate — as a bar chart and a table with subtotals and the total, in the display
 * currency, and as an xlsx download. The rules live in models (forecastRenewals).
 */
export const handle = { i18n: ['common', 'nav', 'ip-records', 'pricing', 'enums', 'site', 'countries', 'messages'] };
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: checkoutStyles },
  { rel: 'stylesheet', href: forecastStyles },
];
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.forecast');

export const loader = ({ request }: LoaderFunctionArgs) => loadForecastPage(request);

export default function RenewalForecast() {
  const { months, monthsError, forecast, loadError, display } = useLoaderData<typeof loader>();
  const { t } = useTranslation('ip-records');
  const submit = useSubmit();
  const countryOf = useCountryName();

  return (
    <>
      <PageHeader title={t('forecast.title')} lead={t('forecast.intro', { months })} />
      {monthsError ? <Alert tone="error">{t(monthsError)}</Alert> : null}
      {loadError ? <Alert tone="error">{t(loadError)}</Alert> : null}
      <section className="panel">
        <Form method="get" className="fc-controls" onChange={(event) => submit(event.currentTarget, { method: 'get', replace: true })}>
          <div>
            <label id="fc-period-label" htmlFor="fc-months">
              {t('forecast.period')}
            </label>
            <select id="fc-months" name="months" className="field__input" defaultValue={String(months)} key={months}>
              {FORECAST_MONTHS.map((option) => (
                <option key={option} value={option}>
                  {t('forecast.periodOption', { months: option })}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--secondary">
            {t('forecast.show')}
          </button>
          {forecast ? (
            <a className="button button--primary" href={`/dashboard/forecast/export?months=${months}`} download data-testid="forecast-download">
              {t('forecast.download')}
            </a>
          ) : null}
        </Form>
        <p className="fc-note-text">
          <span className="fc-badge">{t('forecast.estimate')}</span> {t('forecast.estimateNote')}
        </p>
      </section>

      {forecast ? (
        <>
          <section className="panel" aria-labelledby="fc-summary-title">
            <h2 id="fc-summary-title" className="visually-hidden">
              {t('forecast.total')}
            </h2>
            <div className="fc-summary">
              <span>{t('forecast.window', { from: formatDate(forecast.from), until: formatDate(addCalendarDays(forecast.until, -1)) })}</span>
              <span>{t('forecast.summary', { records: forecast.counts.records, priced: forecast.counts.priced })}</span>
              <span className="fc-summary__total">
                {t('forecast.total')}: <Money myr={forecast.total} currency={display.currency} rates={display.rates} />
              </span>
            </div>
            {forecast.counts.unpriced + forecast.counts.in_progress > 0 ? <p className="fc-note-text">{t('forecast.unpricedNote', { count: forecast.counts.unpriced + forecast.counts.in_progress })}</p> : null}
            {forecast.truncated ? <Alert tone="info">{t('forecast.truncated', { max: FORECAST_MAX_RECORDS })}</Alert> : null}
            <CurrencyDisclaimer fetchedAt={display.fetchedAt} stale={!display.rates} />
          </section>
          <section className="panel">
            <ForecastChart groups={forecast.groups} display={display} />
          </section>
          <section className="panel" aria-labelledby="fc-table-title">
            <h2 id="fc-table-title" className="fc-chart__title">
              {t('forecast.tableCaption')}
            </h2>
            {forecast.counts.records === 0 ? <p data-testid="forecast-empty">{t('forecast.empty')}</p> : null}
            <ForecastTable forecast={forecast} display={display} />
          </section>
          {forecast.undated.length > 0 ? (
            <section className="panel fc-undated" aria-labelledby="fc-undated-title">
              <h2 id="fc-undated-title" className="fc-chart__title">
                {t('forecast.undatedTitle')}
              </h2>
              <p className="fc-note-text">{t('forecast.undatedIntro')}</p>
              <ul>
                {forecast.undated.map((record) => (
                  <li key={record.ip_id}>
                    {[t(`enums:ipType.${record.type_id}`), record.name || '—', record.country ? countryOf(record.country.name, record.country.iso2) : null, record.number].filter(Boolean).join(' · ')} — {t(record.reason)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </>
  );
}
