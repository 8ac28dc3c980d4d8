import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listSettlementResource } from '~/rest/settlements.server';

/** GET /api/admin/settlements-pending-paypal: validated PayPal-routed settlements not paid (SET-22, G-05; SA/AD/AC). */
export const loader = ({ request }: LoaderFunctionArgs) => listSettlementResource(request, 'pending-paypal');
export const action = () => methodNotAllowed(['GET']);
