import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getDeliveryResource, updateDeliveryResource } from '~/rest/deliveries.server';

/** GET (read) and PUT (the tracking action, DLV-6) /api/admin/deliveries/:id. */
export const loader = ({ request, params }: LoaderFunctionArgs) => getDeliveryResource(request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) =>
  request.method === 'PUT' ? updateDeliveryResource(request, params.id) : methodNotAllowed(['GET', 'PUT']);
