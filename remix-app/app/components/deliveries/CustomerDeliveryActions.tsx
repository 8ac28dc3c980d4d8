import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import type { DeliveryRow } from './DeliveryList';

/**
 * DLV-4, DLV-8 (ADR 041): the customer's actions on one delivery row — the tracking view (courier,
 * tracking number and the courier's tracking link; a native disclosure, so it opens without
 * JavaScript) and, while the parcel is on its way, "Mark Received" posting to the list's action.
 */
export function CustomerDeliveryActions({ row }: { row: DeliveryRow }) {
  const { t } = useTranslation('deliveries');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('id') === String(row.id);
  return (
    <div className="dlv-customer">
      <details className="dlv-tracking" data-testid="delivery-tracking-view">
        <summary className="button button--secondary dlv-small">{t('customer.tracking.view')}</summary>
        <div className="dlv-tracking__body">
          {row.tracking_no ? (
            <dl className="dlv-facts">
              <dt>{t('customer.tracking.courier')}</dt>
              <dd>{row.courier ?? '—'}</dd>
              <dt>{t('customer.tracking.tracking_no')}</dt>
              <dd className="dlv-mono">{row.tracking_no}</dd>
            </dl>
          ) : (
            <p>{t('customer.tracking.none')}</p>
          )}
          {row.tracking_url ? (
            <a href={row.tracking_url} target="_blank" rel="noopener noreferrer" data-testid="delivery-tracking-link">
              {t('customer.tracking.link')}
            </a>
          ) : null}
        </div>
      </details>
      {row.can_mark_received ? (
        <Form method="post" className="dlv-receive">
          <input type="hidden" name="intent" value="receive" />
          <input type="hidden" name="id" value={row.id} />
          <button type="submit" className="button button--primary dlv-small" disabled={busy} aria-busy={busy}>
            {busy ? t('customer.receive.busy') : t('customer.receive.action')}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
