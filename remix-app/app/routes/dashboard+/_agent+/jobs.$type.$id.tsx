import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { JobDetailPage } from '~/components/jobs/JobDetailPage';
import { JOB_PAGE_HANDLE, jobPageLinks } from '~/components/jobs/job-page-assets';
import { privatePageTitle } from '~/lib/root-data';
import { JOB_ROUTES, jobPageAction, jobPageLoader } from '~/routes/dashboard+/_agent+/job-page.server';

/** Jobs Detail (AGT-4, AGT-8..11, AGT-14, AGT-17..24, ACL-43, ACL-62): an open job of the agent; another agent's is 404. */
export const handle = JOB_PAGE_HANDLE;
export const links = jobPageLinks;
export const meta: MetaFunction = ({ matches }) => privatePageTitle(matches, 'jobs', 'list.jobsTitle');

export const loader = ({ request, params }: LoaderFunctionArgs) => jobPageLoader(request, JOB_ROUTES.jobs, params);
export const action = ({ request, params }: ActionFunctionArgs) => jobPageAction(request, JOB_ROUTES.jobs, params);

export default function JobsDetail() {
  return <JobDetailPage />;
}
