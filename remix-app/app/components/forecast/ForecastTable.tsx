import type { ForecastRow, RenewalForecast } from '@iprenew/models';
import { formatDate, yearNumber } from '@iprenew/models/browser';
import { useTranslation } from '~/lib/i18n/react';
import { Money } from '~/components/Money';
import { useCountryName } from '~/components/useCountryName';
import type { CurrencyDisplay } from '~/lib/currency.server';
import { useMonthLabels } from './forecast-labels';

/**
 * The forecast as a table grouped by month (issue 18, ADR 074): each record due, its estimate (or why
 * it has none), a subtotal per month and the total; empty months say so. The chart's text equivalent.
 * Below 48rem of its box rows stack as cards (the co-table styles) so nothing scrolls sideways.
 */
export function ForecastTable({ forecast, display }: { forecast: RenewalForecast; display: CurrencyDisplay }) {
  const { t } = useTranslation('ip-records');
  const countryOf = useCountryName();
  const months = useMonthLabels();
  const money = (myr: string) => <Money myr={myr} currency={display.currency} rates={display.rates} />;
  const columns = 7;

  const estimateCell = (row: ForecastRow) =>
    row.state === 'priced' && row.fee !== null ? (
      <td className="co-num" data-label={t('forecast.columns.estimate')} data-testid="forecast-fee" data-myr={row.fee}>
        {money(row.fee)}
        <a className="fc-check" href={`/price-checker?${row.checker_query}`}>
          {t('forecast.checkPrice')}
        </a>
      </td>
    ) : (
      <td className="fc-note" data-label={t('forecast.columns.estimate')} data-testid="forecast-unpriced">
        <strong>{t('forecast.notPriced')}</strong>
        <span className="fc-reason">{t(row.reason ?? 'pricing:service_not_available')}</span>
      </td>
    );

  return (
    <div className="co-table-wrap">
      <table className="co-table fc-table" data-testid="forecast-table">
        <caption className="visually-hidden">{t('forecast.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('forecast.columns.dueDate')}</th>
            <th scope="col">{t('forecast.columns.type')}</th>
            <th scope="col">{t('forecast.columns.name')}</th>
            <th scope="col">{t('forecast.columns.country')}</th>
            <th scope="col">{t('forecast.columns.number')}</th>
            <th scope="col">{t('forecast.columns.year')}</th>
            <th scope="col" className="co-num">
              {t('forecast.columns.estimate')}
            </th>
          </tr>
        </thead>
        {forecast.groups.map((group) => (
          <tbody key={group.month} className="fc-month" data-month={group.month}>
            <tr className="fc-month__head">
              <th scope="colgroup" colSpan={columns} id={`fc-${group.month}`}>
                {months.long(group.month)}
              </th>
            </tr>
            {group.rows.length === 0 ? (
              <tr className="fc-month__empty">
                <td colSpan={columns}>{t('forecast.nothingDue')}</td>
              </tr>
            ) : (
              group.rows.map((row) => (
                <tr key={row.ip_id} data-testid="forecast-row" data-state={row.state} data-checker={row.checker_query}>
                  <td data-label={t('forecast.columns.dueDate')} className="fc-date">{formatDate(row.due_date)}</td>
                  <td data-label={t('forecast.columns.type')}>{t(`enums:ipType.${row.type_id}`)}</td>
                  <td data-label={t('forecast.columns.name')} className="fc-name">
                    {row.name || '—'}
                  </td>
                  <td data-label={t('forecast.columns.country')}>{row.country ? countryOf(row.country.name, row.country.iso2) : '—'}</td>
                  <td data-label={t('forecast.columns.number')} className="fc-number">
                    {row.number ?? '—'}
                  </td>
                  <td data-label={t('forecast.columns.year')}>{row.select_year ? t('forecast.yearValue', { year: yearNumber(row.select_year) }) : '—'}</td>
                  {estimateCell(row)}
                </tr>
              ))
            )}
            {group.rows.length > 0 ? (
              <tr className="fc-subtotal">
                <th scope="row" colSpan={columns - 1}>
                  {t('forecast.subtotal', { month: months.long(group.month) })}
                </th>
                <td className="co-num" data-testid="forecast-subtotal" data-myr={group.subtotal}>
                  {money(group.subtotal)}
                </td>
              </tr>
            ) : null}
          </tbody>
        ))}
        <tfoot>
          <tr className="co-table__total">
            <th scope="row" colSpan={columns - 1}>
              {t('forecast.total')}
            </th>
            <td className="co-num" data-testid="forecast-total" data-myr={forecast.total}>
              {money(forecast.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
