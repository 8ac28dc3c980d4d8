import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { parseForm } from '~/lib/form.server';
import { isAppError, registrationPlaces } from '@iprenew/models';
import { registerUser } from '@iprenew/models/domain/account/register-user';
import {
  REGISTRATION_TYPES,
  registrationFieldsSchema,
  registrationSchema,
} from '@iprenew/models/schemas/account';
import { mismatchIssue, passwordsMatch } from '@iprenew/models/schemas/confirmation';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalisedCountries } from '~/components/useCountryName';
import { z } from 'zod';
import { AccountAlert, AccountPage } from '~/components/account/AccountPage';
import { clientIp, errorKey, errorParams, redirectSignedIn } from '~/components/account/account.server';
import accountStyles from '~/components/account/account.css?url';
import { describedBy, FormField, PasswordField, useHydrated } from '~/components/account/FormField';
import { accountMeta } from '~/components/account/meta';
import { TermsOfService } from '~/components/account/TermsOfService';
import { requestLanguage } from '~/lib/i18n.server';

/** ACC.b registration (ACC-17..33), terms of service (PUB-17..21). */

export const handle = { i18n: ['common', 'account', 'auth'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];
export const meta: MetaFunction = (args) => accountMeta(args, 'register.metaTitle');

const HIDDEN_FIELDS = ['password', 'password_confirmation'];

/** In the browser the terms are accepted in the dialog after the other fields are valid (ACC-30). */
const browserSchema = registrationFieldsSchema
  .extend({ terms: z.boolean().optional() })
  .refine(passwordsMatch, mismatchIssue('account:validation.password_confirmation_mismatch'));

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectSignedIn(request);
  return registrationPlaces();
}

export async function action({ request }: ActionFunctionArgs) {
  await redirectSignedIn(request);
  const formData = await request.formData();
  const submission = parseForm(formData, { schema: registrationSchema });
  // A Conform intent (the no-JS "show the states" button) or invalid fields: back to the form.
  if (submission.status !== 'success') {
    return { result: submission.reply({ hideFields: HIDDEN_FIELDS }) };
  }
  try {
    // An e-mail that already has an account is answered the same way (its owner is mailed instead).
    const { email } = await registerUser({
      ...submission.value,
      language: await requestLanguage(request),
      ip: clientIp(request),
    });
    return redirect(`/account/verify?email=${encodeURIComponent(email)}`);
  } catch (error) {
    if (isAppError(error) && Object.keys(error.fieldErrors).length > 0) {
      return { result: submission.reply({ fieldErrors: error.fieldErrors, hideFields: HIDDEN_FIELDS }) };
    }
    // ACC-32: the server's message, otherwise 'Fail to register account, please try again later'.
    return {
      result: submission.reply({ formErrors: [errorKey(error, 'account:register.failed')], hideFields: HIDDEN_FIELDS }),
      messageParams: errorParams(error),
    };
  }
}

