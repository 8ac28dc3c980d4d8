import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { deleteNewsResource, getNewsResource, updateNewsResource } from '~/rest/news.server';

/** GET (edit, ADM-54), PUT (update, ADM-53) and DELETE (ADM-54) /api/admin/news/:id. */
export const loader = ({ request, params }: LoaderFunctionArgs) => getNewsResource(request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) => {
  if (request.method === 'PUT') return updateNewsResource(request, params.id);
  if (request.method === 'DELETE') return deleteNewsResource(request, params.id);
  return methodNotAllowed(['GET', 'PUT', 'DELETE']);
};
