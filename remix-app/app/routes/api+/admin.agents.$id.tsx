import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getUserResource, updateUserResource } from '~/rest/users.server';

/** GET and PUT /api/admin/agents/:id (no DELETE: users are blocked, not deleted). */
export const loader = ({ request, params }: LoaderFunctionArgs) => getUserResource('agents', request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) =>
  request.method === 'PUT' ? updateUserResource('agents', request, params.id) : methodNotAllowed(['GET', 'PUT']);
