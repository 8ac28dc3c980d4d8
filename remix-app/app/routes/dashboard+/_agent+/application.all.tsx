import { ROLE } from '@iprenew/models/browser';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CustomerApplicationListPage } from '~/components/customer-applications/CustomerApplicationListPage';
import { JobListPage } from '~/components/jobs/JobListPage';
import jobsStyles from '~/components/jobs/jobs.css?url';
import { navTitle } from '~/components/shell/meta';
import { requirePage } from '~/lib/guard.server';
import { jobListLoader } from '~/routes/dashboard+/_agent+/job-list.server';
import { customerApplicationListLoader } from '~/routes/dashboard+/_customer+/customer-applications.server';

/**
 * application/all (ACL-27): for agents, all their applications (AGT-6, ACL-62), each row opening its
 * job page; for customers, their own applications (POR-26, ADR 038), each row opening the read-only
 * application page.
 */
export const handle = { i18n: ['common', 'nav', 'enums', 'jobs', 'applications', 'site', 'countries'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: jobsStyles }];
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.applicationAll');

export async function loader({ request }: LoaderFunctionArgs) {
  const { actor } = await requirePage(request, 'dashboard.application.all');
  if (actor.role_id === ROLE.MEMBER) return customerApplicationListLoader(request, actor);
  return jobListLoader(request, 'all');
}

export default function AllApplications() {
  const loaded = useLoaderData<typeof loader>();
  return 'side' in loaded && loaded.side === 'customer' ? <CustomerApplicationListPage /> : <JobListPage />;
}
