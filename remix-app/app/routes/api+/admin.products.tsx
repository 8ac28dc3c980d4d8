import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { createProductResource, listProductResource } from '~/rest/products.server';

/** GET (list, CAT-14) and POST (add new product, CAT-21, Super Admin) /api/admin/products. */
export const loader = ({ request }: LoaderFunctionArgs) => listProductResource(request);
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'POST' ? createProductResource(request) : methodNotAllowed(['GET', 'POST']));
