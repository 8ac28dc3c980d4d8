import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getIpRecordResource, hideIpRecordResource, updateIpRecordResource } from '~/rest/ip-records.server';

/** GET / PUT / DELETE /api/admin/ip-records/:id: read, edit (ADM-27), hide (ADM-26). */
export const loader = ({ request, params }: LoaderFunctionArgs) => getIpRecordResource(request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) => {
  if (request.method === 'PUT') return updateIpRecordResource(request, params.id);
  if (request.method === 'DELETE') return hideIpRecordResource(request, params.id);
  return methodNotAllowed(['GET', 'PUT', 'DELETE']);
};
