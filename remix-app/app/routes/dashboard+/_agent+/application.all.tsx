import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { JobListPage } from '~/components/jobs/JobListPage';
import jobsStyles from '~/components/jobs/jobs.css?url';
import { navTitle } from '~/components/shell/meta';
import { jobListLoader } from '~/routes/dashboard+/_agent+/job-list.server';

/** All the agent's applications (AGT-6, ACL-27, ACL-62): open and closed, each row opening its job page. The customer side of this address comes with the portfolio issue (404 for members until then). */
export const handle = { i18n: ['common', 'nav', 'enums', 'jobs'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: jobsStyles }];
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.applicationAll');

export const loader = ({ request }: LoaderFunctionArgs) => jobListLoader(request, 'all');

export default function AllApplications() {
  return <JobListPage />;
}
