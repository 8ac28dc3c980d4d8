import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import type { customerApplicationLoader } from '~/routes/dashboard+/_customer+/customer-applications.server';

/**
 * DLV-16, G-37 (ADR 041): the "Request delivery" card of the customer's application page, shown
 * when `can_request_delivery` (Certificate Ready or Completed, no open request); with an open
 * request it says so and links to the delivery list. Otherwise nothing.
 */
export function DeliveryRequestCard() {
  const { application } = useLoaderData<typeof customerApplicationLoader>();
  const { t } = useTranslation('deliveries');
  const delivery = application.delivery;
  if (delivery.refusal === 'status') return null;
  return (
    <section className="panel jobs-card" aria-labelledby="customer-app-delivery" data-testid="delivery-request-card">
      <h2 id="customer-app-delivery" className="panel__title">
        {t('customer.request.card')}
      </h2>
      {delivery.can_request_delivery ? (
        <>
          <p>{t('customer.request.cardBody')}</p>
          <Link className="button button--primary" to={`/dashboard/application/${application.id}/delivery`}>
            {t('customer.request.open')}
          </Link>
        </>
      ) : (
        <p>
          {t('customer.request.refused_open')} <Link to="/dashboard/delivery?status=1">{t('customer.page.title')}</Link>
        </p>
      )}
    </section>
  );
}
