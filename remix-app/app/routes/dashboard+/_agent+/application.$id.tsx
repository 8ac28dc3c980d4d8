import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { JobDetailPage } from '~/components/jobs/JobDetailPage';
import { JOB_PAGE_HANDLE, jobPageLinks } from '~/components/jobs/job-page-assets';
import { privatePageTitle } from '~/lib/root-data';
import { JOB_ROUTES, jobPageAction, jobPageLoader } from '~/routes/dashboard+/_agent+/job-page.server';

/** Application detail for agents (AGT-6, ACL-45, ACL-62): any of the agent's own applications by id; another agent's is 404. SA/AD use the console's show page (⚑AMB-32). */
export const handle = JOB_PAGE_HANDLE;
export const links = jobPageLinks;
export const meta: MetaFunction = ({ matches }) => privatePageTitle(matches, 'jobs', 'detail.info.title');

export const loader = ({ request, params }: LoaderFunctionArgs) => jobPageLoader(request, JOB_ROUTES.application, params);
export const action = ({ request, params }: ActionFunctionArgs) => jobPageAction(request, JOB_ROUTES.application, params);

export default function ApplicationDetail() {
  return <JobDetailPage />;
}
