import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { runProductAction } from '~/rest/products-actions.server';

/** POST /api/admin/products/:id/(set-default-agent|activate|deactivate) — CAT-18, CAT-19, ACL-56. */
export const loader = () => methodNotAllowed(['POST']);
export const action = ({ request, params }: ActionFunctionArgs) =>
  request.method === 'POST' ? runProductAction(request, params.id, params.action) : methodNotAllowed(['POST']);
