import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import type { z } from 'zod';
import { Alert, Field } from '~/components/shell/Field';

/**
 * The pieces of two-factor sign-in (issue 18, ADR 077): the code form (sign-in, confirmation,
 * recovery codes, turning off), the enrolment (QR code, the key for typing by hand, the first code)
 * and the recovery codes shown once. Real forms: they work without JavaScript.
 */

/** The enrolment as the pages send it: the key and the QR code as an SVG data URI. */
export interface EnrolmentView {
  secret: string;
  qr: string;
}

/** "ABCD EFGH …": the key in groups of four, easier to type. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function CodeForm({
  id,
  schema,
  intent,
  label,
  submitLabel,
  lastResult,
  messageParams,
  extra,
  hint,
  tone = 'primary',
  autoFocus = false,
}: {
  id: string;
  schema: z.ZodType;
  intent?: string;
  label: string;
  submitLabel: string;
  lastResult?: SubmissionResult<string[]> | null | undefined;
  messageParams?: Record<string, string | number> | undefined;
  /** Shown under the field (the sign-in's human check). */
  extra?: ReactNode;
  hint?: ReactNode;
  tone?: 'primary' | 'secondary';
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('auth');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === (intent ?? null);
  const [form, fields] = useForm({
    id,
    lastResult: lastResult ?? undefined,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const code = fields.code!;
  const formError = form.errors?.[0];
  return (
    <Form method="post" className="form two-factor__form" {...getFormProps(form)}>
      {formError ? <Alert tone="error">{t(formError, messageParams)}</Alert> : null}
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <Field id={code.id} label={label} errors={code.errors} errorId={code.errorId} hint={hint} hintId={`${code.id}-hint`}>
        <input
          {...getInputProps(code, { type: 'text' })}
          className="field__input two-factor__code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          autoFocus={autoFocus}
        />
      </Field>
      {extra}
      <button type="submit" className={`button button--${tone} button--block`} disabled={busy}>
        {submitLabel}
      </button>
    </Form>
  );
}

/** Scan, or type the key; then the first code confirms. */
export function EnrolmentSetup({ enrolment, children }: { enrolment: EnrolmentView; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className="two-factor__setup">
      <p>{t('two_factor.enrol.step_scan')}</p>
      <img className="two-factor__qr" src={enrolment.qr} alt={t('two_factor.enrol.qr_alt')} width={200} height={200} />
      <p className="two-factor__manual">{t('two_factor.enrol.step_manual')}</p>
      <code className="two-factor__secret" data-testid="two-factor-secret">
        {groupedSecret(enrolment.secret)}
      </code>
      <p>{t('two_factor.enrol.step_confirm')}</p>
      {children}
    </div>
  );
}

/** The recovery codes, shown once. */
export function RecoveryCodes({ codes, children }: { codes: string[]; children?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <section className="two-factor__recovery" aria-labelledby="recovery-title">
      <h2 id="recovery-title" className="two-factor__subtitle">
        {t('two_factor.recovery.title')}
      </h2>
      <p>{t('two_factor.recovery.intro')}</p>
      <ul className="two-factor__codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

/** The single-column card of the sign-in's second step, in the login page's style. */
export function TwoFactorCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="login two-factor">
      <div className="login__panel">
        <h1 className="login__title">{title}</h1>
        {lead ? <p className="login__lead">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}

