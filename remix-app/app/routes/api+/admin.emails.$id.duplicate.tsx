import type { ActionFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { duplicateBroadcastResource } from '~/rest/broadcasts.server';

/** POST /api/admin/emails/:id/duplicate: a copy as a new inactive draft (G-09). */
export const loader = () => methodNotAllowed(['POST']);
export const action = ({ request, params }: ActionFunctionArgs) => (request.method === 'POST' ? duplicateBroadcastResource(request, params.id) : methodNotAllowed(['POST']));
