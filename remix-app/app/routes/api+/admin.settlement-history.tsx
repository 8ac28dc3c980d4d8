import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listSettlementResource } from '~/rest/settlements.server';

/** GET /api/admin/settlement-history: settled settlements, by agent and paid date (SET-31, SET-33; SA/AD/AC). */
export const loader = ({ request }: LoaderFunctionArgs) => listSettlementResource(request, 'history');
export const action = () => methodNotAllowed(['GET']);
