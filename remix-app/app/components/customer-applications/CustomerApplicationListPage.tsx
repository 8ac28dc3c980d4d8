import type { CustomerApplicationRowJson } from '@iprenew/models';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { JobFilters } from '~/components/jobs/JobFilters';
import { JobPager } from '~/components/jobs/JobPager';
import { RowCells } from '~/components/jobs/JobRows';
import { statusLabel } from '~/components/jobs/labels';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
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
              <RowCells row={row} ipLabel={t('customer.columns.ip')} typeLabel={t('customer.columns.type')} />
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
