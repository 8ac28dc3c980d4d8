import type { ApplicationFilesJson } from '@iprenew/models';
import { useTranslation } from '~/lib/i18n/react';
import { logoUrl, useFileAction } from './answer';
import { LogoUploadForm } from './LogoUploadForm';

/**
 * The IP's logo on a job (AGT-16, POR-18/19): the current logo, and for the assigned agent the upload
 * (.png, .jpeg or .jpg, at most 1 MB — checked by the server: 'Cannot upload file other than .png,
 * .jpeg, .jpg' / 'Image file size cannot exceed to 1MB'; 'Logo updated successful').
 * Mount it with the files card's loader data:  <LogoCard files={data.files} />
 */
export function LogoCard({ files }: { files: Pick<ApplicationFilesJson, 'application_id' | 'has_logo' | 'can_upload_logo'> }) {
  const { t } = useTranslation('files');
  const fetcherKey = `logo-${files.application_id}`;
  const { answer } = useFileAction(fetcherKey);
  const url = logoUrl(files.application_id);
  const shown = files.has_logo || answer?.ok;
  return (
    <section className="panel files-logo" aria-labelledby={`logo-card-${files.application_id}`} data-testid="logo-card">
      <h2 id={`logo-card-${files.application_id}`} className="panel__title">
        {t('logo.title')}
      </h2>
      {shown ? <img src={`${url}?v=${answer?.ok ? Date.now() : 0}`} alt={t('logo.current')} className="files-logo__image" /> : <p>{t('logo.none')}</p>}
      {files.can_upload_logo ? <LogoUploadForm action={url} fetcherKey={fetcherKey} inputId={`logo-file-${files.application_id}`} /> : null}
    </section>
  );
}
