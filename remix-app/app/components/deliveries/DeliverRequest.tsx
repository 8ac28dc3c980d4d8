import type { DeliveryJson } from '@iprenew/models/browser';
import { useTranslation } from '~/lib/i18n/react';
import { Alert } from '~/components/shell/Field';
import { useState } from 'react';
import { addressLines, DeliveryStateBadge } from './DeliveryState';
import { TrackingForm } from './TrackingForm';

/**
 * AGT-13, DLV-16: the deliver request card of a job page. Shows the job's deliveries (the customer's
 * requested address and fee, the state, the courier and tracking number) and, where the machine
 * allows it (`can_update_tracking`), the courier / tracking-number form posting to the delivery's
 * tracking action. The job page's loader reads the rows with `deliveriesOfApplication` (404 for
 * another agent's job) and links this file's stylesheet (`deliveries.css`).
 */
export function DeliverRequest({ deliveries }: { deliveries: DeliveryJson[] }) {
  const { t } = useTranslation('deliveries');
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section className="panel dlv-request" aria-labelledby="dlv-request-title" data-testid="deliver-request">
      <h2 id="dlv-request-title" className="panel__title">
        {t('request.title')}
      </h2>
      {message ? <Alert tone="success">{t(message)}</Alert> : null}
      {deliveries.length === 0 ? <p>{t('request.none')}</p> : null}
      {deliveries.map((delivery) => (
        <div key={delivery.id} className="dlv-request__item">
          <p>
            <DeliveryStateBadge state={delivery.state} />
          </p>
          <p>
            <strong>{t('request.address')}</strong>
            {addressLines(delivery.address as Record<string, unknown> | null).map((line) => (
              <span key={line} className="dlv-line">
                {line}
              </span>
            ))}
          </p>
          {delivery.tracking_no ? (
            <p>
              {t('column.courier')}: {delivery.courier} · {t('column.tracking_no')}: {delivery.tracking_no}
            </p>
          ) : null}
          {delivery.can_update_tracking ? (
            <TrackingForm deliveryId={delivery.id} courier={delivery.courier} trackingNo={delivery.tracking_no} onSaved={setMessage} />
          ) : null}
        </div>
      ))}
    </section>
  );
}
