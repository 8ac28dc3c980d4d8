import type { RequestEntryJson } from '@iprenew/models';
import { applicationStatusLabelKey } from '@iprenew/models/browser';
import type { RequestListRow } from '~/routes/dashboard+/_customer+/request-page.server';
import { useListTime } from '~/components/useListTime';
import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { useCountryName } from '~/components/useCountryName';

/** The customer's label of a request's status (3 reads 'Pending Payment'; a search's report ready reads so), translated. */
function useStatusOf(serviceId: number) {
  const { t } = useTranslation('orders');
  return (statusId: number | null) => (statusId ? t(applicationStatusLabelKey(serviceId, statusId)) : '—');
}

/** POR-38: reference, type, status name, created_at, classification and goods, with a link to the detail. */
export function RequestList({ entries, serviceId, base, emptyKey }: { entries: RequestListRow[]; serviceId: number; base: string; emptyKey: string }) {
  const { t } = useTranslation('orders');
  const formatListTime = useListTime();
  const statusOf = useStatusOf(serviceId);
  if (entries.length === 0) return <p className="cart-form__empty">{t(emptyKey)}</p>;
  return (
    <div className="table-scroll">
      <table className="cart-table cart-table--stack" data-testid="request-list">
        <thead>
          <tr>
            <th>{t('request.columns.reference')}</th>
            <th>{t('request.columns.type')}</th>
            <th>{t('request.columns.status')}</th>
            <th>{t('request.columns.created_at')}</th>
            <th>{t('request.columns.classification')}</th>
            <th>{t('request.columns.goods')}</th>
            <th>
              <span className="visually-hidden">{t('request.columns.view')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{entry.reference}</td>
              <td data-label={t('request.columns.type')}>{t(`pricing:types.${entry.type_id}`)}</td>
              <td data-label={t('request.columns.status')}>{statusOf(entry.status_id)}</td>
              <td data-label={t('request.columns.created_at')}>{entry.created_at ? formatListTime(entry.created_at) : ''}</td>
              <td data-label={t('request.columns.classification')}>{entry.classifications.map((row) => row.term).join(', ')}</td>
              <td data-label={t('request.columns.goods')}>{entry.classifications.map((row) => row.goods).join('; ')}</td>
              <td>
                <Link to={`${base}/${entry.id}`} className="button button--secondary button--small">
                  {t('request.columns.view')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** POR-37, POR-40: one search request / application, read only. */
export function RequestDetail({ entry, base, logoUrl }: { entry: RequestEntryJson; base: string; logoUrl: string }) {
  const { t } = useTranslation('orders');
  const statusOf = useStatusOf(entry.service_id);
  const formatListTime = useListTime();
  const countryOf = useCountryName();
  return (
    <section className="panel">
      <dl className="readonly-list">
        <div>
          <dt>{t('request.columns.reference')}</dt>
          <dd>{entry.reference}</dd>
        </div>
        <div>
          <dt>{t('request.columns.status')}</dt>
          <dd>{statusOf(entry.status.id)}</dd>
        </div>
        <div>
          <dt>{t('request.columns.type')}</dt>
          <dd>{t(`pricing:types.${entry.type_id}`)}</dd>
        </div>
        <div>
          <dt>{t('request.columns.country')}</dt>
          <dd>{entry.country_name ? countryOf(entry.country_name, entry.country_iso2) : '—'}</dd>
        </div>
        <div>
          <dt>{t('request.columns.created_at')}</dt>
          <dd>{entry.created_at ? formatListTime(entry.created_at) : ''}</dd>
        </div>
        <div>
          <dt>{t('request.detail.description')}</dt>
          <dd>{entry.description ?? '—'}</dd>
        </div>
        {entry.service_id === 2 ? (
          <>
            <div>
              <dt>{t('request.detail.applicant')}</dt>
              <dd>{entry.applicant ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('request.detail.partners')}</dt>
              <dd>{entry.partners.length ? entry.partners.join(', ') : '—'}</dd>
            </div>
            <div>
              <dt>{t('request.detail.englishOnly')}</dt>
              <dd>{entry.is_english_only ? t('request.detail.yes') : t('request.detail.no')}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t('request.detail.logo')}</dt>
          <dd>{entry.logo ? <img src={logoUrl} alt={t('request.detail.logo')} className="request-logo" /> : t('request.detail.noLogo')}</dd>
        </div>
      </dl>
      <h2 className="panel__title">{t('request.fields.classifications')}</h2>
      <table className="cart-table">
        <thead>
          <tr>
            <th>{t('request.columns.classification')}</th>
            <th>{t('request.columns.goods')}</th>
          </tr>
        </thead>
        <tbody>
          {entry.classifications.map((row, index) => (
            <tr key={index}>
              <td>{row.class_no ? `${row.class_no} — ${row.term}` : row.term}</td>
              <td>{row.goods}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Link to={base}>{t('request.detail.back')}</Link>
      </p>
    </section>
  );
}
