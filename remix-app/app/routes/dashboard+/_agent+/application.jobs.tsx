import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { JobListPage } from '~/components/jobs/JobListPage';
import jobsStyles from '~/components/jobs/jobs.css?url';
import { navTitle } from '~/components/shell/meta';
import { jobListLoader } from '~/routes/dashboard+/_agent+/job-list.server';

/** The agent's Jobs List (AGT-2..4, AGT-7, ACL-43): the open jobs assigned to them; a row opens jobs/:type/:id. */
export const handle = { i18n: ['common', 'nav', 'enums', 'jobs', 'site', 'countries'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: jobsStyles }];
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.jobs');

export const loader = ({ request }: LoaderFunctionArgs) => jobListLoader(request, 'jobs');

export default function JobsList() {
  return <JobListPage />;
}
