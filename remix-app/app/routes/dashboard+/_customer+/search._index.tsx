import { SERVICE } from '@iprenew/models';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import cartStyles from '~/components/cart/cart.css?url';
import jobsStyles from '~/components/jobs/jobs.css?url';
import { ordersTitle } from '~/components/cart/meta';
import { requestFormAction } from '~/routes/dashboard+/_customer+/request.server';
import { requestPageLoader } from '~/routes/dashboard+/_customer+/request-page.server';
import { RequestPage } from '~/components/cart/RequestPage';
import { requirePage } from '~/lib/guard.server';

/** New trademark search request and the customer's search requests (POR-37..39, POR-43, POR-44, POR-49, G-33). */
export const handle = { i18n: ['common', 'nav', 'orders', 'pricing', 'site', 'messages', 'jobs', 'enums', 'countries'] };

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: cartStyles },
  { rel: 'stylesheet', href: jobsStyles },
];

export const meta: MetaFunction = ({ matches }) => ordersTitle(matches, 'request.search.title');

export async function loader({ request }: LoaderFunctionArgs) {
  return requestPageLoader(request, await requirePage(request, 'dashboard.search'), SERVICE.SEARCH);
}

export async function action({ request }: ActionFunctionArgs) {
  const { actor } = await requirePage(request, 'dashboard.search');
  return requestFormAction(request, actor, SERVICE.SEARCH, null);
}

export default function SearchPage() {
  return <RequestPage base="/dashboard/search" section="search" />;
}
