import type { SubmissionResult } from '@conform-to/react';
import { beginTwoFactorEnrolment, confirmTwoFactorEnrolment, isAppError, landingPathFor, userOfTicket } from '@iprenew/models';
import { twoFactorConfirmSchema } from '@iprenew/models/browser';
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { PublicShell } from '~/components/PublicShell';
import shellStyles from '~/components/shell/shell.css?url';
import siteStyles from '~/components/site/site.css?url';
import { CodeForm, EnrolmentSetup, RecoveryCodes, TwoFactorCard } from '~/components/two-factor/TwoFactor';
import twoFactorStyles from '~/components/two-factor/two-factor.css?url';
import { parseForm } from '~/lib/form.server';
import { redirectIfSignedIn } from '~/lib/guard.server';
import { privatePageTitle } from '~/lib/root-data';
import { requestIp } from '~/lib/session.server';
import { loginPathOfVariant, readTicket, restartSignIn, sessionHeaders } from '~/lib/two-factor.server';
import { enrolmentView } from '~/lib/two-factor-view.server';

/**
 * /login/two-factor/enrol (issue 18, ADR 077): staff who must sign in with a second factor (a super
 * admin requires it) and have none set it up here, right after their password: the QR code and the
 * key, the first code to confirm, then the recovery codes once — and only then the session, with a
 * Continue link to their usual landing. Only with the pending ticket of a password just checked.
 */
export const handle = { i18n: ['common', 'nav', 'auth', 'site', 'pages'] };

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: shellStyles },
  { rel: 'stylesheet', href: siteStyles },
  { rel: 'stylesheet', href: twoFactorStyles },
];

export const meta: MetaFunction = ({ matches }) => privatePageTitle(matches, 'auth', 'two_factor.enrol.title');

async function pending(request: Request) {
  const ticket = await readTicket(request, 'enrol');
  const user = ticket ? await userOfTicket(ticket) : null;
  if (!ticket || !user) throw await restartSignIn(ticket?.variant ?? null);
  return { ticket, user, actor: { id: user.id, role_id: user.role_id, ip: requestIp(request) } };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  const ticket = await readTicket(request, 'enrol');
  // The page's own confirmation (a document POST renders the page with its loader): the ticket's
  // user now owes a code instead; the action's answer shows the recovery codes.
  if (ticket && (await userOfTicket({ ...ticket, step: 'code' }))) return { enrolment: null, loginPath: loginPathOfVariant(ticket.variant) };
  const { actor } = await pending(request);
  return { enrolment: enrolmentView(await beginTwoFactorEnrolment({ actor })), loginPath: loginPathOfVariant(ticket!.variant) };
}

// After the confirmation the session exists: reloading the data would send the page to the landing
// before the recovery codes were read.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === 'object' && 'recovery_codes' in actionResult ? false : defaultShouldRevalidate;

export async function action({ request }: ActionFunctionArgs) {
  const { ticket, user, actor } = await pending(request);
  const submission = parseForm(await request.formData(), { schema: twoFactorConfirmSchema });
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['code'] }) };
  try {
    const { recovery_codes } = await confirmTwoFactorEnrolment({ actor, code: submission.value.code, signIn: true });
    // Enrolled: the session starts now; the codes are shown once, then Continue.
    return data({ recovery_codes, landing: landingPathFor(user.role_id) }, { headers: await sessionHeaders(request, user, ticket) });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { result: submission.reply({ fieldErrors: error.fieldErrors, formErrors: Object.keys(error.fieldErrors).length > 0 ? [] : [error.messageKey], hideFields: ['code'] }) };
  }
}

export default function TwoFactorEnrolPage() {
  const { enrolment, loginPath } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ result?: SubmissionResult<string[]>; recovery_codes?: string[]; landing?: string }>();
  const { t } = useTranslation('auth');
  return (
    <PublicShell>
      <section className="login-page">
        <div className="container">
          <TwoFactorCard title={t('two_factor.enrol.title')} lead={actionData?.recovery_codes ? null : t('two_factor.enrol.forced_intro')}>
            {actionData?.recovery_codes ? (
              <RecoveryCodes codes={actionData.recovery_codes}>
                {/* A document link: the console (/admin) is another application. */}
                <a className="button button--primary button--block" href={actionData.landing ?? '/'}>
                  {t('two_factor.recovery.continue')}
                </a>
              </RecoveryCodes>
            ) : !enrolment ? (
              <p className="login__invite">
                <a href={loginPath}>{t('two_factor.verify.restart')}</a>
              </p>
            ) : (
              <EnrolmentSetup enrolment={enrolment}>
                <CodeForm
                  id="two-factor-enrol"
                  schema={twoFactorConfirmSchema}
                  intent="confirm"
                  label={t('two_factor.verify.code_label')}
                  submitLabel={t('two_factor.enrol.submit')}
                  lastResult={actionData?.result ?? null}
                />
              </EnrolmentSetup>
            )}
          </TwoFactorCard>
        </div>
      </section>
    </PublicShell>
  );
}
