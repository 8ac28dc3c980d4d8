import type { SubmissionResult } from '@conform-to/react';
import { formHadHumanCheck, HUMAN_CHECK_REQUIRED, humanCheckOf, humanCheckView, isAppError, TICKET_EXPIRED, userOfTicket, verifySecondFactor } from '@iprenew/models';
import { twoFactorCodeFormSchema } from '@iprenew/models/browser';
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { PublicShell } from '~/components/PublicShell';
import { HumanCheck, type HumanCheckView } from '~/components/site/HumanCheck';
import { privatePageTitle } from '~/lib/root-data';
import shellStyles from '~/components/shell/shell.css?url';
import siteStyles from '~/components/site/site.css?url';
import { CodeForm, TwoFactorCard } from '~/components/two-factor/TwoFactor';
import twoFactorStyles from '~/components/two-factor/two-factor.css?url';
import { parseForm } from '~/lib/form.server';
import { redirectIfSignedIn } from '~/lib/guard.server';
import { redirectWithFlash, requestIp } from '~/lib/session.server';
import { clearTicketCookie, finishSignIn, loginPathOfVariant, readTicket, restartSignIn } from '~/lib/two-factor.server';

/**
 * /login/two-factor (issue 18, ADR 077): the sign-in's second step for every login variant. Only with
 * the pending ticket of a password just checked (5 minutes); the 6-digit code of the authenticator or
 * a recovery code, under the sign-in throttle (the human check after repeated failures, 429 for an
 * address that keeps guessing). Success: the session and the variant's usual landing.
 */
export const handle = { i18n: ['common', 'nav', 'auth', 'site', 'pages'] };

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: shellStyles },
  { rel: 'stylesheet', href: siteStyles },
  { rel: 'stylesheet', href: twoFactorStyles },
];

export const meta: MetaFunction = ({ matches }) => privatePageTitle(matches, 'auth', 'two_factor.verify.title');

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  const ticket = await readTicket(request, 'code');
  if (!ticket || !(await userOfTicket(ticket))) throw await restartSignIn(ticket?.variant ?? null);
  return { loginPath: loginPathOfVariant(ticket.variant) };
}

export async function action({ request }: ActionFunctionArgs) {
  const ticket = await readTicket(request, 'code');
  if (!ticket) throw await restartSignIn(null);
  const submission = parseForm(await request.formData(), { schema: twoFactorCodeFormSchema });
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['code'] }) };
  const form = submission.value;
  try {
    const user = await verifySecondFactor({ userId: ticket.userId, variant: ticket.variant, code: form.code, ip: requestIp(request), human: humanCheckOf(form) });
    return await finishSignIn(request, user, ticket);
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.messageKey === TICKET_EXPIRED) throw await restartSignIn(ticket.variant);
    if (error.messageKey === 'auth:blocked') {
      throw await redirectWithFlash(loginPathOfVariant(ticket.variant), { type: 'error', message: 'auth:blocked' }, { headers: { 'Set-Cookie': await clearTicketCookie() } });
    }
    const result = submission.reply({ formErrors: [error.messageKey], hideFields: ['code'] });
    const messageParams = error.params;
    if (error.code === 'RATE_LIMITED') {
      return data({ result, messageParams, human: null }, { status: 429, headers: { 'Retry-After': String(error.params.retryAfter ?? 60) } });
    }
    const human = error.messageKey === HUMAN_CHECK_REQUIRED || formHadHumanCheck(form) ? await humanCheckView() : null;
    return { result, messageParams, human };
  }
}

export default function TwoFactorCodePage() {
  const { loginPath } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ result?: SubmissionResult<string[]>; messageParams?: Record<string, string | number>; human?: HumanCheckView | null }>();
  const { t } = useTranslation('auth');
  return (
    <PublicShell>
      <section className="login-page">
        <div className="container">
          <TwoFactorCard title={t('two_factor.verify.title')} lead={t('two_factor.verify.intro')}>
            <CodeForm
              id="two-factor-code"
              schema={twoFactorCodeFormSchema}
              label={t('two_factor.verify.code_label')}
              submitLabel={t('two_factor.verify.submit')}
              lastResult={actionData?.result ?? null}
              messageParams={actionData?.messageParams}
              extra={actionData?.human ? <HumanCheck view={actionData.human} /> : null}
              autoFocus
            />
            <p className="login__invite">
              <a href={loginPath}>{t('two_factor.verify.restart')}</a>
            </p>
          </TwoFactorCard>
        </div>
      </section>
    </PublicShell>
  );
}
