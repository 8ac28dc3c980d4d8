import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { runSettlementAction } from '~/rest/settlements.server';

/** POST /api/admin/settlements/:id/(validate|reupload) — SET-16..19, ACL-57; (send-paypal|check-paypal) — ADR 055. */
export const loader = () => methodNotAllowed(['POST']);
export const action = ({ request, params }: ActionFunctionArgs) =>
  request.method === 'POST' ? runSettlementAction(request, params.id, params.action) : methodNotAllowed(['POST']);
