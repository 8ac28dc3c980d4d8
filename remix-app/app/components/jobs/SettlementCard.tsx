import type { JobSettlementJson } from '@iprenew/models';
import { formatMoney } from '@iprenew/models/browser';
import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import type { JobActionFailure } from '~/routes/dashboard+/_agent+/job-page.server';
import { FactList } from './FactList';

const PROOF_ACCEPT = '.png,.jpg,.jpeg,.pdf,.doc,.docx';

/**
 * The job's payment table for its agent (AGT-12, SET-8, G-60): the proof status (SET-6/7), the amounts
 * the agent is paid (G-04, ADR 047) and, while the domain allows it (`can_upload_proof`, SET-13), Upload
 * Proof with the receipt and the company invoice (SET-10/11). The office's remarks of a reupload
 * request are shown above the form. Shown from the settlement's creation at Completed.
 */
export function SettlementCard({ settlement, failure }: { settlement: JobSettlementJson; failure: JobActionFailure | null }) {
  const { t } = useTranslation('settlements');
  const busy = useNavigation().state === 'submitting';
  const errors = failure?.form === 'proof' ? failure.fieldErrors : {};
  const rm = (value: string) => formatMoney(value, 'MYR');
  const rows: [string, string, string][] = [
    ['settlement-status', t('job.proof_status'), t(settlement.proof_status_key)],
    ['settlement-processing', t('job.processing_fee'), rm(settlement.processing_fee)],
    ['settlement-service', t('job.service_fee'), rm(settlement.service_fee)],
    ['settlement-total', t('job.total'), rm(settlement.total)],
  ];
  if (settlement.route === 'paypal') rows.push(['settlement-paypal-cost', t('job.paypal_cost'), rm(settlement.paypal_cost)]);
  rows.push(['settlement-net', t('job.net_total'), rm(settlement.net_total)]);
  if (settlement.route) rows.push(['settlement-route', t('job.route'), t(`job.route_${settlement.route}`)]);
  const file = (name: 'proof' | 'proof2', label: string) => (
    <div className={`field${errors[name]?.length ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={`settlement-${name}`}>
        {label}
      </label>
      <input id={`settlement-${name}`} name={name} type="file" className="field__input" accept={PROOF_ACCEPT} required />
      <p className="field__error" aria-live="polite">
        {errors[name]?.[0] ? t(errors[name]![0]!) : null}
      </p>
    </div>
  );
  return (
    <section className="panel jobs-card" aria-labelledby="settlement-title" data-testid="settlement-card">
      <h2 id="settlement-title" className="panel__title">
        {t('job.title')}
      </h2>
      <FactList rows={rows} />
      {settlement.pending_reupload && settlement.validation_remarks ? (
        <p className="jobs-note" data-testid="settlement-remarks">
          {t('job.reupload_remarks', { remarks: settlement.validation_remarks })}
        </p>
      ) : null}
      {settlement.can_upload_proof ? (
        <Form method="post" action="?proof" encType="multipart/form-data" className="form jobs-settlement-form" data-testid="settlement-upload">
          <input type="hidden" name="intent" value="upload-proof" />
          <h3 className="jobs-subtitle">{t('job.upload_title')}</h3>
          <p className="field__hint">{t('job.upload_hint')}</p>
          {file('proof', t('job.proof'))}
          {file('proof2', t('job.proof2'))}
          <div className={`field${errors.remarks?.length ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor="settlement-remarks-input">
              {t('job.remarks')}
            </label>
            <textarea id="settlement-remarks-input" name="remarks" className="field__input" rows={2} maxLength={1000} />
            <p className="field__error" aria-live="polite">
              {errors.remarks?.[0] ? t(errors.remarks[0]!) : null}
            </p>
          </div>
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={busy} data-testid="settlement-upload-submit">
              {t('job.upload')}
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
