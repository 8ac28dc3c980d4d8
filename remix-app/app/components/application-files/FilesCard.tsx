import type { ApplicationFilesJson } from '@iprenew/models';
import { useTranslation } from '~/lib/i18n/react';
import { AddFileForm } from './AddFileForm';
import { FileRow } from './FileRow';

/**
 * The files card of a job or an application (AGT-10, AGT-28..33, POR-51, G-16). It shows what
 * `listApplicationFiles` answers: every file for the assigned agent (with each row's can_* actions
 * and the Add form when `can_add`), the visible ones, read-only, for the owner. Mount it with the
 * loader's `files` (the operation's answer):  <FilesCard files={data.files} />
 */
export function FilesCard({ files }: { files: ApplicationFilesJson }) {
  const { t } = useTranslation('files');
  const applicationId = files.application_id;
  return (
    <section className="panel files-card" aria-labelledby={`files-card-${applicationId}`} data-testid="files-card">
      <h2 id={`files-card-${applicationId}`} className="panel__title">
        {t('card.title')}
      </h2>
      {files.files.length === 0 ? (
        <p className="files-card__empty">{t('card.empty')}</p>
      ) : (
        <table className="files-table">
          <thead>
            <tr>
              <th scope="col">{t('card.description')}</th>
              <th scope="col">{t('card.filename')}</th>
              <th scope="col">{t('card.date')}</th>
              <th scope="col">{t('card.status')}</th>
              <th scope="col">{files.reader === 'owner' ? null : t('card.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {files.files.map((file) => (
              <FileRow key={file.id} applicationId={applicationId} file={file} accept={files.accept} />
            ))}
          </tbody>
        </table>
      )}
      {files.can_add ? <AddFileForm applicationId={applicationId} accept={files.accept} maxMb={files.max_upload_mb} /> : null}
    </section>
  );
}
