import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { JobDetailPage } from '~/components/jobs/JobDetailPage';
import { JOB_PAGE_HANDLE, jobPageLinks } from '~/components/jobs/job-page-assets';
import { privatePageTitle } from '~/lib/root-data';
import { JOB_ROUTES, jobPageAction, jobPageLoader } from '~/routes/dashboard+/_agent+/job-page.server';

/** History Detail (AGT-5, AGT-8..10, ACL-44, ACL-62): a completed or cancelled job of the agent; another agent's is 404. */
export const handle = JOB_PAGE_HANDLE;
export const links = jobPageLinks;
export const meta: MetaFunction = ({ matches }) => privatePageTitle(matches, 'jobs', 'list.historyTitle');

export const loader = ({ request, params }: LoaderFunctionArgs) => jobPageLoader(request, JOB_ROUTES.history, params);
export const action = ({ request, params }: ActionFunctionArgs) => jobPageAction(request, JOB_ROUTES.history, params);

export default function HistoryDetail() {
  return <JobDetailPage />;
}
