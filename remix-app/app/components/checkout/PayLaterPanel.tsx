import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { slipFormSchema } from '@iprenew/models/browser';
import { Form, Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { Field } from '~/components/shell/Field';

export interface BankDetails {
  bank_name?: string;
  account_name?: string;
  account_no?: string;
  swift_code?: string;
  note?: string;
}

/** ORD-52, G-27: where to transfer; the order reference is the transfer reference. */
export function BankTransferDetails({ bank, reference, amount }: { bank: BankDetails; reference: string; amount: React.ReactNode }) {
  const { t } = useTranslation('orders');
  const rows: [string, string | undefined][] = [
    [t('paylater.bank.bankName'), bank.bank_name],
    [t('paylater.bank.accountName'), bank.account_name],
    [t('paylater.bank.accountNo'), bank.account_no],
    [t('paylater.bank.swift'), bank.swift_code],
  ];
  return (
    <section className="panel co-bank" aria-labelledby="bank-title" data-testid="bank-transfer">
      <h2 id="bank-title" className="panel__title">
        {t('paylater.bank.title')}
      </h2>
      <p>{t('paylater.bank.intro')}</p>
      <dl className="readonly-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
        <div>
          <dt>{t('paylater.bank.amount')}</dt>
          <dd>{amount}</dd>
        </div>
        <div>
          <dt>{t('paylater.bank.reference')}</dt>
          <dd>
            <strong className="co-ref" data-testid="transfer-reference">
              {reference}
            </strong>
          </dd>
        </div>
      </dl>
      <p className="co-note">{t('paylater.bank.referenceNote', { reference })}</p>
      {bank.note ? <p className="co-note">{bank.note}</p> : null}
    </section>
  );
}

/**
 * ORD-53..56: the slip form (reference, amount, file jpg/png/pdf), multipart, works without JS. A
 * file the server could not read (too large) reports `fileError` beside the file input.
 */
export function SlipForm({ lastResult, fileError, busy }: { lastResult?: SubmissionResult<string[]> | null; fileError?: string | null; busy: boolean }) {
  const { t } = useTranslation('orders');
  const [form, fields] = useForm({
    id: 'slip',
    lastResult: lastResult ?? undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: slipFormSchema }),
  });
  return (
    <Form method="post" encType="multipart/form-data" className="panel" {...getFormProps(form)} data-testid="slip-form">
      <h2 className="panel__title">{t('slip.title')}</h2>
      <p className="co-note">{t('slip.intro')}</p>
      <input type="hidden" name="intent" value="slip" />
      <div className="form-grid form-grid--2">
        <Field id={fields.ref_no.id} label={t('slip.ref_no')} errors={fields.ref_no.errors} errorId={fields.ref_no.errorId}>
          <input {...getInputProps(fields.ref_no, { type: 'text' })} className="field__input" autoComplete="off" />
        </Field>
        <Field id={fields.amount_paid.id} label={t('slip.amount_paid')} errors={fields.amount_paid.errors} errorId={fields.amount_paid.errorId}>
          <input {...getInputProps(fields.amount_paid, { type: 'text' })} className="field__input" inputMode="decimal" autoComplete="off" />
        </Field>
        <div className="form-grid__wide">
          <Field id={fields.file.id} label={t('slip.file')} errors={fields.file.errors ?? (fileError ? [fileError] : undefined)} errorId={fields.file.errorId} hint={t('slip.fileHint')}>
            <input {...getInputProps(fields.file, { type: 'file' })} className="field__input" accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf" />
          </Field>
        </div>
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy} data-testid="slip-submit">
          {t('slip.submit')}
        </button>
      </div>
    </Form>
  );
}

/** ORD-65..67: a real confirmation step (a page state, so it works without JavaScript). The order is named by its reference, as the customer knows it. */
export function CancelOrder({ reference, confirming, confirmHref, keepHref, busy }: { reference: string; confirming: boolean; confirmHref: string; keepHref: string; busy: boolean }) {
  const { t } = useTranslation('orders');
  if (!confirming) {
    return (
      <Link to={confirmHref} className="button button--secondary co-danger" data-testid="cancel-order">
        {t('cancel.button')}
      </Link>
    );
  }
  return (
    <section className="panel co-confirm" role="alertdialog" aria-labelledby="cancel-title" aria-describedby="cancel-text" data-testid="cancel-confirm">
      <h2 id="cancel-title" className="panel__title">
        {t('cancel.title', { id: reference })}
      </h2>
      <p id="cancel-text">{t('cancel.text')}</p>
      <Form method="post" className="co-confirm__actions" preventScrollReset>
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className="button button--primary co-danger-solid" disabled={busy} data-testid="cancel-yes">
          {t('cancel.yes')}
        </button>
        <Link to={keepHref} className="button button--secondary" data-testid="cancel-no">
          {t('cancel.no')}
        </Link>
      </Form>
    </section>
  );
}
