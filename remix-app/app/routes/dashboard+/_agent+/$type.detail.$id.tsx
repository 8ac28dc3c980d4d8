import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { IpDetailPage } from '~/components/jobs/IpDetailPage';
import jobsStyles from '~/components/jobs/jobs.css?url';
import { navTitle } from '~/components/shell/meta';
import { ipDetailAction, ipDetailLoader } from '~/routes/dashboard+/_agent+/ip-detail.server';

/** IP detail for agents ({type}/detail/{id}, ACL-28): a record the agent has worked on; the customer side comes with the portfolio issue (404 for members until then). */
export const handle = { i18n: ['common', 'nav', 'enums', 'jobs'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: jobsStyles }];
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.applicationAll');

export const loader = ({ request, params }: LoaderFunctionArgs) => ipDetailLoader(request, params);
export const action = ({ request, params }: ActionFunctionArgs) => ipDetailAction(request, params);

export default function IpDetail() {
  return <IpDetailPage />;
}
