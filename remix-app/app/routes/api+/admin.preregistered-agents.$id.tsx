import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { deletePreRegisteredAgent, getPreRegisteredAgent } from '~/rest/preregistered-agents.server';

/** GET and DELETE /api/admin/preregistered-agents/:id (ADM-16, ADM-20). */
export const loader = ({ request, params }: LoaderFunctionArgs) => getPreRegisteredAgent(request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) =>
  request.method === 'DELETE' ? deletePreRegisteredAgent(request, params.id) : methodNotAllowed(['GET', 'DELETE']);
