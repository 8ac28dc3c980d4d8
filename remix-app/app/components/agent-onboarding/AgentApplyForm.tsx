import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { preRegistrationSchema } from '@iprenew/models/browser';
import { useFetcher } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { Alert, Field } from '~/components/shell/Field';
import { HumanCheck, type HumanCheckView } from '~/components/site/HumanCheck';

/** What POST /agent/apply answers. */
export interface AgentApplyActionData {
  result: SubmissionResult<string[]>;
  sent?: boolean;
  humanError?: string;
  /** A fresh human check (a built-in challenge is used up by any answer). */
  human?: HumanCheckView;
  messageParams?: Record<string, string | number>;
}

const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name', max: 191 },
  { name: 'email', type: 'email', autoComplete: 'email', max: 191 },
  { name: 'contact', type: 'tel', autoComplete: 'tel', max: 32 },
] as const;

/**
 * G-52 "Become our agent": name, e-mail and contact with the contact form's human check, posted to
 * the public /agent/apply (throttled there). Shown on the agent sign-in page and on /agent/apply.
 */
export function AgentApplyForm({ human }: { human: HumanCheckView }) {
  const { t } = useTranslation('agent-onboarding');
  const { t: ta } = useTranslation();
  const fetcher = useFetcher<AgentApplyActionData>();
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const [form, fields] = useForm({
    id: 'agent-apply',
    lastResult: answer?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: preRegistrationSchema }),
  });
  const formError = answer?.sent ? null : form.errors?.[0];
  return (
    <section className="agent-apply" aria-labelledby="agent-apply-title" data-testid="agent-apply">
      <h2 id="agent-apply-title" className="agent-apply__title">
        {t('apply.title')}
      </h2>
      <p className="agent-apply__lead">{t('apply.lead')}</p>
      {answer?.sent ? <Alert tone="success">{t('apply.success')}</Alert> : null}
      {formError ? <Alert tone="error">{ta(formError, answer?.messageParams)}</Alert> : null}
      <fetcher.Form method="post" action="/agent/apply" className="form" {...getFormProps(form)}>
        <div className="form__fields">
          {FIELDS.map(({ name, type, autoComplete, max }) => (
            <Field key={name} id={fields[name].id} label={t(`apply.${name}`)} errors={fields[name].errors} errorId={fields[name].errorId}>
              <input {...getInputProps(fields[name], { type })} key={fields[name].key} className="field__input" autoComplete={autoComplete} maxLength={max} />
            </Field>
          ))}
        </div>
        <HumanCheck key={answer?.human ? JSON.stringify(answer.human) : 'first'} view={answer?.human ?? human} error={answer?.humanError} />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('apply.sending') : t('apply.submit')}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
