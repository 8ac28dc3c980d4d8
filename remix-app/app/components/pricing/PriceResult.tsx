import { formatDate, yearNumber, type FeeLine } from '@iprenew/models/browser';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { useCountryName } from '~/components/useCountryName';
import { CurrencyDisclaimer } from '~/components/CurrencyDisclaimer';
import { CurrencySwitch } from '~/components/CurrencySwitch';
import { Money } from '~/components/Money';
import type { PriceCheckerData } from '~/routes/_public+/price-checker.server';

/**
 * The itemised price (CAT-26, CAT-46): each line of the engine's breakdown, the surcharges and the
 * total in the display currency; or 'Current service is not available' (CAT-24, G-35), or the
 * fields to correct.
 */

type Data = Pick<PriceCheckerData, 'result' | 'notAvailable' | 'fieldErrors' | 'supportEmail' | 'currency'>;

const SLOT = '\u0000';

/** A translated sentence with one React node (a link, an amount) in place of its placeholder. */
function withSlot(text: string, node: ReactNode): ReactNode {
  const [before = '', after = ''] = text.split(SLOT);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}

function lineLabel(line: FeeLine, t: (key: string) => string): string {
  if (line.kind === 'charge') return line.label && line.label !== 'Charges' ? `${t('lines.charge')}: ${line.label}` : t('lines.charge');
  return t(`lines.${line.key}`);
}

export function PriceResult({ data, redirectTo, busy }: { data: Data; redirectTo: string; busy: boolean }) {
  const { t } = useTranslation('pricing');
  const countryOf = useCountryName();
  const { result, currency } = data;
  const money = (myr: string) => <Money myr={myr} currency={currency.currency} rates={currency.rates} />;
  const errorKeys = Object.values(data.fieldErrors).flat();

  return (
    <section className={`pc-result${busy ? ' pc-result--busy' : ''}`} aria-labelledby="pc-result-title" aria-live="polite" aria-busy={busy}>
      <div className="pc-result__head">
        <h2 id="pc-result-title">{t('checker.resultTitle')}</h2>
        <CurrencySwitch current={currency.currency} redirectTo={redirectTo} />
      </div>

      {data.notAvailable ? (
        <div className="pc-alert pc-alert--warning" role="alert" data-testid="pc-not-available">
          <p className="pc-alert__title">{t('service_not_available')}</p>
          {data.supportEmail ? (
            <p>
              {withSlot(t('notAvailableHelp', { email: SLOT }), <a href={`mailto:${data.supportEmail}`}>{data.supportEmail}</a>)}
            </p>
          ) : null}
        </div>
      ) : errorKeys.length > 0 ? (
        <div className="pc-alert pc-alert--error" role="alert">
          <p className="pc-alert__title">{t('checker.errorsTitle')}</p>
          <ul>
            {[...new Set(errorKeys)].map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </div>
      ) : !result ? (
        <p className="pc-result__empty">{t('checker.resultEmpty')}</p>
      ) : (
        <div data-testid="pc-price">
          <p className="pc-result__meta">
            {countryOf(result.product.country_name, result.product.country_iso2)} · {t(`feeTypes.${result.fee_type}`)}
          </p>
          <table className="pc-table">
            <thead>
              <tr>
                <th scope="col">{t('checker.item')}</th>
                <th scope="col" className="pc-table__amount">
                  {t('checker.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.detail.map((line) => (
                <tr key={line.key} className={line.kind === 'surcharge' ? 'pc-table__surcharge' : undefined} data-line={line.key}>
                  <th scope="row">{lineLabel(line, t)}</th>
                  <td className="pc-table__amount" data-myr={line.amount}>
                    {money(line.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('checker.total')}</th>
                <td className="pc-table__amount" data-testid="pc-total" data-myr={result.fee}>
                  {money(result.fee)}
                </td>
              </tr>
            </tfoot>
          </table>
          {result.additional_fee !== '0.00' ? <p className="pc-result__note">{withSlot(t('checker.surchargesIncluded', { amount: SLOT }), money(result.additional_fee))}</p> : null}
          {result.expiry_date ? <p className="pc-result__note">{t('checker.expiryResult', { date: formatDate(result.expiry_date) })}</p> : null}
          {result.selected_years?.length ? (
            <p className="pc-result__note">
              {t('checker.yearsResult', {
                from: t('checker.yearOption', { year: yearNumber(result.selected_years[0]!.year_granted) }),
                to: t('checker.yearOption', { year: yearNumber(result.selected_years.at(-1)!.year_granted) }),
                count: result.selected_years.length,
              })}
            </p>
          ) : null}
          <p className="pc-result__order">{t('checker.orderHint')}</p>
          <div className="pc-result__actions">
            <a className="button button--accent" href="/login?role=client">
              {t('checker.signIn')}
            </a>
            <a className="pc-link" href="/register">
              {t('checker.register')}
            </a>
          </div>
        </div>
      )}
      <CurrencyDisclaimer fetchedAt={currency.fetchedAt} stale={currency.rates === null} className="pc-result__disclaimer" />
    </section>
  );
}
