import type { ForecastMonth } from '@iprenew/models';
import { convertFromMyr, DEFAULT_CURRENCY, formatMoney } from '@iprenew/models/browser';
import { useTranslation } from '~/lib/i18n/react';
import type { CurrencyDisplay } from '~/lib/currency.server';
import { useMonthLabels } from './forecast-labels';

/**
 * The forecast per month as bars (issue 18, ADR 074): one row per month — its name, an inline SVG bar
 * proportional to the month's estimated subtotal, the amount in words. The bars are decoration
 * (aria-hidden); each row's text says the same, and the table below is the full text equivalent.
 * Horizontal rows keep the labels readable at 375 px with 25 months.
 */
export function ForecastChart({ groups, display }: { groups: ForecastMonth[]; display: CurrencyDisplay }) {
  const { t } = useTranslation('ip-records');
  const months = useMonthLabels();
  // Bar lengths only (display): the amounts themselves stay decimal strings.
  const max = groups.reduce((top, group) => Math.max(top, Number(group.subtotal)), 0);
  const shown = (myr: string) => (display.currency === DEFAULT_CURRENCY || !display.rates ? formatMoney(myr, DEFAULT_CURRENCY) : `≈ ${formatMoney(convertFromMyr(myr, display.currency, display.rates), display.currency)}`);
  return (
    <figure className="fc-chart" aria-labelledby="fc-chart-title" data-testid="forecast-chart">
      <figcaption>
        <h2 id="fc-chart-title" className="fc-chart__title">
          {t('forecast.chartTitle')} <span className="fc-badge">{t('forecast.estimate')}</span>
        </h2>
        <p className="fc-chart__desc">{t('forecast.chartDescription')}</p>
      </figcaption>
      <ul className="fc-chart__rows">
        {groups.map((group) => {
          const share = max === 0 ? 0 : Math.round((Number(group.subtotal) / max) * 10000) / 100;
          return (
            <li key={group.month} className="fc-chart__row" data-month={group.month}>
              <span className="fc-chart__label" title={months.long(group.month)}>
                {months.short(group.month)} {group.month.slice(2, 4)}
                <span className="visually-hidden"> ({months.long(group.month)})</span>
              </span>
              <svg className="fc-chart__bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
                <rect x="0" y="0" width="100" height="10" className="fc-chart__track" />
                {share > 0 ? <rect x="0" y="0" width={Math.max(share, 0.8)} height="10" className="fc-chart__fill" /> : null}
              </svg>
              <span className="fc-chart__amount">{shown(group.subtotal)}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
