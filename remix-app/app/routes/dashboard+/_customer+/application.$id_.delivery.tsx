import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { DeliveryRequestForm } from '~/components/deliveries/DeliveryRequestForm';
import deliveryStyles from '~/components/deliveries/deliveries.css?url';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import { navTitle } from '~/components/shell/meta';
import { deliveryRequestAction, loadDeliveryRequest } from './delivery-request.server';

/**
 * The deliver request page (DLV-11..16, G-37, ACL-52, ADR 041), reached from the customer's
 * application page: the address form, or why delivery cannot be requested now. The owner only.
 */
export const handle = { i18n: ['common', 'nav', 'deliveries', 'orders', 'countries'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: deliveryStyles }];
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.delivery');

export const loader = ({ request, params }: LoaderFunctionArgs) => loadDeliveryRequest(request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) => deliveryRequestAction(request, params.id);

export default function DeliveryRequestPage() {
  const page = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>();
  const { t } = useTranslation('deliveries');
  const { application } = page.delivery;
  return (
    <>
      <p className="jobs-back">
        <Link to={`/dashboard/application/${application.id}`}>‹ {t('customer.request.back')}</Link>
      </p>
      <PageHeader title={t('customer.request.title')} lead={[application.reference, application.ip_name, application.ip_number].filter(Boolean).join(' · ')} />
      {page.delivery.can_request_delivery ? (
        <DeliveryRequestForm
          key={sent ? JSON.stringify(sent.values) : 'form'}
          delivery={page.delivery}
          defaults={sent?.values ?? page.defaults}
          useOwn={sent?.useOwn ?? page.useOwn}
          countries={page.countries}
          states={sent?.states ?? page.states}
          statesFor={sent ? sent.statesFor : page.statesFor}
          ownStates={page.ownStates}
          error={sent?.error ?? null}
          fieldErrors={sent?.fieldErrors ?? {}}
        />
      ) : (
        <div data-testid="delivery-request-refused">
          <Alert tone="info">{t(`customer.request.refused_${page.delivery.refusal ?? 'status'}`)}</Alert>
        </div>
      )}
    </>
  );
}
