import type { LoaderFunctionArgs } from '@remix-run/node';
import { jobFileResponse } from '~/routes/dashboard+/_agent+/job-page.server';

/** A job's file (AGT-9, AGT-10, G-45): the assigned agent only; another agent's file is 404. */
export const loader = ({ request, params }: LoaderFunctionArgs) => jobFileResponse(request, params);
