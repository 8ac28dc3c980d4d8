import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { runUserAction } from '~/rest/user-actions.server';

/** POST /api/admin/users/:id/(block|unblock|resend-password|reset-two-factor|impersonate) — ADM-4/5/7, ACC-66, ADR 078. */
export const loader = () => methodNotAllowed(['POST']);
export const action = ({ request, params }: ActionFunctionArgs) =>
  request.method === 'POST' ? runUserAction(request, params.id, params.action) : methodNotAllowed(['POST']);
