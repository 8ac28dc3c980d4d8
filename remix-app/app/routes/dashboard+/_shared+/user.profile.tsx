import { parseForm } from '~/lib/form.server';
import { agentAddressIncomplete, isAppError, listAddressCountries, listCountryStates, packPlaces, placeId, updateProfile, USER_STATUS } from '@iprenew/models';
import { PROFILE_FIELDS, profileSchema } from '@iprenew/models/browser';
import { data as withHeaders, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { navTitle } from '~/components/shell/meta';
import { ProfileForm } from '~/components/shell/ProfileForm';
import { TwoFactorProfileLink } from '~/components/two-factor/TwoFactorProfileLink';
import { requirePage } from '~/lib/guard.server';
import { languageCookie } from '~/lib/language-cookie.server';

/**
 * User profile (ACC-61..65, ACC-44, ACC-46). Email and type are read only. The state list follows the
 * chosen country: with JavaScript it reloads when the country changes; without it, the "show the
 * states" button sends the form by GET to this page, which answers with the typed values kept. The
 * form: components/shell/ProfileForm.
 */
export const handle = { i18n: ['common', 'nav', 'countries', 'auth'] };

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
    countries: packPlaces(countries),
    states,
    statesFor: countryId,
    notice,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { actor } = await requirePage(request, 'dashboard.user.profile');
  const formData = await request.formData();
  const submission = parseForm(formData, { schema: profileSchema });
  if (submission.status !== 'success') {
    return { result: submission.reply({ formErrors: ['nav:profile.fail'] }), success: null };
  }
  try {
    const { next } = await updateProfile({ actor, values: submission.value });
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
  return (
    <>
      <ProfileForm data={data} actionData={actionData} />
      {/* Issue 18 (ADR 077): two-factor sign-in, for those who opt in. */}
      <TwoFactorProfileLink />
    </>
  );
}
