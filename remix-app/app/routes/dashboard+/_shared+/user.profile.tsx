import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { parseForm } from '~/lib/form.server';
import { isAppError, listAddressCountries, listCountryStates, placeId, USER_STATUS } from '@iprenew/models';
import { LANGUAGES } from '@iprenew/models/browser';
import { agentAddressIncomplete, updateProfile } from '~/routes/dashboard+/_shared+/account.server';
import { PROFILE_FIELDS, profileSchema } from '~/components/shell/schemas';
import { data as withHeaders, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '~/components/shell/DashboardShell';
import { useLocalisedCountries } from '~/components/useCountryName';
import { Alert, Field } from '~/components/shell/Field';
import { navTitle } from '~/components/shell/meta';
import { requestIp } from '~/routes/dashboard+/shell.server';
import { requirePage } from '~/lib/guard.server';
import { languageCookie } from '~/lib/language-cookie.server';

/**
 * User profile (ACC-61..65, ACC-44, ACC-46). Email and type are read only. The state list follows the
 * chosen country: with JavaScript it reloads when the country changes; without it, the "show the
 * states" button sends the form by GET to this page, which answers with the typed values kept.
 */
export const handle = { i18n: ['common', 'nav'] };

export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'profile.title');

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, impersonator } = await requirePage(request, 'dashboard.user.profile');
  const url = new URL(request.url);
  // The no-JS "show the states" round trip brings the typed values back in the query.
  const typed = url.searchParams.has('country_id');
  const value = (field: (typeof PROFILE_FIELDS)[number]): string => {
    if (typed) return url.searchParams.get(field) ?? '';
    const stored = user.get(field) as unknown;
    return stored === null || stored === undefined ? '' : String(stored);
  };
  const defaults = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, value(field)])) as Record<(typeof PROFILE_FIELDS)[number], string>;
  // A typed country id that is no id (?country_id=Infinity) lists no states, never a 500.
  const countryId = placeId(defaults.country_id);
  const [countries, states] = await Promise.all([listAddressCountries(), listCountryStates(countryId)]);
  let notice: string | null = null;
  if (user.status_id === USER_STATUS.FIRST_LOGIN_PROFILE && !impersonator) notice = 'profile.completeFirst';
  if (agentAddressIncomplete(user)) notice = 'profile.agentAddressRequired';
  return {
    email: user.email,
    type: user.type,
    defaults,
    countries,
    states,
    statesFor: countryId,
    notice,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, impersonator } = await requirePage(request, 'dashboard.user.profile');
  const formData = await request.formData();
  const submission = parseForm(formData, { schema: profileSchema });
  if (submission.status !== 'success') {
    return { result: submission.reply({ formErrors: ['nav:profile.fail'] }), success: null };
  }
  try {
    const { next } = await updateProfile({ actor: user, impersonatorId: impersonator?.id ?? null, ip: requestIp(request), values: submission.value });
    // The page follows the language just chosen for e-mails and invoices (one language per user).
    const headers = submission.value.language ? { 'Set-Cookie': await languageCookie().serialize(submission.value.language) } : undefined;
    if (next === 'dashboard') throw redirect('/dashboard/overview', { headers });
    if (next === 'change-password') throw redirect('/dashboard/user/change/password', { headers });
    const saved = { result: submission.reply(), success: 'profile.success' as string | null };
    return headers ? withHeaders(saved, { headers }) : saved;
  } catch (error) {
    if (isAppError(error)) {
      return { result: submission.reply({ formErrors: [error.messageKey], fieldErrors: error.fieldErrors }), success: null };
    }
    throw error;
  }
}

export default function Profile() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('nav');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const statesFetcher = useFetcher<typeof loader>();
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
  const countries = useLocalisedCountries(data.countries);
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
