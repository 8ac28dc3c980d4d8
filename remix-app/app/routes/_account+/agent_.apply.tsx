import { humanCheckOf, humanCheckView, isAppError, preRegistrationFormSchema, submitPreRegistration } from '@iprenew/models';
import { data, type ActionFunctionArgs, type LinksFunction, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { clientIp } from '~/components/account/account.server';
import { AgentApplyForm, type AgentApplyActionData } from '~/components/agent-onboarding/AgentApplyForm';
import { PublicShell } from '~/components/PublicShell';
import shellStyles from '~/components/shell/shell.css?url';
import siteStyles from '~/components/site/site.css?url';
import applyStyles from '~/components/agent-onboarding/agent-apply.css?url';
import { parseForm } from '~/lib/form.server';
import { privatePageTitle } from '~/lib/root-data';

/**
 * /agent/apply (G-52): the public "Become our agent" form — the agent sign-in page shows it and
 * posts here. The contact form's protections: attempts limited per address and e-mail, the human
 * check. Stores a pre-registration (the console's Pre-registered agents) and mails SA/AD.
 */
export const handle = { i18n: ['common', 'nav', 'site', 'auth', 'agent-onboarding', 'pages'] };
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: shellStyles },
  { rel: 'stylesheet', href: siteStyles },
  { rel: 'stylesheet', href: applyStyles },
];
export const meta: MetaFunction = ({ matches }) => privatePageTitle(matches, 'agent-onboarding', 'apply.title');

export async function loader() {
  return { human: await humanCheckView() };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseForm(await request.formData(), { schema: preRegistrationFormSchema });
  if (submission.status !== 'success') return data<AgentApplyActionData>({ result: submission.reply(), human: await humanCheckView() }, { status: 422 });
  const { name, email, contact } = submission.value;
  try {
    await submitPreRegistration({ name, email, contact, human: humanCheckOf(submission.value), ip: clientIp(request) });
    return data<AgentApplyActionData>({ result: submission.reply({ resetForm: true }), sent: true, human: await humanCheckView() });
  } catch (error) {
    if (!isAppError(error)) throw error;
    const human = await humanCheckView();
    if (error.fieldErrors.human) return data<AgentApplyActionData>({ result: submission.reply(), humanError: error.fieldErrors.human[0], human }, { status: 422 });
    if (Object.keys(error.fieldErrors).length > 0) return data<AgentApplyActionData>({ result: submission.reply({ fieldErrors: error.fieldErrors }), human }, { status: 422 });
    if (error.code === 'RATE_LIMITED') {
      return data<AgentApplyActionData>(
        { result: submission.reply({ formErrors: ['auth:too_many_attempts'] }), messageParams: error.params, human },
        { status: 429, headers: { 'Retry-After': String(error.params.retryAfter ?? 60) } },
      );
    }
    return data<AgentApplyActionData>({ result: submission.reply({ formErrors: ['agent-onboarding:apply.failed'] }), human }, { status: 500 });
  }
}

export default function AgentApplyPage() {
  const { human } = useLoaderData<typeof loader>();
  const { t } = useTranslation('agent-onboarding');
  return (
    <PublicShell>
      <section className="login-page">
        <div className="container">
          <AgentApplyForm human={human} />
          <p className="agent-apply__signin">
            <Link to="/login?role=agent">{t('apply.signIn')}</Link>
          </p>
        </div>
      </section>
    </PublicShell>
  );
}
