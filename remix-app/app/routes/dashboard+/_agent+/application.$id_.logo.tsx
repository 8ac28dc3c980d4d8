import type { LoaderFunctionArgs } from '@remix-run/node';
import { jobLogoResponse } from '~/routes/dashboard+/_agent+/job-page.server';

/** The IP's trademark logo on the job page (AGT-8): the assigned agent only; anyone else 404. */
export const loader = ({ request, params }: LoaderFunctionArgs) => jobLogoResponse(request, params);
