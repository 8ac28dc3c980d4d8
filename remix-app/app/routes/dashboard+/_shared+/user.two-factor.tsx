import type { SubmissionResult } from '@conform-to/react';
import {
  beginTwoFactorEnrolment,
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  getTwoFactorStatus,
  isAppError,
  regenerateRecoveryCodes,
} from '@iprenew/models';
import { twoFactorManageSchema } from '@iprenew/models/browser';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import { CodeForm, EnrolmentSetup, RecoveryCodes } from '~/components/two-factor/TwoFactor';
import twoFactorStyles from '~/components/two-factor/two-factor.css?url';
import { parseForm } from '~/lib/form.server';
import { requirePage } from '~/lib/guard.server';
import { privatePageTitle } from '~/lib/root-data';
import { enrolmentView } from '~/lib/two-factor-view.server';

/**
 * /dashboard/user/two-factor (issue 18, ADR 077): a customer's or agent's own two-factor sign-in —
 * turn it on (QR code, key, first code, recovery codes shown once), create new recovery codes, turn it
 * off (each with a current code). Staff have the console's /admin/two-factor. An admin impersonating
 * the user sees the state but changes nothing.
 */
export const handle = { i18n: ['common', 'nav', 'auth'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: twoFactorStyles }];

export const meta: MetaFunction = ({ matches }) => privatePageTitle(matches, 'auth', 'two_factor.link');

const ROUTE = 'dashboard.user.two-factor';

export async function loader({ request }: LoaderFunctionArgs) {
  const { actor, impersonator } = await requirePage(request, ROUTE);
  const status = await getTwoFactorStatus({ actor });
  const enrolment = status.pending && !impersonator ? enrolmentView(await beginTwoFactorEnrolment({ actor })) : null;
  return { status, enrolment, impersonating: impersonator !== null };
}

interface ActionData {
  intent?: string;
  result?: SubmissionResult<string[]>;
  recovery_codes?: string[];
  message?: string;
}

export async function action({ request }: ActionFunctionArgs): Promise<ActionData> {
  const { actor } = await requirePage(request, ROUTE);
  const submission = parseForm(await request.formData(), { schema: twoFactorManageSchema });
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: ['code'] }) };
  const input = submission.value;
  try {
    switch (input.intent) {
      case 'start':
        await beginTwoFactorEnrolment({ actor });
        return { intent: input.intent };
      case 'confirm': {
        const { recovery_codes, message } = await confirmTwoFactorEnrolment({ actor, code: input.code });
        return { intent: input.intent, recovery_codes, message };
      }
      case 'regenerate': {
        const { recovery_codes, message } = await regenerateRecoveryCodes({ actor, code: input.code });
        return { intent: input.intent, recovery_codes, message };
      }
      case 'disable':
        return { intent: input.intent, message: (await disableTwoFactor({ actor, code: input.code })).message };
    }
  } catch (error) {
    if (!isAppError(error)) throw error;
    return {
      intent: input.intent,
      result: submission.reply({ fieldErrors: error.fieldErrors, formErrors: Object.keys(error.fieldErrors).length > 0 ? [] : [error.messageKey], hideFields: ['code'] }),
    };
  }
}

export default function TwoFactorSettings() {
  const { status, enrolment, impersonating } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const { t } = useTranslation('auth');
  const navigation = useNavigation();
  const resultOf = (intent: string) => (actionData?.intent === intent ? actionData.result : null);
  const formError = actionData?.result && actionData.intent === 'start' ? actionData.result.error?.['']?.[0] : null;
  return (
    <>
      <PageHeader title={t('two_factor.link')} lead={t('two_factor.enrol.intro')} />
      {actionData?.message ? <Alert tone="success">{t(actionData.message)}</Alert> : null}
      {formError ? <Alert tone="error">{t(formError)}</Alert> : null}
      <section className="panel panel--narrow">
        <p className="two-factor__status" data-testid="two-factor-status">
          {status.enabled ? t('two_factor.manage.status_on', { count: status.recovery_codes_left }) : t('two_factor.manage.status_off')}
        </p>
        {status.required ? <p>{t('two_factor.manage.required_note')}</p> : null}
        {impersonating ? (
          <Alert tone="info">{t('two_factor.not_while_impersonating')}</Alert>
        ) : actionData?.recovery_codes ? (
          <RecoveryCodes codes={actionData.recovery_codes} />
        ) : status.enabled ? (
          <>
            <CodeForm
              id="two-factor-regenerate"
              schema={twoFactorManageSchema}
              intent="regenerate"
              label={t('two_factor.verify.code_label')}
              hint={t('two_factor.manage.code_help')}
              submitLabel={t('two_factor.manage.regenerate')}
              lastResult={resultOf('regenerate')}
            />
            {status.can_disable ? (
              <CodeForm
                id="two-factor-disable"
                schema={twoFactorManageSchema}
                intent="disable"
                tone="secondary"
                label={t('two_factor.verify.code_label')}
                hint={t('two_factor.manage.code_help')}
                submitLabel={t('two_factor.manage.disable')}
                lastResult={resultOf('disable')}
              />
            ) : null}
          </>
        ) : enrolment ? (
          <EnrolmentSetup enrolment={enrolment}>
            <CodeForm
              id="two-factor-confirm"
              schema={twoFactorManageSchema}
              intent="confirm"
              label={t('two_factor.verify.code_label')}
              submitLabel={t('two_factor.enrol.submit')}
              lastResult={resultOf('confirm')}
            />
          </EnrolmentSetup>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="start" />
            <button type="submit" className="button button--primary" disabled={navigation.state === 'submitting'}>
              {t('two_factor.manage.start')}
            </button>
          </Form>
        )}
      </section>
    </>
  );
}
