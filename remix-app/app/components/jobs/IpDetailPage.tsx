import type { AgentIpDetailJson } from '@iprenew/models';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import type { FlashMessage } from '~/lib/session.server';
import { IpCard } from './IpCard';
import { IpApplicationsTable } from './IpApplicationsTable';

/**
 * The agent's IP detail ({type}/detail/{id}, ACL-28): the IP card (AGT-8) with the Renewal
 * Notification label and button (G-31), and the agent's own applications on the record, 5 per page
 * (POR-20), each opening its job page. A table on wide screens, cards on a phone (jobs.css).
 */
export function IpDetailPage() {
  const { detail, flash } = useLoaderData<{ detail: AgentIpDetailJson; flash: FlashMessage | null }>();
  const { t } = useTranslation('jobs');
  const { ip, applications } = detail;
  const title = ip.name ?? ip.filing_no ?? t(detail.model_type === 'search' ? 'ipDetail.searchTitle' : 'ipDetail.title');
  return (
    <>
      <p className="jobs-back">
        <Link to="/dashboard/application/all">‹ {t('ipDetail.back')}</Link>
      </p>
      <PageHeader title={title} lead={`${t(detail.model_type === 'search' ? 'ipDetail.searchTitle' : 'ipDetail.title')} · ${t(`enums:ipType.${ip.type_id}`)}`} />
      {flash ? <Alert flash={flash} tone={flash.type === 'success' ? 'success' : 'error'}>{t(flash.message, flash.params ?? {})}</Alert> : null}
      <div className="jobs-detail" data-testid="ip-detail">
        <div className="jobs-detail__main">
          <IpApplicationsTable applications={applications} />
        </div>
        <div className="jobs-detail__side">
          <IpCard ip={ip} owner={detail.owner} logoHref={`/dashboard/application/${detail.latest_application_id}/logo`} />
        </div>
      </div>
    </>
  );
}
