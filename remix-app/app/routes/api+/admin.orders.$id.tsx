import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getOrderResource } from '~/rest/orders.server';

/** GET /api/admin/orders/:id: one order with its lines, payment and slips (ORD-73). */
export const loader = ({ request, params }: LoaderFunctionArgs) => getOrderResource(request, params.id);
export const action = () => methodNotAllowed(['GET']);
