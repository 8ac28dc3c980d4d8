import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { registrationFormSchema } from '@iprenew/models/browser';
import { Form, useNavigation } from '@remix-run/react';
import { useRef } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { AccountAlert } from '../AccountPage';
import { describedBy, FormField, PasswordField } from '../FormField';
import { RegistrationCountryFields } from './RegistrationCountryFields';
import { RegistrationTypeField } from './RegistrationTypeField';
import { TermsAcceptance } from './TermsAcceptance';
import { TermsDialog } from './TermsDialog';

type Option = { id: number; name: string };
type TextField = 'name' | 'email' | 'company' | 'contact' | 'address_1' | 'address_2' | 'poscode' | 'city';

/**
 * ACC.b registration (ACC-17..33): the account, its type, contact and address, and the terms. The
 * browser checks the fields (registrationFormSchema); once they are valid the terms dialog opens and
 * accepting it posts the form (ACC-30). The server's refusal comes back as the form's error.
 */
export function RegisterForm({
  countries,
  states,
  statesFor,
  lastResult,
  messageParams,
}: {
  countries: Option[];
  /** The states of `statesFor` (the country the form last sent), fetched anew when the country changes. */
  states: Option[];
  statesFor: number | null;
  lastResult: SubmissionResult<string[]> | undefined;
  /** Values of the server message's placeholders. */
  messageParams: Record<string, string | number> | undefined;
}) {
  const { t } = useTranslation('account');
  const navigation = useNavigation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useForm({
    id: 'register',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registrationFormSchema }),
    onSubmit(event, { submission }) {
      // ACC-30: once every field is valid, the terms dialog opens; accepting it posts the form.
      if (submission?.status === 'success' && !termsRef.current?.checked) {
        event.preventDefault();
        dialogRef.current?.showModal();
      }
    },
  });
  const busy = navigation.state === 'submitting' && navigation.formAction === '/register';

  const field = (name: keyof typeof fields) => ({ id: fields[name].id, errors: fields[name].errors });
  const input = (name: TextField, type: 'text' | 'email' | 'tel' = 'text', extra: { autoComplete?: string; hint?: boolean; required?: boolean } = {}) => (
    <input
      {...getInputProps(fields[name], { type })}
      key={fields[name].key}
      className="acct-field__input"
      autoComplete={extra.autoComplete}
      required={extra.required}
      {...describedBy(fields[name].id, { hint: extra.hint, invalid: !fields[name].valid })}
    />
  );
  const password = (name: 'password' | 'password_confirmation', hint: boolean) => (
    <PasswordField
      {...getInputProps(fields[name], { type: 'password' })}
      key={fields[name].key}
      autoComplete="new-password"
      required
      {...describedBy(fields[name].id, { hint, invalid: !fields[name].valid })}
    />
  );
  const accept = () => {
    if (termsRef.current) termsRef.current.checked = true;
    dialogRef.current?.close();
    formRef.current?.requestSubmit();
  };

  return (
    <>
      {form.errors?.length ? <AccountAlert tone="error">{t(form.errors[0]!, messageParams)}</AccountAlert> : null}
      <Form method="post" action="/register" {...getFormProps(form)} ref={formRef} className="acct-form">
        <fieldset className="acct-form__section">
          <legend className="acct-form__legend">{t('register.sections.account')}</legend>
          <div className="acct-form__grid">
            <FormField {...field('name')} label={t('register.fields.name')} required>
              {input('name', 'text', { autoComplete: 'name', required: true })}
            </FormField>
            <FormField {...field('email')} label={t('register.fields.email')} required>
              {input('email', 'email', { autoComplete: 'email', required: true })}
            </FormField>
            <FormField {...field('password')} label={t('register.fields.password')} hint={t('register.hints.password')} required>
              {password('password', true)}
            </FormField>
            <FormField {...field('password_confirmation')} label={t('register.fields.password_confirmation')} required>
              {password('password_confirmation', false)}
            </FormField>
          </div>
        </fieldset>

        <RegistrationTypeField fields={fields}>
          <FormField {...field('company')} label={t('register.fields.company')} hint={t('register.hints.company')} optional full>
            {input('company', 'text', { autoComplete: 'organization', hint: true })}
          </FormField>
        </RegistrationTypeField>

        <fieldset className="acct-form__section">
          <legend className="acct-form__legend">{t('register.sections.contact')}</legend>
          <div className="acct-form__grid">
            <FormField {...field('contact')} label={t('register.fields.contact')} hint={t('register.hints.contact')} required full>
              {input('contact', 'tel', { autoComplete: 'tel', hint: true, required: true })}
            </FormField>
            <FormField {...field('address_1')} label={t('register.fields.address_1')} required>
              {input('address_1', 'text', { autoComplete: 'address-line1', required: true })}
            </FormField>
            <FormField {...field('address_2')} label={t('register.fields.address_2')} optional>
              {input('address_2', 'text', { autoComplete: 'address-line2' })}
            </FormField>
            <FormField {...field('poscode')} label={t('register.fields.poscode')} required>
              {input('poscode', 'text', { autoComplete: 'postal-code', required: true })}
            </FormField>
            <FormField {...field('city')} label={t('register.fields.city')} required>
              {input('city', 'text', { autoComplete: 'address-level2', required: true })}
            </FormField>
            <RegistrationCountryFields form={form} fields={fields} countries={countries} states={states} statesFor={statesFor} />
          </div>
        </fieldset>

        <TermsAcceptance fields={fields} termsRef={termsRef} onRead={() => dialogRef.current?.showModal()} />

        <button type="submit" className="button button--primary acct-button" disabled={busy}>
          {busy ? t('register.submitting') : t('register.submit')}
        </button>

        <TermsDialog dialogRef={dialogRef} onAccept={accept} />
      </Form>
    </>
  );
}
