import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { runJobResource } from '~/rest/jobs.server';

/** POST /api/admin/jobs/:name/run — a super admin's "run now" (issue 16, ADR 054). */
export const loader = () => methodNotAllowed(['POST']);
export const action = ({ request, params }: ActionFunctionArgs) => (request.method === 'POST' ? runJobResource(request, params.id) : methodNotAllowed(['POST']));
