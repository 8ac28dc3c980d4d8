import type { JobDetailJson, JobStepJson } from '@iprenew/models';
import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import type { JobActionFailure } from '~/routes/dashboard+/_agent+/job-page.server';
import { statusLabel } from './labels';

/** What a step's file may be (the files card's answer: the configured size, pdf/doc/docx — ADR 036). */
export type StepUpload = { accept: string; max_upload_mb: number };

const FILE_LABEL: Record<JobStepJson['record'], string> = {
  filing: 'steps.receipt',
  registration: 'steps.file',
  certificate: 'steps.certificate',
  sd: 'steps.sd',
  opposition: 'steps.oppositionFile',
  note: 'steps.file',
};

/**
 * The step forms (AGT-11, AGT-17..23, G-61): one small form per step the workflow table allows the
 * agent now (the loader's `steps`, from actionsFor), each with the fields its step records — the
 * receipt and application date at Filed (default today, AGT-21), the filing number for an application,
 * the registration number and expiry at Certificate, the certificate or report, an opposition step's
 * title and file (pdf, doc or docx up to the configured size). Upload SD is the SD card's (G-53). Multipart, so it works without JavaScript; the server decides (409 'Fail to update
 * application' for anything else). While a settlement proof is outstanding no step shows (G-59).
 */
export function StepForms({ job, today, failure, upload }: { job: JobDetailJson; today: string; failure: JobActionFailure | null; upload: StepUpload }) {
  const { t } = useTranslation('jobs');
  return (
    <section className="panel jobs-card" aria-labelledby="steps-title" data-testid="steps">
      <h2 id="steps-title" className="panel__title">
        {t('steps.title')}
      </h2>
      {!job.enabled_button ? <p className="jobs-note">{t('steps.blocked')}</p> : job.steps.length === 0 ? <p className="jobs-note">{t('steps.none')}</p> : null}
      <div className="jobs-steps">
        {job.steps
          .filter((step) => step.action !== 'upload_sd')
          .map((step) => (
            <StepForm key={step.action} job={job} step={step} today={today} upload={upload} failure={failure?.form === `step-${step.action}` ? failure : null} />
          ))}
      </div>
    </section>
  );
}

function StepForm({ job, step, today, failure, upload }: { job: JobDetailJson; step: JobStepJson; today: string; failure: JobActionFailure | null; upload: StepUpload }) {
  const { t } = useTranslation('jobs');
  const busy = useNavigation().state === 'submitting';
  const errors = failure?.fieldErrors ?? {};
  const id = (name: string) => `step-${step.action}-${name}`;
  const moves = step.target !== job.status_id;
  const fileLabel = step.record === 'certificate' && job.service_id === 1 ? 'steps.report' : FILE_LABEL[step.record];
  const field = (name: string, label: string, input: JSX.Element, hint?: string) => (
    <div className={`field${errors[name]?.length ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id(name)}>
        {label}
      </label>
      {input}
      {hint ? <p className="field__hint">{hint}</p> : null}
      <p className="field__error" aria-live="polite">
        {errors[name]?.[0] ? t(errors[name]![0]!) : null}
      </p>
    </div>
  );
  return (
    <Form method="post" encType="multipart/form-data" className="form jobs-step" data-testid={`step-form-${step.action}`}>
      <input type="hidden" name="intent" value="step" />
      <input type="hidden" name="action" value={step.action} />
      <h3 className="jobs-subtitle">{t(`steps.actions.${step.action}`)}</h3>
      <p className="jobs-note">{t(moves ? 'steps.target' : 'steps.stays', { status: statusLabel(t, job.service_id, step.target) })}</p>
      {step.record === 'opposition'
        ? field('message', t('steps.title_field'), <input id={id('message')} name="message" className="field__input" required maxLength={191} list={id('titles')} />)
        : null}
      {step.record === 'opposition' ? (
        <datalist id={id('titles')}>
          {t('detail.opposition.suggestions')
            .split(/[;；]/)
            .map((title) => (
              <option key={title} value={title.trim()} />
            ))}
        </datalist>
      ) : null}
      {step.record === 'filing' ? field('application_date', t('steps.applicationDate'), <input id={id('application_date')} name="application_date" type="date" className="field__input" defaultValue={today} />, t('steps.applicationDateHint')) : null}
      {step.fields.includes('filing_no') ? field('filing_no', t('steps.filingNo'), <input id={id('filing_no')} name="filing_no" className="field__input" required maxLength={64} />) : null}
      {step.fields.includes('registration_no') ? field('registration_no', t('steps.registrationNo'), <input id={id('registration_no')} name="registration_no" className="field__input" required maxLength={64} />) : null}
      {step.fields.includes('expiry_date') ? field('expiry_date', t('steps.expiryDate'), <input id={id('expiry_date')} name="expiry_date" type="date" className="field__input" required />) : null}
      {step.record !== 'registration'
        ? field('file', t(fileLabel), <input id={id('file')} name="file" type="file" className="field__input" accept={upload.accept} required={step.fields.includes('file')} />, t('steps.fileHint', { max: upload.max_upload_mb }))
        : null}
      {step.record !== 'opposition' ? field('message', t('steps.message'), <textarea id={id('message')} name="message" className="field__input" rows={2} maxLength={2000} />) : null}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy} data-testid={`step-${step.action}`}>
          {t(`steps.actions.${step.action}`)}
        </button>
      </div>
    </Form>
  );
}
