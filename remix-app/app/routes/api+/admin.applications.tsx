import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listApplicationResource } from '~/rest/applications.server';

/** GET /api/admin/applications: the console's application list (ADM-31..33, G-46). */
export const loader = ({ request }: LoaderFunctionArgs) => listApplicationResource(request);
export const action = () => methodNotAllowed(['GET']);
