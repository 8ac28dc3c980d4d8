import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { JobListPage } from '~/components/jobs/JobListPage';
import jobsStyles from '~/components/jobs/jobs.css?url';
import { navTitle } from '~/components/shell/meta';
import { jobListLoader } from '~/routes/dashboard+/_agent+/job-list.server';

/** The agent's History List (AGT-5, AGT-7, ACL-44): their completed and cancelled jobs; a row opens history/:type/:id. */
export const handle = { i18n: ['common', 'nav', 'enums', 'jobs', 'site', 'countries'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: jobsStyles }];
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.history');

export const loader = ({ request }: LoaderFunctionArgs) => jobListLoader(request, 'history');

export default function HistoryList() {
  return <JobListPage />;
}
