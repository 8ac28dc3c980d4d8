import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import type { DeliveryRow } from './DeliveryList';
import { TrackingForm } from './TrackingForm';

/** DLV-5: the tracking-number modal of the delivery list (a native dialog: focus trap and Escape). */
export function TrackingModal({ delivery, onClose, onSaved }: { delivery: DeliveryRow; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation('deliveries');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className="dlv-modal" aria-labelledby="dlv-modal-title" onClose={onClose}>
      <h2 id="dlv-modal-title" className="panel__title">
        {t('tracking.title')}
      </h2>
      <p className="dlv-modal__ref">
        {delivery.application.reference}
        {delivery.application.ip?.application_name ? ` · ${delivery.application.ip.application_name}` : ''}
      </p>
      <TrackingForm
        deliveryId={delivery.id}
        courier={delivery.courier}
        trackingNo={delivery.tracking_no}
        onCancel={onClose}
        onSaved={(message) => {
          onSaved(message);
          onClose();
        }}
      />
    </dialog>
  );
}
