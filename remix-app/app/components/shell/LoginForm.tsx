import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { loginFormSchema } from '@iprenew/models/browser';
import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { Logo } from '~/components/Logo';
import { HumanCheck, type HumanCheckView } from '~/components/site/HumanCheck';
import { Alert, Field } from './Field';
import { PasswordInput } from './PasswordInput';
import { shellIcons } from './ShellIcons';

export type LoginVariant = 'client' | 'agent' | 'accountant' | 'webadmin';

/**
 * The login card (ACC-7..10): email, password with a show/hide toggle, 'Let's go'. Every variant
 * shows the forgot-password link (ACC-8, G-20); the member variant invites to register (ACC-9).
 * A real form: it posts to the page itself and works without JavaScript; with it, Conform checks
 * the ACC-10 rules before sending. The server's message (ACC-12) comes back as a form error.
 */
export function LoginForm({
  variant,
  lastResult,
  messageParams,
  human,
}: {
  variant: LoginVariant;
  lastResult?: SubmissionResult<string[]> | null;
  /** Values of the server message's placeholders (e.g. the minutes to wait). */
  messageParams?: Record<string, string | number> | undefined;
  /** The human check to answer after repeated failures (G-66), else null. */
  human?: HumanCheckView | null;
}) {
  const { t } = useTranslation('nav');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [form, fields] = useForm({
    id: `login-${variant}`,
    lastResult: lastResult ?? undefined,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginFormSchema }),
  });
  const formError = form.errors?.[0];

  return (
    <div className="login">
      <aside className="login__aside" aria-hidden="true">
        <Logo tone="light" label="IPRenew" />
        <p className="login__aside-title">{t('login.asideTitle')}</p>
        <ul className="login__points">
          {(['track', 'renew', 'agents'] as const).map((point) => (
            <li key={point}>
              <span className="login__tick">{shellIcons.settled}</span>
              {t(`login.asidePoints.${point}`)}
            </li>
          ))}
        </ul>
      </aside>

      <div className="login__panel">
        <h1 className="login__title">{t(`login.variants.${variant}.title`)}</h1>
        <p className="login__lead">{t(`login.variants.${variant}.lead`)}</p>

        <Form method="post" className="form" {...getFormProps(form)}>
          {formError ? <Alert tone="error">{t(formError, messageParams)}</Alert> : null}
          <Field id={fields.email.id} label={t('login.email')} errors={fields.email.errors} errorId={fields.email.errorId}>
            <input
              {...getInputProps(fields.email, { type: 'email' })}
              className="field__input"
              autoComplete="username"
              inputMode="email"
              spellCheck={false}
              autoFocus={!lastResult}
            />
          </Field>
          <Field id={fields.password.id} label={t('login.password')} errors={fields.password.errors} errorId={fields.password.errorId}>
            <PasswordInput {...getInputProps(fields.password, { type: 'password' })} id={fields.password.id} autoComplete="current-password" />
          </Field>
          {human ? <HumanCheck view={human} /> : null}
          <div className="login__row">
            <a className="login__forgot" href="/forgot/password">
              {t('login.forgotPassword')}
            </a>
          </div>
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </button>
        </Form>

        {variant === 'client' ? (
          <p className="login__invite">
            {t('login.registerInvitation')} <a href="/register">{t('login.registerLink')}</a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
