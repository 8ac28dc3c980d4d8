import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { getBankingDetail, isAppError, updateBankingDetail } from '@iprenew/models';
import { bankingDetailSchema } from '@iprenew/models/browser';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert, Field } from '~/components/shell/Field';
import { navTitle } from '~/components/shell/meta';
import { parseForm } from '~/lib/form.server';
import { requirePage } from '~/lib/guard.server';

/**
 * Banking detail (AGT-35/36, ACL-49): the agent's meps_code, bank_name and bank_acc, each required,
 * min 3. Any other role is sent to its dashboard by the guard (⚑AMB-21, the route's `denied`).
 * 'Record update successful'; a failure shows the server message, else Fail_To_Update_Record.
 */
export const handle = { i18n: ['common', 'nav', 'agent-onboarding'] };

export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.bankingDetail');

const ROUTE = 'dashboard.user.banking.detail';

export async function loader({ request }: LoaderFunctionArgs) {
  const { actor } = await requirePage(request, ROUTE);
  return { banking: await getBankingDetail({ actor }) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { actor } = await requirePage(request, ROUTE);
  const submission = parseForm(await request.formData(), { schema: bankingDetailSchema });
  if (submission.status !== 'success') return { result: submission.reply({ formErrors: ['agent-onboarding:banking.fail'] }), success: null };
  try {
    const saved = await updateBankingDetail({ actor, ...submission.value });
    return { result: submission.reply(), success: saved.message };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { result: submission.reply({ formErrors: [error.messageKey], fieldErrors: error.fieldErrors }), success: null };
  }
}

const FIELDS = ['meps_code', 'bank_name', 'bank_acc'] as const;

export default function BankingDetail() {
  const { banking } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('agent-onboarding');
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    id: 'banking-detail',
    lastResult: actionData?.result,
    defaultValue: { meps_code: banking.meps_code ?? '', bank_name: banking.bank_name ?? '', bank_acc: banking.bank_acc ?? '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bankingDetailSchema }),
  });
  const formError = actionData?.success ? null : form.errors?.[0];
  return (
    <>
      <PageHeader title={t('banking.title')} lead={t('banking.lead')} />
      {actionData?.success ? <Alert tone="success">{t(actionData.success)}</Alert> : null}
      {formError ? <Alert tone="error">{t(formError)}</Alert> : null}
      <Form method="post" className="panel panel--narrow form" {...getFormProps(form)}>
        {FIELDS.map((name) => (
          <Field key={name} id={fields[name].id} label={t(`banking.${name}`)} errors={fields[name].errors} errorId={fields[name].errorId}>
            <input {...getInputProps(fields[name], { type: 'text' })} key={fields[name].key} className="field__input" maxLength={name === 'bank_name' ? 128 : 64} />
          </Field>
        ))}
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('banking.saving') : t('banking.save')}
          </button>
        </div>
      </Form>
    </>
  );
}
