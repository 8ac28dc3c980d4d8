import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listJobResource } from '~/rest/jobs.server';

/** GET /api/admin/jobs: the scheduled jobs and their last runs (issue 16, ADR 054; SA/AD). */
export const loader = ({ request }: LoaderFunctionArgs) => listJobResource(request);
export const action = () => methodNotAllowed(['GET']);
