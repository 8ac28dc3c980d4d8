import { formatDate } from '@iprenew/models/browser';
import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { CardTable } from './CardTable';
import { JobPager } from './JobPager';
import { statusLabel } from './labels';

export interface IpApplicationRow {
  id: number;
  reference: string;
  href: string;
  application_date: string | Date;
  service_id: number;
  status_id: number | null;
  completed_at: string | Date | null;
}

/**
 * The applications on one IP record, 5 per page (POR-20), for the agent's and the customer's IP detail
 * (ACL-28): a table on wide screens, cards on a phone (jobs.css). A row without a status shows the
 * error note (POR-21).
 */
export function IpApplicationsTable({ applications }: { applications: { rows: IpApplicationRow[]; total: number; page: number; perPage: number } }) {
  const { t } = useTranslation('jobs');
  const location = useLocation();
  const lastPage = Math.max(1, Math.ceil(applications.total / applications.perPage));
  return (
    <CardTable
      id="ip-applications-title"
      testId="ip-applications"
      title={`${t('ipDetail.applications')} (${applications.total})`}
      empty={applications.rows.length === 0 ? t('ipDetail.none') : null}
      columns={[t('ipDetail.reference'), t('ipDetail.service'), t('ipDetail.status'), t('ipDetail.completedAt')]}
      after={<JobPager page={applications.page} lastPage={lastPage} query={new URLSearchParams(location.search)} />}
    >
      {applications.rows.map((row) => (
        <tr key={row.id} className="jobs-row" data-testid={`ip-application-${row.reference}`}>
          <th scope="row" className="jobs-row__ref">
            <Link to={row.href} className="jobs-row__link">
              {row.reference}
            </Link>
            <span className="jobs-row__date">{formatDate(row.application_date)}</span>
          </th>
          <td data-label={t('ipDetail.service')}>{t(`enums:service.${row.service_id}`)}</td>
          <td data-label={t('ipDetail.status')}>
            {row.status_id === null ? (
              <span className="field__error" data-testid="status-error">
                {t('ipDetail.customer.statusError')}
              </span>
            ) : (
              <span className={`jobs-status jobs-status--${row.status_id}`}>{statusLabel(t, row.service_id, row.status_id)}</span>
            )}
          </td>
          <td data-label={t('ipDetail.completedAt')}>{row.completed_at ? formatDate(row.completed_at) : '—'}</td>
        </tr>
      ))}
    </CardTable>
  );
}
