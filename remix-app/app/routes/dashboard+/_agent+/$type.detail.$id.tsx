import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { applicationFilesLinks } from '~/components/application-files/links';
import { CustomerIpDetailPage } from '~/components/customer-applications/CustomerIpDetailPage';
import { IpDetailPage } from '~/components/jobs/IpDetailPage';
import jobsStyles from '~/components/jobs/jobs.css?url';
import { navTitle } from '~/components/shell/meta';
import { ipDetailAction, ipDetailLoader } from '~/routes/dashboard+/_agent+/ip-detail.server';

/**
 * IP detail ({type}/detail/{id}, ACL-28). Agents: a record they have worked on, with their own
 * applications on it. Members: their own active record (POR-15..25, ADR 039) — the card with its
 * display status, Request Renewal, the logo upload and their applications on it. Anything else is 404.
 */
export const handle = { i18n: ['common', 'nav', 'enums', 'applications', 'jobs', 'files', 'site', 'countries'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: jobsStyles }, ...applicationFilesLinks()];
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.applicationAll');

export const loader = ({ request, params }: LoaderFunctionArgs) => ipDetailLoader(request, params);
export const action = ({ request, params }: ActionFunctionArgs) => ipDetailAction(request, params);

export default function IpDetail() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.side === 'customer' ? <CustomerIpDetailPage /> : <IpDetailPage />;
}
