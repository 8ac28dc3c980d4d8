import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { parseForm } from '~/lib/form.server';
import { isAppError, requestPasswordReset } from '@iprenew/models';
import { forgotPasswordSchema } from '@iprenew/models/browser';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { AccountAlert, AccountPage } from '~/components/account/AccountPage';
import { clientIp, errorKey, errorParams, redirectSignedIn } from '~/components/account/account.server';
import accountStyles from '~/components/account/account.css?url';
import { describedBy, FormField } from '~/components/account/FormField';
import { accountMeta } from '~/components/account/meta';

/** Forgot password (ACC-48, ACC-49): the same answer whether or not the e-mail is registered. */

export const handle = { i18n: ['common', 'account', 'auth', 'pages'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: accountStyles }];
export const meta: MetaFunction = (args) => accountMeta(args, 'forgot.metaTitle');

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectSignedIn(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await redirectSignedIn(request);
  const submission = parseForm(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== 'success') return { result: submission.reply(), sent: false };
  try {
    await requestPasswordReset({ email: submission.value.email, ip: clientIp(request) });
    return { result: submission.reply({ resetForm: true }), sent: true };
  } catch (error) {
    if (isAppError(error) && Object.keys(error.fieldErrors).length > 0) {
      return { result: submission.reply({ fieldErrors: error.fieldErrors }), sent: false };
    }
    return { result: submission.reply({ formErrors: [errorKey(error, 'account:forgot.failed')] }), sent: false, messageParams: errorParams(error) };
  }
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation('account');
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  const busy = navigation.state === 'submitting';
  return (
    <AccountPage
      icon="key"
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      footer={<a href="/login?role=client">{t('common.backToLogin')}</a>}
    >
      {actionData?.sent ? (
        <AccountAlert tone="success">
          {t('forgot.sent')}. {t('forgot.sentHelp')}
        </AccountAlert>
      ) : null}
      {form.errors?.length ? (
        <AccountAlert tone="error">{t(form.errors[0]!, actionData && 'messageParams' in actionData ? actionData.messageParams : undefined)}</AccountAlert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="acct-form">
        <FormField id={fields.email.id} errors={fields.email.errors} label={t('forgot.email')} required>
          <input
            {...getInputProps(fields.email, { type: 'email' })}
            key={fields.email.key}
            className="acct-field__input"
            autoComplete="email"
            required
            {...describedBy(fields.email.id, { invalid: !fields.email.valid })}
          />
        </FormField>
        <button type="submit" className="button button--primary acct-button" disabled={busy}>
          {t('forgot.submit')}
        </button>
      </Form>
    </AccountPage>
  );
}
