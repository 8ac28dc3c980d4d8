import { SERVICE } from '@iprenew/models';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import cartStyles from '~/components/cart/cart.css?url';
import jobsStyles from '~/components/jobs/jobs.css?url';
import { ordersTitle } from '~/components/cart/meta';
import { requestFormAction } from '~/routes/dashboard+/_customer+/request.server';
import { requestPageLoader } from '~/routes/dashboard+/_customer+/request-page.server';
import { RequestPage } from '~/components/cart/RequestPage';
import { requirePage } from '~/lib/guard.server';

/** New trademark application and the customer's applications (POR-40..49, G-33). */
export const handle = { i18n: ['common', 'nav', 'orders', 'pricing', 'site', 'messages', 'jobs', 'enums', 'countries'] };

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: cartStyles },
  { rel: 'stylesheet', href: jobsStyles },
];

export const meta: MetaFunction = ({ matches }) => ordersTitle(matches, 'request.apply.title');

export async function loader({ request }: LoaderFunctionArgs) {
  return requestPageLoader(request, await requirePage(request, 'dashboard.apply'), SERVICE.APPLICATION);
}

export async function action({ request }: ActionFunctionArgs) {
  const { actor } = await requirePage(request, 'dashboard.apply');
  return requestFormAction(request, actor, SERVICE.APPLICATION, null);
}

export default function ApplyPage() {
  return <RequestPage base="/dashboard/apply" section="apply" />;
}
