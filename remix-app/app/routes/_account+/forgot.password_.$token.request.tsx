import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { parseForm } from '~/lib/form.server';
import { checkResetToken, isAppError, resetPassword, resetPasswordSchema } from '@iprenew/models';
import { resetPasswordFormSchema } from '@iprenew/models/browser';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { AccountAlert, AccountPage } from '~/components/account/AccountPage';
import { clientIp, errorKey, errorParams, queryValue, redirectSignedIn } from '~/components/account/account.server';
import accountStyles from '~/components/account/account.css?url';
import { describedBy, FormField, PasswordField } from '~/components/account/FormField';
import { accountMeta } from '~/components/account/meta';

/**
 * Reset password: /forgot/password/{token}/request?q={email} (ACC-50..53). The form is shown only
 * while the link is usable; otherwise 'The request is invalid'. Success ends every session.
 */

export const handle = { i18n: ['common', 'account', 'auth', 'pages'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];
export const meta: MetaFunction = (args) => accountMeta(args, 'reset.metaTitle');

const HIDDEN_FIELDS = ['password', 'password_confirmation'];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await redirectSignedIn(request);
  const email = queryValue(request, 'q');
  const token = params.token ?? '';
  const { valid } = await checkResetToken({ token, email });
  return { valid, email: valid ? email : '', token: valid ? token : '' };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await redirectSignedIn(request);
  const formData = await request.formData();
  // The token comes from the route and the e-mail from the query (ACC-52), never from the form.
  formData.set('token', params.token ?? '');
  formData.set('email', queryValue(request, 'q'));
  const submission = parseForm(formData, { schema: resetPasswordSchema });
  if (submission.status !== 'success') {
    const linkBroken = Boolean(submission.error?.token || submission.error?.email);
    return { result: submission.reply({ hideFields: HIDDEN_FIELDS }), done: false, invalid: linkBroken };
  }
  try {
    await resetPassword({ ...submission.value, ip: clientIp(request) });
    return { result: submission.reply({ resetForm: true }), done: true, invalid: false };
  } catch (error) {
    if (isAppError(error) && error.messageKey === 'account:reset.invalid') {
      return { result: submission.reply({ hideFields: HIDDEN_FIELDS }), done: false, invalid: true };
    }
    if (isAppError(error) && Object.keys(error.fieldErrors).length > 0) {
      return { result: submission.reply({ fieldErrors: error.fieldErrors, hideFields: HIDDEN_FIELDS }), done: false, invalid: false };
    }
    return {
      result: submission.reply({ formErrors: [errorKey(error, 'account:reset.failed')], hideFields: HIDDEN_FIELDS }),
      done: false,
      invalid: false,
      messageParams: errorParams(error),
    };
  }
}

export default function ResetPassword() {
  const { valid, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation('account');
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordFormSchema }),
  });

  if (actionData?.done) {
    return (
      <AccountPage icon="success" title={t('reset.success')}>
        <p role="status">{t('reset.successHelp')}</p>
        <div className="acct__actions">
          <a className="button button--primary" href="/login?role=client">
            {t('reset.loginLink')}
          </a>
        </div>
      </AccountPage>
    );
  }

  if (!valid || actionData?.invalid) {
    return (
      <AccountPage icon="error" title={t('reset.invalid')} footer={<a href="/login?role=client">{t('common.backToLogin')}</a>}>
        <p className="acct__intro">{t('reset.invalidHelp')}</p>
        <div className="acct__actions">
          <a className="button button--primary" href="/forgot/password">
            {t('reset.requestNew')}
          </a>
        </div>
      </AccountPage>
    );
  }

  const busy = navigation.state === 'submitting';
  return (
    <AccountPage icon="key" title={t('reset.title')} intro={t('reset.intro', { email })}>
      {form.errors?.length ? (
        <AccountAlert tone="error">{t(form.errors[0]!, actionData && 'messageParams' in actionData ? actionData.messageParams : undefined)}</AccountAlert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="acct-form">
        <input type="hidden" name="username" value={email} autoComplete="username" />
        <FormField id={fields.password.id} errors={fields.password.errors} label={t('reset.password')} hint={t('register.hints.password')} required>
          <PasswordField
            {...getInputProps(fields.password, { type: 'password' })}
            key={fields.password.key}
            autoComplete="new-password"
            required
            {...describedBy(fields.password.id, { hint: true, invalid: !fields.password.valid })}
          />
        </FormField>
        <FormField id={fields.password_confirmation.id} errors={fields.password_confirmation.errors} label={t('reset.password_confirmation')} required>
          <PasswordField
            {...getInputProps(fields.password_confirmation, { type: 'password' })}
            key={fields.password_confirmation.key}
            autoComplete="new-password"
            required
            {...describedBy(fields.password_confirmation.id, { invalid: !fields.password_confirmation.valid })}
          />
        </FormField>
        <button type="submit" className="button button--primary acct-button" disabled={busy}>
          {t('reset.submit')}
        </button>
      </Form>
    </AccountPage>
  );
}
