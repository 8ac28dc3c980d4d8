import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getUserResource } from '~/rest/users.server';

/** GET /api/admin/customers/:id (no edit or create for customers, ADM-3). */
export const loader = ({ request, params }: LoaderFunctionArgs) => getUserResource('customers', request, params.id);

/** No edit and no delete for customers (block instead, ADM-3/4). */
export const action = () => methodNotAllowed(['GET']);
