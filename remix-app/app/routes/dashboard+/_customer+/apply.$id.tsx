import { SERVICE } from '@iprenew/models';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import cartStyles from '~/components/cart/cart.css?url';
import { ordersTitle } from '~/components/cart/meta';
import { myRequestOr404 } from '~/routes/dashboard+/_customer+/request-page.server';
import { RequestDetail } from '~/components/cart/RequestList';
import { PageHeader } from '~/components/shell/DashboardShell';
import { requirePage } from '~/lib/guard.server';

/** Trademark application detail (POR-40): the customer's own record only (else 404); its logo is served by the `logo` resource route beside it. */
export const handle = { i18n: ['common', 'nav', 'orders', 'pricing', 'enums', 'countries'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: cartStyles }];

export const meta: MetaFunction = ({ matches }) => ordersTitle(matches, 'request.apply.title');

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { actor } = await requirePage(request, 'dashboard.apply.id');
  return { entry: await myRequestOr404(actor, SERVICE.APPLICATION, params.id) };
}

export default function ApplyDetail() {
  const { entry } = useLoaderData<typeof loader>();
  const { t } = useTranslation('orders');
  return (
    <>
      <PageHeader title={t('request.apply.detailTitle', { reference: entry.reference })} />
      <RequestDetail entry={entry} base="/dashboard/apply" logoUrl={`/dashboard/apply/${entry.id}/logo`} />
    </>
  );
}
