import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getSettlementResource } from '~/rest/settlements.server';

/** GET /api/admin/settlements-pending-paypal/:id: one row of that list (404 for a settlement not in it). */
export const loader = ({ request, params }: LoaderFunctionArgs) => getSettlementResource(request, params.id, 'pending-paypal');
export const action = () => methodNotAllowed(['GET']);
