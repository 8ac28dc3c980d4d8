import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getSearchResource } from '~/rest/applications.server';

/** GET /api/admin/searches/:id: one search request with its classifications and the agent's report (ADM-39). */
export const loader = ({ request, params }: LoaderFunctionArgs) => getSearchResource(request, params.id);
export const action = () => methodNotAllowed(['GET']);
