import type { AgentIpDetailJson } from '@iprenew/models';
import { formatDate } from '@iprenew/models/browser';
import { Link, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import type { FlashMessage } from '~/lib/session.server';
import { CardTable } from './CardTable';
import { IpCard } from './IpCard';
import { JobPager } from './JobPager';
import { statusLabel } from './labels';

/**
 * The agent's IP detail ({type}/detail/{id}, ACL-28): the IP card (AGT-8) with the Renewal
 * Notification label and button (G-31), and the agent's own applications on the record, 5 per page
 * (POR-20), each opening its job page. A table on wide screens, cards on a phone (jobs.css).
 */
export function IpDetailPage() {
  const { detail, flash } = useLoaderData<{ detail: AgentIpDetailJson; flash: FlashMessage | null }>();
  const { t } = useTranslation('jobs');
  const location = useLocation();
  const { ip, applications } = detail;
  const lastPage = Math.max(1, Math.ceil(applications.total / applications.perPage));
  const title = ip.name ?? ip.filing_no ?? t(detail.model_type === 'search' ? 'ipDetail.searchTitle' : 'ipDetail.title');
  return (
    <>
      <p className="jobs-back">
        <Link to="/dashboard/application/all">‹ {t('ipDetail.back')}</Link>
      </p>
      <PageHeader title={title} lead={`${t(detail.model_type === 'search' ? 'ipDetail.searchTitle' : 'ipDetail.title')} · ${t(`enums:ipType.${ip.type_id}`)}`} />
      {flash ? <Alert tone={flash.type === 'success' ? 'success' : 'error'}>{t(flash.message, flash.params ?? {})}</Alert> : null}
      <div className="jobs-detail" data-testid="ip-detail">
        <div className="jobs-detail__main">
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
                  <span className={`jobs-status jobs-status--${row.status_id}`}>{statusLabel(t, row.service_id, row.status_id)}</span>
                </td>
                <td data-label={t('ipDetail.completedAt')}>{row.completed_at ? formatDate(row.completed_at) : '—'}</td>
              </tr>
            ))}
          </CardTable>
        </div>
        <div className="jobs-detail__side">
          <IpCard ip={ip} owner={detail.owner} logoHref={`/dashboard/application/${detail.latest_application_id}/logo`} />
        </div>
      </div>
    </>
  );
}
