import type { JobDetailJson } from '@iprenew/models';
import { formatDate } from '@iprenew/models/browser';
import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import type { JobActionFailure } from '~/routes/dashboard+/_agent+/job-page.server';
import { statusLabel } from './labels';
import { FactList } from './FactList';

/**
 * AGT-9 application info (reference, application date, status, service) and, while the job is open,
 * the edit form (AGT-14, AGT-24, G-18: the application date and the IP's numbers; the server decides
 * with can_edit and refuses anything else with 'Fail to update application').
 */
export function ApplicationInfo({ job, failure }: { job: JobDetailJson; failure: JobActionFailure | null }) {
  const { t } = useTranslation('jobs');
  const busy = useNavigation().state === 'submitting';
  const errors = failure?.form === 'edit' ? failure.fieldErrors : {};
  const rows: [string, string][] = [
    ['reference', job.reference],
    ['applicationDate', formatDate(job.application_date)],
    ['status', statusLabel(t, job.service_id, job.status_id)],
    ['service', t(`enums:service.${job.service_id}`, { defaultValue: String(job.service_id) })],
  ];
  return (
    <section className="panel jobs-card" aria-labelledby="app-info-title" data-testid="application-info">
      <h2 id="app-info-title" className="panel__title">
        {t('detail.info.title')}
      </h2>
      <FactList rows={rows.map(([key, value]) => [`info-${key}`, t(`detail.info.${key}`), value])} />
      {job.can_edit ? (
        <details className="jobs-edit" open={failure?.form === 'edit'}>
          <summary>{t('edit.title')}</summary>
          <Form method="post" className="form jobs-form" data-testid="edit-form">
            <input type="hidden" name="intent" value="edit" />
            <EditField name="application_date" type="date" label={t('steps.applicationDate')} value={job.application_date} errors={errors} />
            <EditField name="filing_no" label={t('detail.ipCard.filingNo')} value={job.ip.filing_no} errors={errors} />
            <EditField name="application_no" label={t('detail.ipCard.applicationNo')} value={job.ip.application_no} errors={errors} />
            <EditField name="grant_no" label={t('detail.ipCard.grantNo')} value={job.ip.grant_no} errors={errors} />
            <div className="form-actions">
              <button type="submit" className="button button--secondary" disabled={busy}>
                {t('edit.submit')}
              </button>
            </div>
          </Form>
        </details>
      ) : null}
    </section>
  );
}

function EditField({ name, label, value, errors, type = 'text' }: { name: string; label: string; value: string | null; errors: Record<string, string[]>; type?: string }) {
  const { t } = useTranslation('jobs');
  const id = `edit-${name}`;
  const message = errors[name]?.[0];
  return (
    <div className={`field${message ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} name={name} type={type} className="field__input" defaultValue={value ?? ''} maxLength={64} aria-invalid={message ? true : undefined} aria-describedby={`${id}-error`} />
      <p className="field__error" id={`${id}-error`} aria-live="polite">
        {message ? t(message) : null}
      </p>
    </div>
  );
}
