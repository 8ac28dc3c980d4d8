import type { CustomerApplicationRowJson } from '@iprenew/models';
import { formatDate } from '@iprenew/models/browser';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { JobFilters } from '~/components/jobs/JobFilters';
import { JobPager } from '~/components/jobs/JobPager';
import { numbersOf } from '~/components/jobs/JobRows';
import { statusLabel } from '~/components/jobs/labels';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import { useCountryName } from '~/components/useCountryName';
import type { customerApplicationListLoader } from '~/routes/dashboard+/_customer+/customer-applications.server';

/**
 * The customer's application list (POR-26): the filters (status codes of POR-13 with Completed,
 * ⚑AMB-24; type; search; page size), the rows — a table on wide screens, cards on a phone — the count
 * and the pages. An unread application (ADR 032) is marked with a dot and the word. A failed read shows
 * 'Fail to retrieve application' over an empty list.
 */
export function CustomerApplicationListPage() {
  const { page, loadError } = useLoaderData<typeof customerApplicationListLoader>();
  const { t } = useTranslation('applications');
  const location = useLocation();
  const title = t('customer.title');
  const lastPage = Math.max(1, Math.ceil(page.total / page.perPage));
  const first = page.total === 0 ? 0 : (page.page - 1) * page.perPage + 1;
  const last = Math.min(page.total, page.page * page.perPage);
  const filtered = page.typeId !== 0 || page.status !== 0 || page.search !== '';
  const statusFilter = { name: 'status', options: page.statuses.map((code) => ({ value: code, label: t(`customer.statusFilter.${code}`) })) };
  return (
    <>
      <PageHeader title={title} lead={t('customer.lead')} />
      {loadError ? <Alert tone="error">{t(loadError)}</Alert> : null}
      <section className="panel jobs-panel" aria-label={title}>
        <JobFilters typeId={page.typeId} appStatus={page.status} search={page.search} perPage={page.perPage} statuses={[]} statusFilter={statusFilter} searchPlaceholder={t('customer.searchPlaceholder')} />
        {page.rows.length === 0 ? (
          loadError ? null : (
            <p className="jobs-empty" data-testid="applications-empty">
              {t('customer.empty')} {filtered ? <Link to=".">{t('jobs:list.filters.reset')}</Link> : null}
            </p>
          )
        ) : (
          <>
            <p className="jobs-count" data-testid="applications-count">
              {t('jobs:list.count', { first, last, total: page.total })}
            </p>
            <CustomerApplicationRows rows={page.rows} caption={title} />
          </>
        )}
        <JobPager page={page.page} lastPage={lastPage} query={new URLSearchParams(location.search)} />
      </section>
    </>
  );
}

function CustomerApplicationRows({ rows, caption }: { rows: CustomerApplicationRowJson[]; caption: string }) {
  const { t } = useTranslation('applications');
  const countryName = useCountryName();
  return (
    <div className="jobs-table-wrap">
      <table className="jobs-table" data-testid="application-rows">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('customer.columns.reference')}</th>
            <th scope="col">{t('customer.columns.ip')}</th>
            <th scope="col">{t('customer.columns.type')}</th>
            <th scope="col">{t('customer.columns.service')}</th>
            <th scope="col">{t('customer.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.unread ? 'jobs-row jobs-row--unread' : 'jobs-row'} data-testid={`application-row-${row.reference}`}>
              <th scope="row" className="jobs-row__ref">
                {row.unread ? (
                  <span className="jobs-unread" title={t('jobs:list.unreadHint')}>
                    <span className="jobs-unread__dot" aria-hidden="true" />
                    <span className="jobs-unread__label">{t('jobs:list.unread')}</span>
                  </span>
                ) : null}
                <Link to={row.href} className="jobs-row__link">
                  {row.reference}
                </Link>
                <span className="jobs-row__date">{formatDate(row.application_date)}</span>
              </th>
              <td data-label={t('customer.columns.ip')}>
                <span className="jobs-row__name">{row.ip.name ?? '—'}</span>
                {numbersOf(row.ip) ? <span className="jobs-row__numbers">{numbersOf(row.ip)}</span> : null}
              </td>
              <td data-label={t('customer.columns.type')}>
                {t(`enums:ipType.${row.type_id}`)}
                {row.ip.country_iso2 ? <span className="jobs-row__meta">{countryName(row.ip.country, row.ip.country_iso2)}</span> : null}
              </td>
              <td data-label={t('customer.columns.service')}>{t(`enums:service.${row.service_id}`)}</td>
              <td data-label={t('customer.columns.status')}>
                <span className={`jobs-status jobs-status--${row.status_id}`} data-testid="application-status">
                  {statusLabel(t, row.service_id, row.status_id)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
