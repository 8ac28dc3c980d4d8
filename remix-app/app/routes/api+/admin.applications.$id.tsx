import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getApplicationResource } from '~/rest/applications.server';

/** GET /api/admin/applications/:id: one application for SA/AD (ACL-45 ⚑AMB-32). */
export const loader = ({ request, params }: LoaderFunctionArgs) => getApplicationResource(request, params.id);
export const action = () => methodNotAllowed(['GET']);
