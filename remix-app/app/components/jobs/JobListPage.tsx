import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import type { jobListLoader } from '~/routes/dashboard+/_agent+/job-list.server';
import { JobFilters } from './JobFilters';
import { JobPager } from './JobPager';
import { JobRows } from './JobRows';

/**
 * The agent's Jobs List and History List (AGT-2..5, AGT-7): filters, the rows (a table, cards on a
 * phone), the count and the pages. What the list holds, its order and its pages come from the loader
 * (listAgentJobs); a failed load shows 'Fail to Get Job List' over an empty list (AGT-3).
 */
export function JobListPage() {
  const { page, loadError } = useLoaderData<typeof jobListLoader>();
  const { t } = useTranslation('jobs');
  const location = useLocation();
  const title = t(`list.${page.list}Title`);
  const lastPage = Math.max(1, Math.ceil(page.total / page.perPage));
  const first = page.total === 0 ? 0 : (page.page - 1) * page.perPage + 1;
  const last = Math.min(page.total, page.page * page.perPage);
  const filtered = page.typeId !== 0 || page.appStatus !== 0 || page.search !== '';
  return (
    <>
      <PageHeader title={title} lead={t(`list.${page.list}Lead`)} />
      {loadError ? <Alert tone="error">{t(loadError)}</Alert> : null}
      <section className="panel jobs-panel" aria-label={title}>
        <JobFilters typeId={page.typeId} appStatus={page.appStatus} search={page.search} perPage={page.perPage} statuses={page.statuses} />
        {page.rows.length === 0 ? (
          loadError ? null : (
            <p className="jobs-empty" data-testid="jobs-empty">
              {t('list.empty')} {filtered ? <Link to=".">{t('list.filters.reset')}</Link> : null}
            </p>
          )
        ) : (
          <>
            <p className="jobs-count" data-testid="jobs-count">
              {t('list.count', { first, last, total: page.total })}
            </p>
            <JobRows rows={page.rows} caption={title} />
          </>
        )}
        <JobPager page={page.page} lastPage={lastPage} query={new URLSearchParams(location.search)} />
      </section>
    </>
  );
}
