import type { JobDetailJson } from '@iprenew/models';
import { useTranslation } from 'react-i18next';
import { useListTime } from '~/components/useListTime';

/**
 * The job's files with their authorised download (AGT-10, G-45), and the opposition steps (G-61). Adding,
 * hiding, restoring and re-uploading files is the files card's (AGT-28..33), which takes this place
 * in the page when it is built.
 */
export function JobFiles({ job }: { job: JobDetailJson }) {
  const { t } = useTranslation('jobs');
  const listTime = useListTime();
  const href = (fileId: number) => `/dashboard/application/${job.id}/files/${fileId}`;
  return (
    <section className="panel jobs-card" aria-labelledby="files-title" data-testid="job-files">
      <h2 id="files-title" className="panel__title">
        {t('detail.files.title')}
      </h2>
      {job.files.length === 0 ? (
        <p>{t('detail.files.empty')}</p>
      ) : (
        <ul className="jobs-files">
          {job.files.map((file) => (
            <li key={file.id} className="jobs-files__item">
              <span className="jobs-files__name">
                {file.filename}
                <small>
                  {file.description ?? ''}
                  {file.created_at ? ` · ${listTime(file.created_at)}` : ''}
                  {file.status_id === 2 ? ` · ${t('detail.files.locked')}` : ''}
                </small>
              </span>
              <a className="button button--secondary jobs-small-button" href={href(file.id)} download>
                {t('detail.files.download')}
              </a>
            </li>
          ))}
        </ul>
      )}
      {job.service_id === 2 ? (
        <>
          <h3 className="jobs-subtitle">{t('detail.opposition.title')}</h3>
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
        </>
      ) : null}
    </section>
  );
}
