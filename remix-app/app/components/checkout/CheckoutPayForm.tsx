import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { checkoutSchema } from '@iprenew/models/browser';
import { Form, Link, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { Alert } from '~/components/shell/Field';

/** One way to pay: a submit button of the checkout form carrying its intent, and what it does. */
function PayOption({ intent, testId, label, hint, busy, primary, className }: { intent: string; testId: string; label: string; hint: string; busy: boolean; primary?: boolean; className?: string }) {
  return (
    <div className={['co-option', className].filter(Boolean).join(' ')}>
      <button type="submit" name="intent" value={intent} className={`button ${primary ? 'button--primary' : 'button--secondary'} co-button`} disabled={busy} data-testid={testId}>
        {label}
      </button>
      <p className="co-option__hint">{hint}</p>
    </div>
  );
}

/**
 * ORD-42..47, ⚑AMB-20: the terms, then the ways to pay — the configured card provider (or the clearly
 * labelled local test payment), Pay Later and, for whitelisted e-mails, Bypass. Works without
 * JavaScript: each button posts the same form with its own intent. The form's error comes first,
 * then `children` (the order's lines), then the form.
 */
export function CheckoutPayForm({
  reference,
  provider,
  paymentType,
  bypass,
  lastResult,
  children,
}: {
  reference: string;
  provider: 'stripe' | 'paypal' | 'sandbox' | null;
  paymentType: string | null;
  bypass: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const [form, fields] = useForm({
    id: 'checkout',
    lastResult,
    defaultValue: { ref: reference },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: checkoutSchema }),
  });
  const formError = form.errors?.[0];
  const providerLabel = provider === 'paypal' || (provider === 'sandbox' && paymentType === 'Paypal') ? 'PayPal' : 'Stripe';
  return (
    <>
      {formError ? (
        <Alert tone="error">
          <span data-testid="checkout-error">{t(formError)}</span>
        </Alert>
      ) : null}
      {children}
      <Form method="post" className="panel" {...getFormProps(form)}>
        <h2 className="panel__title">{t('checkout.payTitle')}</h2>
        <input type="hidden" name="ref" value={reference} />
        <div className={`co-terms${fields.accept.errors?.length ? ' co-terms--invalid' : ''}`}>
          <label htmlFor={fields.accept.id}>
            <input {...getInputProps(fields.accept, { type: 'checkbox', value: 'on' })} data-testid="accept-terms" />{' '}
            {t('checkout.terms.before')}{' '}
            <a href="/tnc" target="_blank" rel="noreferrer">
              {t('checkout.terms.link')}
            </a>
            {t('checkout.terms.after')}
          </label>
          {fields.accept.errors?.length ? (
            <p className="field__error" id={fields.accept.errorId} role="alert">
              {t(fields.accept.errors[0]!)}
            </p>
          ) : null}
        </div>

        <div className="co-actions">
          {provider ? (
            <PayOption
              intent="card"
              testId="pay-card"
              primary
              busy={busy}
              label={provider === 'sandbox' ? t('checkout.sandboxButton', { provider: providerLabel }) : t('checkout.cardButton', { provider: providerLabel })}
              hint={provider === 'sandbox' ? t('checkout.sandboxHint') : t('checkout.cardHint', { provider: providerLabel })}
            />
          ) : (
            <Alert tone="info">{t('checkout.cardUnavailable')}</Alert>
          )}
          <PayOption intent="paylater" testId="pay-later" busy={busy} label={t('checkout.payLaterButton')} hint={t('checkout.payLaterHint')} />
          {bypass ? <PayOption intent="bypass" testId="pay-bypass" busy={busy} label={t('checkout.bypassButton')} hint={t('checkout.bypassHint')} className="co-option--bypass" /> : null}
        </div>
        <p className="co-back">
          <Link to="/dashboard/cart">{t('checkout.backToCart')}</Link>
        </p>
      </Form>
    </>
  );
}
