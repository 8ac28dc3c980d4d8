import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useSearchParams } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeliveryFilters } from '~/components/deliveries/DeliveryFilters';
import { DeliveryList, type DeliveryRow } from '~/components/deliveries/DeliveryList';
import { DeliveryPager } from '~/components/deliveries/DeliveryPager';
import { TrackingModal } from '~/components/deliveries/TrackingModal';
import deliveryStyles from '~/components/deliveries/deliveries.css?url';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import { navTitle } from '~/components/shell/meta';
import { loadDeliveryPage } from './delivery.server';

/**
 * Delivery list, agent side (DLV-1..7, ACL-29): the deliveries of the agent's jobs with a status
 * filter, search and paging; "Update Tracking" opens the courier / tracking-number modal, which moves
 * a Pending delivery to Delivering ('Record update successful'). Customers: the portfolio issue.
 */
export const handle = { i18n: ['common', 'nav', 'deliveries'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: deliveryStyles }];
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.delivery');

export const loader = ({ request }: LoaderFunctionArgs) => loadDeliveryPage(request);

export default function DeliveryPage() {
  const page = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const { t } = useTranslation('deliveries');
  const [tracking, setTracking] = useState<DeliveryRow | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={t('page.title')} lead={t('page.lead')} />
      {message ? <Alert tone="success">{t(message)}</Alert> : null}
      {page.loadError ? <Alert tone="error">{t(page.loadError)}</Alert> : null}
      <section className="panel">
        <DeliveryFilters key={params.toString()} status={page.status} q={page.q} perPage={page.perPage} />
        {page.rows.length === 0 ? (
          <p data-testid="delivery-empty">{t('page.empty')}</p>
        ) : (
          <DeliveryList
            rows={page.rows as DeliveryRow[]}
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
