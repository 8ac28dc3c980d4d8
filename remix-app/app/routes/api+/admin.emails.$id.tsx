import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { deleteBroadcastResource, getBroadcastResource, updateBroadcastResource } from '~/rest/broadcasts.server';

/** GET (edit, ADM-61), PUT (update, ADM-60) and DELETE (ADM-57) /api/admin/emails/:id. */
export const loader = ({ request, params }: LoaderFunctionArgs) => getBroadcastResource(request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) => {
  if (request.method === 'PUT') return updateBroadcastResource(request, params.id);
  if (request.method === 'DELETE') return deleteBroadcastResource(request, params.id);
  return methodNotAllowed(['GET', 'PUT', 'DELETE']);
};
