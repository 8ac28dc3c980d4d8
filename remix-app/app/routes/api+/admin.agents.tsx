import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { createUserResource, listUserResource } from '~/rest/users.server';

/** GET (list) and POST (create) /api/admin/agents. */
export const loader = ({ request }: LoaderFunctionArgs) => listUserResource('agents', request);
export const action = ({ request }: ActionFunctionArgs) =>
  request.method === 'POST' ? createUserResource('agents', request) : methodNotAllowed(['GET', 'POST']);
