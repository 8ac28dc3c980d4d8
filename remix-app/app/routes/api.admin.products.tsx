import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { createProductResource, listProductResource } from '~/rest/products.server';
import { methodNotAllowed } from '~/rest/users.server';

/** GET (list, CAT-14) and POST (add new product, CAT-21, Super Admin) /api/admin/products. */
export const loader = ({ request }: LoaderFunctionArgs) => listProductResource(request);
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'POST' ? createProductResource(request) : methodNotAllowed('GET, POST'));
