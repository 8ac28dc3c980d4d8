import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listOrderResource } from '~/rest/orders.server';

/** GET /api/admin/orders: the order list (ORD-73, G-46). */
export const loader = ({ request }: LoaderFunctionArgs) => listOrderResource(request);
export const action = () => methodNotAllowed(['GET']);
