import type { BulkRefusal } from '@iprenew/models';
import { Form, Link, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { Alert } from '~/components/shell/Field';

export const BULK_RENEWAL_INTENT = 'bulk-renewal';
/** The id of the selection form: each row's checkbox belongs to it through its `form` attribute. */
export const BULK_RENEWAL_FORM = 'bulk-renewal';

/** What the dashboard action answers to a bulk renewal (issue 18). */
export interface BulkRenewalOutcome {
  tone: 'success' | 'error';
  /** Translated by the action, like each refusal's reasons. */
  text: string;
  count: number;
  refused: BulkRefusal[];
  /** When it was answered: a new answer clears the rows' ticks. */
  at: number;
}

/**
 * Issue 18, bulk renewal: the bar above the IP list — tick records in the list, confirm the details
 * (ORD-16's acceptance, as on the filing form) and add all their renewals to the cart in one press. A
 * plain form post: the rows' checkboxes join it by their `form` attribute, so it works without JavaScript.
 */
export function BulkRenewalBar() {
  const { t } = useTranslation('nav');
  const busy = useNavigation().formData?.get('intent') === BULK_RENEWAL_INTENT;
  return (
    <Form method="post" id={BULK_RENEWAL_FORM} preventScrollReset className="bulk-renewal" data-testid="bulk-renewal" aria-labelledby="bulk-renewal-title">
      <input type="hidden" name="intent" value={BULK_RENEWAL_INTENT} />
      <div>
        <h3 id="bulk-renewal-title" className="bulk-renewal__title">
          {t('portfolio.bulk.title')}
        </h3>
        <p className="bulk-renewal__hint">{t('portfolio.bulk.hint')}</p>
      </div>
      <label className="check-field bulk-renewal__acceptance">
        <input type="checkbox" name="acceptance" value="on" />
        <span>{t('portfolio.bulk.acceptance')}</span>
      </label>
      <button type="submit" className="button button--primary" disabled={busy} data-testid="bulk-renewal-submit">
        {t('portfolio.bulk.submit')}
      </button>
    </Form>
  );
}

/** A row's checkbox: joins the selection form (it sits inside the list, outside the form). */
export function BulkRenewalCheckbox({ id, label }: { id: number; label: string }) {
  const { t } = useTranslation('nav');
  return (
    <label className="bulk-renewal__pick">
      <input type="checkbox" name="ip_ids" value={id} form={BULK_RENEWAL_FORM} data-testid="bulk-renewal-pick" aria-label={t('portfolio.bulk.pickLabel', { name: label })} />
      <span aria-hidden="true">{t('portfolio.bulk.pick')}</span>
    </label>
  );
}

/** What the last bulk renewal did: how many renewals went to the cart, and each record left out with its reasons. */
export function BulkRenewalResultPanel({ outcome }: { outcome: BulkRenewalOutcome }) {
  const { t } = useTranslation('nav');
  return (
    <div className="bulk-renewal__result" data-testid="bulk-renewal-result" role="status">
      <Alert tone={outcome.tone}>
        {outcome.text}{' '}
        {outcome.count > 0 ? (
          <Link to="/dashboard/cart" data-testid="bulk-renewal-cart">
            {t('portfolio.bulk.toCart')}
          </Link>
        ) : null}
      </Alert>
      {outcome.refused.length > 0 ? (
        <>
          <h3 className="bulk-renewal__title">{t('portfolio.bulk.refusedTitle', { count: outcome.refused.length })}</h3>
          <ul className="bulk-renewal__refused" data-testid="bulk-renewal-refused">
            {outcome.refused.map((refusal) => (
              <li key={refusal.ip_id} data-testid={`bulk-refused-${refusal.ip_id}`}>
                <strong>{refusal.name ?? t('portfolio.noName')}</strong>
                {refusal.number ? <span className="jobs-row__meta"> · {refusal.number}</span> : null}
                <ul>
                  {refusal.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
                {refusal.form_href ? (
                  <Link to={refusal.form_href} className="bulk-renewal__form-link">
                    {t('portfolio.bulk.openForm')}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
