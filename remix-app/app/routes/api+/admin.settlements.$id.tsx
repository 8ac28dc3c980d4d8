import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getSettlementResource } from '~/rest/settlements.server';

/** GET /api/admin/settlements/:id: one settlement row (SET-23). */
export const loader = ({ request, params }: LoaderFunctionArgs) => getSettlementResource(request, params.id);
export const action = () => methodNotAllowed(['GET']);
