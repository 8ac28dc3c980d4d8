import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listSearchResource } from '~/rest/applications.server';

/** GET /api/admin/searches: customers' search requests (ADM-39, ACL-26). */
export const loader = ({ request }: LoaderFunctionArgs) => listSearchResource(request);
export const action = () => methodNotAllowed(['GET']);
