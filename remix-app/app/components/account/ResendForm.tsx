import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';

/**
 * The resend-verification button (ACC-36, ACC-40): a POST to the pending page, which answers
 * 'Verification had been send to your email...' whether or not the e-mail is registered.
 * Without a known e-mail it asks for one. The server checks the form (resendVerificationFormSchema).
 */
export function ResendForm({ email, primary = false }: { email: string; primary?: boolean }) {
  const { t } = useTranslation('account');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'resend';
  const action = email ? `/account/verify?email=${encodeURIComponent(email)}` : '/account/verify';
  const [form, fields] = useForm({ id: 'resend-verification', defaultValue: { email } });
  return (
    <Form method="post" action={action} className="acct-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="resend" />
      {email ? (
        <input {...getInputProps(fields.email, { type: 'hidden' })} key={fields.email.key} />
      ) : (
        <div className="acct-field">
          <label className="acct-field__label" htmlFor={fields.email.id}>
            {t('verify.email')}
          </label>
          <input {...getInputProps(fields.email, { type: 'email' })} key={fields.email.key} autoComplete="email" required className="acct-field__input" />
        </div>
      )}
      <button type="submit" className={`button ${primary ? 'button--primary' : 'button--outline'} acct-button acct-button--auto`} disabled={busy}>
        {t('verify.resend')}
      </button>
    </Form>
  );
}
