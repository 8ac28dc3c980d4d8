import { ROLE } from '@iprenew/models/browser';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CustomerApplicationPage } from '~/components/customer-applications/CustomerApplicationPage';
import customerApplicationStyles from '~/components/customer-applications/customer-applications.css?url';
import { JobDetailPage } from '~/components/jobs/JobDetailPage';
import { JOB_PAGE_HANDLE, jobPageLinks } from '~/components/jobs/job-page-assets';
import { privatePageTitle } from '~/lib/root-data';
import { notFound, requirePage } from '~/lib/guard.server';
import { JOB_ROUTES, jobPageAction, jobPageLoader } from '~/routes/dashboard+/_agent+/job-page.server';
import { customerApplicationAction, customerApplicationLoader } from '~/routes/dashboard+/_customer+/customer-applications.server';

/**
 * Application detail (ACL-45, ACL-51, ACL-62, ADR 038). Agents: any of their own applications by id,
 * the job page; another agent's is 404. Customers: their own application, read-only (POR-27..29),
 * with Acknowledge and Rate in Certificate Ready (POR-30..35, ADR 042); another customer's is 404. SA/AD use the console's show page (⚑AMB-32).
 */
export const handle = JOB_PAGE_HANDLE;
export const links: LinksFunction = () => [...jobPageLinks(), { rel: 'stylesheet', href: customerApplicationStyles }];
export const meta: MetaFunction = ({ matches }) => privatePageTitle(matches, 'jobs', 'detail.info.title');

export async function loader({ request, params }: LoaderFunctionArgs) {
  // Only a number is an application's id (as jobPageLoader: anything else is not this page).
  if (!/^[1-9]\d{0,15}$/.test(params.id ?? '')) throw notFound();
  const { actor } = await requirePage(request, JOB_ROUTES.application.key);
  if (actor.role_id === ROLE.MEMBER) return customerApplicationLoader(request, actor, params.id);
  return jobPageLoader(request, JOB_ROUTES.application, params);
}

export async function action({ request, params }: ActionFunctionArgs) {
  // ACL-51: the customer posts only their Acknowledge and Rate (POR-30..35, ADR 042); the application itself stays read-only.
  if (!/^[1-9]\d{0,15}$/.test(params.id ?? '')) throw notFound();
  const { actor } = await requirePage(request, JOB_ROUTES.application.key);
  if (actor.role_id === ROLE.MEMBER) return customerApplicationAction(request, actor, params.id);
  return jobPageAction(request, JOB_ROUTES.application, params);
}

export default function ApplicationDetail() {
  const loaded = useLoaderData<typeof loader>();
  return 'side' in loaded && loaded.side === 'customer' ? <CustomerApplicationPage /> : <JobDetailPage />;
}
