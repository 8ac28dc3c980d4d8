import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { contactSchema } from '@iprenew/models/browser';
import { Form, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { HumanCheck, type HumanCheckView } from './HumanCheck';

export interface ContactActionData {
  result: SubmissionResult<string[]>;
  sent?: boolean;
  humanError?: string;
  /** Values of the form message's placeholders (the minutes to wait). */
  messageParams?: Record<string, string | number>;
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string | undefined; children: ReactNode }) {
  const { t } = useTranslation('site');
  return (
    <div className={`pub-field${error ? ' pub-field--invalid' : ''}`}>
      <label className="pub-field__label" htmlFor={id}>
        {label}
        <span className="pub-field__required" aria-hidden="true">
          *
        </span>
      </label>
      {children}
      <p className="pub-field__error" id={`${id}-error`} aria-live="polite">
        {error ? t(error) : null}
      </p>
    </div>
  );
}

/** PUB-22..24: name, email, message and the human verification; validated on both sides (PUB-23). */
export function ContactForm({ actionData, human }: { actionData: ContactActionData | undefined; human: HumanCheckView }) {
  const { t } = useTranslation('site');
  const { t: ta } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction === '/contactus';
  const [form, fields] = useForm({
    id: 'contact',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });
  const aria = (name: 'name' | 'email' | 'message') => ({
    'aria-describedby': `${fields[name].id}-error`,
    'aria-invalid': fields[name].errors?.length ? true : undefined,
  });
  const formError = form.errors?.[0];
  return (
    <div className="contact-form">
      <h2 className="contact-form__title">{t('contact.formHeading')}</h2>
      {actionData?.sent ? (
        <div className="pub-alert pub-alert--success" role="status">
          <p>{t('contact.success')}</p>
        </div>
      ) : null}
      {formError ? (
        <div className="pub-alert pub-alert--error" role="alert">
          <p>{ta(formError, actionData?.messageParams)}</p>
        </div>
      ) : null}
      <Form method="post" action="/contactus" {...getFormProps(form)} className="contact-form__form">
        <Field id={fields.name.id} label={t('contact.name')} error={fields.name.errors?.[0]}>
          <input {...getInputProps(fields.name, { type: 'text' })} key={fields.name.key} className="pub-field__input" autoComplete="name" required {...aria('name')} />
        </Field>
        <Field id={fields.email.id} label={t('contact.email')} error={fields.email.errors?.[0]}>
          <input {...getInputProps(fields.email, { type: 'email' })} key={fields.email.key} className="pub-field__input" autoComplete="email" required {...aria('email')} />
        </Field>
        <Field id={fields.message.id} label={t('contact.message')} error={fields.message.errors?.[0]}>
          <textarea {...getTextareaProps(fields.message)} key={fields.message.key} className="pub-field__input pub-field__textarea" rows={6} required {...aria('message')} />
        </Field>
        <HumanCheck view={human} error={actionData?.humanError} />
        <button type="submit" className="button button--primary contact-form__submit" disabled={busy}>
          {busy ? t('contact.sending') : t('contact.submit')}
        </button>
      </Form>
    </div>
  );
}
