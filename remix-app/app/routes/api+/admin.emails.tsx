import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { createBroadcastResource, listBroadcastResource } from '~/rest/broadcasts.server';

/** GET (list, ADM-56) and POST (store, ADM-60) /api/admin/emails. */
export const loader = ({ request }: LoaderFunctionArgs) => listBroadcastResource(request);
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'POST' ? createBroadcastResource(request) : methodNotAllowed(['GET', 'POST']));
