import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import type { JobActionFailure, jobPageLoader } from '~/routes/dashboard+/_agent+/job-page.server';
import { ApplicationInfo } from './ApplicationInfo';
import { HistoryTimeline } from './HistoryTimeline';
import { IpCard } from './IpCard';
import { FilesCard, LogoCard, SdCard } from '~/components/application-files/index';
import { DeliverRequest } from '~/components/deliveries/DeliverRequest';
import { OppositionSteps } from './OppositionSteps';
import { statusLabel } from './labels';
import { SettlementCard } from './SettlementCard';
import { StepForms } from './StepForms';

/**
 * The job page of jobs/:type/:id, history/:type/:id and application/:id (AGT-8..11, AGT-14, AGT-17..27):
 * the payment table once the job is completed (AGT-12, SET-8), the steps and the history on the left; on the right the IP card, application info (and edit), the
 * files card (AGT-28..34), SD (G-53), the logo (AGT-16), the opposition steps (G-61) and the deliver
 * request (AGT-13). A step's or edit's outcome is one message at the top ('Application update successful' /
 * 'Fail to update application', AGT-22), field errors beside their fields.
 */
export function JobDetailPage() {
  const { job, files, deliveries, settlement, today, flash } = useLoaderData<typeof jobPageLoader>();
  const actionData = useActionData<{ failure?: JobActionFailure }>();
  const failure = actionData?.failure ?? null;
  const { t } = useTranslation('jobs');
  const backTo = job.list === 'history' ? { href: '/dashboard/application/history', label: 'detail.backToHistory' } : { href: '/dashboard/application/jobs', label: 'detail.backToJobs' };
  return (
    <>
      <p className="jobs-back">
        <Link to={backTo.href}>‹ {t(backTo.label)}</Link>
      </p>
      <PageHeader title={job.reference} lead={`${t(`enums:ipType.${job.type_id}`)} · ${t(`enums:service.${job.service_id}`)} · ${statusLabel(t, job.service_id, job.status_id)}`} />
      {flash ? <Alert flash={flash} tone={flash.type === 'success' ? 'success' : 'error'}>{t(flash.message, flash.params ?? {})}</Alert> : null}
      {failure ? (
        <Alert tone="error">
          <span data-testid="job-failure">{t(failure.message)}</span>
        </Alert>
      ) : null}
      <div className="jobs-detail" data-testid="job-detail">
        <div className="jobs-detail__main">
          {settlement ? <SettlementCard settlement={settlement} failure={failure} /> : null}
          {job.list === 'jobs' ? <StepForms job={job} today={today} failure={failure} upload={files} /> : null}
          <HistoryTimeline job={job} />
        </div>
        <div className="jobs-detail__side">
          <IpCard ip={job.ip} owner={job.owner} requestDate={job.created_at} logoHref={`/dashboard/application/${job.id}/logo`} linkToDetail />
          <ApplicationInfo job={job} failure={failure} />
          <FilesCard files={files} />
          <SdCard files={files} />
          <LogoCard files={files} />
          <OppositionSteps job={job} />
          <DeliverRequest deliveries={deliveries} />
        </div>
      </div>
    </>
  );
}
