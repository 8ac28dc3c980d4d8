import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from '~/lib/i18n/react';
import { CustomerDeliveryActions } from '~/components/deliveries/CustomerDeliveryActions';
import { DeliveryFilters } from '~/components/deliveries/DeliveryFilters';
import { DeliveryList, type DeliveryRow } from '~/components/deliveries/DeliveryList';
import { DeliveryPager } from '~/components/deliveries/DeliveryPager';
import { TrackingModal } from '~/components/deliveries/TrackingModal';
import deliveryStyles from '~/components/deliveries/deliveries.css?url';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import { navTitle } from '~/components/shell/meta';
import { loadDeliveryPage, receiveDeliveryAction } from './delivery.server';

/**
 * Delivery list (DLV-1..9, ACL-29, ADR 041) with a status filter, search and paging. Agents see their
 * jobs' deliveries: "Update Tracking" opens the courier / tracking-number modal, which moves a
 * Pending delivery to Delivering ('Record update successful'). Customers see their own: the tracking
 * view (courier, tracking number, the courier's link) and "Mark Received" on a parcel on its way.
 */
export const handle = { i18n: ['common', 'nav', 'deliveries'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: deliveryStyles }];
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.delivery');

export const loader = ({ request }: LoaderFunctionArgs) => loadDeliveryPage(request);
export const action = ({ request }: ActionFunctionArgs) => receiveDeliveryAction(request);

export default function DeliveryPage() {
  const page = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const { t } = useTranslation('deliveries');
  const [tracking, setTracking] = useState<DeliveryRow | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const received = useActionData<typeof action>();
  const customer = page.side === 'customer';
  return (
    <>
      <PageHeader title={t(customer ? 'customer.page.title' : 'page.title')} lead={t(customer ? 'customer.page.lead' : 'page.lead')} />
      {message ? <Alert tone="success">{t(message)}</Alert> : null}
      {received?.success ? <Alert tone="success">{t(received.success)}</Alert> : null}
      {received?.error ? <Alert tone="error">{t(received.error)}</Alert> : null}
      {page.loadError ? <Alert tone="error">{t(page.loadError)}</Alert> : null}
      <section className="panel">
        <DeliveryFilters key={params.toString()} status={page.status} q={page.q} perPage={page.perPage} />
        {page.rows.length === 0 ? (
          <p data-testid="delivery-empty">{t(customer ? 'customer.page.empty' : 'page.empty')}</p>
        ) : (
          <DeliveryList
            rows={page.rows as DeliveryRow[]}
            actions={customer ? (row) => <CustomerDeliveryActions row={row} /> : undefined}
            onTrack={(row) => {
              setMessage(null);
              setTracking(row);
            }}
          />
        )}
        <DeliveryPager page={page.page} pages={page.pages} total={page.total} query={params} />
      </section>
      {tracking ? <TrackingModal key={tracking.id} delivery={tracking} onClose={() => setTracking(null)} onSaved={setMessage} /> : null}
    </>
  );
}
