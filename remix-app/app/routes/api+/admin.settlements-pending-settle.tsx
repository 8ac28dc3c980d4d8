import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listSettlementResource } from '~/rest/settlements.server';

/** GET /api/admin/settlements-pending-settle: validated bank-routed settlements not paid (SET-25; SA/AD/AC). */
export const loader = ({ request }: LoaderFunctionArgs) => listSettlementResource(request, 'pending-settle');
export const action = () => methodNotAllowed(['GET']);
