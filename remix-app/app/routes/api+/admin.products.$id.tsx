import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getProductResource, updateProductResource } from '~/rest/products.server';

/** GET (CAT-16) and PUT (CAT-17) /api/admin/products/:id. Deactivation is POST …/deactivate (CAT-18, G-12). */
export const loader = ({ request, params }: LoaderFunctionArgs) => getProductResource(request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) =>
  request.method === 'PUT' ? updateProductResource(request, params.id) : methodNotAllowed(['GET', 'PUT']);
