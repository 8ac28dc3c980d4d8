import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { parseForm } from '~/lib/form.server';
import { changePassword, isAppError, USER_STATUS } from '@iprenew/models';
import { changePasswordSchema } from '@iprenew/models/browser';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert, Field } from '~/components/shell/Field';
import { navTitle } from '~/components/shell/meta';
import { PasswordInput } from '~/components/shell/PasswordInput';
import { requirePage } from '~/lib/guard.server';

/**
 * Password change (ACC-54..60, ACC-45): old_ps, password, password_confirmation. Success ends the
 * user's other sessions (this one stays), e-mails the user, and a status-5 user goes on to the
 * dashboard. The passwords are never sent back to the page.
 */
export const handle = { i18n: ['common', 'nav'] };

export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'password.title');

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePage(request, 'dashboard.user.change.password');
  return { mustChange: user.status_id === USER_STATUS.PASSWORD_CHANGE_REQUIRED };
}

const HIDDEN = ['old_ps', 'password', 'password_confirmation'];

export async function action({ request }: ActionFunctionArgs) {
  const { actor, token } = await requirePage(request, 'dashboard.user.change.password');
  const formData = await request.formData();
  const submission = parseForm(formData, { schema: changePasswordSchema });
  if (submission.status !== 'success') {
    return { result: submission.reply({ formErrors: ['nav:password.fail'], hideFields: HIDDEN }), success: null };
  }
  try {
    const { next } = await changePassword({
      actor,
      keepSessionToken: token,
      ...submission.value,
    });
    if (next === 'dashboard') throw redirect('/dashboard/overview');
    return { result: submission.reply({ resetForm: true, hideFields: HIDDEN }), success: 'password.success' };
  } catch (error) {
    if (isAppError(error)) {
      return {
        result: submission.reply({ formErrors: [error.messageKey], fieldErrors: error.fieldErrors, hideFields: HIDDEN }),
        success: null,
      };
    }
    throw error;
  }
}

export default function ChangePassword() {
  const { mustChange } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('nav');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [form, fields] = useForm({
    id: 'change-password',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  });
  const formError = actionData?.success ? null : form.errors?.[0];

  return (
    <>
      <PageHeader title={t('password.title')} lead={t('password.lead')} />
      {mustChange ? <Alert tone="info">{t('password.mustChange')}</Alert> : null}
      {actionData?.success ? <Alert tone="success">{t(actionData.success)}</Alert> : null}
      {formError ? <Alert tone="error">{t(formError)}</Alert> : null}
      <Form method="post" className="panel panel--narrow form" {...getFormProps(form)}>
        <Field id={fields.old_ps.id} label={t('password.old_ps')} errors={fields.old_ps.errors} errorId={fields.old_ps.errorId}>
          <PasswordInput {...getInputProps(fields.old_ps, { type: 'password' })} id={fields.old_ps.id} autoComplete="current-password" />
        </Field>
        <Field
          id={fields.password.id}
          label={t('password.password')}
          errors={fields.password.errors}
          errorId={fields.password.errorId}
          hint={t('password.rule')}
          hintId={`${fields.password.id}-hint`}
        >
          <PasswordInput
            {...getInputProps(fields.password, { type: 'password' })}
            id={fields.password.id}
            autoComplete="new-password"
            aria-describedby={`${fields.password.id}-hint ${fields.password.errorId}`}
          />
        </Field>
        <Field
          id={fields.password_confirmation.id}
          label={t('password.password_confirmation')}
          errors={fields.password_confirmation.errors}
          errorId={fields.password_confirmation.errorId}
        >
          <PasswordInput
            {...getInputProps(fields.password_confirmation, { type: 'password' })}
            id={fields.password_confirmation.id}
            autoComplete="new-password"
          />
        </Field>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('password.saving') : t('password.save')}
          </button>
        </div>
      </Form>
    </>
  );
}
