import type { CustomerApplicationJson } from '@iprenew/models';
import { RATING_STARS, REVIEW_MAX } from '@iprenew/models/browser';
import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { Alert, Field } from '~/components/shell/Field';
import type { CustomerActionFailure } from '~/routes/dashboard+/_customer+/customer-applications.server';

/**
 * Acknowledge and Rate (POR-30..35, ADR 042): in Certificate Ready the owner first acknowledges, then
 * rates (stars 1–5, an optional review, anonymous or not) — the rating completes the application. Once
 * rated, the rating given. Shown only when the domain offers a step (can_acknowledge, can_rate) or a
 * rating exists; an auto-completed application shows nothing here.
 */
export function AcknowledgeRate({ application, failure }: { application: Pick<CustomerApplicationJson, 'can_acknowledge' | 'can_rate' | 'rating' | 'review'>; failure: CustomerActionFailure | null }) {
  const { t } = useTranslation('applications');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  if (!application.can_acknowledge && !application.can_rate && application.rating === null) return null;
  const values = failure?.form === 'rate' ? failure.values : null;
  const ratingError = failure?.form === 'rate' ? failure.fieldErrors.rating : undefined;
  const reviewError = failure?.form === 'rate' ? failure.fieldErrors.review : undefined;
  return (
    <section className="panel jobs-card" aria-labelledby="acknowledge-rate-title" data-testid="acknowledge-rate">
      <h2 id="acknowledge-rate-title" className="panel__title">
        {application.can_acknowledge ? t('customer.acknowledge.title') : t('customer.rate.title')}
      </h2>
      {failure ? (
        <Alert tone="error">
          <span data-testid="acknowledge-rate-failure">{t(failure.message)}</span>
        </Alert>
      ) : null}
      {application.can_acknowledge ? (
        <Form method="post" className="rate-form">
          <p>{t('customer.acknowledge.lead')}</p>
          <input type="hidden" name="intent" value="acknowledge" />
          <button type="submit" className="button button--primary" disabled={busy} data-testid="acknowledge">
            {t('customer.acknowledge.button')}
          </button>
        </Form>
      ) : null}
      {application.can_rate ? (
        <Form method="post" className="rate-form" noValidate>
          <p>{t('customer.rate.lead')}</p>
          <input type="hidden" name="intent" value="rate" />
          <fieldset className={`rate-form__stars${ratingError ? ' field--invalid' : ''}`} aria-describedby="rating-error">
            <legend className="field__label">{t('customer.rate.stars')}</legend>
            <div className="rate-stars">
              {/* Highest first in the markup so CSS can light a star and the ones before it (row-reverse). */}
              {[...RATING_STARS].reverse().map((n) => (
                <span key={n} className="rate-stars__option">
                  <input type="radio" id={`rating-${n}`} name="rating" value={n} defaultChecked={values?.rating === String(n)} className="rate-stars__input" />
                  <label htmlFor={`rating-${n}`} className="rate-stars__label" title={t('customer.rate.starLabel', { rating: n })}>
                    <span aria-hidden="true">★</span>
                    <span className="visually-hidden">{t('customer.rate.starLabel', { rating: n })}</span>
                  </label>
                </span>
              ))}
            </div>
            <p className="field__error" id="rating-error" aria-live="polite" data-testid="rating-error">
              {ratingError?.[0] ? t(ratingError[0]) : null}
            </p>
          </fieldset>
          <Field id="review" label={t('customer.rate.review')} errors={reviewError} errorId="review-error" hint={t('customer.rate.reviewHint', { max: REVIEW_MAX })} hintId="review-hint" optional>
            <textarea id="review" name="review" rows={4} maxLength={REVIEW_MAX} defaultValue={values?.review ?? ''} aria-describedby="review-hint review-error" />
          </Field>
          <label className="rate-form__check">
            <input type="checkbox" name="is_anonymous" value="1" defaultChecked={values?.is_anonymous ?? false} /> {t('customer.rate.anonymous')}
          </label>
          <button type="submit" className="button button--primary" disabled={busy} data-testid="rate">
            {t('customer.rate.submit')}
          </button>
        </Form>
      ) : null}
      {!application.can_rate && application.rating !== null ? (
        <p data-testid="rated">
          {t('customer.rate.rated', { rating: application.rating })}
          {application.review ? <q className="rate-form__review">{application.review}</q> : null}
        </p>
      ) : null}
    </section>
  );
}
