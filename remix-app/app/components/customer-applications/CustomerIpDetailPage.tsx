import type { IpDisplayStatus } from '@iprenew/models/browser';
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import type { TFunction } from 'i18next';
import { useTranslation } from '~/lib/i18n/react';
import { LogoUploadForm } from '~/components/application-files/LogoUploadForm';
import { useFileAction } from '~/components/application-files/answer';
import { IpCard } from '~/components/jobs/IpCard';
import { IpApplicationsTable } from '~/components/jobs/IpApplicationsTable';
import { statusLabel } from '~/components/jobs/labels';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import type { CustomerActionFailure } from '~/routes/dashboard+/_customer+/customer-applications.server';
import type { customerIpDetailLoader } from '~/routes/dashboard+/_customer+/customer-ip-detail.server';
import { AcknowledgeRate } from './AcknowledgeRate';
import { CustomerFilesCard } from './CustomerFilesCard';

const LOGO_FETCHER = 'customer-ip-logo';

/** POR-22..24: Expired, Expiring Soon, the latest application's status, or Active when there is none (ADR 075). */
function displayStatusText(t: TFunction, status: IpDisplayStatus): string {
  if (status.kind === 'expired') return t('enums:displayStatus.expired');
  if (status.kind === 'expiring_soon') return t('enums:displayStatus.expiringSoon');
  // A record without any application (an imported one, ADR 075) is Active, never POR-21's error note.
  if (status.kind === 'active') return t('enums:displayStatus.active');
  return status.service_id === null ? t('jobs:ipDetail.customer.noApplication') : statusLabel(t, status.service_id, status.status_id);
}

/**
 * The customer's IP detail ({type}/detail/{id}, ACL-28, POR-15..25, ADR 039), read only: the IP card
 * (POR-16, More toggle) with the display status and the expiry in red or green, Request Renewal when
 * can_request_renewal allows it (POR-17), the upload-logo dialog (POR-18/19) and the customer's
 * applications on the record, 5 per page (POR-20), each opening the customer's application page; a row
 * without status shows the error note (POR-21). For the latest application (ADR 046): Acknowledge / Rate
 * as the domain offers them and its visible files (POR-15).
 */
export function CustomerIpDetailPage() {
  const { detail, files, flash } = useLoaderData<typeof customerIpDetailLoader>();
  const actionData = useActionData<{ failure?: CustomerActionFailure | null }>();
  const latest = detail.latest_application;
  const { t } = useTranslation('jobs');
  const location = useLocation();
  const { answer } = useFileAction(LOGO_FETCHER);
  const { ip, applications } = detail;
  const kind = detail.model_type === 'search' ? 'ipDetail.searchTitle' : 'ipDetail.title';
  const logoHref = detail.logo_application_id === null ? null : `/dashboard/application/${detail.logo_application_id}/logo${answer?.ok ? `?v=${Date.now()}` : ''}`;
  return (
    <>
      <p className="jobs-back">
        <Link to="/dashboard/application/all">‹ {t('ipDetail.back')}</Link>
      </p>
      <PageHeader title={ip.name ?? ip.filing_no ?? t(kind)} lead={`${t(kind)} · ${t(`enums:ipType.${ip.type_id}`)}`} />
      <p className="jobs-note">
        {t('ipDetail.customer.displayStatus')}:{' '}
        <span className={`jobs-display-status jobs-display-status--${detail.display_status.kind}`} data-testid="ip-display-status">
          {displayStatusText(t, detail.display_status)}
        </span>
      </p>
      <div className="jobs-actions">
        {detail.request_renewal_href ? (
          <Link to={detail.request_renewal_href} className="button button--primary" data-testid="request-renewal">
            {t('ipDetail.customer.requestRenewal')}
          </Link>
        ) : null}
        {detail.renewal_refusal ? (
          <p className="jobs-note" data-testid="renewal-refusal">
            {t(detail.renewal_refusal)}
          </p>
        ) : null}
      </div>
      {flash ? (
        <Alert flash={flash} tone={flash.type}>
          <span data-testid="customer-ip-flash">{t(flash.message, flash.params ?? {})}</span>
        </Alert>
      ) : null}
      <div className="jobs-detail" data-testid="customer-ip-detail">
        <div className="jobs-detail__main">
          {latest ? <AcknowledgeRate application={latest} failure={actionData?.failure ?? null} /> : null}
          <IpApplicationsTable applications={applications} />
          {latest ? <CustomerFilesCard applicationId={latest.id} files={files} id="customer-ip-files" testId="customer-ip-files" /> : null}
        </div>
        <div className="jobs-detail__side">
          <IpCard ip={{ ...ip, has_logo: ip.has_logo && logoHref !== null }} owner={detail.owner} requestDate={detail.request_date} logoHref={logoHref ?? ''} expiryTone={detail.expiry_tone} more />
          {detail.can_upload_logo ? (
            <details className="jobs-logo-dialog" data-testid="logo-dialog" open={answer ? true : undefined}>
              <summary className="button button--secondary">{t('files:logo.submit')}</summary>
              <section className="panel files-logo" aria-label={t('files:logo.title')}>
                <LogoUploadForm action={location.pathname} fetcherKey={LOGO_FETCHER} inputId="customer-ip-logo" />
              </section>
            </details>
          ) : null}
        </div>
      </div>
    </>
  );
}
