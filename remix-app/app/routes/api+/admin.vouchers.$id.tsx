import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { deleteVoucherResource, getVoucherResource, updateVoucherResource } from '~/rest/vouchers.server';

/** GET (edit, ADM-47), PUT (update, ADM-47) and DELETE (ADM-49) /api/admin/vouchers/:id. */
export const loader = ({ request, params }: LoaderFunctionArgs) => getVoucherResource(request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) => {
  if (request.method === 'PUT') return updateVoucherResource(request, params.id);
  if (request.method === 'DELETE') return deleteVoucherResource(request, params.id);
  return methodNotAllowed(['GET', 'PUT', 'DELETE']);
};
