import type { LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { listSettlementResource } from '~/rest/settlements.server';

/** GET /api/admin/settlements-pending-validation: proofs waiting for validation (SET-14, SET-21; SA/AD). */
export const loader = ({ request }: LoaderFunctionArgs) => listSettlementResource(request, 'pending-validation');
export const action = () => methodNotAllowed(['GET']);
