import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { createUserResource, listUserResource } from '~/rest/users.server';

/** GET (list) and POST (create) /api/admin/accountants. */
export const loader = ({ request }: LoaderFunctionArgs) => listUserResource('accountants', request);
export const action = ({ request }: ActionFunctionArgs) =>
  request.method === 'POST' ? createUserResource('accountants', request) : methodNotAllowed(['GET', 'POST']);
