import type { ApplicationFilesJson } from '@iprenew/models';
import { useTranslation } from '~/lib/i18n/react';
import { sdUrl, useFileAction } from './answer';
import { ActionMessage, useFieldError } from './ActionMessage';

/**
 * The SD card (G-53, AGT-25): Download SD (the product's template filled with the job's data, a PDF)
 * and Upload SD (the signed copy, kept as a locked file), each shown only when the workflow allows it
 * for this reader (`can_download_sd`, `can_upload_sd` of listApplicationFiles). Nothing when neither.
 * Mount it with the same loader data as the files card:  <SdCard files={data.files} />
 */
export function SdCard({ files }: { files: Pick<ApplicationFilesJson, 'application_id' | 'can_download_sd' | 'can_upload_sd' | 'accept' | 'max_upload_mb'> }) {
  const { t } = useTranslation('files');
  const { fetcher, answer, busy } = useFileAction(`sd-${files.application_id}`);
  const fileError = useFieldError(answer, 'file');
  if (!files.can_download_sd && !files.can_upload_sd) return null;
  const url = sdUrl(files.application_id);
  const inputId = `sd-file-${files.application_id}`;
  return (
    <section className="panel files-sd" aria-labelledby={`sd-card-${files.application_id}`} data-testid="sd-card">
      <h2 id={`sd-card-${files.application_id}`} className="panel__title">
        {t('sd.card_title')}
      </h2>
      <p className="files-sd__text">{t('sd.card_text')}</p>
      <ActionMessage answer={answer} />
      <div className="files-sd__actions">
        {files.can_download_sd ? (
          <a href={url} download className="button button--secondary">
            {t('sd.download')}
          </a>
        ) : null}
        {files.can_upload_sd ? (
          <fetcher.Form method="post" action={url} encType="multipart/form-data" className="files-sd__upload">
            <label className="field__label" htmlFor={inputId}>
              {t('sd.upload_file')}
            </label>
            <input id={inputId} type="file" name="file" accept={files.accept} required className="field__input" aria-describedby={`${inputId}-hint`} />
            <p className="field__hint" id={`${inputId}-hint`}>
              {t('card.hint', { max: files.max_upload_mb })}
            </p>
            {fileError ? <p className="field__error">{fileError}</p> : null}
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('sd.upload')}
            </button>
          </fetcher.Form>
        ) : null}
      </div>
    </section>
  );
}
