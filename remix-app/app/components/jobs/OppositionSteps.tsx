import type { JobDetailJson } from '@iprenew/models';
import { useTranslation } from '~/lib/i18n/react';
import { useListTime } from '~/components/useListTime';

/** The opposition steps of a trademark application (G-61): title, time and the step's document. */
export function OppositionSteps({ job }: { job: JobDetailJson }) {
  const { t } = useTranslation('jobs');
  const listTime = useListTime();
  if (job.service_id !== 2) return null;
  const href = (fileId: number) => `/dashboard/application/${job.id}/files/${fileId}`;
  return (
    <section className="panel jobs-card" aria-labelledby="opposition-title">
      <h2 id="opposition-title" className="panel__title">
        {t('detail.opposition.title')}
      </h2>
      {job.opposition_steps.length === 0 ? (
        <p>{t('detail.opposition.empty')}</p>
      ) : (
        <ol className="jobs-files" data-testid="opposition-steps">
          {job.opposition_steps.map((step) => (
            <li key={step.id} className="jobs-files__item">
              <span className="jobs-files__name">
                {step.title}
                <small>{step.created_at ? listTime(step.created_at) : ''}</small>
              </span>
              {step.file_id ? (
                <a className="button button--secondary jobs-small-button" href={href(step.file_id)} download>
                  {t('detail.files.download')}
                </a>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
