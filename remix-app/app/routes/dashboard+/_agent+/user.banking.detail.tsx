import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { getBankingDetail, isAppError, updateBankingDetail, updatePaypalEmail } from '@iprenew/models';
import { bankingDetailSchema, paypalEmailFormSchema } from '@iprenew/models/browser';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert, Field } from '~/components/shell/Field';
import { navTitle } from '~/components/shell/meta';
import { parseForm } from '~/lib/form.server';
import { requirePage } from '~/lib/guard.server';

/**
 * Banking detail (AGT-35/36, ACL-49): the agent's meps_code, bank_name and bank_acc, each required,
 * min 3. Any other role is sent to its dashboard by the guard (⚑AMB-21, the route's `denied`).
 * 'Record update successful'; a failure shows the server message, else Fail_To_Update_Record.
 * A second form (ADR 055, `intent=paypal`) sets the PayPal e-mail Send via PayPal pays (empty = the
 * login e-mail).
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
  const formData = await request.formData();
  const form = formData.get('intent') === 'paypal' ? ('paypal' as const) : ('bank' as const);
  const submission =
    form === 'paypal' ? parseForm(formData, { schema: paypalEmailFormSchema }) : parseForm(formData, { schema: bankingDetailSchema });
  if (submission.status !== 'success') return { form, result: submission.reply({ formErrors: ['agent-onboarding:banking.fail'] }), success: null };
  try {
    const saved = form === 'paypal' ? await updatePaypalEmail({ actor, ...submission.value }) : await updateBankingDetail({ actor, ...(submission.value as Record<string, unknown>) });
    return { form, result: submission.reply(), success: saved.message };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { form, result: submission.reply({ formErrors: [error.messageKey], fieldErrors: error.fieldErrors }), success: null };
  }
}

const FIELDS = ['meps_code', 'bank_name', 'bank_acc'] as const;

export default function BankingDetail() {
  const { banking } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('agent-onboarding');
  const navigation = useNavigation();
  const busyWith = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const [form, fields] = useForm({
    id: 'banking-detail',
    lastResult: actionData?.form === 'bank' ? actionData.result : undefined,
    defaultValue: { meps_code: banking.meps_code ?? '', bank_name: banking.bank_name ?? '', bank_acc: banking.bank_acc ?? '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bankingDetailSchema }),
  });
  const [paypalForm, paypalFields] = useForm({
    id: 'paypal-email',
    lastResult: actionData?.form === 'paypal' ? actionData.result : undefined,
    defaultValue: { paypal_email: banking.paypal_email ?? '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: paypalEmailFormSchema }),
  });
  // Each form's own answer, right above it (a journey waits for the one it submitted).
  const outcome = (which: 'bank' | 'paypal', errors: string[] | undefined) =>
    actionData?.form !== which ? null : (
      <div data-testid={`${which}-outcome`}>
        {actionData.success ? <Alert tone="success">{t(actionData.success)}</Alert> : errors?.[0] ? <Alert tone="error">{t(errors[0])}</Alert> : null}
      </div>
    );
  return (
    <>
      <PageHeader title={t('banking.title')} lead={t('banking.lead')} />
      {outcome('bank', form.errors)}
      <Form method="post" className="panel panel--narrow form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="bank" />
        {FIELDS.map((name) => (
          <Field key={name} id={fields[name].id} label={t(`banking.${name}`)} errors={fields[name].errors} errorId={fields[name].errorId}>
            <input {...getInputProps(fields[name], { type: 'text' })} key={fields[name].key} className="field__input" maxLength={name === 'bank_name' ? 128 : 64} />
          </Field>
        ))}
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busyWith === 'bank'}>
            {busyWith === 'bank' ? t('banking.saving') : t('banking.save')}
          </button>
        </div>
      </Form>
      {outcome('paypal', paypalForm.errors)}
      <Form method="post" className="panel panel--narrow form" aria-labelledby="paypal-title" {...getFormProps(paypalForm)}>
        <h2 id="paypal-title" className="panel__title">
          {t('banking.paypal_title')}
        </h2>
        <p>{t('banking.paypal_lead', { email: banking.login_email })}</p>
        <input type="hidden" name="intent" value="paypal" />
        <Field id={paypalFields.paypal_email.id} label={t('banking.paypal_email')} errors={paypalFields.paypal_email.errors} errorId={paypalFields.paypal_email.errorId}>
          <input
            {...getInputProps(paypalFields.paypal_email, { type: 'email' })}
            key={paypalFields.paypal_email.key}
            className="field__input"
            maxLength={191}
            placeholder={banking.login_email}
          />
        </Field>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busyWith === 'paypal'}>
            {busyWith === 'paypal' ? t('banking.saving') : t('banking.paypal_save')}
          </button>
        </div>
      </Form>
    </>
  );
}