export default function Register() {
  const { countries: stored, states } = useLoaderData<typeof loader>();
  const countries = useLocalisedCountries(stored);
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { t } = useTranslation('account');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const [form, fields] = useForm({
    id: 'register',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: browserSchema }),
    onSubmit(event, { submission }) {
      // ACC-30: once every field is valid, the terms dialog opens; accepting it posts the form.
      if (submission?.status === 'success' && !termsRef.current?.checked) {
        event.preventDefault();
        dialogRef.current?.showModal();
      }
    },
  });

  // The chosen country filters the states (ACC-29). Tracked here so that a choice made before the
  // page became interactive, or brought back by the no-JS round trip, is honoured.
  const [country, setCountry] = useState(String(fields.country_id.initialValue ?? ''));
  useEffect(() => {
    const select = document.getElementById(fields.country_id.id) as HTMLSelectElement | null;
    if (select && select.value !== country) setCountry(select.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (fields.country_id.value !== undefined) setCountry(String(fields.country_id.value));
  }, [fields.country_id.value]);
  const countryId = Number(country || 0);
  const countryStates = states.filter((state) => state.country_id === countryId);
  const busy = navigation.state === 'submitting' && navigation.formAction === '/register';

  const field = (name: keyof typeof fields) => ({
    id: fields[name].id,
    errors: fields[name].errors,
  });
  const input = (
    name: 'name' | 'email' | 'company' | 'contact' | 'address_1' | 'address_2' | 'poscode' | 'city',
    type: 'text' | 'email' | 'tel' = 'text',
    extra: { autoComplete?: string; hint?: boolean; required?: boolean } = {},
  ) => (
    <input
      {...getInputProps(fields[name], { type })}
      key={fields[name].key}
      className="acct-field__input"
      autoComplete={extra.autoComplete}
      required={extra.required}
      {...describedBy(fields[name].id, { hint: extra.hint, invalid: !fields[name].valid })}
    />
  );

  const accept = () => {
    if (termsRef.current) termsRef.current.checked = true;
    dialogRef.current?.close();
    formRef.current?.requestSubmit();
  };

  return (
    <AccountPage
      wide
      eyebrow={t('register.eyebrow')}
      title={t('register.title')}
      intro={t('register.intro')}
      footer={
        <>
          {t('register.haveAccount')} <a href="/login?role=client">{t('register.login')}</a>
        </>
      }
    >
      {form.errors?.length ? (
        <AccountAlert tone="error">{t(form.errors[0]!, actionData && 'messageParams' in actionData ? actionData.messageParams : undefined)}</AccountAlert>
      ) : null}
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
              <PasswordField
                {...getInputProps(fields.password, { type: 'password' })}
                key={fields.password.key}
                autoComplete="new-password"
                required
                {...describedBy(fields.password.id, { hint: true, invalid: !fields.password.valid })}
              />
            </FormField>
            <FormField {...field('password_confirmation')} label={t('register.fields.password_confirmation')} required>
              <PasswordField
                {...getInputProps(fields.password_confirmation, { type: 'password' })}
                key={fields.password_confirmation.key}
                autoComplete="new-password"
                required
                {...describedBy(fields.password_confirmation.id, { invalid: !fields.password_confirmation.valid })}
              />
            </FormField>
          </div>
        </fieldset>

        <fieldset className="acct-form__section">
          <legend className="acct-form__legend">{t('register.sections.type')}</legend>
          <div className="acct-types" role="radiogroup" aria-labelledby={`${fields.type.id}-title`} aria-describedby={`${fields.type.id}-error`}>
            <p id={`${fields.type.id}-title`} className="visually-hidden">
              {t('register.typeHelp.title')}
            </p>
            {REGISTRATION_TYPES.map((type) => (
              <label key={type} className="acct-type">
                <input
                  type="radio"
                  name={fields.type.name}
                  value={type}
                  defaultChecked={fields.type.initialValue === type}
                  required
                  aria-invalid={!fields.type.valid || undefined}
                />
                <span>
                  <span className="acct-type__name">{t(`register.types.${type}`)}</span>
                  <span className="acct-type__text">{t(`register.typeHelp.${type}`)}</span>
                </span>
              </label>
            ))}
          </div>
          <p className="acct-field__error" id={`${fields.type.id}-error`} aria-live="polite">
            {fields.type.errors?.[0] ? t(fields.type.errors[0]) : null}
          </p>
          <div className="acct-form__grid">
            <FormField {...field('company')} label={t('register.fields.company')} hint={t('register.hints.company')} optional full>
              {input('company', 'text', { autoComplete: 'organization', hint: true })}
            </FormField>
          </div>
          <p className="acct-note">{t('register.typeHelp.note')}</p>
        </fieldset>

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
            <FormField {...field('country_id')} label={t('register.fields.country_id')} required>
              <div className="acct-field__row">
                <select
                  {...getSelectProps(fields.country_id)}
                  key={fields.country_id.key}
                  className="acct-field__input"
                  autoComplete="country"
                  required
                  onChange={(event) => setCountry(event.currentTarget.value)}
                  {...describedBy(fields.country_id.id, { invalid: !fields.country_id.valid })}
                >
                  <option value="">{t('register.chooseCountry')}</option>
                  {countries.map((country) => (
                    <option key={country.id} value={country.id}>
                      {country.name}
                    </option>
                  ))}
                </select>
              </div>
              {hydrated ? null : (
                <button
                  {...form.validate.getButtonProps({ name: fields.country_id.name })}
                  formNoValidate
                  className="button button--outline button--small acct-button--auto"
                >
                  {t('register.updateStates')}
                </button>
              )}
            </FormField>
            <FormField {...field('state_id')} label={t('register.fields.state_id')} required>
              <select
                {...getSelectProps(fields.state_id)}
                // A new country empties the state (ACC-29).
                key={`${fields.state_id.key}-${countryId}`}
                className="acct-field__input"
                autoComplete="address-level1"
                required
                disabled={countryStates.length === 0}
                {...describedBy(fields.state_id.id, { invalid: !fields.state_id.valid })}
              >
                <option value="">{countryStates.length === 0 ? t('register.chooseCountryFirst') : t('register.chooseState')}</option>
                {countryStates.map((state) => (
                  <option key={state.id} value={state.id}>
                    {state.name}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
        </fieldset>

        <fieldset className="acct-form__section">
          <legend className="acct-form__legend">{t('register.terms.legend')}</legend>
          {hydrated ? (
            <p className="acct-terms-line">
              {t('register.terms.dialogIntro')}{' '}
              <button type="button" className="acct-text-button" onClick={() => dialogRef.current?.showModal()}>
                {t('register.terms.read')}
              </button>
            </p>
          ) : (
            <>
              <p className="acct-terms-line">{t('register.terms.inlineIntro')}</p>
              <TermsOfService idPrefix="terms-inline" />
            </>
          )}
          <label className="acct-check" hidden={hydrated}>
            <input
              ref={termsRef}
              type="checkbox"
              name={fields.terms.name}
              id={fields.terms.id}
              value="on"
              defaultChecked={fields.terms.initialValue === 'on'}
              required={!hydrated}
              aria-describedby={`${fields.terms.id}-error`}
            />
            <span>{t('register.terms.checkbox')}</span>
          </label>
          <p className="acct-field__error" id={`${fields.terms.id}-error`} aria-live="polite">
            {fields.terms.errors?.[0] ? t(fields.terms.errors[0]) : null}
          </p>
        </fieldset>

        <button type="submit" className="button button--primary acct-button" disabled={busy}>
          {busy ? t('register.submitting') : t('register.submit')}
        </button>

        <dialog ref={dialogRef} className="acct-dialog" aria-labelledby="terms-dialog-title">
          <div className="acct-dialog__frame">
            <div className="acct-dialog__head">
              <h2 id="terms-dialog-title">{t('termsOfService.title')}</h2>
              <button type="button" className="acct-dialog__close" onClick={() => dialogRef.current?.close()}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{t('register.terms.close')}</span>
              </button>
            </div>
            <div className="acct-dialog__body">
              {hydrated ? <TermsOfService idPrefix="terms-dialog" /> : null}
            </div>
            <div className="acct-dialog__foot">
              <button type="button" className="button button--outline" onClick={() => dialogRef.current?.close()}>
                {t('register.terms.cancel')}
              </button>
              <button type="button" className="button button--primary" onClick={accept}>
                {t('register.terms.accept')}
              </button>
            </div>
          </div>
        </dialog>
      </Form>
    </AccountPage>
  );
}
