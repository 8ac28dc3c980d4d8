import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { paySettlementResource } from '~/rest/settlements.server';

/** POST /api/admin/settlements/pay (multipart: agent_id, ids[], file?, message?) — Set To Paid (SET-25..30, ACL-58). */
export const loader = () => methodNotAllowed(['POST']);
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'POST' ? paySettlementResource(request) : methodNotAllowed(['POST']));
