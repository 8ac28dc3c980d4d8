import { resendVerification, resendVerificationFormSchema } from '@iprenew/models';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { AccountAlert, AccountPage } from '~/components/account/AccountPage';
import { clientIp, errorKey, errorParams, queryValue } from '~/components/account/account.server';
import accountStyles from '~/components/account/account.css?url';
import { accountMeta } from '~/components/account/meta';
import { ResendForm } from '~/components/account/ResendForm';
import { firstFormError, parseForm } from '~/lib/form.server';
import { readFlash } from '~/lib/session.server';

/**
 * Account Pending Verification (ACC-34..37, ACC-41): reached after registration and when an
 * unverified user signs in. Without ?email= it goes to the landing page. The resend button posts here.
 * The stored role (ACC-35) is the client's: the only way back is the client login.
 */

export const handle = { i18n: ['common', 'account', 'auth', 'pages'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];
export const meta: MetaFunction = (args) => accountMeta(args, 'verify.metaTitle');

export async function loader({ request }: LoaderFunctionArgs) {
  const email = queryValue(request, 'email');
  if (!email) throw redirect('/');
  // A signed-out unverified user arrives with a flash message (ACC-41); show it once.
  const { flash, setCookie } = await readFlash(request);
  const notice = flash ? { tone: flash.type, message: flash.message, params: flash.params ?? {} } : null;
  return data({ email, notice }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined);
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), { schema: resendVerificationFormSchema });
  if (submission.status !== 'success') return { ok: false as const, message: firstFormError(submission) ?? 'account:validation.email_invalid', params: {} };
  try {
    const { messageKey } = await resendVerification({ email: submission.value.email ?? queryValue(request, 'email'), ip: clientIp(request) });
    return { ok: true as const, message: messageKey };
  } catch (error) {
    return { ok: false as const, message: errorKey(error, 'account:validation.email_invalid'), params: errorParams(error) };
  }
}

export default function AccountPendingVerification() {
  const { email, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('account');
  return (
    <AccountPage
      icon="mail"
      title={t('verify.pendingTitle')}
      footer={<a href="/login?role=client">{t('common.backToLogin')}</a>}
    >
      {notice && !actionData ? <AccountAlert tone={notice.tone}>{t(notice.message, notice.params)}</AccountAlert> : null}
      {actionData ? <AccountAlert tone={actionData.ok ? 'success' : 'error'}>{t(actionData.message, 'params' in actionData ? actionData.params : undefined)}</AccountAlert> : null}
      <p>{t('verify.pendingText', { email })}</p>
      <p className="acct__intro">{t('verify.pendingHelp')}</p>
      <ResendForm email={email} primary />
    </AccountPage>
  );
}
