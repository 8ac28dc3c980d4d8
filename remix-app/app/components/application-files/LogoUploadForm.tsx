import { useTranslation } from '~/lib/i18n/react';
import { useFileAction } from './answer';
import { ActionMessage, useFieldError } from './ActionMessage';

/**
 * The logo upload form (POR-18/19): one required .png, .jpeg or .jpg file of at most 1 MB, checked by
 * the server ('Cannot upload file other than .png, .jpeg, .jpg' / 'Image file size cannot exceed to
 * 1MB'; 'Logo updated successful'). Posted to `action` by a fetcher keyed `fetcherKey`; the answer shows
 * above the field. The job's logo card and the customer's IP detail use it.
 */
export function LogoUploadForm({ action, fetcherKey, inputId }: { action: string; fetcherKey: string; inputId: string }) {
  const { t } = useTranslation('files');
  const { fetcher, answer, busy } = useFileAction(fetcherKey);
  const logoError = useFieldError(answer, 'logo');
  return (
    <fetcher.Form method="post" action={action} encType="multipart/form-data" className="files-logo__form">
      <ActionMessage answer={answer} />
      <label className="field__label" htmlFor={inputId}>
        {t('logo.file')}
      </label>
      <input id={inputId} type="file" name="logo" accept=".png,.jpeg,.jpg,image/png,image/jpeg" required className="field__input" aria-describedby={`${inputId}-hint`} />
      <p className="field__hint" id={`${inputId}-hint`}>
        {t('logo.hint')}
      </p>
      {logoError ? <p className="field__error">{logoError}</p> : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('logo.submit')}
      </button>
    </fetcher.Form>
  );
}
