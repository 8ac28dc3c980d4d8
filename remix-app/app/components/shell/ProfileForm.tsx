import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { LANGUAGES, profileSchema, type PackedPlaces, type PROFILE_FIELDS } from '@iprenew/models/browser';
import { Form, useFetcher, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { PageHeader } from '~/components/shell/DashboardShell';
import { usePackedCountries } from '~/components/useCountryName';
import { Alert, Field } from './Field';

type Option = { id: number; name: string };

/** What the profile page's loader answers (and its `?country_id=` fetch of the states). */
export interface ProfilePageData {
  email: string;
  type: string | null;
  defaults: Record<(typeof PROFILE_FIELDS)[number], string>;
  /** Every address country, packed (issue 17). */
  countries: PackedPlaces;
  states: Option[];
  statesFor: number | null;
  notice: string | null;
}

export interface ProfileActionData {
  result: SubmissionResult<string[]>;
  success: string | null;
}

/**
 * User profile (ACC-61..65, ACC-44, ACC-46): email and type read only; name, company, contact, address
 * and the language of e-mails and invoices. The state list follows the chosen country: with
 * JavaScript it reloads when the country changes; without it, the "show the states" button sends the
 * form by GET to the page, which answers with the typed values kept.
 */
export function ProfileForm({ data, actionData }: { data: ProfilePageData; actionData: ProfileActionData | undefined }) {
  const { t } = useTranslation('nav');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const statesFetcher = useFetcher<ProfilePageData>();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const [form, fields] = useForm({
    id: 'profile',
    lastResult: actionData?.result,
    defaultValue: data.defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });

  const countryValue = fields.country_id.value ?? '';
  const fetched = statesFetcher.data && String(statesFetcher.data.statesFor ?? '') === countryValue ? statesFetcher.data.states : null;
  const states = String(data.statesFor ?? '') === countryValue ? data.states : (fetched ?? []);
  const loadingStates = statesFetcher.state === 'loading';

  const formError = actionData?.success ? null : form.errors?.[0];
  const { t: tc } = useTranslation('common');
  const countries = usePackedCountries(data.countries);
  const input = (name: 'name' | 'company' | 'contact' | 'address_1' | 'address_2' | 'poscode' | 'city', autoComplete: string, optional = false) => (
    <Field id={fields[name].id} label={t(`profile.${name}`)} errors={fields[name].errors} errorId={fields[name].errorId} optional={optional}>
      <input {...getInputProps(fields[name], { type: 'text' })} className="field__input" autoComplete={autoComplete} />
    </Field>
  );

  return (
    <>
      <PageHeader title={t('profile.title')} lead={t('profile.lead')} />
      {data.notice ? <Alert tone="info">{t(data.notice)}</Alert> : null}
      {actionData?.success ? <Alert tone="success">{t(actionData.success)}</Alert> : null}
      {formError ? <Alert tone="error">{t(formError)}</Alert> : null}

      <section className="panel" aria-labelledby="account-section">
        <h2 id="account-section" className="panel__title">
          {t('profile.accountSection')}
        </h2>
        <dl className="readonly-list">
          <div>
            <dt>{t('profile.email')}</dt>
            <dd data-testid="profile-email">{data.email}</dd>
          </div>
          <div>
            <dt>{t('profile.type')}</dt>
            <dd>
              {data.type ? t(`roles.${data.type === 'Company' ? 'company' : data.type === 'Personal' ? 'personal' : '3'}`) : '—'}
              <span className="readonly-list__note">{t('profile.typeNote')}</span>
            </dd>
          </div>
        </dl>
      </section>

      <Form method="post" className="panel" {...getFormProps(form)}>
        <h2 className="panel__title">{t('profile.contactSection')}</h2>
        <div className="form-grid form-grid--2">
          {input('name', 'name')}
          {input('company', 'organization', true)}
          {input('contact', 'tel', true)}
        </div>

        <h2 className="panel__title">{t('profile.addressSection')}</h2>
        <div className="form-grid form-grid--2">
          <div className="form-grid__wide">{input('address_1', 'address-line1')}</div>
          <div className="form-grid__wide">{input('address_2', 'address-line2', true)}</div>
          {input('poscode', 'postal-code')}
          {input('city', 'address-level2')}
          <Field id={fields.country_id.id} label={t('profile.country')} errors={fields.country_id.errors} errorId={fields.country_id.errorId}>
            <div className="field__inline">
              <select
                {...getSelectProps(fields.country_id)}
                className="field__input"
                autoComplete="country"
                onChange={(event) => {
                  const id = event.currentTarget.value;
                  if (id && id !== String(data.statesFor ?? '')) statesFetcher.load(`/dashboard/user/profile?country_id=${encodeURIComponent(id)}`);
                  form.update({ name: fields.state_id.name, value: '' });
                }}
              >
                <option value="">{t('profile.selectCountry')}</option>
                {countries.map((country) => (
                  <option key={country.id} value={String(country.id)}>
                    {country.name}
                  </option>
                ))}
              </select>
            </div>
            {enhanced ? null : (
              <button type="submit" formMethod="get" formNoValidate className="button button--secondary" name="load_states" value="1">
                {t('profile.loadStates')}
              </button>
            )}
          </Field>
          <Field id={fields.state_id.id} label={t('profile.state')} errors={fields.state_id.errors} errorId={fields.state_id.errorId}>
            <select {...getSelectProps(fields.state_id)} className="field__input" autoComplete="address-level1" disabled={loadingStates} aria-busy={loadingStates}>
              <option value="">{countryValue ? t('profile.selectState') : t('profile.chooseCountryFirst')}</option>
              {states.map((state) => (
                <option key={state.id} value={String(state.id)}>
                  {state.name}
                </option>
              ))}
            </select>
          </Field>
        </div>

        <h2 className="panel__title">{t('profile.languageSection')}</h2>
        <div className="form-grid form-grid--2">
          <Field id={fields.language.id} label={t('profile.language')} errors={fields.language.errors} errorId={fields.language.errorId}>
            <select {...getSelectProps(fields.language)} className="field__input">
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code === 'cn' ? 'zh-CN' : code === 'bm' ? 'ms' : 'en'}>
                  {tc(`language.names.${code}`)}
                </option>
              ))}
            </select>
            <span className="readonly-list__note">{t('profile.languageNote')}</span>
          </Field>
        </div>

        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('profile.saving') : t('profile.save')}
          </button>
        </div>
      </Form>
    </>
  );
}
