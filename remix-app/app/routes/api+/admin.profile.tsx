import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { methodNotAllowed } from '~/lib/api.server';
import { getProfile, updateProfile } from '~/rest/profile.server';

/** GET and PUT /api/admin/profile — the staff member's own account. */
export const loader = ({ request }: LoaderFunctionArgs) => getProfile(request);
export const action = ({ request }: ActionFunctionArgs) => (request.method === 'PUT' ? updateProfile(request) : methodNotAllowed(['GET', 'PUT']));
