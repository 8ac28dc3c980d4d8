import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getApplicationResource, updateApplicationResource } from '~/rest/applications.server';

/** GET /api/admin/applications/:id: one application for SA/AD (ACL-45 ⚑AMB-32); PUT: the staff edit (G-18). */
export const loader = ({ request, params }: LoaderFunctionArgs) => getApplicationResource(request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) =>
  request.method === 'PUT' ? updateApplicationResource(request, params.id) : methodNotAllowed(['GET', 'PUT']);
