import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { runApplicationAction } from '~/rest/applications.server';

/** POST /api/admin/applications/:id/(assign|reassign|change-agent|cancel) — ADM-34..36, G-17, G-49. */
export const loader = () => methodNotAllowed(['POST']);
export const action = ({ request, params }: ActionFunctionArgs) =>
  request.method === 'POST' ? runApplicationAction(request, params.id, params.action) : methodNotAllowed(['POST']);
