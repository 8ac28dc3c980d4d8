import { verifyEmail } from '@iprenew/models';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { AccountPage } from '~/components/account/AccountPage';
import { errorKey, queryValue } from '~/components/account/account.server';
import accountStyles from '~/components/account/account.css?url';
import { accountMeta } from '~/components/account/meta';
import { ResendForm } from '~/components/account/ResendForm';

/**
 * The link of the verification e-mail: /account/verify/{token}?email=… (ACC-38..40, G-21).
 * Success: the message and a link to the client login. Failure: 'The request is invalid.' and a
 * resend button. The token is spent by the loader (a GET from the mail), once.
 */

export const handle = { i18n: ['common', 'account', 'auth', 'pages'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];
export const meta: MetaFunction = (args) => accountMeta(args, 'verify.metaTitle');

export async function loader({ request, params }: LoaderFunctionArgs) {
  const email = queryValue(request, 'email');
  try {
    const { messageKey } = await verifyEmail({ token: params.token ?? '', email });
    return { ok: true as const, message: messageKey, email };
  } catch (error) {
    return { ok: false as const, message: errorKey(error, 'account:verify.invalid'), email };
  }
}

export default function VerifyEmailResult() {
  const { ok, message, email } = useLoaderData<typeof loader>();
  const { t } = useTranslation('account');
  if (ok) {
    return (
      <AccountPage icon="success" title={t('verify.successTitle')}>
        <p role="status">{t(message)}</p>
        <div className="acct__actions">
          <a className="button button--primary" href="/login?role=client">
            {t('verify.loginLink')}
          </a>
        </div>
      </AccountPage>
    );
  }
  return (
    <AccountPage icon="error" title={t('verify.invalidTitle')} footer={<a href="/login?role=client">{t('common.backToLogin')}</a>}>
      <p role="alert" className="acct-invalid">
        <strong>{t(message)}</strong>
      </p>
      <p className="acct__intro">{t('verify.invalidHelp')}</p>
      <ResendForm email={email} primary />
    </AccountPage>
  );
}
