import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { Field } from '~/components/shell/Field';
import { filesUrl, useFileAction } from './answer';
import { ActionMessage } from './ActionMessage';

/**
 * Add file (AGT-28, AGT-29): the description ("filename"), whether the customer sees it, and a pdf,
 * doc or docx file up to the configured size. The server checks everything (addApplicationFile).
 */
export function AddFileForm({ applicationId, accept, maxMb }: { applicationId: number; accept: string; maxMb: number }) {
  const { t } = useTranslation('files');
  const { fetcher, answer, busy } = useFileAction(`files-add-${applicationId}`);
  const [form, fields] = useForm({ id: `files-add-${applicationId}`, defaultValue: { description: '', is_hidden: 'false' } });
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer?.ok) formRef.current?.reset();
  }, [answer]);
  const errors = (name: string) => answer?.fieldErrors?.[name] ?? undefined;
  return (
    <fetcher.Form ref={formRef} method="post" action={filesUrl(applicationId)} encType="multipart/form-data" className="files-add" {...getFormProps(form)}>
      <h3 className="files-add__title">{t('card.add_title')}</h3>
      <ActionMessage answer={answer} />
      <Field id={fields.description.id} label={t('card.add_description')} errors={errors('description')} errorId={`${fields.description.id}-error`}>
        <input {...getInputProps(fields.description, { type: 'text' })} key={fields.description.key} className="field__input" maxLength={255} required />
      </Field>
      <fieldset className="files-add__visibility">
        <legend className="field__label">{t('card.status')}</legend>
        <label>
          <input type="radio" name={fields.is_hidden.name} value="false" defaultChecked /> {t('card.status_1')}
        </label>
        <label>
          <input type="radio" name={fields.is_hidden.name} value="true" /> {t('card.add_hidden')}
        </label>
      </fieldset>
      <Field id={`files-add-file-${applicationId}`} label={t('card.add_file')} errors={errors('file')} errorId={`files-add-file-${applicationId}-error`} hint={t('card.hint', { max: maxMb })}>
        <input id={`files-add-file-${applicationId}`} type="file" name="file" accept={accept} className="field__input" required />
      </Field>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('card.add_submit')}
        </button>
      </div>
    </fetcher.Form>
  );
}
