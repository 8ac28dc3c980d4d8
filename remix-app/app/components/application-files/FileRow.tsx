import type { ApplicationFileJson } from '@iprenew/models';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { useListTime } from '~/components/useListTime';
import { fileUrl, useFileAction } from './answer';
import { ActionMessage, useFieldError } from './ActionMessage';

/**
 * One file of the card (POR-51, AGT-30..33): its description, name (a download link), date and status,
 * and the actions its can_* flags offer — Hide, Restore, Re-upload (never for a locked file).
 */
export function FileRow({ applicationId, file, accept }: { applicationId: number; file: ApplicationFileJson; accept: string }) {
  const { t } = useTranslation('files');
  const listTime = useListTime();
  const { fetcher, answer, busy } = useFileAction(`file-${file.id}`);
  const [replacing, setReplacing] = useState(false);
  const fileError = useFieldError(answer, 'file');
  useEffect(() => {
    if (answer?.ok) setReplacing(false);
  }, [answer]);
  const url = fileUrl(applicationId, file.id);
  const status = file.status_id === 1 && file.is_hidden ? t('card.hidden_from_customer') : t(`card.status_${file.status_id}`);
  return (
    <tr className={file.status_id === 0 ? 'files-row files-row--hidden' : 'files-row'} data-testid={`file-${file.id}`}>
      <td data-label={t('card.description')}>{file.description ?? '-'}</td>
      <td data-label={t('card.filename')}>
        <a href={url} download className="files-row__link">
          {file.filename}
        </a>
      </td>
      <td data-label={t('card.date')}>{listTime(file.created_at)}</td>
      <td data-label={t('card.status')}>
        <span className={`files-badge files-badge--${file.status_id === 1 && file.is_hidden ? 'private' : file.status_id}`}>{status}</span>
      </td>
      <td data-label={t('card.actions')}>
        <div className="files-row__actions">
          <ActionMessage answer={answer} />
          {file.can_hide || file.can_restore ? (
            <fetcher.Form method="post" action={url} encType="multipart/form-data">
              <button type="submit" name="intent" value={file.can_hide ? 'hide' : 'restore'} className="button button--secondary button--small" disabled={busy}>
                {t(file.can_hide ? 'card.hide' : 'card.restore')}
              </button>
            </fetcher.Form>
          ) : null}
          {file.can_reupload && !replacing ? (
            <button type="button" className="button button--secondary button--small" onClick={() => setReplacing(true)}>
              {t('card.reupload')}
            </button>
          ) : null}
          {file.can_reupload && replacing ? (
            <fetcher.Form method="post" action={url} encType="multipart/form-data" className="files-row__reupload">
              <label className="field__label" htmlFor={`reupload-${file.id}`}>
                {t('card.reupload_file', { name: file.filename })}
              </label>
              <input id={`reupload-${file.id}`} type="file" name="file" accept={accept} required className="field__input" />
              {fileError ? <p className="field__error">{fileError}</p> : null}
              <button type="submit" name="intent" value="reupload" className="button button--primary button--small" disabled={busy}>
                {t('card.reupload')}
              </button>
              <button type="button" className="button button--secondary button--small" onClick={() => setReplacing(false)}>
                {t('card.cancel')}
              </button>
            </fetcher.Form>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
