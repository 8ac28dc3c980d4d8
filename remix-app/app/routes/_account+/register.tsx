import { parseForm } from '~/lib/form.server';
import { isAppError, listCountryStates, placeId, registerUser, registrationCountries, registrationSchema } from '@iprenew/models';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { useLocalisedCountries } from '~/components/useCountryName';
import { AccountPage } from '~/components/account/AccountPage';
import { clientIp, errorKey, errorParams, redirectSignedIn } from '~/components/account/account.server';
import accountStyles from '~/components/account/account.css?url';
import { accountMeta } from '~/components/account/meta';
import { RegisterForm } from '~/components/account/register/RegisterForm';
import { requestLanguage } from '~/lib/i18n.server';

/** ACC.b registration (ACC-17..33), terms of service (PUB-17..21). The form: components/account/register. */

export const handle = { i18n: ['common', 'account', 'auth', 'pages', 'countries'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];
export const meta: MetaFunction = (args) => accountMeta(args, 'register.metaTitle');

const HIDDEN_FIELDS = ['password', 'password_confirmation'];

/** The states of a country the form chose (ACC-29): `statesFor` says which (null: none or no id). */
async function statesOf(value: unknown) {
  const statesFor = placeId(value);
  return { states: await listCountryStates(statesFor), statesFor };
}

/** The form's countries; `?states_for=<id>`: that country's states, fetched when the country changes. */
export async function loader({ request }: LoaderFunctionArgs) {
  await redirectSignedIn(request);
  const url = new URL(request.url);
  if (url.searchParams.has('states_for')) return statesOf(url.searchParams.get('states_for'));
  return { countries: await registrationCountries(), states: [], statesFor: null };
}

export async function action({ request }: ActionFunctionArgs) {
  await redirectSignedIn(request);
  const formData = await request.formData();
  const submission = parseForm(formData, { schema: registrationSchema });
  // The form comes back with the states of the country it chose (the no-JS round trip has no others).
  const places = await statesOf(formData.get('country_id'));
  // A Conform intent (the no-JS "show the states" button) or invalid fields: back to the form.
  if (submission.status !== 'success') {
    return { result: submission.reply({ hideFields: HIDDEN_FIELDS }), ...places };
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
      return { result: submission.reply({ fieldErrors: error.fieldErrors, hideFields: HIDDEN_FIELDS }), ...places };
    }
    // ACC-32: the server's message, otherwise 'Fail to register account, please try again later'.
    return {
      result: submission.reply({ formErrors: [errorKey(error, 'account:register.failed')], hideFields: HIDDEN_FIELDS }),
      messageParams: errorParams(error),
      ...places,
    };
  }
}

export default function Register() {
  const loaded = useLoaderData<typeof loader>();
  const countries = useLocalisedCountries('countries' in loaded ? loaded.countries : []);
  const actionData = useActionData<typeof action>();
  const places = actionData ?? loaded;
  const { t } = useTranslation('account');
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
      <RegisterForm countries={countries} states={places.states} statesFor={places.statesFor} lastResult={actionData?.result} messageParams={actionData && 'messageParams' in actionData ? actionData.messageParams : undefined} />
    </AccountPage>
  );
}
